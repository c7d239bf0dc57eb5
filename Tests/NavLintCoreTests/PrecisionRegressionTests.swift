import NavLintCore
import Testing

/// Cases real code and corpus review turned up, each once a false positive or a miss.
struct PrecisionRegressionTests {
    func findings(_ files: [(String, String)], rule: String) -> [String] {
        lint(files).filter { $0.ruleID == rule }.map { "\($0.file):\($0.line)" }
    }

    @Test func anArrayNamedPathIsNotANavigationPath() {
        let source = """
            struct Transect { var path: [Waypoint] = []
                mutating func undo() { path.removeLast() }
                mutating func add(_ p: Waypoint) { path.append(Waypoint(p)) }
            }
            struct Root: View {
                @State private var path: [Route] = []
                var body: some View { NavigationStack(path: $path) { Home().navigationDestination(for: Route.self) { $0.screen } } }
            }
            """
        #expect(findings([("A.swift", source)], rule: "unguarded_remove_last").isEmpty)
        #expect(findings([("A.swift", source)], rule: "missing_navigation_destination").isEmpty)
    }

    /// A protocol extension's push of its associated type (`RouteType`) pushes whatever each
    /// conforming coordinator says; a test's `typealias RouteType = MockRoute` is one of them, not
    /// the type the app pushes (MoweeSwiftUI, blind-triaged false positive at stop 43).
    @Test func anAssociatedTypeIsNotTheTypeOneAliasOfItsNameSays() {
        func files(_ parameterType: String) -> [(String, String)] {
            [("Coordinator.swift", """
                protocol Coordinator: ObservableObject {
                    associatedtype RouteType: Hashable
                    var path: NavigationPath { get set }
                }
                extension Coordinator {
                    func push(_ route: \(parameterType)) { path.append(route) }
                }
                final class AppCoordinator: Coordinator {
                    typealias RouteType = AppRoute
                    @Published var path = NavigationPath()
                }
                enum AppRoute: Hashable { case detail }
                struct Root: View {
                    @StateObject private var coordinator = AppCoordinator()
                    var body: some View {
                        NavigationStack(path: $coordinator.path) {
                            Home().navigationDestination(for: AppRoute.self) { _ in Text("Detail") }
                        }
                    }
                }
                """),
             ("CoordinatorTests.swift", """
                enum MockRoute: Hashable { case screen }
                final class MockCoordinator: Coordinator {
                    typealias RouteType = MockRoute
                    @Published var path = NavigationPath()
                }
                """)]
        }
        #expect(findings(files("RouteType"), rule: "missing_navigation_destination").isEmpty)
        #expect(findings(files("MockRoute"), rule: "missing_navigation_destination") == ["Coordinator.swift:6"],
                "a concrete type nobody registers is still reported")
    }

    /// A feature package's public view pushes the app's route; the app, another module, places
    /// it in the stack that registers the route (MoeMemos' Account package, blind-triaged fp).
    @Test func aPublicViewNoStackIsSeenToReachIsLeftToItsConsumers() {
        func source(_ access: String) -> String {
            """
            enum AddAccountRoute: Hashable { case memos }
            \(access)struct AccountSection: View {
                \(access)var body: some View { NavigationLink("Account", value: Route.account(1)) }
            }
            struct AddAccount: View {
                @State private var path: [AddAccountRoute] = []
                var body: some View {
                    NavigationStack(path: $path) {
                        List {}.navigationDestination(for: AddAccountRoute.self) { _ in Text("Memos") }
                    }
                }
            }
            """
        }
        #expect(findings([("A.swift", source("public "))], rule: "missing_navigation_destination").isEmpty)
        #expect(findings([("A.swift", source(""))], rule: "missing_navigation_destination") == ["A.swift:3"],
                "an internal view is placed by this project alone")
    }

    @Test func readingTheURLIsNotLookingAtThePath() {
        let source = """
            @Observable final class Router {
                var path: [Route] = []
                func handle(_ url: URL) {
                    guard url.path.hasPrefix("/articles"), let route = Route(url: url) else { return }
                    path.append(route)
                }
                func openInReader(_ url: URL) { path.append(.reader(url)) }
            }
            struct Root: View {
                @State private var router = Router()
                var body: some View { NavigationStack(path: $router.path) { Home() } }
            }
            """
        #expect(findings([("A.swift", source)], rule: "deep_link_blind_append") == ["A.swift:5"])
    }

    @Test func exclusiveBranchesNeverPresentAndPush() {
        let source = """
            @Observable final class Router {
                var path: [Route] = []
                var sheet: SheetRoute?
                func show(_ route: Route) {
                    switch route.style {
                    case .push: path.append(route)
                    case .sheet: sheet = .wrapped(route)
                    }
                }
                func showOnTV(_ route: Route) {
                    #if os(tvOS)
                    sheet = .wrapped(route)
                    #else
                    path.append(route)
                    #endif
                }
                func finishSignIn() { sheet = nil; path.append(.checkout) }
            }
            enum SheetRoute: Identifiable { case wrapped(Route); var id: Int { 0 } }
            struct Root: View {
                @State private var router = Router()
                var body: some View { NavigationStack(path: $router.path) { Home() }.sheet(item: $router.sheet) { $0.view } }
            }
            """
        #expect(findings([("A.swift", source)], rule: "sheet_route_on_stack").isEmpty)
    }

    @Test func duplicatesInExclusiveCompilationBranchesAreNotDuplicates() {
        let source = """
            struct Root: View {
                var body: some View {
                    NavigationStack {
                        Home()
                        #if os(iOS)
                            .navigationDestination(for: Item.ID.self) { PhoneScreen(id: $0) }
                        #else
                            .navigationDestination(for: Item.ID.self) { MacScreen(id: $0) }
                        #endif
                    }
                }
            }
            """
        #expect(findings([("A.swift", source)], rule: "duplicate_navigation_destination").isEmpty)
    }

    @Test func aDisabledButtonIsAGuard() {
        let source = """
            struct Wizard: View {
                @State private var path = NavigationPath()
                var body: some View {
                    NavigationStack(path: $path) {
                        Button("Back") { path.removeLast() }.disabled(path.isEmpty)
                        Button("Back") { progress = max(progress - 1, 0); path.removeLast() }
                    }
                }
            }
            """
        #expect(findings([("A.swift", source)], rule: "unguarded_remove_last") == ["A.swift:6"])
    }

    @Test func aQuickLookPresenterIsNotARouter() {
        let source = """
            @Observable final class QuickLook {
                var selected: Attachment?
                static let shared = QuickLook()
            }
            struct Attachment: Identifiable { let id: Int }
            struct Viewer: View {
                @Bindable var quickLook = QuickLook.shared
                var body: some View { Text("x").sheet(item: $quickLook.selected) { Preview(attachment: $0) } }
            }
            """
        #expect(findings([("A.swift", source)], rule: "global_router_singleton").isEmpty)
    }

    /// `NavigationPath` has no `popLast()`: the fix must compile for the path it names.
    @Test func popLastIsSuggestedOnlyForArrays() {
        func message(_ declaration: String) -> String? {
            let source = """
                struct Wizard: View {
                    \(declaration)
                    var body: some View { NavigationStack(path: $path) { Button("Back") { path.removeLast() } } }
                }
                """
            return lint([("A.swift", source)]).first { $0.ruleID == "unguarded_remove_last" }?.message
        }
        let erased = message("@State private var path = NavigationPath()")
        let typed = message("@State private var path: [Step] = []")
        #expect(erased?.contains("if !path.isEmpty { path.removeLast() }") == true)
        #expect(erased?.contains("popLast") == false)
        #expect(typed?.contains("path.popLast()") == true)
    }
    /// MakeItSo: SwiftUI's `.confirmationDialog("", isPresented:)` was read as the project's
    /// helper of the same name (with other parameters), whose modifier wraps its content in a
    /// `NavigationView`, so the stack seemed nested wherever a dialog was shown (the modifier's
    /// own stack even nested itself). A helper call whose arguments fit is still followed.
    @Test func aSwiftUIModifierIsNotTheProjectsHelperOfTheSameNameWithOtherParameters() {
        let helper = """
            struct EditorChrome: ViewModifier {
                let onCommit: () -> Void
                func body(content: Content) -> some View {
                    NavigationView { content.toolbar { Button("Done", action: onCommit) } }
                }
            }
            extension View {
                func confirmationDialog(isModified: Bool, onCommit: @escaping () -> Void) -> some View {
                    modifier(EditorChrome(onCommit: onCommit))
                }
            }
            """
        func screen(_ call: String) -> String {
            """
            struct Notes: View {
                @State private var confirming = false
                var body: some View {
                    NavigationStack { NoteList().\(call) }
                }
            }
            """
        }
        let swiftUIs = screen(#"confirmationDialog("", isPresented: $confirming) { Button("Discard") {} }"#)
        #expect(findings([("H.swift", helper), ("A.swift", swiftUIs)], rule: "nested_navigation_stack").isEmpty)
        let projects = screen("confirmationDialog(isModified: true, onCommit: {})")
        #expect(findings([("H.swift", helper), ("A.swift", projects)], rule: "nested_navigation_stack") == ["H.swift:4"])
    }
    /// TelemetryViewer: a pushed screen's `NavigationView` hides its own bar through the project's
    /// `alwaysHideNavigationBar()`, which applies a modifier whose body calls `.toolbar(.hidden, for:
    /// .navigationBar)`. Read like SwiftUI's modifier: fine while nothing pushes inside it.
    @Test func aProjectHelperThatHidesTheBarCountsAsHidingIt() {
        let wrappers = """
            struct WithoutNavigationBar: ViewModifier {
                func body(content: Content) -> some View { content.toolbar(.hidden, for: .navigationBar) }
            }
            extension View {
                func alwaysHideNavigationBar() -> some View { modifier(WithoutNavigationBar()) }
            }
            """
        func screen(_ inside: String) -> String {
            """
            struct Apps: View {
                var body: some View { NavigationStack { NavigationLink("Insights") { Insights() } } }
            }
            struct Insights: View {
                var body: some View {
                    NavigationView {
                        VStack { \(inside) }.alwaysHideNavigationBar()
                    }
                }
            }
            """
        }
        #expect(findings([("W.swift", wrappers), ("A.swift", screen("Chart()"))], rule: "nested_navigation_stack").isEmpty)
        let pushing = screen(#"NavigationLink("Detail") { Detail() }"#)
        #expect(findings([("W.swift", wrappers), ("A.swift", pushing)], rule: "nested_navigation_stack") == ["A.swift:6"])
    }
    /// BetterBlue: a push at the end of a `do` body and a sheet presented in its `catch` never
    /// happen in one run (nothing can throw after the push). A sheet presented before a later
    /// `try` and a push in the `catch` can.
    @Test func aPushAtTheEndOfADoAndASheetInItsCatchAreExclusive() {
        func source(_ body: String) -> String {
            """
            struct Verification: View {
                @State private var path: [Step] = []
                @State private var showsError = false
                var body: some View {
                    NavigationStack(path: $path) { Form() }
                        .sheet(isPresented: $showsError) { ErrorView() }
                        .task {
                            do {
                                \(body)
                            } catch {
                                showsError = true
                            }
                        }
                }
            }
            """
        }
        let pushLast = source("try await client.sendCode()\n                    path.append(.code)")
        #expect(findings([("A.swift", pushLast)], rule: "sheet_route_on_stack").isEmpty)
        let pushThenTry = source("path.append(.code)\n                    try await client.sendCode()")
        #expect(findings([("A.swift", pushThenTry)], rule: "sheet_route_on_stack") == ["A.swift:9"])
    }
}

/// revolt-ios (stop 38): a class declared inside a view, here a web view's
/// script-message delegate, answers that view's own UI, so its push onto the app
/// path runs only while that view is on screen, not "whatever screen is on top".
struct NestedDelegateWriteTests {
    static func app(delegateInsideView: Bool) -> String {
        let delegate = """
            class Delegate: NSObject, WKScriptMessageHandler {
                let state: AppState
                init(state: AppState) { self.state = state }
                func userContentController(_ c: WKUserContentController, didReceive message: WKScriptMessage) {
                    if let id = message.body as? String { state.path.append(Destination.invite(id)) }
                }
            }
            """
        return """
            enum Destination: Hashable { case discover, settings, invite(String) }
            final class AppState: ObservableObject { @Published var path = NavigationPath() }
            struct Root: View {
                @EnvironmentObject var state: AppState
                var body: some View {
                    NavigationStack(path: $state.path) {
                        Home().navigationDestination(for: Destination.self) { destination in
                            switch destination {
                            case .settings: SettingsScreen()
                            default: DiscoverWeb()
                            }
                        }
                    }
                }
            }
            struct Home: View {
                @EnvironmentObject var state: AppState
                var body: some View {
                    Button("Settings") { state.path.append(Destination.settings) }
                    Button("Discover") { state.path.append(Destination.discover) }
                }
            }
            struct SettingsScreen: View {
                var body: some View { NavigationLink("Roles") { RolesScreen() } }
            }
            struct DiscoverWeb: UIViewRepresentable {
                @EnvironmentObject var state: AppState
                \(delegateInsideView ? delegate : "")
                func makeUIView(context: Context) -> WKWebView { WKWebView() }
                func updateUIView(_ view: WKWebView, context: Context) {}
            }
            \(delegateInsideView ? "" : delegate)
            """
    }

    @Test func aDelegateDeclaredInsideAViewPushesOnlyWhileItShows() {
        let reported = { (inside: Bool) in
            lint([("App.swift", Self.app(delegateInsideView: inside))]).filter { $0.ruleID == "destination_closure_link" }.count
        }
        #expect(reported(true) == 0)
        #expect(reported(false) == 1, "a delegate of its own, called from anywhere, is a router")
    }
}
