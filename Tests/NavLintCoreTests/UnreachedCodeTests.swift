import NavLintCore
import Testing

/// Code the app never reaches reports no hazard: a coordinator nothing
/// creates never pushes (foodshare's `NavigationCoordinator`, reachable only
/// through an environment key no view reads: five blind-triaged false
/// positives), a screen nothing shows never nests a stack or links outside
/// one (Spawn's `CoreInputView`). Only in a project that holds the app's
/// entry point: a part of a module may be read by files outside it.
struct UnreachedCodeTests {
    static let app = """
        @main struct NotesApp: App {
            var body: some Scene { WindowGroup { RootView() } }
        }
        enum NoteRoute: Hashable { case detail(Int), settings }
        @Observable final class AppRouter {
            var path = NavigationPath()
        }
        struct RootView: View {
            @State private var router = AppRouter()
            var body: some View {
                NavigationStack(path: $router.path) {
                    List { NavigationLink("One", value: 1) }
                        .navigationDestination(for: Int.self) { Text("\\($0)") }
                }
            }
        }
        """

    /// A coordinator whose push no stack registers, handed out only through an environment key.
    static func coordinator(declared: String = "@Observable final class NoteCoordinator", push: String = "") -> String {
        """
        \(declared) {
            var path = NavigationPath()
            func showSettings() {
                \(push)path.append(NoteRoute.settings)
            }
        }
        private struct NoteCoordinatorKey: EnvironmentKey {
            static let defaultValue: NoteCoordinator? = nil
        }
        extension EnvironmentValues {
            var noteCoordinator: NoteCoordinator? {
                get { self[NoteCoordinatorKey.self] }
                set { self[NoteCoordinatorKey.self] = newValue }
            }
        }
        """
    }

    func findings(_ files: [(name: String, source: String)]) -> [String] {
        lint(files).map { "\($0.ruleID) \($0.file):\($0.line)" }
    }

    @Test func aCoordinatorNothingCreatesPushesNothing() {
        #expect(findings([("App.swift", Self.app), ("Coordinator.swift", Self.coordinator())]).isEmpty)
        let reader = """
            struct SettingsButton: View {
                @Environment(\\.noteCoordinator) private var coordinator
                var body: some View { Button("Settings") { coordinator?.showSettings() } }
            }
            """
        let shown = Self.app.replacingOccurrences(of: "List {", with: "List { SettingsButton()")
        #expect(findings([("App.swift", shown), ("Coordinator.swift", Self.coordinator()), ("Button.swift", reader)])
                == ["missing_navigation_destination Coordinator.swift:4"],
                "a view the app shows reads the key, so the coordinator may exist and push")
        #expect(findings([("App.swift", Self.app), ("Coordinator.swift", Self.coordinator()), ("Button.swift", reader)])
                .isEmpty, "the view that reads the key is itself never shown")
    }

    @Test func withoutTheAppsEntryPointNothingIsTakenForUnreached() {
        let part = Self.app.replacingOccurrences(of: "@main struct NotesApp: App {", with: "struct NotesScene: Scene {")
        #expect(findings([("App.swift", part), ("Coordinator.swift", Self.coordinator())])
                == ["missing_navigation_destination Coordinator.swift:4"])
        let main = "NotesShell.run()"
        #expect(findings([("main.swift", main), ("App.swift", part), ("Coordinator.swift", Self.coordinator())])
                .isEmpty, "a `main.swift` is the entry point")
    }

    @Test func aClassTheRuntimeMayCreateIsReached() {
        let runtime = Self.coordinator(declared: "final class NoteCoordinator: NSObject")
        #expect(findings([("App.swift", Self.app), ("Coordinator.swift", runtime)])
                == ["missing_navigation_destination Coordinator.swift:4"])
        let objc = Self.coordinator(declared: "@objc final class NoteCoordinator")
        #expect(findings([("App.swift", Self.app), ("Coordinator.swift", objc)])
                == ["missing_navigation_destination Coordinator.swift:4"])
    }

    @Test func aDisableOverUnreachedCodeIsNotSuperfluous() {
        let disabled = Self.coordinator(push: "// navlint:disable:next missing_navigation_destination\n        ")
        #expect(findings([("App.swift", Self.app), ("Coordinator.swift", disabled)]).isEmpty)
    }

    @Test func aStackInAScreenNothingShowsNestsNothing() {
        let screens = """
            struct ProfileScreen: View {
                var body: some View {
                    NavigationStack { List { NavigationLink("Edit", value: 2) }.navigationDestination(for: Int.self) { Text("\\($0)") } }
                }
            }
            struct LegacyRoot: View {
                var body: some View {
                    NavigationStack { List { NavigationLink("Profile") { ProfileScreen() } } }
                }
            }
            """
        let nested = findings([("App.swift", Self.app), ("Screens.swift", screens)]).filter { $0.hasPrefix("nested") }
        #expect(nested.isEmpty)
        let shown = Self.app.replacingOccurrences(
            of: "WindowGroup { RootView() }", with: "WindowGroup { RootView() }; WindowGroup(id: \"legacy\") { LegacyRoot() }")
        #expect(findings([("App.swift", shown), ("Screens.swift", screens)]).filter { $0.hasPrefix("nested") }
                == ["nested_navigation_stack Screens.swift:3"])
    }

    /// Two previews handed one path binding are two canvases, not two tabs (SwiftIsland's
    /// `PracticalPageView_Previews`, a blind-triaged false positive); the same two views in a
    /// `TabView` the app shows still share one trail. With no entry point too: previews never ship.
    @Test func previewScaffoldingReportsNoHazard() {
        let page = """
            struct PracticalPage: View {
                @Binding var path: NavigationPath
                var body: some View { NavigationStack(path: $path) { Text("Practical") } }
            }
            """
        let previews = """
            struct PracticalPage_Previews: PreviewProvider {
                @State static var path = NavigationPath()
                static var previews: some View {
                    Group {
                        PracticalPage(path: $path)
                        PracticalPage(path: $path).preferredColorScheme(.dark)
                    }
                }
            }
            """
        let macro = """
            #Preview {
                @Previewable @State var path = NavigationPath()
                Group {
                    PracticalPage(path: $path)
                    PracticalPage(path: $path).preferredColorScheme(.dark)
                }
            }
            """
        let tabs = """
            struct Tabs: View {
                @State private var path = NavigationPath()
                var body: some View {
                    TabView {
                        PracticalPage(path: $path)
                        PracticalPage(path: $path)
                    }
                }
            }
            """
        for scaffolding in [previews, macro] {
            #expect(findings([("Page.swift", page), ("Previews.swift", scaffolding)]).isEmpty, "\(scaffolding)")
            #expect(findings([("App.swift", Self.app), ("Page.swift", page), ("Previews.swift", scaffolding)]).isEmpty)
        }
        #expect(findings([("Page.swift", page), ("Tabs.swift", tabs)]) == ["shared_path_across_tabs Tabs.swift:6"])
    }

    @Test func theModelNamesWhatNoReadReaches() {
        let model = navigationModel([
            ("App.swift", Self.app),
            ("Coordinator.swift", Self.coordinator()),
            ("Extras.swift", """
                extension Color { static let accentInk = Color.blue }
                extension View { func cardStyle() -> some View { padding().background(Color.accentInk) } }
                extension URL: Identifiable { public var id: String { absoluteString } }
                struct Orphan: View { var body: some View { Text("never shown").cardStyle() } }
                final class SceneHost: UIViewController {}
                """),
        ])
        #expect(model.previewOnly.unreached
                == ["NoteRoute", "NoteCoordinator", "NoteCoordinatorKey", "noteCoordinator", "Orphan", "cardStyle", "accentInk"],
                "not the app, what it shows, the conformance `URL` gains, nor a class a storyboard may name")
    }
}
