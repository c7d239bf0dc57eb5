import Foundation
import Observation

/// Rows of the sidebar. Selected, never pushed.
enum SidebarItem: Hashable {
    case department(Department.ID)
    case orders
    case help
}

/// Screens pushed onto the shopping stack.
enum ShopRoute: Hashable, Codable {
    case product(Product.ID)
    case cart
    case checkout
    case orderPlaced(Order.ID)
}

/// Modal flows, kept apart from `ShopRoute`.
enum ShopSheet: Identifiable {
    case signIn(then: ShopRoute?)
    case sizeGuide(Product.ID)

    var id: String {
        switch self {
        case .signIn: "sign-in"
        case .sizeGuide(let productID): "size-guide-\(productID)"
        }
    }
}

/// Screens of the Orders stack.
enum OrderRoute: Hashable, Codable, Identifiable {
    case detail(Order.ID)
    case tracking(Order.ID)
    case returnRequest(Order.ID)

    var id: Self { self }
}

@Observable
@MainActor
final class ShopRouter {
    var selection: SidebarItem?
    var path: [ShopRoute] = []
    var ordersPath: [OrderRoute] = []
    var sheet: ShopSheet?

    /// Called by the sign-in sheet: dismisses it, then continues where the
    /// customer was headed before being asked to sign in.
    func finishSignIn() {
        guard case .signIn(let next) = sheet else { return }
        sheet = nil
        if let next {
            path.append(next)
        }
    }

    func showOrder(_ id: Order.ID) {
        selection = .orders
        ordersPath = [.detail(id)]
    }
}
