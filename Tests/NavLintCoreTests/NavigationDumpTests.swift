@testable import NavLintCore
import Testing

/// `navlint dump-navigation` shows the placement model: where each view is
/// placed, under which conditions, and what lands on each trail.
struct NavigationDumpTests {
    @Test func dumpShowsPlacementsConditionsAndTrails() {
        let model = navigationModel([("A.swift", """
            struct RouterStack<Content: View>: View {
                @ViewBuilder var content: Content
                var body: some View { NavigationStack { content } }
            }
            struct Root: View {
                var embed = false
                var body: some View {
                    RouterStack {
                        #if os(iOS)
                        if embed { Home().navigationDestination(for: Int.self) { Text("\\($0)") } }
                        #endif
                    }
                }
            }
            struct Split: View {
                var body: some View {
                    NavigationSplitView { List { NavigationLink("A") { Home() } } } detail: { Text("B") }
                }
            }
            """)])
        let dump = model.dump()
        #expect(dump.contains("places slot content at A.swift:3:45 path: stack"))
        #expect(dump.contains("path: slot(content) > branch(") && dump.contains("self.embed == true)"))
        #expect(dump.contains("platforms: iOS|macCatalyst"))
        #expect(dump.contains("wrapped stack at A.swift:3:27 used at A.swift:8:9"))
        #expect(dump.contains("registration at A.swift:10:31 site A.swift:10:31 (depth 0, branch, platforms iOS|macCatalyst, when self.embed == true)"))
        #expect(dump.contains("split view at A.swift:17:9"))
        #expect(dump.contains("sidebar"))
    }
}
