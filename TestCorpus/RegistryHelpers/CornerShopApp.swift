import SwiftUI

/// Corner Shop: a small grocery storefront with a browsing tab and an
/// order-history tab. Each tab owns one stack; destinations are registered
/// through the helpers in ShopRouting.swift and AnalyticsDestinations.swift.
@main
struct CornerShopApp: App {
    @State private var router = ShopRouter() // expect: global_router_singleton
    @State private var catalog = CatalogStore()
    @State private var cart = CartModel()
    @State private var orders = OrderStore()

    var body: some Scene {
        WindowGroup {
            RootTabs(router: router)
                .environment(router)
                .environment(catalog)
                .environment(cart)
                .environment(orders)
                .onOpenURL { url in
                    router.handle(url)
                }
        }
    }
}

struct RootTabs: View {
    @Bindable var router: ShopRouter
    @Environment(CartModel.self) private var cart

    var body: some View {
        TabView {
            NavigationStack(path: $router.path) {
                CatalogHome()
                    .withShopDestinations()
            }
            .tabItem { Label("Shop", systemImage: "basket") }
            .badge(cart.itemCount)

            OrdersTab()
                .tabItem { Label("Orders", systemImage: "shippingbox") }
        }
    }
}
