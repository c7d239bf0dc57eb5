import NavLintCore
import Testing

/// FlowStacks' coordinators nest by design: a `FlowStack` without a binding of its
/// own shares a `FlowPath` (or binding-less) parent's path and builds no stack, and a
/// route a `FlowLink` shows in a sheet or cover is not pushed. Each with the twin
/// that does nest.
struct FlowStacksNestingTests {
    func nested(_ files: [(String, String)]) -> [String] {
        lint(files).filter { $0.ruleID == "nested_navigation_stack" }.map { "\($0.file):\($0.line)" }
    }

    /// A parent coordinator bound to `parentBinding` (declared as `declaration`), whose
    /// destination pushes a child coordinator built with `childArguments`.
    func coordinators(parentBinding: String, declaration: String, childArguments: String) -> [String] {
        let source = """
            struct Parent: View {
                \(declaration)
                var body: some View {
                    FlowStack(\(parentBinding)withNavigation: true) {
                        Home().flowDestination(for: Chapter.self) { chapter in Child(chapter: chapter) }
                    }
                }
            }
            struct Home: View {
                var body: some View { FlowLink("Start", value: Chapter.first, style: .push) }
            }
            struct Child: View {
                let chapter: Chapter
                @State private var routes: [Route<Page>] = []
                var body: some View {
                    FlowStack(\(childArguments)) { Intro(chapter: chapter) }
                }
            }
            """
        return nested([("A.swift", source)])
    }

    @Test func aChildWithoutABindingSharesAFlowPathOrUnboundParent() {
        let flowPath = "@State private var path = FlowPath()"
        #expect(coordinators(parentBinding: "$path, ", declaration: flowPath, childArguments: "withNavigation: true").isEmpty)
        #expect(coordinators(parentBinding: "", declaration: "", childArguments: "withNavigation: true").isEmpty)
        let typed = "@State private var routes: [Route<Chapter>] = []"
        #expect(coordinators(parentBinding: "$routes, ", declaration: typed, childArguments: "withNavigation: true")
            == ["A.swift:16"], "a typed routes array holds one type: the child keeps its own path")
        #expect(coordinators(parentBinding: "$path, ", declaration: flowPath,
                             childArguments: "$routes, withNavigation: true") == ["A.swift:16"],
                "a child with a binding of its own builds its own stack")
        #expect(coordinators(parentBinding: "$model.path, ", declaration: "let model: Model",
                             childArguments: "withNavigation: true") == ["A.swift:16"],
                "a parent binding of a type the sources do not tell is not taken as a FlowPath")
    }

    /// A destination closure's `case .child` lands on the stack only when some screen builds
    /// `.child` to push; a `FlowLink` that shows it in a sheet does not.
    func caseRoute(link: String, pattern: String = "case .child:") -> [String] {
        let source = """
            enum Screen: Hashable { case child(Int), list }
            struct Root: View {
                @State private var routes: [Route<Screen>] = []
                var body: some View {
                    FlowStack($routes, withNavigation: true) {
                        Home().flowDestination(for: Screen.self) { screen in
                            switch screen {
                            \(pattern) Child()
                            case .list: Text("List")
                            }
                        }
                    }
                }
            }
            struct Home: View {
                var body: some View { \(link) }
            }
            struct Child: View {
                var body: some View { NavigationStack { Text("Own flow") } }
            }
            """
        return nested([("A.swift", source)])
    }

    @Test func aRouteShownInASheetIsNotPushed() {
        #expect(caseRoute(link: #"FlowLink("Child", value: Screen.child(1), style: .push)"#) == ["A.swift:19"])
        #expect(caseRoute(link: #"FlowLink("Child", value: Screen.child(1), style: .sheet(withNavigation: true))"#).isEmpty)
        #expect(caseRoute(link: #"FlowLink("Child", value: Screen.child(1), style: .cover)"#).isEmpty)
        #expect(caseRoute(link: #"Button("Child") { navigator.presentSheet(.child(1)) }"#).isEmpty)
        #expect(caseRoute(link: #"Button("Child") { navigator.push(.child(1)) }"#) == ["A.swift:19"])
    }

    @Test func aLetBeforeTheCasePatternIsTheSamePattern() {
        let pushesOnlyTheList = #"FlowLink("List", value: Screen.list, style: .push)"#
        #expect(caseRoute(link: pushesOnlyTheList, pattern: "case .child(let id):").isEmpty)
        #expect(caseRoute(link: pushesOnlyTheList, pattern: "case let .child(id):").isEmpty)
        #expect(caseRoute(link: #"FlowLink("Child", value: Screen.child(1), style: .push)"#,
                          pattern: "case let .child(id):") == ["A.swift:19"])
    }
}
