/// A `navlint:disable` comment that suppresses nothing. Its findings come
/// from the suppression step, which runs after every other rule.
package struct SuperfluousDisable: Rule {
    package static let id = "superfluous_disable"
    package init() {}

    package let description = RuleDescription(
        id: SuperfluousDisable.id,
        name: "Superfluous disable comment",
        summary: "Finds `navlint:disable` comments that suppress nothing, or that name a rule that does not exist.",
        rationale: """
            A disable comment is a promise that a finding was looked at and accepted. Once the code changes \
            and the finding is gone, the comment stays behind, silently ready to hide the next real bug on \
            those lines, and a misspelled rule id never suppressed anything in the first place. It is a \
            warning: the code works, but the comment misleads.
            """,
        fix: """
            Remove the comment, or the rule ids in it that no longer apply. Fix a misspelled id (`navlint rules` \
            lists them). To keep a comment for a rule you turned off in `.navlint.json`, nothing is needed: \
            comments for rules that are off are not reported.
            """,
        severity: .warning,
        triggeringExamples: [
            """
            struct Root: View {
                ↓// navlint:disable:next nested_navigation_stack - fixed in 2.3, comment left behind
                var body: some View { NavigationStack { Home() } }
            }
            """,
            """
            ↓// navlint:disable navigation_view_depreciated
            struct Legacy: View {
                var body: some View { NavigationView { Home() } }
            }
            """,
        ],
        nonTriggeringExamples: [
            """
            struct Legacy: View {
                var body: some View {
                    // navlint:disable:next navigation_view_deprecated - removed with iOS 15 support
                    NavigationView { Home() }
                }
            }
            """,
            """
            // navlint:disable navigation_view_deprecated
            struct Legacy: View {
                var body: some View { NavigationView { Home() } }
            }
            // navlint:enable navigation_view_deprecated
            """,
            """
            struct Legacy: View {
                var body: some View {
                    NavigationView { Home() } // navlint:disable:this all
                }
            }
            """,
        ])

    package func check(_ context: RuleContext) -> [RuleViolation] { [] }
}
