import NavLintCore

/// Report inputs that exercise every escaping path: quotes, `<tag>`, `&`,
/// `'`, tab, newline, a control character, non-ASCII, `%` and `,`, a path
/// with a space, `&` and `+`, related notes, both severities, and two
/// findings on one line. The rules, version and source root are fixed here,
/// not taken from the registry, so that editing a rule's docs or releasing a
/// version does not change the golden reports.
enum ReportFixtures {
    /// "Ünïcode View & Co+.swift", written with escapes so that the bytes
    /// (precomposed letters) do not depend on how this file is saved.
    static let trickyFile = "Sources/App/\u{DC}n\u{EF}code View & Co+.swift"
    static let plainFile = "Sources/Feature/Detail.swift"
    static let sourceRoot = "/home/ci/work space/app"
    static let toolVersion = "9.9.9-golden"

    static let rules = [
        RuleDescription(
            id: "nested_navigation_stack", name: "Nested navigation stack",
            summary: "Finds a `NavigationStack` built inside a view pushed onto another stack.",
            rationale: "A pushed view's \"inner\" stack <breaks> the trail & back button; it's a bug.",
            fix: "Remove the inner `NavigationStack`; register destinations once at the root.",
            severity: .error, triggeringExamples: [], nonTriggeringExamples: []),
        RuleDescription(
            id: "model_as_route", name: "Model as route",
            summary: "Finds classes used as routes.",
            rationale: "Routes are values:\tcopies must not change underneath the path.",
            fix: "Route by identifier: `case item(Item.ID)`.",
            severity: .warning, triggeringExamples: [], nonTriggeringExamples: []),
        RuleDescription(
            id: "navigation_view_deprecated", name: "NavigationView is deprecated",
            summary: "Finds `NavigationView`.", rationale: "Deprecated since iOS 16.", fix: "Use `NavigationStack`.",
            severity: .warning, triggeringExamples: [], nonTriggeringExamples: []),
    ]

    static let findings = [
        Finding(ruleID: "nested_navigation_stack", severity: .error, file: trickyFile, line: 3, column: 9,
                message: "A \"quoted\" <tag> & it's\ttabbed\nsecond line \u{1} \u{E9} \u{1F9ED} `NavigationStack<Root>` | pipe",
                related: [RelatedLocation(file: "Sources/App/Root.swift", line: 1, column: 2,
                                          message: "outer stack <here> & \"there\"")],
                lineText: "NavigationStack { NavigationStack { Text(\"x\") } }"),
        Finding(ruleID: "nested_navigation_stack", severity: .error, file: trickyFile, line: 3, column: 27,
                message: "second on the same line",
                lineText: "NavigationStack { NavigationStack { Text(\"x\") } }"),
        Finding(ruleID: "model_as_route", severity: .warning, file: trickyFile, line: 12, column: 5,
                message: "`Item` is a class: 100% sure, a,b; `x | y` \\ done",
                lineText: "case item(Item)"),
        Finding(ruleID: "model_as_route", severity: .warning, file: plainFile, line: 7, column: 1,
                message: "plain",
                related: [RelatedLocation(file: plainFile, line: 2, column: 7, message: "declared here"),
                          RelatedLocation(file: trickyFile, line: 12, column: 5, message: "used here")],
                lineText: "case detail(Model)",
                fix: Fix(summary: "Replace `Model` with \"its id\"", edits: [
                    Fix.Edit(offset: 120, length: 0, replacement: "// inserted\n"),
                    Fix.Edit(offset: 80, length: 5, replacement: "Model.ID"),
                ])),
    ]

    /// Where the fixtures' rule pages are said to be.
    static let docs = "https://docs.example.com/navlint/Rules/"

    static var tricky: ReportContext { context(findings) }
    static var empty: ReportContext { context([]) }

    static func context(_ findings: [Finding], sourceRoot: String? = ReportFixtures.sourceRoot) -> ReportContext {
        ReportContext(findings: findings, summary: RunSummary(files: 5, findings: findings), rules: rules,
                      toolVersion: toolVersion, sourceRoot: sourceRoot, ruleDocsURL: docs)
    }
}
