import SwiftUI

/// Entry point of the team planner. The router lives for the whole scene so a
/// deep link that arrives before the first screen appears still lands.
@main
struct ProjectRouterApp: App {
    @State private var router = AppRouter() // expect: global_router_singleton
    @State private var store = ProjectStore.preview

    var body: some Scene {
        WindowGroup {
            RootView()
                .environment(router)
                .environment(store)
                .onOpenURL { url in
                    router.handle(url)
                }
        }
    }
}
