import NavLintCore
import Testing

/// A link view generic over its value pushes whatever its callers pass, even where
/// some type elsewhere declares a `typealias` of the parameter's name (SNUTT's
/// `SettingsNavigationLink<Value>` beside a HUD key's `typealias Value =
/// HUDPresentationContext<Content>`: a blind-triaged false positive). A link
/// whose value is a project type of that name is still judged.
struct GenericLinkValueTests {
    static let screens = """
        enum SettingsPath: Hashable { case account, about }
        struct HUDContext<Content>: Hashable {}
        struct HUDKey<Content> { typealias Value = HUDContext<Content> }
        struct SettingsScene: View {
            var body: some View {
                NavigationStack {
                    List { SettingsLink(title: "Account", value: SettingsPath.account) }
                        .navigationDestination(for: SettingsPath.self) { Text("\\($0)") }
                }
            }
        }
        """

    func missing(_ link: String) -> [Int] {
        lint([("Settings.swift", Self.screens), ("SettingsLink.swift", link)])
            .filter { $0.ruleID == "missing_navigation_destination" }.map(\.line)
    }

    @Test func aGenericLinkPushesWhatItsCallersPass() {
        #expect(missing("""
            struct SettingsLink<Value: Hashable>: View {
                let title: String
                let value: Value
                var body: some View { NavigationLink(title, value: value) }
            }
            """).isEmpty)
    }

    @Test func aLinkOfAProjectTypeOfThatNameIsJudged() {
        #expect(missing("""
            struct Value: Hashable { let id: Int }
            struct SettingsLink: View {
                let title: String
                let value: Value
                var body: some View { NavigationLink(title, value: value) }
            }
            """) == [5], "no generic parameter: `Value` is the project's struct, which no stack registers")
    }
}
