/// A navigation model a view creates in a property SwiftUI does not keep.
package struct UnownedRouter: Rule {
    package init() {}

    package let description = RuleDescription(
        id: "unowned_router",
        name: "Router not owned by its view",
        summary: "Finds a router or navigation model that a view creates in a property SwiftUI does not keep (`@ObservedObject var router = Router()`, `@Bindable`, a plain `let`), so every re-render of its parent makes a new one with an empty path.",
        rationale: """
            SwiftUI creates a view's struct again every time its parent's body runs, and runs its property \
            initializers again ("A State property always instantiates its default value when SwiftUI \
            instantiates the view", [Apple: State](https://developer.apple.com/documentation/swiftui/state)). \
            Of the ways a view can create an object itself, only `@State` and `@StateObject` keep the first \
            one across re-creation ("Each time SwiftUI re-creates BookView, it connects the book variable to \
            the managed instance", \
            [Apple: Managing model data in your app](https://developer.apple.com/documentation/swiftui/managing-model-data-in-your-app)); \
            a property initialized inline with `@ObservedObject`, `@Bindable` or no wrapper at all gets a \
            brand-new object each time. For a router or navigation model that object holds the path, so it \
            follows that when anything in the parent changes (a badge count, a selection, a loading flag), the \
            stack is handed an empty path and shows its root again, and a sheet bound to the model closes. \
            Apple's [`ObservedObject`](https://developer.apple.com/documentation/swiftui/observedobject) page \
            says not to create the object there ("Don't specify a default or initial value for the observed \
            object"), and [`StateObject`](https://developer.apple.com/documentation/swiftui/stateobject) is \
            the wrapper that keeps one instance for the life of the view.

            A navigation model is a type that holds navigation state (see `global_router_singleton`), and the \
            view must bind a stack's path or a presentation through the property (`$router.path`): a model \
            that only carries a router deeper down, for a row's buttons say, resets nothing the user sees. \
            The rule needs a parent that can re-render: it reports a view that another view builds, or that an \
            `App` with state builds. Objects passed in (`@ObservedObject var router: Router`), read from the \
            environment, or kept in `@State`/`@StateObject` are not reported.
            """,
        fix: """
            Own it with `@StateObject private var router = Router()` (an `ObservableObject`) or `@State \
            private var router = Router()` (an `@Observable` class: "Also use State if you need to store a \
            reference type that conforms to the Observable() protocol", \
            [Apple: StateObject](https://developer.apple.com/documentation/swiftui/stateobject)), or create it \
            higher up and pass it in or put it in the environment. RouterCore's `Router` is meant to live in \
            `@State` at the scene or flow root.
            """,
        severity: .warning,
        triggeringExamples: [
            """
            final class ShopRouter: ObservableObject {
                @Published var path = NavigationPath()
            }
            struct Shop: View {
                @ObservedObject var ↓router = ShopRouter()
                var body: some View { NavigationStack(path: $router.path) { Catalog() } }
            }
            struct MainTabs: View {
                @State private var cartCount = 0
                var body: some View { TabView { Shop().badge(cartCount) } }
            }
            """,
            """
            @Observable final class Navigator {
                var path: [Route] = []
            }
            struct Library: View {
                let ↓navigator = Navigator()
                var body: some View {
                    @Bindable var navigator = navigator
                    NavigationStack(path: $navigator.path) { Shelves() }
                }
            }
            @main struct LibraryApp: App {
                @State private var session = Session()
                var body: some Scene { WindowGroup { Library().environment(session) } }
            }
            """,
        ],
        nonTriggeringExamples: [
            """
            final class ShopRouter: ObservableObject {
                @Published var path = NavigationPath()
            }
            struct Shop: View {
                @StateObject private var router = ShopRouter()
                var body: some View { NavigationStack(path: $router.path) { Catalog() } }
            }
            struct Checkout: View {
                @ObservedObject var router: ShopRouter
                var body: some View { Button("Done") { router.path = NavigationPath() } }
            }
            struct MainTabs: View {
                @State private var cartCount = 0
                var body: some View { TabView { Shop().badge(cartCount) } }
            }
            """,
            """
            // Built only by an App with no state: its body runs once, and so does the view's init.
            @Observable final class Navigator {
                var path: [Route] = []
            }
            struct Library: View {
                let navigator = Navigator()
                var body: some View {
                    @Bindable var navigator = navigator
                    NavigationStack(path: $navigator.path) { Shelves() }
                }
            }
            @main struct LibraryApp: App {
                var body: some Scene { WindowGroup { Library() } }
            }
            """,
        ])

    /// Wrappers whose storage SwiftUI keeps, or that take the object from elsewhere.
    static let keptWrappers: Set<String> = ["State", "StateObject", "Environment", "EnvironmentObject", "Binding",
                                            "AppStorage", "SceneStorage", "Query", "FocusState", "GestureState"]
    /// Wrappers of an `App`'s properties that make its body run again when they change.
    static let appStateWrappers: Set<String> = ["State", "StateObject", "Environment", "EnvironmentObject",
                                                "AppStorage", "SceneStorage", "FocusedValue"]

    package func check(_ context: RuleContext) -> [RuleViolation] {
        let file = context.file
        let outline = file.outline
        let tokens = file.tokens
        let holders = context.navigation.navigationStateHolders
        guard !holders.isEmpty else { return [] }
        var violations: [RuleViolation] = []
        for property in outline.properties where !property.isStatic && !property.isComputed {
            guard let ownerIndex = property.enclosingType, let initializer = property.initializer,
                  !property.attributes.contains(where: { Self.keptWrappers.contains($0.name) }) else { continue }
            let owner = TypeFacts.lastComponent(outline.types[ownerIndex].name)
            let first = initializer.lowerBound
            guard context.facts.isView(owner), tokens.kind(first) == .identifier, tokens.kind(first + 1) == .leftParen,
                  case let type = TypeFacts.lastComponent(context.facts.resolve(tokens.text(first))),
                  holders[type] != nil, context.facts.facts(type)?.kinds == [.class],
                  bindsNavigation(property.name, in: outline.types[ownerIndex].range, file),
                  hasParentThatRerenders(owner, context) else { continue }
            violations.append(RuleViolation(
                token: property.nameToken,
                message: "`\(property.name)` creates a `\(type)` in a property SwiftUI does not keep, so each time the "
                    + "parent re-renders `\(owner)` gets a new one with an empty path and its stack pops to the root; "
                    + "own it with `@StateObject`/`@State`, or create it higher up and pass it in."))
        }
        return violations
    }

    /// The calls that can bind a path or a presentation: stacks, presentations, registrations.
    static let bindingCalls = CallNames(
        SwiftUINames.stacks.union(SwiftUINames.presentations).union([SwiftUINames.registration]))

    /// Whether the view binds a stack's path or a presentation through the
    /// property (`NavigationStack(path: $router.path)`, `.sheet(item: $router.sheet)`):
    /// only then does a new object reset what the user sees.
    func bindsNavigation(_ name: String, in range: ClosedRange<Int>, _ file: SourceFile) -> Bool {
        let outline = file.outline
        let tokens = file.tokens
        let calls = outline.calls(namedAnyOf: Self.bindingCalls)
        return calls.contains { index in
            let call = outline.calls[index]
            guard range.contains(call.nameToken) else { return false }
            return outline.arguments(of: call).contains { argument in
                ["path", "item", "isPresented"].contains(argument.label ?? "")
                    && tokens.kind(argument.value.lowerBound) == .identifier && tokens.text(argument.value.lowerBound) == "$" + name
            }
        }
    }

    /// Whether some view builds `view`, or an `App` whose body can run again (it has state).
    func hasParentThatRerenders(_ view: String, _ context: RuleContext) -> Bool {
        for source in context.project.files {
            for index in source.outline.calls(named: view) {
                guard let parent = source.enclosingTypeName(of: source.outline.calls[index].nameToken), parent != view else { continue }
                if context.facts.isView(parent) { return true }
                guard context.facts.conforms(parent, to: "App") else { continue }
                let hasState = (context.facts.facts(parent)?.properties ?? []).contains { reference in
                    context.project.files[reference.file].outline.properties[reference.property].attributes
                        .contains { Self.appStateWrappers.contains($0.name) }
                }
                if hasState { return true }
            }
        }
        return false
    }
}
