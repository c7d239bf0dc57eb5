import NavLintCore
import Testing

/// A split view that only a regular width builds never collapses into one stack,
/// so a stack its sidebar pushes nests in nothing (SwiftLeeds' `Tabs`, which
/// shows tabs when `width < height || horizontalSizeClass == .compact` and the
/// split view otherwise: two blind-triaged false positives). The same split view
/// built whatever the width, or under a branch about something else, still nests it.
struct RegularWidthSplitViewTests {
    static let screens = """
        struct Sidebar: View {
            @State private var selection: Int?
            var body: some View {
                NavigationSplitView {
                    List {
                        NavigationLink("Conference") { ConferenceScreen() }
                    }
                } detail: {
                    Text("Pick one")
                }
            }
        }
        struct ConferenceScreen: View {
            var body: some View {
                NavigationStack { List { NavigationLink("Talks", value: 1) } }
            }
        }
        struct TabsRoot: View {
            var body: some View { TabView { ConferenceScreen().tabItem { Text("Conference") } } }
        }
        """

    func nested(root body: String) -> [String] {
        lint([("Root.swift", Self.app(body: body)), ("Screens.swift", Self.screens)])
            .filter { $0.ruleID == "nested_navigation_stack" }.map { "\($0.file):\($0.line)" }
    }

    static func app(body: String) -> String {
        """
            @main struct ConferenceApp: App {
                var body: some Scene { WindowGroup { Root() } }
            }
            struct Root: View {
                @Environment(\\.horizontalSizeClass) private var horizontalSizeClass
                @State private var showsTabs = false
                var body: some View {
                    \(body)
                }
            }
            """
    }

    @Test func aSplitViewOnlyRegularWidthBuildsNestsNothing() {
        #expect(nested(root: "if horizontalSizeClass == .compact { TabsRoot() } else { Sidebar() }").isEmpty)
        #expect(nested(root: "if horizontalSizeClass != .compact { Sidebar() } else { TabsRoot() }").isEmpty)
        #expect(nested(root: "if horizontalSizeClass == .regular { Sidebar() } else { TabsRoot() }").isEmpty)
        #expect(nested(root: """
            GeometryReader { ruler in
                if ruler.size.width < ruler.size.height || horizontalSizeClass == .compact { TabsRoot() } else { Sidebar() }
            }
            """).isEmpty, "the `else` of `a || b` holds `!b` whatever `a` is")
        let ownBranch = """
            struct Sidebar: View {
                @Environment(\\.horizontalSizeClass) private var horizontalSizeClass
                var body: some View {
                    if horizontalSizeClass == .compact {
                        TabsRoot()
                    } else {
                        NavigationSplitView {
                            List { NavigationLink("Conference") { ConferenceScreen() } }
                        } detail: {
                            Text("Pick one")
                        }
                    }
                }
            }
            struct ConferenceScreen: View {
                var body: some View { NavigationStack { List { NavigationLink("Talks", value: 1) } } }
            }
            struct TabsRoot: View {
                var body: some View { TabView { ConferenceScreen().tabItem { Text("Conference") } } }
            }
            """
        #expect(lint([("Root.swift", Self.app(body: "Sidebar()")), ("Screens.swift", ownBranch)])
                .filter { $0.ruleID == "nested_navigation_stack" }.isEmpty, "its own branch says so")
        #expect(lint([("Root.swift", Self.app(body: "Sidebar()")),
                      ("Screens.swift", ownBranch.replacingOccurrences(of: "== .compact", with: "== .regular"))])
                .filter { $0.ruleID == "nested_navigation_stack" }.map(\.line) == [16])
    }

    @Test func aSplitViewEveryWidthBuildsNestsThePushedStack() {
        #expect(nested(root: "Sidebar()") == ["Screens.swift:15"])
        #expect(nested(root: "if showsTabs { TabsRoot() } else { Sidebar() }") == ["Screens.swift:15"],
                "a branch about something else")
        #expect(nested(root: "if horizontalSizeClass == .regular { TabsRoot() } else { Sidebar() }")
                == ["Screens.swift:15"], "built on compact width")
        #expect(nested(root: "if horizontalSizeClass == .compact { TabsRoot() } else { Sidebar() }; Sidebar()")
                == ["Screens.swift:15"], "one use whatever the width is enough")
    }
}
