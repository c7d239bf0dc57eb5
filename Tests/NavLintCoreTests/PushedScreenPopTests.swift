import NavLintCore
import Testing

/// A pushed screen's own Back button pops a path that holds the screen's value;
/// each way that guarantee fails is still reported.
struct PushedScreenPopTests {
    func pops(_ source: String) -> [String] {
        lint([("A.swift", source)]).filter { $0.ruleID == "unguarded_remove_last" }.map { "\($0.file):\($0.line)" }
    }

    /// A root stack whose `.detail` destination is `destination`, and a `Detail` screen whose
    /// Back button runs `action`; `extra` is added to the router.
    func app(destination: String = ".navigationDestination(for: Route.self) { _ in Detail() }",
             action: String = "Button(\"Back\") { router.back() }", extra: String = "") -> [String] {
        pops("""
            enum Route: Hashable { case detail }
            @Observable final class Router {
                var path: [Route] = []
                var showsDetail = false
                func back() { path.removeLast() }
                \(extra)
            }
            struct Root: View {
                @State private var router = Router()
                var body: some View {
                    NavigationStack(path: $router.path) {
                        Home()\(destination)
                    }
                    .environment(router)
                }
            }
            struct Detail: View {
                @Environment(Router.self) private var router
                var body: some View { Text("Detail").toolbar { \(action) } }
            }
            """)
    }

    @Test func aPushedScreensOwnBackButtonIsNotReported() {
        #expect(app().isEmpty)
        #expect(app(action: "Button(\"Back\") { withAnimation { router.path.removeLast() } }").isEmpty,
                "in the tap's closure, through withAnimation")
    }

    @Test func whatLeavesThePathPossiblyEmptyIsReported() {
        #expect(app(destination: ".navigationDestination(isPresented: $router.showsDetail) { Detail() }") == ["A.swift:5"],
                "a screen pushed by a flag puts nothing on the path")
        #expect(app(action: "Button(\"Back\", action: router.back)") == ["A.swift:5"],
                "a method passed as a function may be run from anywhere")
        #expect(app(extra: "func expire() { back() }") == ["A.swift:5"], "another caller that is not a tap")
        #expect(app(action: "Button(\"Back\") { router.path.removeLast(2) }") == ["A.swift:19"],
                "the screen guarantees one element, not two")
        #expect(app(action: "Button(\"Back\") { router.path.removeLast() }.onAppear { router.back() }") == ["A.swift:5"],
                "onAppear is not a tap")
    }
}
