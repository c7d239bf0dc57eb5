import Foundation
import NavLintCore
import Testing

/// A pop in a router method whose every caller checks the path first (Loadle's
/// `dismiss()` calls `popLast(1)` only `if isPushed`, a computed `!path.isEmpty`;
/// a blind-triaged false positive) cannot trap. Twins where a caller does not
/// check, pops more than one, or checks something else still report.
struct CallerGuardedPopTests {
    static func router(isPushed: String = "!path.isEmpty", dismiss: String = "if isPushed { popLast(1) }",
                       extra: String = "") -> String {
        """
        @Observable final class Router {
            var path: [Route] = []
            var presented: Route?
            var isPushed: Bool { \(isPushed) }
            func popLast(_ k: Int) { path.removeLast(k) }
            func dismiss() { \(dismiss) }
            \(extra)
        }
        struct Root: View {
            @State private var router = Router()
            var body: some View {
                NavigationStack(path: $router.path) { Button("Close") { router.dismiss() } }
            }
        }
        """
    }

    func pops(_ source: String) -> [String] {
        lint([("Router.swift", source)]).filter { $0.ruleID == "unguarded_remove_last" }.map { "\($0.file):\($0.line)" }
    }

    @Test func aPopEveryCallerGuardsCannotTrap() {
        #expect(pops(Self.router()).isEmpty)
        #expect(pops(Self.router(dismiss: "guard !path.isEmpty else { return }; popLast(1)")).isEmpty, "checked by name")
    }

    @Test func aPopSomeCallerDoesNotGuardIsReported() {
        #expect(pops(Self.router(dismiss: "popLast(1)")) == ["Router.swift:5"], "no check")
        #expect(pops(Self.router(dismiss: "if isPushed { popLast(2) }")) == ["Router.swift:5"], "one element checked, two popped")
        #expect(pops(Self.router(isPushed: "presented != nil")) == ["Router.swift:5"], "the property checks something else")
        #expect(pops(Self.router(extra: "func back() { popLast(1) }")) == ["Router.swift:5"], "a second caller without a check")
        #expect(pops(Self.router(extra: "func onBack() -> (Int) -> Void { popLast }")) == ["Router.swift:5"],
                "passed without a call: it may run from anywhere")
    }
}
