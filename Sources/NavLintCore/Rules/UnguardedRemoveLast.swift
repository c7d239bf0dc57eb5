/// `path.removeLast()` with nothing checking that the path has that many elements.
public struct UnguardedRemoveLast: Rule {
    public init() {}

    public let description = RuleDescription(
        id: "unguarded_remove_last",
        name: "Unguarded removeLast on a path",
        summary: "Finds `removeLast()` / `removeLast(n)` on a navigation path with no emptiness or count check around it.",
        rationale: """
            `removeLast()` traps on an empty collection, and `removeLast(n)` when fewer than `n` elements \
            are left. A navigation path is empty more often than it looks: after a deep link replaced it, \
            after the system back button already popped, when a Back button is tapped twice quickly. The app \
            then crashes instead of staying at the root. It is a warning: the pop works whenever the path is \
            long enough, so it is a hazard rather than a certain failure.

            A path is a property bound to a stack (`$path`, `$router.path`) or declared as `NavigationPath`. \
            A check anywhere in the same function or closure (`isEmpty`, `count`, `min(n, path.count)`, an \
            `if` or `guard`) is enough; `popLast()` returns nil instead of trapping and is never reported.
            """,
        fix: """
            Guard the pop: `guard !path.isEmpty else { return }; path.removeLast()`, or \
            `path.removeLast(min(n, path.count))`, or use `path.popLast()`. RouterCore's `pop()` is a no-op \
            at the root and `pop(count:)` is clamped.
            """,
        severity: .warning,
        triggeringExamples: [
            """
            @Observable final class Navigator {
                var path: [Route] = []
                func back() { path.↓removeLast() }
                func back(_ steps: Int) { path.↓removeLast(steps) }
            }
            struct Root: View {
                @State private var navigator = Navigator()
                var body: some View { NavigationStack(path: $navigator.path) { Home() } }
            }
            """,
            """
            struct Wizard: View {
                @State private var path = NavigationPath()
                var body: some View {
                    NavigationStack(path: $path) {
                        StepOne().toolbar { Button("Back") { path.↓removeLast() } }
                    }
                }
            }
            """,
        ],
        nonTriggeringExamples: [
            """
            @Observable final class Navigator {
                var path: [Route] = []
                func back() {
                    guard !path.isEmpty else { return }
                    path.removeLast()
                }
                func back(_ steps: Int) { path.removeLast(min(steps, path.count)) }
                func backToRoot() { if path.count > 0 { path.removeLast(path.count) } }
                func pop() { _ = path.popLast() }
            }
            struct Root: View {
                @State private var navigator = Navigator()
                var body: some View { NavigationStack(path: $navigator.path) { Home() } }
            }
            """,
            """
            struct Recents {
                var items: [String] = []
                mutating func dropOldest() { items.removeLast() }
            }
            """,
        ])

    public func check(_ context: RuleContext) -> [RuleViolation] {
        let file = context.file
        let tokens = file.tokens
        var violations: [RuleViolation] = []
        for call in file.outline.calls where call.name == "removeLast" {
            guard let names = file.receiverNames(of: call), let path = names.last,
                  context.navigation.pathProperties.contains(path) else { continue }
            let scope = file.enclosingAction(of: call.nameToken)
            let range = scope.map { file.outline.scopes[$0].open...file.outline.scopes[$0].close } ?? 0...(tokens.count - 1)
            let guarded = range.contains { j in
                if tokens.isWord(j, "min") || tokens.isWord(j, "max") { return true }
                guard tokens.kind(j) == .identifier, tokens.text(j) == path, tokens.kind(j + 1) == .period else { return false }
                let checks: [StaticString] = ["isEmpty", "count", "last", "first", "indices"]
                return checks.contains { tokens.isText(j + 2, $0) }
            }
            if guarded { continue }
            violations.append(RuleViolation(
                token: call.nameToken,
                message: "`\(path).removeLast()` traps when the path is shorter than expected (already at the root, or "
                    + "replaced by a deep link); check `!\(path).isEmpty` first, clamp with `min(n, \(path).count)`, or use "
                    + "`popLast()`."))
        }
        return violations
    }
}
