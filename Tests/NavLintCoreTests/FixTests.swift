import NavLintCore
import Testing

/// `--fix`'s rewrites: what each produces, where each declines, and that the
/// result no longer has the finding (and nothing new).
@Suite struct FixTests {
    /// The source after applying every fix of `rule`'s findings, and what a re-lint then reports.
    func fixed(_ source: String, rule: any Rule, target: DeploymentTarget? = nil) -> (text: String, fixes: Int, after: [String]) {
        func run(_ text: String) -> [Finding] {
            let project = ProjectIndex(files: [SourceFile(path: "A.swift", text: text)], deploymentTarget: target)
            return Linter(rules: [rule]).lint(project)
        }
        let fixes = run(source).compactMap(\.fix)
        let outcome = FixApplication.apply(fixes, to: Array(source.utf8))
        let text = String(decoding: outcome.bytes, as: UTF8.self)
        return (text, outcome.applied.count, run(text).map(\.ruleID))
    }

    func view(_ body: String) -> String {
        "struct A: View {\n    @State var path = NavigationPath()\n    var body: some View {\n\(body)\n    }\n}\n"
    }

    @Test func anUnguardedRemoveLastIsGuardedOrClamped() {
        let guarded = fixed(view("""
                    NavigationStack(path: $path) {
                        Button("Back") {
                            path.removeLast()
                        }
                    }
            """), rule: UnguardedRemoveLast())
        #expect(guarded.fixes == 1 && guarded.after.isEmpty)
        #expect(guarded.text.contains("                if !path.isEmpty { path.removeLast() }\n"))
        let clamped = fixed(view("        NavigationStack(path: $path) { Button(\"Top\") { path.removeLast(steps) } }"),
                            rule: UnguardedRemoveLast())
        #expect(clamped.text.contains("{ path.removeLast(min(steps, path.count)) }") && clamped.after.isEmpty)
        let same = fixed(guarded.text, rule: UnguardedRemoveLast())
        #expect(same.fixes == 0 && same.text == guarded.text, "idempotent")
    }

    @Test func aRemoveLastThatIsPartOfAnExpressionIsLeft() {
        let source = "final class Router { var path: [Int] = []; func back() -> Int { return path.removeLast() } }\n"
            + view("        NavigationStack(path: $path) { Text(\"x\") }")
        let result = fixed(source, rule: UnguardedRemoveLast())
        #expect(result.fixes == 0 && result.text == source)
    }

    @Test func aDestinationOnTheStackMovesOntoItsRootView() {
        let result = fixed(view("""
                    NavigationStack(path: $path) {
                        Home()
                            .navigationTitle("Home")
                    }
                    .navigationDestination(for: Int.self) { Detail(id: $0) }
            """), rule: DestinationOutsideStack())
        #expect(result.fixes == 1 && result.after.isEmpty)
        #expect(result.text.contains("""
                        Home()
                            .navigationTitle("Home")
                    .navigationDestination(for: Int.self) { Detail(id: $0) }
                    }

            """))
    }

    @Test func aStackWithSeveralViewsKeepsItsDestinationForAPerson() {
        let source = view("""
                    NavigationStack {
                        Header()
                        Home()
                    }
                    .navigationDestination(for: Int.self) { Detail(id: $0) }
            """)
        let result = fixed(source, rule: DestinationOutsideStack())
        #expect(result.fixes == 0 && result.after == ["destination_outside_stack"])
    }

    @Test func aOneColumnNavigationViewBecomesAStackWhereTheTargetAllows() {
        let source = view("""
                    NavigationView {
                        Home()
                    }
                    .navigationViewStyle(.stack)
            """)
        let modern = DeploymentTarget(iOS: .init(16), source: "Package.swift")
        let result = fixed(source, rule: NavigationViewDeprecated(), target: modern)
        #expect(result.fixes == 1 && result.after.isEmpty)
        #expect(result.text.contains("        NavigationStack {\n            Home()\n        }\n    }"))
        let old = fixed(source, rule: NavigationViewDeprecated(), target: DeploymentTarget(iOS: .init(15), source: "Package.swift"))
        #expect(old.fixes == 0, "iOS 15 has no NavigationStack")
        #expect(fixed(source, rule: NavigationViewDeprecated()).fixes == 0, "an unknown target is not assumed")
        let columns = view("        NavigationView { Sidebar(); Detail() }")
        #expect(fixed(columns, rule: NavigationViewDeprecated(), target: modern).fixes == 0, "columns need a split view")
    }

    @Test func overlappingFixesWaitForTheNextRun() {
        let fix = Fix(summary: "a", edits: [Fix.Edit(offset: 2, length: 3, replacement: "x")])
        let overlapping = Fix(summary: "b", edits: [Fix.Edit(offset: 4, length: 2, replacement: "y")])
        let outcome = FixApplication.apply([fix, overlapping], to: Array("0123456789".utf8))
        #expect(String(decoding: outcome.bytes, as: UTF8.self) == "01x56789")
        #expect(outcome.applied == [0] && outcome.skipped.map(\.index) == [1])
        let breaking = Fix(summary: "c", edits: [Fix.Edit(offset: 0, length: 1, replacement: "")])
        let refused = FixApplication.apply([breaking], to: Array("{ a }".utf8))
        #expect(refused.applied.isEmpty && refused.bytes == Array("{ a }".utf8), "a fix that unbalances brackets is refused")
    }
}
