import NavLintCore
import Testing

/// A stack nested only on a platform where the view holding the outer stack is
/// never used never meets it: a tab view used only under `#if os(iOS)` pushes a
/// screen that builds its own `NavigationView` only under `#if os(macOS)`.
struct PlatformUseNestingTests {
    func nested(useOfTabs: String) -> [String] {
        let source = """
            struct Content: View {
                var body: some View {
                    \(useOfTabs)
                }
            }
            struct Tabs: View {
                var body: some View {
                    TabView {
                        NavigationStack {
                            NavigationLink("Stores") { StoresView() }
                        }.tabItem { Text("Data") }
                    }
                }
            }
            struct StoresView: View {
                var body: some View {
                    #if os(macOS)
                    NavigationView { List { NavigationLink("Add") { Text("New store") } } }
                    #else
                    List { Text("Stores") }
                    #endif
                }
            }
            """
        return lint([("A.swift", source)]).filter { $0.ruleID == "nested_navigation_stack" }.map { "\($0.file):\($0.line)" }
    }

    @Test func aStackOnlyOnPlatformsTheOuterViewIsNotUsedOnIsNotNested() {
        #expect(nested(useOfTabs: "#if os(iOS)\nTabs()\n#else\nText(\"Mac\")\n#endif").isEmpty)
        #expect(nested(useOfTabs: "#if os(macOS)\nTabs()\n#else\nText(\"Phone\")\n#endif") == ["A.swift:22"],
                "used on macOS, where the inner stack is built")
        #expect(nested(useOfTabs: "Tabs()") == ["A.swift:18"], "used everywhere")
    }
}
