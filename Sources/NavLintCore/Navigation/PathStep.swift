/// One step between a unit's root and an item, outermost first: where the
/// item is placed relative to the view that writes it.
package enum PathStep: Sendable, Equatable {
    /// Inside the root content of this stack call.
    case stack(call: Int)
    /// Inside content this call pushes: a destination closure or link destination.
    case push(call: Int)
    /// Inside sheet, cover, popover, inspector or context-menu preview content,
    /// or content the project presents through its own helper.
    case presentation
    /// Inside an action (a button's action, `onAppear`, `task`, `withAnimation`):
    /// code that runs, not views placed here. Whatever it builds is presented elsewhere.
    case action
    /// Inside the rows of a lazy container.
    case lazyContainer(call: Int)
    /// Inside a branch whose choice depends on view state, with what the branch says about its values;
    /// `exact` when those facts are the whole condition (nothing in it was left unread).
    case branch(BranchChoice, facts: [ConditionFact], exact: Bool)
    /// Inside a column of a `NavigationSplitView`: 0 sidebar, 1 content, 2 detail.
    case column(call: Int, index: Int)
    /// Inside a `TabView`'s content, or a `Tab`.
    case tab(call: Int)
    /// Inside the `case` of a `switch` over a pushed route (in a destination closure, or in a route
    /// enum's own `switch self`): built only for a value of one of these cases (`.settings`), of
    /// `enum` when the code names it (the registered type, the enum switching over `self`).
    case routeCase([String], enum: String?)
    /// Inside content handed to a project view type (`Wrapper { … }`, `Row(destination: …)`)
    /// that places it in its own body under slot `name`: where it lands is decided there.
    case slot(call: Int, name: String)
}

/// Which branch of which `if`/`else` chain or `switch` a path takes. Two paths
/// with the same point and different choices can never both be built.
package struct BranchChoice: Hashable, Sendable {
    package var file: Int
    /// The first scope of the `if` chain, or the `switch` scope.
    package var point: Int
    /// The branch scope taken, or the index of the `case` taken.
    package var choice: Int
}

