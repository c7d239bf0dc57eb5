/// A router or navigation model shared as a global or static instance.
package struct GlobalRouterSingleton: Rule {
    package init() {}

    package let description = RuleDescription(
        id: "global_router_singleton",
        name: "Global router singleton",
        summary: "Finds a router or navigation model (a type holding a navigation path or a presented route) shared by every window: a `static` property, a global, or one the `App` creates and hands to a `WindowGroup`.",
        rationale: """
            Navigation state belongs to a scene: Apple asks you to restore a navigation path "at the window or \
            scene level" \
            ([Apple: Understanding the navigation stack](https://developer.apple.com/documentation/swiftui/understanding-the-navigation-stack)). \
            SwiftUI gives each window of a `WindowGroup` its own storage for the `State` and `StateObject` \
            variables of its view hierarchy \
            ([Apple: WindowGroup](https://developer.apple.com/documentation/swiftui/windowgroup)), but an \
            object made outside that hierarchy is shared. With one shared router, every window of an iPad or \
            Mac app drives the same path, so opening a screen in one window pushes it in all of them; previews \
            and tests share state between cases and leak it from one to the next (a static stored property is \
            "initialized only once", \
            [The Swift Programming Language: Properties](https://docs.swift.org/swift-book/documentation/the-swift-programming-language/properties/)); \
            and nothing can give a presented flow its own trail. It is a warning: a single-window app works, \
            but the design breaks as soon as a second scene, a second test or a second flow appears.

            The same holds for a navigation model the `App` struct creates (`@State private var router = \
            Router()` in the `App`) and hands to a `WindowGroup`'s content: the group's content is "a template \
            for each window" it creates (same WindowGroup page), and every one of them is given that single \
            object. Create it in the group's root view instead, where each window gets its own.

            So the rule needs a second window to be possible: on macOS and iPadOS people can open several \
            windows from a group, an iPadOS app only with `UIApplicationSupportsMultipleScenes` set (same \
            WindowGroup page). When the project's manifests show one window at a time (an `Info.plist` \
            without `UIApplicationSupportsMultipleScenes`, no generated scene manifest, no macOS or visionOS \
            target in `project.pbxproj`, or an iPhone-only app: `TARGETED_DEVICE_FAMILY = 1` without Mac \
            Catalyst; only app targets count, since an extension, a widget, a framework or a test bundle built \
            for iPad opens no window of the app), it stays silent; with no app manifest to read (a package, a \
            bare folder), it reports. In a multiplatform project a file is judged by the app targets that build \
            it (the folders synchronized into each target and its Sources phase, read from `project.pbxproj`): \
            the `App` of a tvOS target, or of an iPad target without multiple scenes, has one window even when \
            the project's Mac target opens several.

            A navigation model is a non-view type with a stored property that holds a path (one bound to a \
            stack, or a `NavigationPath`), a route enum a sheet presents, or a flag or item a push is bound to, \
            read by declaration (`.sheet(item: $router.sheet)`, \
            `.navigationDestination(isPresented: $presenter.showsInbox)`). \
            An object that stores such a model one or two levels down (an app state holding each tab's \
            router) holds navigation state too, and the message names the property; one that only points \
            back at the object the `App` hands its windows (a connection manager's `appState`, static or \
            not) shares nothing of its own, and the `App`'s finding covers it. Shared services \
            without navigation state (an API client, a store) are not reported, and neither is a fixture \
            that only previews and tests read (`#Preview`, `PreviewProvider` types and extensions of \
            `PreviewProvider` itself; files that import `XCTest` or `Testing`, or sit in a `…Tests` folder).
            """,
        fix: """
            Create the router where the scene starts (`@State private var router = Router()` in the root view) \
            and pass it down with `.environment(router)`, as Apple does with its `Library` model in \
            [Managing model data in your app](https://developer.apple.com/documentation/swiftui/managing-model-data-in-your-app); \
            give each window, tab or presented flow its own. RouterCore's `Router` is designed to be owned \
            this way, and its `TabRouter` keeps one per tab.
            """,
        severity: .warning,
        triggeringExamples: [
            """
            // The app state owns the router; the connection manager only points back at it: one finding.
            final class Router: ObservableObject { @Published var path = NavigationPath() }
            final class AppState: ObservableObject { let router = Router() }
            final class Connection: ObservableObject { var appState: AppState? }
            @main struct RadioApp: App {
                @StateObject private var ↓appState = AppState()
                @StateObject private var connection = Connection()
                var body: some Scene {
                    WindowGroup { Root().environmentObject(appState).environmentObject(connection) }
                }
            }
            struct Root: View {
                @EnvironmentObject private var appState: AppState
                var body: some View { RouterStack(router: appState.router) }
            }
            struct RouterStack: View {
                @ObservedObject var router: Router
                var body: some View { NavigationStack(path: $router.path) { Home() } }
            }
            """,
            """
            // The same with a singleton connection manager the app wires to its state: still one finding.
            final class Router: ObservableObject { @Published var path = NavigationPath() }
            final class AppState: ObservableObject { let router = Router() }
            final class Connection: ObservableObject {
                static let shared = Connection()
                var appState: AppState!
            }
            @main struct RadioApp: App {
                @StateObject private var ↓appState = AppState()
                init() { Connection.shared.appState = appState }
                var body: some Scene {
                    WindowGroup { Root().environmentObject(appState) }
                }
            }
            struct Root: View {
                @EnvironmentObject private var appState: AppState
                var body: some View { RouterStack(router: appState.router) }
            }
            struct RouterStack: View {
                @ObservedObject var router: Router
                var body: some View { NavigationStack(path: $router.path) { Home() } }
            }
            """,
            """
            // One router for the whole app, handed to every window the group opens.
            @Observable final class AppRouter {
                var path: [Route] = []
            }
            @main struct NotesApp: App {
                @State private var ↓router = AppRouter()
                var body: some Scene {
                    WindowGroup { ContentView().environment(router) }
                }
            }
            struct ContentView: View {
                @Environment(AppRouter.self) private var router
                var body: some View {
                    @Bindable var router = router
                    NavigationStack(path: $router.path) { Home() }
                }
            }
            """,
            """
            // `static var` shares as much as `static let`, and can be swapped from anywhere besides.
            final class Coordinator: ObservableObject {
                static var ↓current = Coordinator()
                @Published var path = NavigationPath()
            }
            struct Root: View {
                @ObservedObject private var coordinator = Coordinator.current
                var body: some View { NavigationStack(path: $coordinator.path) { Home() } }
            }
            """,
            """
            @Observable final class AppRouter {
                static let ↓shared = AppRouter()
                var path: [Route] = []
                var sheet: SheetRoute?
            }
            struct Root: View {
                @Bindable var router = AppRouter.shared
                var body: some View { NavigationStack(path: $router.path) { Home() } }
            }
            """,
            """
            final class Navigation: ObservableObject {
                @Published var stack = NavigationPath()
            }
            let ↓appNavigation = Navigation()
            struct Root: View {
                @ObservedObject var navigation = appNavigation
                var body: some View { NavigationStack(path: $navigation.stack) { Home() } }
            }
            """,
            """
            // The path is held one object deeper: the app state holds each tab's router.
            @Observable final class TabRouter {
                var path: [Route] = []
            }
            @Observable final class AppState {
                static let ↓shared = AppState()
                let home = TabRouter()
                let search = TabRouter()
                var pendingSheets: [SheetRoute] = []
            }
            struct HomeTab: View {
                @Bindable var router: TabRouter
                var body: some View { NavigationStack(path: $router.path) { Home() } }
            }
            struct Tabs: View {
                var body: some View { TabView { HomeTab(router: AppState.shared.home) } }
            }
            """,
            """
            // A shared presenter whose flags drive a sheet and a push in every scene.
            final class Presenter: ObservableObject {
                static let ↓shared = Presenter()
                @Published var showsCompose = false
                @Published var showsInbox = false
            }
            struct MailScene: View {
                @ObservedObject private var presenter = Presenter.shared
                var body: some View {
                    NavigationStack {
                        Mailboxes()
                            .navigationDestination(isPresented: $presenter.showsInbox) { Inbox() }
                    }
                    .sheet(isPresented: $presenter.showsCompose) { Compose() }
                }
            }
            """,
        ],
        nonTriggeringExamples: [
            """
            // Each window's root view owns its router.
            @Observable final class AppRouter {
                var path: [Route] = []
            }
            struct WindowRoot: View {
                @State private var router = AppRouter()
                var body: some View { NavigationStack(path: $router.path) { Home() }.environment(router) }
            }
            @main struct NotesApp: App {
                @State private var settings = Settings()
                var body: some Scene {
                    WindowGroup { WindowRoot().environment(settings) }
                }
            }
            """,
            """
            // Fixtures reached through an extension of `PreviewProvider`: only previews read them.
            final class Router: ObservableObject { @Published var path = NavigationPath() }
            final class Fixtures {
                static let instance = Fixtures()
                let router = Router()
            }
            extension PreviewProvider {
                static var dev: Fixtures { Fixtures.instance }
            }
            struct Root: View {
                @StateObject private var router = Router()
                var body: some View { NavigationStack(path: $router.path) { Home() } }
            }
            """,
            """
            final class APIClient {
                static let shared = APIClient()
                var baseURL = URL(string: "https://example.com")!
            }
            @Observable final class AppRouter {
                var path: [Route] = []
            }
            struct Root: View {
                @State private var router = AppRouter()
                var body: some View { NavigationStack(path: $router.path) { Home() }.environment(router) }
            }
            """,
            """
            enum Screens {
                static let all: [Route] = [.home, .settings]
            }
            """,
            """
            // A shared store whose flag of the same name drives nothing: the sheet is bound to the view's own state.
            final class Downloads: ObservableObject {
                static let shared = Downloads()
                @Published var showsProgress = false
                let session = URLSession.shared
            }
            struct Library: View {
                @State private var showsProgress = false
                var body: some View { Shelf().sheet(isPresented: $showsProgress) { ProgressPanel() } }
            }
            """,
            """
            // file: Root.swift
            final class Navigation: ObservableObject {
                @Published var stack = NavigationPath()
            }
            struct Root: View {
                @StateObject private var navigation = Navigation()
                var body: some View { NavigationStack(path: $navigation.stack) { Home() } }
            }
            // file: PreviewFixtures.swift
            // A fixture read only by previews and tests: no window of the app shares it.
            let previewNavigation = Navigation()
            #Preview { Home().environmentObject(previewNavigation) }
            // file: AppTests/NavigationTests.swift
            import XCTest
            @testable import NotesApp
            final class NavigationTests: XCTestCase {
                func testStartsEmpty() { XCTAssertTrue(previewNavigation.stack.isEmpty) }
            }
            """,
        ])

    package func check(_ context: RuleContext) -> [RuleViolation] {
        // One window at a time (an iPhone app, an iPad app without multiple scenes): nothing to share between.
        if context.project.supportsMultipleWindows == false { return [] }
        let navigation = context.navigation
        let outline = context.file.outline
        var violations: [RuleViolation] = []
        var appRouters: Set<String>?
        for (reference, type) in navigation.perFile.sharedNavigationState[context.fileIndex] {
            // A shared service that reaches navigation state only through the object the `App` hands its
            // windows (a connection manager's `appState` back-pointer) shares nothing of its own: the
            // `App`'s finding says it.
            if case .some(.some(let via)) = navigation.navigationStateHolders[type],
               let held = heldType(via, in: type, context), held != type {
                if appRouters == nil { appRouters = projectAppRouterTypes(context) }
                if appRouters?.contains(held) == true { continue }
            }
            let property = outline.properties[reference.property]
            let how = property.isStatic ? "a static property" : "a global"
            let held = (navigation.navigationStateHolders[type] ?? nil).map { " (its `\($0)` holds a path or a presentation)" } ?? ""
            violations.append(RuleViolation(
                token: property.nameToken,
                message: "`\(property.name)` shares one `\(type)`\(held) as \(how), so every window, preview and test drives "
                    + "the same navigation state; create it at the scene root and pass it down with `.environment(_:)`."))
        }
        return context.onlyWhereTwoWindowsCanOpen(violations + appLevelRouters(context))
    }

    /// A navigation model an `App` stores and hands to a `WindowGroup`'s
    /// content: the group makes one window per scene, all given the same object.
    func appLevelRouters(_ context: RuleContext) -> [RuleViolation] {
        let candidates = appLevelCandidates(in: context.file, context)
        var violations: [RuleViolation] = []
        // An object that reaches navigation state only through another candidate (a connection manager
        // pointing back at the app state) shares nothing of its own: that candidate's finding says it.
        let types = Set(candidates.map(\.type))
        for (property, type) in candidates {
            if case .some(.some(let via)) = context.navigation.navigationStateHolders[type],
               let held = heldType(via, in: type, context), types.contains(held), held != type { continue }
            violations.append(RuleViolation(
                token: property.nameToken,
                message: "`\(property.name)` is one `\(type)` for the whole app, handed to the `WindowGroup`'s content, "
                    + "so every window of the group drives the same navigation state; create it in the group's root view "
                    + "(`@State` there) so each window gets its own."))
        }
        return violations
    }

    /// The types of the navigation models the project's `App`s hand their window groups.
    func projectAppRouterTypes(_ context: RuleContext) -> Set<String> {
        Set(context.navigation.files.flatMap { appLevelCandidates(in: $0.source, context).map(\.type) })
    }

    /// The stored properties of `file`'s `App`s that hold navigation state and are read in a
    /// `WindowGroup`'s content, with the type each holds.
    func appLevelCandidates(in file: SourceFile, _ context: RuleContext) -> [(property: PropertyDeclaration, type: String)] {
        let outline = file.outline
        let tokens = file.tokens
        let holders = context.navigation.navigationStateHolders
        // Only a file that makes a `WindowGroup` can hand it anything: asked first, since
        // the test per stored property (its owner an `App`?) costs lookups in every file.
        let windowGroups = outline.calls(named: "WindowGroup")
        guard !windowGroups.isEmpty, !holders.isEmpty else { return [] }
        var candidates: [(property: PropertyDeclaration, type: String)] = []
        for property in outline.properties where !property.isStatic && !property.isComputed {
            guard let ownerIndex = property.enclosingType,
                  case let owner = TypeFacts.lastComponent(outline.types[ownerIndex].name),
                  context.facts.conforms(owner, to: "App"),
                  let type = NavigationModel.instanceType(of: property, in: file, facts: context.facts),
                  holders[type] != nil else { continue }
            // Read inside a WindowGroup's content closure of this App.
            let handed = windowGroups.contains { index in
                guard outline.calls[index].nameToken > outline.types[ownerIndex].range.lowerBound,
                      outline.calls[index].nameToken < outline.types[ownerIndex].range.upperBound,
                      let content = outline.stackContent(index) else { return false }
                let range = outline.scopes[content].open...outline.scopes[content].close
                return range.contains { j in
                    tokens.kind(j) == .identifier && tokens.text(j) == property.name && tokens.kind(j - 1) != .period
                }
            }
            if handed { candidates.append((property, type)) }
        }
        return candidates
    }

    /// The type property `name` of `type` holds, by declaration.
    func heldType(_ name: String, in type: String, _ context: RuleContext) -> String? {
        let files = context.navigation.files
        guard let reference = NavigationModel.findProperty(name, in: type, files: files, facts: context.facts),
              let held = NavigationModel.propertyType(reference, files: files, facts: context.facts) else { return nil }
        var text = context.facts.resolve(held.type)
        while text.hasSuffix("?") || text.hasSuffix("!") { text.removeLast() }
        return TypeFacts.lastComponent(context.facts.resolve(text))
    }
}
