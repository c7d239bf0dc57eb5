/// A pushed value whose type no stack registers.
package struct MissingNavigationDestination: Rule {
    /// Calls that may push a value: links, and appends to a path.
    static let pushCandidates = CallNames([SwiftUINames.link, "append"])

    package init() {}

    package let description = RuleDescription(
        id: "missing_navigation_destination",
        name: "Missing navigation destination",
        summary: "Finds `NavigationLink(value:)` and path appends whose value's type no stack they can push onto registers with `navigationDestination(for:)`.",
        rationale: """
            A value pushed onto a stack is turned into a screen by the `navigationDestination(for:)` \
            registered for its type on that stack ("The stack matches navigation links with navigation \
            destinations based on their respective data types", \
            [Apple: NavigationStack](https://developer.apple.com/documentation/swiftui/navigationstack)). When \
            the stacks the push can land on do not register that type, the link does nothing ("In other cases, \
            the link doesn't do anything", \
            [Apple: NavigationLink init(value:label:)](https://developer.apple.com/documentation/swiftui/navigationlink/init(value:label:)); \
            on watchOS a screen with a warning icon has been seen instead) and SwiftUI logs that "there is no \
            matching navigationDestination declaration visible from the location of the link. The link cannot \
            be activated." (quoted in \
            [woocommerce/woocommerce-ios#14306](https://github.com/woocommerce/woocommerce-ios/pull/14306)). \
            It is an easy bug to ship after renaming a route type, moving a registration, or registering it on \
            another layout's stack (a regular-width split view) while the push happens on the compact one, \
            where the split view "collapses all of its columns into a stack" \
            ([Apple: TN3154](https://developer.apple.com/documentation/technotes/tn3154-adopting-swiftui-navigation-split-view)). \
            It is an error because the value's screen never appears at runtime.

            The stacks a push can land on are the stacks whose trail reaches the link, or for \
            `path.append(…)`, the stacks bound to that path; a registration on any other stack does not count. \
            A stack on which navlint sees no registration at all is not judged (it may register through \
            something navlint does not follow); a push that no stack is seen to reach is judged against every \
            registration in the project, unless it sits in a `public` view, which another module (the app \
            consuming a feature package) may place in a stack that registers the type. The value's type is \
            taken from what the code declares: \
            `Route.book(id)`, `Route.help`, `Book(…)`, a local (`let item = Item(…)`), a parameter, a \
            property, a `case .show(let item)` payload (the type the enum declares there), a row of \
            `ForEach(items) { item in … }` or `List(items)` (the element type `items` is declared with), or the \
            element type of a typed path (`path.append(.book(id))` on `[Route]`). Values whose type cannot be told are not \
            judged, nor are generic parameters (`value: Value` in `SettingsLink<Value: Hashable>`, even where \
            another type declares a `typealias Value`) or a protocol's associated types (`route: RouteType` in \
            `extension Coordinator`); links inside a `List(selection:)`, or of a type some \
            `List(selection:)` is bound to (where the binding's type is not written, as with a property \
            wrapper's key, the types the list's own value links spell, there or one view down), may set a \
            selection rather than push (Apple documents this for a \
            list with selection in a split view's leading column, on the `init(value:label:)` page above), and \
            are not judged either; nor are `NavigationLink` initializers the project declares itself. A stack \
            with a registration whose type cannot be resolved (a generic helper registering `D.self`) covers \
            every type, and so does one with a destination that shows a view stored where navlint does not \
            follow it (`AnyView(features.first { $0.id == id }!.content)`, a view kept in a property): that \
            view may register anything on the stack.
            """,
        fix: """
            Register the type on the root view inside the stack that the link pushes onto ("Add this view \
            modifier to a view inside a NavigationStack", \
            [Apple: navigationDestination(for:destination:)](https://developer.apple.com/documentation/swiftui/view/navigationdestination(for:destination:))): \
            `.navigationDestination(for: Route.self) { route in … }`. If the type was renamed, update the \
            registration or the value. RouterCore's `RoutedNavigationStack` registers the route type once, at \
            the root, so every `router.push` has a destination.
            """,
        severity: .error,
        triggeringExamples: [
            """
            // file: AdaptiveRoot.swift
            struct AdaptiveRoot: View {
                @Environment(\\.horizontalSizeClass) private var sizeClass
                let trips: [Trip]
                var body: some View {
                    if sizeClass == .compact {
                        NavigationStack {
                            TripList(trips: trips)
                                .navigationDestination(for: Booking.self) { BookingScreen(booking: $0) }
                        }
                    } else {
                        NavigationSplitView {
                            TripSidebar()
                        } detail: {
                            NavigationStack {
                                TripOverview()
                                    .navigationDestination(for: TripRoute.self) { TripScreen(route: $0) }
                            }
                        }
                    }
                }
            }
            // file: TripList.swift
            struct TripList: View {
                let trips: [Trip]
                var body: some View {
                    List(trips) { trip in
                        ↓NavigationLink(trip.name, value: TripRoute.details(trip.id))
                    }
                }
            }
            """,
            """
            enum InboxRoute: Hashable { case thread(Thread.ID) }
            enum SettingsRoute: Hashable { case notifications }
            struct Inbox: View {
                var body: some View {
                    NavigationStack {
                        List(threads) { thread in
                            NavigationLink(thread.subject, value: InboxRoute.thread(thread.id))
                        }
                        .toolbar { ↓NavigationLink("Settings", value: SettingsRoute.notifications) }
                        .navigationDestination(for: InboxRoute.self) { ThreadScreen(route: $0) }
                    }
                }
            }
            """,
            """
            // The row pushes a `Recipe`, the element of `recipes`; the stack maps only `Shelf`.
            struct Recipe: Hashable, Identifiable { let id: Int; var name: String }
            enum Shelf: Hashable { case favorites }
            struct Recipes: View {
                let recipes: [Recipe]
                var body: some View {
                    NavigationStack {
                        List(recipes) { recipe in
                            ↓NavigationLink(recipe.name, value: recipe)
                        }
                        .navigationDestination(for: Shelf.self) { _ in FavoritesScreen() }
                    }
                }
            }
            """,
            """
            enum Route: Hashable { case order(Int), receipt(Int) }
            enum LegacyRoute: Hashable { case order(Int) }
            struct Orders: View {
                @State private var path: [Route] = []
                var body: some View {
                    NavigationStack(path: $path) {
                        Button("Latest") { path.↓append(.order(42)) }
                            .navigationDestination(for: LegacyRoute.self) { LegacyOrderScreen(route: $0) }
                    }
                }
            }
            """,
        ],
        nonTriggeringExamples: [
            """
            struct Recipe: Hashable, Identifiable { let id: Int; var name: String }
            @Observable final class Cookbook { var recipes: [Recipe] = [] }
            struct Recipes: View {
                @State private var cookbook = Cookbook()
                var body: some View {
                    NavigationStack {
                        List {
                            ForEach(cookbook.recipes) { recipe in NavigationLink(recipe.name, value: recipe) }
                        }
                        .navigationDestination(for: Recipe.self) { RecipeScreen(recipe: $0) }
                    }
                }
            }
            """,
            """
            // The selection's type is not written (a property wrapper's key holds it): the
            // links in the list's sections spell it, and they set the selection, not push.
            struct Selection: Hashable { var panel: Panel }
            struct Sidebar: View {
                @Default(.sidebarSelection) private var selection
                var body: some View {
                    NavigationSplitView {
                        List(selection: $selection) { PanelLinks() }
                    } detail: {
                        NavigationStack {
                            selection?.panel.content.navigationDestination(for: Album.self) { AlbumScreen(album: $0) }
                        }
                    }
                }
            }
            struct PanelLinks: View {
                var body: some View {
                    ForEach(Panel.allCases) { panel in
                        NavigationLink(value: Selection(panel: panel)) { Label(panel.title, systemImage: panel.icon) }
                    }
                }
            }
            """,
            """
            enum Route: Hashable { case order(Int), showDetail(Item) }
            struct Orders: View {
                @State private var path = NavigationPath()
                var body: some View {
                    NavigationStack(path: $path) {
                        Button("Latest") { open(.order(42)) }
                            .navigationDestination(for: Route.self) { OrderScreen(route: $0) }
                            .navigationDestination(for: Item.self) { ItemScreen(item: $0) }
                    }
                }
                func open(_ route: Route) {
                    switch route {
                    case .showDetail(let item): path.append(item)
                    default: path.append(route)
                    }
                }
            }
            """,
            """
            enum Route: Hashable { case order(Int) }
            struct Orders: View {
                @State private var path: [Route] = []
                var body: some View {
                    NavigationStack(path: $path) {
                        Button("Latest") { path.append(.order(42)) }
                            .navigationDestination(for: Route.self) { OrderScreen(route: $0) }
                    }
                }
            }
            """,
            """
            enum SidebarItem: Hashable { case mailbox(Mailbox.ID), archive }
            struct Sidebar: View {
                let mailboxes: [Mailbox]
                @Binding var selection: SidebarItem?
                var body: some View {
                    List(selection: $selection) {
                        ForEach(mailboxes) { box in NavigationLink(box.name, value: SidebarItem.mailbox(box.id)) }
                        NavigationLink("Archive", value: SidebarItem.archive)
                    }
                }
            }
            """,
            """
            extension View {
                func withDestinations<D: Hashable>(for type: D.Type, build: @escaping (D) -> some View) -> some View {
                    navigationDestination(for: D.self) { build($0) }
                }
            }
            struct Home: View {
                var body: some View {
                    NavigationStack {
                        NavigationLink("Profile", value: HomeRoute.profile)
                            .withDestinations(for: HomeRoute.self) { $0.screen }
                    }
                }
            }
            """,
        ])

    package func check(_ context: RuleContext) -> [RuleViolation] {
        let model = context.navigation
        guard !model.registeredTypes.isEmpty || model.registersUnresolvedType else { return [] }
        let file = context.file
        let outline = file.outline
        let callContext = context.fileNavigation.context
        var violations: [RuleViolation] = []
        func judge(_ call: CallSite, _ type: String, _ what: String, _ verdict: DestinationCoverage.Verdict) {
            var related: [RelatedLocation] = []
            switch verdict {
            case .covered:
                return
            case .missing(let stacks):
                var seen = Set<SourceRef>()
                for stack in stacks where seen.insert(model.trails[stack].site).inserted {
                    related.append(context.related(model.trails[stack].site, "a stack it pushes onto, which does not register it"))
                }
            case .unknownStack:
                // No stack is seen to receive it: judge by the whole project, and only when nothing there is generic,
                // and not in a public view, which another module may place in a stack that registers the type.
                guard !model.registersUnresolvedType, !model.registeredTypes.contains(type),
                      !isInPublicType(call.nameToken, file) else { return }
            }
            violations.append(RuleViolation(
                token: call.nameToken,
                message: "No stack \(what) can push onto registers a destination for `\(type)`, so its screen never appears "
                    + "(SwiftUI logs that no `navigationDestination` matches); register "
                    + "`.navigationDestination(for: \(type).self)` on the root view of that stack.",
                related: related))
        }
        let candidates = outline.calls(namedAnyOf: Self.pushCandidates)
        for index in candidates where !outline.calls[index].isPattern && !outline.isInPreview(outline.calls[index].nameToken) {
            let call = outline.calls[index]
            let here = SourceRef(file: context.fileIndex, token: call.nameToken)
            if outline.isValueLink(index), let value = outline.argument("value", of: call),
               !UnitItem.isCustomLinkInitializer(call, in: file, facts: context.facts) {
                if callContext.steps(of: index, in: outline).contains(where: { step in
                    if case .closure(let owner, _, _) = step { return outline.calls[owner].name == "List" && outline.argument("selection", of: owner) != nil }
                    return false
                }) { continue }
                // A row's parameter first: it shadows any property of the same name.
                var type = model.rowElementType(of: value.value, inFile: context.fileIndex)
                    ?? model.pushedType(of: value.value, inFile: context.fileIndex)
                if type == nil, file.tokens.kind(value.value.lowerBound) == .period { type = model.valueLinkElements[here] }
                guard let type, !model.selectionTypes.contains(type) else { continue }
                judge(call, type, "this link", model.destinations.verdict(forLink: here, type: type))
            } else if call.name == "append", let declaration = model.pathDeclaration(receiverOf: call, inFile: context.fileIndex),
                      let names = file.receiverNames(of: call), let value = outline.arguments(of: call).first, value.label == nil {
                var type = model.pushedType(of: value.value, inFile: context.fileIndex)
                if type == nil, file.tokens.kind(value.value.lowerBound) == .period, let owner = file.enclosingTypeName(of: call.nameToken),
                   case .typed(let element, _) = NavigationModel.pathKind(of: names, from: owner, files: model.files, facts: model.facts) {
                    type = TypeFacts.lastComponent(context.facts.resolve(element))
                }
                guard let type else { continue }
                judge(call, type, "this push", model.destinations.verdict(forPath: declaration, type: type))
            }
        }
        return violations
    }

    /// Whether token `i` is inside a `public` or `open` type (or an extension of one): API that
    /// another module may build.
    private func isInPublicType(_ i: Int, _ file: SourceFile) -> Bool {
        let outline = file.outline
        for scope in outline.scopeChain(from: outline.innermostScope(containing: i)) {
            guard case .typeBody(let type) = outline.scopes[scope].kind else { continue }
            if outline.types[type].modifiers.contains(where: { $0 == "public" || $0 == "open" }) { return true }
        }
        return false
    }
}
