import Foundation
import Observation

struct ShopCategory: Identifiable, Hashable {
    let id: String
    let name: String
    let symbolName: String
}

struct Product: Identifiable, Hashable {
    let id: String
    let name: String
    let categoryID: ShopCategory.ID
    let price: Decimal
    let blurb: String
    let pairsWith: [String]
}

enum ProductSort: String, CaseIterable, Identifiable {
    case popular, price, name
    var id: Self { self }
}

struct CartLine: Identifiable, Hashable {
    var id: Product.ID { product.id }
    let product: Product
    var quantity: Int
}

struct Shipment: Identifiable, Hashable {
    let id: String
    let carrier: String
    var status: String
}

struct Order: Identifiable, Hashable {
    enum Status { case preparing, shipped, delivered }
    let id: UUID
    let number: String
    let placedAt: Date
    let lines: [CartLine]
    var shipments: [Shipment]
    var status: Status
    var isReviewed: Bool

    var total: Decimal { lines.reduce(0) { $0 + $1.product.price * Decimal($1.quantity) } }
    var mainCategory: ShopCategory.ID { lines.first?.product.categoryID ?? "misc" }
}

@Observable
final class CatalogStore {
    var categories: [ShopCategory] = []
    var products: [Product] = []
    var featured: [Product] = []

    func category(_ id: ShopCategory.ID) -> ShopCategory? { categories.first { $0.id == id } }
    func product(_ id: Product.ID) -> Product? { products.first { $0.id == id } }

    func products(in category: ShopCategory.ID, sortedBy sort: ProductSort) -> [Product] {
        let matching = products.filter { $0.categoryID == category }
        return sort == .price ? matching.sorted { $0.price < $1.price } : matching.sorted { $0.name < $1.name }
    }
}

@Observable
final class CartModel {
    private(set) var lines: [CartLine] = []
    var itemCount: Int { lines.reduce(0) { $0 + $1.quantity } }
    var subtotal: Decimal { lines.reduce(0) { $0 + $1.product.price * Decimal($1.quantity) } }

    func add(_ product: Product) {
        if let index = lines.firstIndex(where: { $0.product.id == product.id }) {
            lines[index].quantity += 1
        } else {
            lines.append(CartLine(product: product, quantity: 1))
        }
    }
    func remove(at offsets: IndexSet) { lines.remove(atOffsets: offsets) }
    func clear() { lines.removeAll() }
}

@Observable
final class OrderStore {
    struct MonthGroup: Identifiable {
        var id: String { title }
        let title: String
        let orders: [Order]
    }
    struct TrackingEvent: Identifiable {
        let id = UUID()
        let date: Date
        let summary: String
    }

    private(set) var orders: [Order] = []
    private(set) var groupedByMonth: [MonthGroup] = []
    private(set) var spendingByMonth: [(month: String, total: Decimal)] = []
    private var tracking: [Shipment.ID: [TrackingEvent]] = [:]

    func order(_ id: Order.ID) -> Order? { orders.first { $0.id == id } }
    func trackingEvents(for shipment: Shipment.ID) -> [TrackingEvent] { tracking[shipment] ?? [] }
    func total(inCategory slug: ShopCategory.ID) -> Decimal {
        orders.flatMap(\.lines).filter { $0.product.categoryID == slug }.reduce(0) { $0 + $1.product.price }
    }

    func place(_ lines: [CartLine]) -> Order {
        let order = Order(id: UUID(), number: String(Int.random(in: 10_000...99_999)), placedAt: .now,
                          lines: lines, shipments: [], status: .preparing, isReviewed: false)
        orders.insert(order, at: 0)
        return order
    }

    func markReviewed(_ id: Order.ID) {
        guard let index = orders.firstIndex(where: { $0.id == id }) else { return }
        orders[index].isReviewed = true
    }

    func refresh() async {
        try? await Task.sleep(for: .milliseconds(300))
    }
}
