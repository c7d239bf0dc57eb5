import NavLintCore
import Testing

/// Tabs that share one path which the tab view empties whenever the selected tab changes
/// (PennMobile's `MainTabView`, a blind-triaged false positive) never show each other's
/// pushes: `shared_path_across_tabs` stays quiet. Its twins, where the path survives a tab
/// switch, still report.
struct PathResetOnTabChangeTests {
    static func tabs(onChange: String, manager: String = "func resetPath() { path = NavigationPath() }") -> String {
        """
        final class NavigationManager: ObservableObject {
            @Published var path = NavigationPath()
            @Published var currentTab = "home"
            @Published var badge = 0
            \(manager)
        }
        struct MainTabs: View {
            @StateObject private var navigationManager = NavigationManager()
            var body: some View {
                TabView(selection: $navigationManager.currentTab) {
                    NavigationStack(path: $navigationManager.path) { Home() }.tag("home")
                    NavigationStack(path: $navigationManager.path) { More() }.tag("more")
                }
                \(onChange)
            }
        }
        """
    }

    func shared(_ source: String) -> [String] {
        lint([("Tabs.swift", source)]).filter { $0.ruleID == "shared_path_across_tabs" }.map { "\($0.file):\($0.line)" }
    }

    @Test func aPathEmptiedOnEveryTabChangeIsNotShared() {
        #expect(shared(Self.tabs(onChange: ".onChange(of: navigationManager.currentTab) { navigationManager.resetPath() }")).isEmpty)
        #expect(shared(Self.tabs(onChange: ".onChange(of: navigationManager.currentTab) { _ in navigationManager.path = NavigationPath() }")).isEmpty)
        #expect(shared(Self.tabs(onChange: ".onChange(of: self.navigationManager.currentTab) { navigationManager.path.removeAll() }")).isEmpty)
    }

    @Test func aPathThatSurvivesATabChangeIsShared() {
        #expect(shared(Self.tabs(onChange: "")) == ["Tabs.swift:12"], "nothing empties it")
        #expect(shared(Self.tabs(onChange: ".onChange(of: navigationManager.badge) { navigationManager.resetPath() }")) == ["Tabs.swift:12"],
                "emptied when something else changes")
        #expect(shared(Self.tabs(onChange: ".onChange(of: navigationManager.currentTab) { navigationManager.resetPath() }",
                                 manager: "func resetPath() { path.removeLast() }")) == ["Tabs.swift:12"],
                "a pop leaves the rest of the other tab's trail")
        #expect(shared(Self.tabs(onChange: ".onChange(of: navigationManager.currentTab) { navigationManager.log() }",
                                 manager: "func resetPath() { path = NavigationPath() }; func log() {}")) == ["Tabs.swift:12"],
                "the handler calls something else")
    }
}
