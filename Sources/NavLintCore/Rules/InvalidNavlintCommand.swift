/// A `navlint:` comment navlint cannot read. Its findings come from the
/// suppression step, like `superfluous_disable`'s.
package struct InvalidNavlintCommand: Rule {
    package static let id = "invalid_navlint_command"
    package init() {}

    package let description = RuleDescription(
        id: InvalidNavlintCommand.id,
        name: "Invalid navlint command",
        summary: "Finds comments that start with `navlint:` but are not a command navlint understands (`navlint:disabel`, `navlint:disable:nxt`, a `navlint:disable` that names no rule), so they suppress nothing.",
        rationale: """
            A comment that looks like a suppression but is misspelled does nothing: the finding it was \
            written for is still reported, or, worse, the author believes a region is disabled when it is \
            not and stops reading the findings there. navlint reads `navlint:disable` and `navlint:enable`, \
            alone (a region) or with `:next`, `:this` or `:previous`; anything else after `navlint:` is \
            reported, as SwiftLint reports an invalid `swiftlint:` command. A `disable` must name the rules \
            it is for, or `all`: a bare one would silence every rule, present and future, in its reach, so \
            navlint reads it as nothing and reports it. It is a warning: the code works, but the comment misleads.
            """,
        fix: """
            Spell the command as `navlint:disable`, `navlint:enable`, `navlint:disable:next`, \
            `navlint:disable:this` or `navlint:disable:previous`, followed by the rule ids and, after ` - `, \
            a reason. Or remove the comment.
            """,
        severity: .warning,
        triggeringExamples: [
            """
            struct Legacy: View {
                ↓// navlint:disabel:next navigation_view_deprecated - typo, so nothing is disabled
                var body: some View { NavigationView { Home() } }
            }
            """,
            """
            ↓/* navlint:disable:nxt nested_navigation_stack */
            struct Root: View {
                var body: some View { NavigationStack { Home() } }
            }
            """,
            RuleExample("""
                struct Legacy: View {
                    ↓// navlint:disable:next - names no rule, so nothing is disabled
                    var body: some View { NavigationView { Home() } }
                }
                """, message: "names no rule"),
        ],
        nonTriggeringExamples: [
            """
            struct Legacy: View {
                // navlint:disable:next navigation_view_deprecated - removed with iOS 15 support
                var body: some View { NavigationView { Home() } }
            }
            """,
            """
            // Prose that mentions navlint: a linter for SwiftUI navigation.
            struct Root: View {
                var body: some View { NavigationStack { Home() } }
            }
            """,
        ])

    package func check(_ context: RuleContext) -> [RuleViolation] { [] }
}
