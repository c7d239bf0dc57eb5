@testable import NavLintCore
import Testing

struct PathBindingTests {
    func binding(_ source: String, extra: [(String, String)] = []) -> PathBinding? {
        navigationModel([("Root.swift", source)] + extra).trails.first?.path
    }

    @Test func stateArrayIsTyped() {
        let path = binding("""
            struct Root: View {
                @State private var path: [Route] = []
                var body: some View { NavigationStack(path: $path) { Home() } }
            }
            """)
        guard case .typed(let element, let token?) = path else { Issue.record("\(String(describing: path))"); return }
        #expect(element == "Route" && token.file == 0)
    }

    @Test func navigationPathIsErased() {
        #expect(binding("""
            struct Root: View {
                @State private var path = NavigationPath()
                var body: some View { NavigationStack(path: $path) { Home() } }
            }
            """) == .erased)
    }

    @Test func noPathArgument() {
        #expect(binding("struct Root: View { var body: some View { NavigationStack { Home() } } }") == PathBinding.none)
    }

    @Test func throughAnEnvironmentRouter() {
        let path = binding("""
            struct Root: View {
                @Environment(AppRouter.self) private var router
                var body: some View {
                    @Bindable var router = router
                    NavigationStack(path: $router.path) { Home() }
                }
            }
            """, extra: [("Router.swift", "@Observable final class AppRouter { var path: [AppRoute] = [] }")])
        guard case .typed(let element, _) = path else { Issue.record("\(String(describing: path))"); return }
        #expect(element == "AppRoute")
    }

    @Test func throughAGenericRouter() {
        let path = binding("""
            struct Container<Content: View>: View {
                @State var router: Router<Destination, Page>
                var body: some View { NavigationStack(path: $router.path) { Home() } }
            }
            """, extra: [("Router.swift", "@Observable final class Router<D: Hashable, P: Identifiable> { var path: [D] = [] }")])
        guard case .typed(let element, let token?) = path else { Issue.record("\(String(describing: path))"); return }
        #expect(element == "Destination")
        #expect(token.file == 0, "the element is named where the router's type is written")
    }

    @Test func subscriptsAndUnknownTypesAreUnknown() {
        #expect(binding("""
            struct Root: View {
                @State private var router = TabRouter()
                var body: some View { NavigationStack(path: $router[tab]) { Home() } }
            }
            """) == .unknown)
        #expect(binding("""
            struct Root: View {
                let model: ExternalModel
                var body: some View { NavigationStack(path: $model.path) { Home() } }
            }
            """) == .unknown)
    }

    @Test func bindingFromParent() {
        let path = binding("""
            struct Tab: View {
                @Binding var path: [Route]
                var body: some View { NavigationStack(path: $path) { Home() } }
            }
            """)
        guard case .typed("Route", _) = path else { Issue.record("\(String(describing: path))"); return }
    }
}

extension PathBindingTests {
    @Test func throughTypeAliases() {
        let path = binding("""
            struct Container: View {
                @Bindable var router: AppRouter
                var body: some View { NavigationStack(path: $router.path) { Home() } }
            }
            struct Other: View {
                @State private var path: TripPath = []
                var body: some View { NavigationStack(path: $path) { Home() } }
            }
            """, extra: [("Router.swift", """
                typealias AppRouter = Router<AppDestination, AppSheet>
                typealias TripPath = [TripRoute]
                @Observable final class Router<D: Hashable, S: Identifiable> { var path: [D] = [] }
                """)])
        guard case .typed("AppDestination", _) = path else { Issue.record("\(String(describing: path))"); return }
        let model = navigationModel([("Root.swift", """
            struct Other: View {
                @State private var path: TripPath = []
                var body: some View { NavigationStack(path: $path) { Home() } }
            }
            """), ("Alias.swift", "typealias TripPath = [TripRoute]")])
        guard case .typed("TripRoute", _) = model.trails.first?.path else {
            Issue.record("\(String(describing: model.trails.first?.path))"); return
        }
    }
}
