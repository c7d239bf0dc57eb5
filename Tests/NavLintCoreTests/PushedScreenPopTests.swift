import NavLintCore
import Testing

/// A pushed screen's own Back button pops a path that holds the screen's value;
/// each way that guarantee fails is still reported.
struct PushedScreenPopTests {
    func pops(_ source: String) -> [String] {
        lint([("A.swift", source)]).filter { $0.ruleID == "unguarded_remove_last" }.map { "\($0.file):\($0.line)" }
    }

    /// A root stack whose `.detail` destination is `destination`, and a `Detail` screen whose
    /// Back button runs `action`; `extra` is added to the router.
    func app(destination: String = ".navigationDestination(for: Route.self) { _ in Detail() }",
             action: String = "Button(\"Back\") { router.back() }", extra: String = "", views: String = "") -> [String] {
        pops("""
            enum Route: Hashable { case detail }
            @Observable final class Router {
                var path: [Route] = []
                var showsDetail = false
                func back() { path.removeLast() }
                \(extra)
            }
            struct Root: View {
                @State private var router = Router()
                var body: some View {
                    NavigationStack(path: $router.path) {
                        Home()\(destination)
                    }
                    .environment(router)
                }
            }
            struct Detail: View {
                @Environment(Router.self) private var router
                var body: some View { Text("Detail").toolbar { \(action) } }
            }
            \(views)
            """)
    }

    @Test func aPushedScreensOwnBackButtonIsNotReported() {
        #expect(app().isEmpty)
        #expect(app(action: "Button(\"Back\") { withAnimation { router.path.removeLast() } }").isEmpty,
                "in the tap's closure, through withAnimation")
    }

    @Test func whatLeavesThePathPossiblyEmptyIsReported() {
        #expect(app(destination: ".navigationDestination(isPresented: $router.showsDetail) { Detail() }") == ["A.swift:5"],
                "a screen pushed by a flag puts nothing on the path")
        #expect(app(action: "Button(\"Back\", action: router.back)") == ["A.swift:5"],
                "a method passed as a function may be run from anywhere")
        #expect(app(extra: "func expire() { back() }") == ["A.swift:5"], "another caller that is not a tap")
        #expect(app(action: "Button(\"Back\") { router.path.removeLast(2) }") == ["A.swift:19"],
                "the screen guarantees one element, not two")
        #expect(app(action: "Button(\"Back\") { router.path.removeLast() }.onAppear { router.back() }") == ["A.swift:5"],
                "onAppear is not a tap")
    }

    /// The project's own bar and button views that run the closure they are given from a tap
    /// (bitkit's `NavigationBar(onBack:)` and `CustomButton { … }`, blind-triaged false positives).
    static let projectButtons = """
        struct NavigationBar: View {
            let title: String
            let onBack: (() -> Void)?
            init(title: String, onBack: (() -> Void)? = nil) { self.title = title; self.onBack = onBack }
            var body: some View {
                HStack { Button(action: { if let onBack { onBack() } }) { Image(systemName: "chevron.left") }; Text(title) }
            }
        }
        struct CustomButton: View {
            let title: String
            var action: (() async -> Void)?
            var body: some View {
                if let action { Button(title) { Task { @MainActor in await action() } } } else { Text(title) }
            }
        }
        struct Banner: View {
            let onShow: () -> Void
            var body: some View { Text("New").onAppear { onShow() } }
        }
        """

    @Test func aClosureHandedToAProjectButtonRunsFromItsTap() {
        #expect(app(action: "NavigationBar(title: \"Detail\", onBack: { router.path.removeLast() })",
                    views: Self.projectButtons).isEmpty)
        #expect(app(action: "CustomButton(title: \"Done\") { router.path.removeLast() }",
                    views: Self.projectButtons).isEmpty, "a trailing closure")
        #expect(app(action: "Banner(onShow: { router.path.removeLast() })",
                    views: Self.projectButtons) == ["A.swift:19"],
                "a view that runs it on appearing, not on a tap")
    }

    /// A closure written in the destination closure itself and handed to the screen it builds
    /// (rarime's `ThemeView(onBack: { path.removeLast() })`, blind-triaged false positives).
    @Test func aClosureHandedToThePushedScreenInItsDestinationRunsFromThatScreensTap() {
        func pushing(_ screen: String, by registration: String = "for: Route.self) { _ in") -> [String] {
            pops("""
                enum Route: Hashable { case theme }
                struct Profile: View {
                    @State private var path: [Route] = []
                    @State private var showsTheme = false
                    var body: some View {
                        NavigationStack(path: $path) {
                            Home().navigationDestination(\(registration) \(screen) }
                        }
                    }
                }
                struct Theme: View {
                    let onBack: () -> Void
                    var body: some View { NavigationBar(title: "Theme", onBack: onBack) }
                }
                struct Timed: View {
                    let onBack: () -> Void
                    var body: some View { Text("Timed").task { try? await Task.sleep(for: .seconds(5)); onBack() } }
                }
                struct Announced: View {
                    let onBack: () -> Void
                    var body: some View { Banner(onShow: onBack) }
                }
                \(Self.projectButtons)
                """)
        }
        #expect(pushing("NavigationBar(title: \"Theme\", onBack: { path.removeLast() })").isEmpty,
                "the bar is the pushed screen")
        #expect(pushing("Theme(onBack: { path.removeLast() })").isEmpty, "the screen hands the closure on to its bar")
        #expect(pushing("Timed(onBack: { path.removeLast() })") == ["A.swift:7"], "a screen that runs it from a timer")
        #expect(pushing("Announced(onBack: { path.removeLast() })") == ["A.swift:7"],
                "handed on to a view that runs it on appearing")
        #expect(pushing("Theme(onBack: { path.removeLast() })", by: "isPresented: $showsTheme) {") == ["A.swift:7"],
                "a screen pushed by a flag puts nothing on the path")
    }

    @Test func aPopAfterAnAwaitMayFindTheScreenGone() {
        #expect(app(action: "Button(\"Save\") { Task { try await save(); router.path.removeLast() } }") == ["A.swift:19"],
                "the user may have tapped Back while saving")
        #expect(app(action: "Button(\"Save\") { Task { router.path.removeLast(); try await save() } }").isEmpty)
    }

    /// A builder a root view also calls, with a case whose screen is not this one, builds this
    /// screen only in the destination closure (bitkit's `viewForRoute(.main)`).
    @Test func aBuilderCalledAtTheRootForAnotherCaseStillPushesOnlyThisScreen() {
        func source(rootCase: String) -> String {
            """
            enum Route: Hashable { case main, mnemonic }
            struct Recovery: View {
                @State private var path: [Route] = []
                var body: some View {
                    NavigationStack(path: $path) {
                        screen(\(rootCase)).navigationDestination(for: Route.self) { screen($0) }
                    }
                }
                @ViewBuilder private func screen(_ route: Route) -> some View {
                    switch route {
                    case .main: Button("Show") { path.append(.mnemonic) }
                    case .mnemonic: Mnemonic(path: $path)
                    }
                }
            }
            struct Mnemonic: View {
                @Binding var path: [Route]
                var body: some View { Button("Back") { path.removeLast() } }
            }
            """
        }
        #expect(pops(source(rootCase: ".main")).isEmpty)
        #expect(pops(source(rootCase: "Route.main")).isEmpty)
        #expect(pops(source(rootCase: ".mnemonic")) == ["A.swift:18"], "the root builds this screen with an empty path")
    }
}
