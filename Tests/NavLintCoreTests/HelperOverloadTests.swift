import NavLintCore
import Testing

/// Overloads of one builder by the value's type: a destination closure's
/// `build(destination)` is the overload taking the registered type, not the
/// one for sheets (Loadle's routing, three blind-triaged false positives).
struct HelperOverloadTests {
    func nested(pathBuilds: String) -> [String] {
        let source = """
            enum PathDestination: Hashable { case player }
            enum SheetDestination: Identifiable { case settings; var id: Self { self } }
            extension View {
                @ViewBuilder private func build(_ destination: PathDestination) -> some View {
                    switch destination { case .player: \(pathBuilds) }
                }
                @ViewBuilder private func build(_ destination: SheetDestination) -> some View {
                    switch destination { case .settings: SettingsScreen() }
                }
                func withPath() -> some View {
                    navigationDestination(for: PathDestination.self) { destination in build(destination) }
                }
                func withSheets(_ item: Binding<SheetDestination?>) -> some View {
                    sheet(item: item) { destination in build(destination) }
                }
            }
            struct SettingsScreen: View {
                var body: some View { NavigationStack { List { NavigationLink("About", value: 1) } } }
            }
            struct Root: View {
                @State private var path: [PathDestination] = [.player]
                @State private var sheet: SheetDestination?
                var body: some View {
                    NavigationStack(path: $path) {
                        Button("Settings") { sheet = .settings }.withPath()
                    }
                    .withSheets($sheet)
                }
            }
            """
        return lint([("A.swift", source)]).filter { $0.ruleID == "nested_navigation_stack" }.map { "\($0.file):\($0.line)" }
    }

    @Test func aDestinationClosuresHelperIsTheOverloadTakingTheRegisteredType() {
        #expect(nested(pathBuilds: "Text(\"Player\")").isEmpty, "the settings screen is only ever in a sheet")
        #expect(nested(pathBuilds: "SettingsScreen()") == ["A.swift:18"], "the path's own overload pushes it")
    }
}
