import SwiftUI

/// Shorthand so call sites read like the old API while still pushing a value:
/// `NavigationLink("Cart", destination: .cart)` appends `ShopRoute.cart` to
/// the path instead of building a view.
extension NavigationLink where Destination == Never, Label == Text {
    init(_ title: String, destination route: ShopRoute) {
        self.init(title, value: route)
    }
}
