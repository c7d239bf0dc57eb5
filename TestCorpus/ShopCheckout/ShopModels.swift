import Foundation
import Observation

struct Department: Identifiable, Hashable, Codable {
    let id: String
    let name: String
    let symbol: String
}

struct Product: Identifiable, Hashable, Codable {
    /// The SKU, e.g. "JKT-0412".
    let id: String
    let departmentID: Department.ID
    let name: String
    let priceCents: Int
    let sizes: [String]
}

struct CartLine: Identifiable, Hashable {
    let id = UUID()
    let productID: Product.ID
    var size: String?
    var quantity: Int
}

struct Customer: Codable {
    let id: UUID
    let name: String
    let email: String
    let shippingAddress: String
}

enum OrderStatus: String, Codable {
    case placed, shipped, delivered, returned
}

struct Order: Identifiable, Hashable, Codable {
    let id: String
    let placedOn: Date
    let totalCents: Int
    let itemCount: Int
    var status: OrderStatus
    var trackingNumber: String?
}

@Observable
final class Catalog {
    var departments: [Department] = []
    var products: [Product] = []

    func product(_ id: Product.ID) -> Product? { products.first { $0.id == id } }
    func products(in departmentID: Department.ID) -> [Product] { products.filter { $0.departmentID == departmentID } }
}

@Observable
final class Cart {
    var lines: [CartLine] = []

    var itemCount: Int { lines.reduce(0) { $0 + $1.quantity } }

    func add(_ product: Product, size: String?) {
        if let index = lines.firstIndex(where: { $0.productID == product.id && $0.size == size }) {
            lines[index].quantity += 1
        } else {
            lines.append(CartLine(productID: product.id, size: size, quantity: 1))
        }
    }

    func totalCents(in catalog: Catalog) -> Int {
        lines.reduce(0) { total, line in total + (catalog.product(line.productID)?.priceCents ?? 0) * line.quantity }
    }
}

@Observable
final class Session {
    var customer: Customer?
    private let api: URL

    init(api: URL) { self.api = api }

    func signIn(email: String, password: String) async throws {
        var request = URLRequest(url: api.appending(path: "sessions"))
        request.httpMethod = "POST"
        request.httpBody = try JSONEncoder().encode(["email": email, "password": password])
        let (data, _) = try await URLSession.shared.data(for: request)
        customer = try JSONDecoder().decode(Customer.self, from: data)
    }
}

@Observable
final class OrderBook {
    var orders: [Order] = []

    func order(_ id: Order.ID) -> Order? { orders.first { $0.id == id } }

    func place(_ cart: Cart, total: Int, for customer: Customer) async throws -> Order {
        try await Task.sleep(for: .milliseconds(400)) // stands in for the payment round trip
        let order = Order(id: "ORD-\(Int.random(in: 100_000...999_999))", placedOn: .now, totalCents: total,
                          itemCount: cart.itemCount, status: .placed, trackingNumber: nil)
        orders.insert(order, at: 0)
        return order
    }
}

extension Int {
    var dollars: String { (Double(self) / 100).formatted(.currency(code: "USD")) }
}
