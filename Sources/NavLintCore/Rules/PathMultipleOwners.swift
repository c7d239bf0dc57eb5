/// A view's own path and a model's copy of it for one trail.
package struct PathMultipleOwners: Rule {
    package init() {}

    package let description = RuleDescription(
        id: "path_multiple_owners",
        name: "Path with two owners",
        summary: "Finds a view that binds its stack to its own `@State`/`@Binding` path while a model it owns or reads holds a path of the same type that is copied across.",
        rationale: """
            When the stack is bound to a view's `@State` path and a model keeps its own copy — synchronised \
            with `onChange`, assignments or `onReceive` — the trail has two owners, where SwiftUI expects state \
            to be "the single source of truth" for a value \
            ([Apple: State](https://developer.apple.com/documentation/swiftui/state)). Each copy is written by \
            different code: the stack writes the one it is bound to as the user pushes and goes back ("The stack \
            adds items to the collection as it adds views to the stack and removes items when it removes \
            views", [Apple: NavigationStack](https://developer.apple.com/documentation/swiftui/navigationstack)), \
            while a deep link or a restore may write the other. Any write the syncing code misses leaves the \
            screen and the model disagreeing about where the user is. It is an error because the two copies \
            can drift at runtime.

            navlint reports the view's path declaration when the view also reads a path of the same type on \
            one of its models (a `@StateObject`, `@ObservedObject`, `@EnvironmentObject`, `@Environment`, \
            `@Bindable` or `@State` object). Binding the stack straight to the model's path \
            (`$model.path`) has one owner and is not reported.
            """,
        fix: """
            Keep one owner: bind the stack to the model's path (`NavigationStack(path: $model.path)`, with \
            `@Bindable var model` for an `@Observable` model, \
            [Apple: Bindable](https://developer.apple.com/documentation/swiftui/bindable)) and delete the \
            view's copy and the code that syncs them. RouterCore's `Router` is that single owner, and its \
            change stream reports UI writes (the Back button) as `external` changes instead of needing a copy.
            """,
        severity: .error,
        triggeringExamples: [
            """
            @Observable final class OrdersModel {
                var path: [OrderRoute] = []
            }
            struct OrdersRoot: View {
                @State private var model = OrdersModel()
                @State private var ↓path: [OrderRoute] = []
                var body: some View {
                    NavigationStack(path: $path) { OrderList() }
                        .onChange(of: path) { _, new in model.path = new }
                        .onChange(of: model.path) { _, new in path = new }
                }
            }
            """,
        ],
        nonTriggeringExamples: [
            """
            @Observable final class OrdersModel {
                var path: [OrderRoute] = []
            }
            struct OrdersRoot: View {
                @Bindable var model: OrdersModel
                var body: some View { NavigationStack(path: $model.path) { OrderList() } }
            }
            """,
            """
            @Observable final class OrdersModel {
                var recentIDs: [Order.ID] = []
            }
            struct OrdersRoot: View {
                @State private var model = OrdersModel()
                @State private var path: [OrderRoute] = []
                var body: some View { NavigationStack(path: $path) { OrderList(recent: model.recentIDs) } }
            }
            """,
        ])

    static let modelWrappers: Set<String> = ["StateObject", "ObservedObject", "EnvironmentObject", "Environment", "Bindable", "State"]

    package func check(_ context: RuleContext) -> [RuleViolation] {
        let model = context.navigation
        let file = context.file
        let outline = file.outline
        let tokens = file.tokens
        var violations: [RuleViolation] = []
        for trail in model.trailsByFile[context.fileIndex].map({ model.trails[$0] }) {
            guard let argument = outline.argument("path", of: trail.call), argument.value.lowerBound == argument.value.upperBound,
                  let owner = file.enclosingTypeName(of: trail.stack.token) else { continue }
            let name = String(tokens.text(argument.value.lowerBound).dropFirst()) // `$path` → `path`
            guard let pathProperty = NavigationModel.findProperty(name, in: owner, files: model.files, facts: model.facts),
                  pathProperty.file == context.fileIndex else { continue }
            let declaration = outline.properties[pathProperty.property]
            guard declaration.hasAttribute("State") || declaration.hasAttribute("Binding"),
                  let pathType = NavigationModel.propertyType(pathProperty, files: model.files, facts: model.facts)?.type else { continue }
            // A model the view holds with a path of the same type, read somewhere in this view.
            for modelRef in (model.facts.facts(owner)?.properties ?? []) where modelRef.file == context.fileIndex {
                let holder = outline.properties[modelRef.property]
                guard holder.name != name, holder.attributes.contains(where: { Self.modelWrappers.contains($0.name) }),
                      let holderType = NavigationModel.propertyType(modelRef, files: model.files, facts: model.facts)?.type else { continue }
                let modelType = TypeFacts.lastComponent(model.facts.resolve(NavigationModel.splitGeneric(holderType).0))
                guard !model.facts.isView(modelType), let copies = model.facts.facts(modelType)?.properties else { continue }
                for copyRef in copies {
                    let copy = model.files[copyRef.file].source.outline.properties[copyRef.property]
                    guard !copy.isComputed, let copyType = NavigationModel.propertyType(copyRef, files: model.files, facts: model.facts)?.type,
                          model.facts.resolve(copyType) == model.facts.resolve(pathType),
                          reads(holder.name, copy.name, in: file, owner: owner) else { continue }
                    violations.append(RuleViolation(
                        token: declaration.nameToken,
                        message: "The stack's path is this `\(name)`, and `\(holder.name).\(copy.name)` keeps a copy of the same "
                            + "trail; keep one owner: bind the stack to `$\(holder.name).\(copy.name)` and drop this property "
                            + "and the syncing.",
                        related: [context.related(SourceRef(file: copyRef.file, token: copy.nameToken), "the other owner of the trail")]))
                    break
                }
            }
        }
        return violations
    }

    /// Whether `holder.member` (or `holder.$member`) appears in the declaration of `owner` in this file.
    func reads(_ holder: String, _ member: String, in file: SourceFile, owner: String) -> Bool {
        let tokens = file.tokens
        for type in file.outline.types where TypeFacts.lastComponent(type.name) == owner {
            for j in type.range where tokens.kind(j) == .identifier && tokens.text(j) == holder && tokens.kind(j + 1) == .period {
                let next = tokens.text(j + 2)
                if next == member || next == "$" + member { return true }
            }
        }
        return false
    }
}
