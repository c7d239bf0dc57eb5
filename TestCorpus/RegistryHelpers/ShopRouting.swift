import SwiftUI
import Observation

/// Everything that can be pushed on the Shop tab. Only identifiers travel in
/// the path, so it can be restored from a URL or saved between launches.
enum ShopRoute: Hashable, Codable {
    case category(ShopCategory.ID)
    case product(Product.ID)
    case cart
    case checkout
    case orderPlaced(orderNumber: String)
}

@Observable
final class ShopRouter {
    var path: [ShopRoute] = []

    func popToRoot() {
        path.removeAll()
    }

    /// cornershop://product/SKU-1042, cornershop://category/bakery, cornershop://cart
    func handle(_ url: URL) {
        guard url.scheme == "cornershop", let host = url.host() else { return }
        let argument = url.pathComponents.dropFirst().first
        switch (host, argument) {
        case ("product", let sku?):
            path = [.product(sku)] // expect: deep_link_out_of_view
        case ("category", let slug?):
            path = [.category(slug)]
        case ("cart", _):
            path = [.cart]
        default:
            break
        }
    }
}

extension View {
    /// Maps every `ShopRoute` to its screen. Apply once, to the root of the
    /// Shop stack.
    func withShopDestinations() -> some View {
        navigationDestination(for: ShopRoute.self) { route in
            switch route {
            case .category(let slug):
                CategoryScreen(categoryID: slug)
            case .product(let sku):
                ProductDetailScreen(productID: sku)
            case .cart:
                CartScreen()
            case .checkout:
                CheckoutScreen()
            case .orderPlaced(let number):
                OrderPlacedScreen(orderNumber: number)
            }
        }
    }
}
