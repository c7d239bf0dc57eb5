import SwiftUI

/// Spending insights reachable from the Orders tab.
enum InsightRoute: Hashable, Codable {
    case monthlySpending
    case category(ShopCategory.ID)
    case merchant(id: UUID)
}

enum InsightSource: String {
    case orderHistory
    case orderDetail
}

/// Registers the insight screens and tags each visit with where it started.
/// Applied with `.modifier(AnalyticsDestinations(source:))` on the root of a
/// stack that pushes `InsightRoute` values.
struct AnalyticsDestinations: ViewModifier {
    let source: InsightSource

    func body(content: Content) -> some View {
        content
            .navigationDestination(for: InsightRoute.self) { route in
                InsightScreen(route: route)
                    .onAppear {
                        Telemetry.record("insight_opened", ["source": source.rawValue])
                    }
            }
    }
}

struct InsightScreen: View {
    let route: InsightRoute
    @Environment(OrderStore.self) private var orders

    var body: some View {
        List {
            switch route {
            case .monthlySpending:
                ForEach(orders.spendingByMonth, id: \.month) { entry in
                    LabeledContent(entry.month, value: entry.total, format: .currency(code: "USD"))
                }
            case .category(let slug):
                LabeledContent("Spent on \(slug)", value: orders.total(inCategory: slug), format: .currency(code: "USD"))
            case .merchant(let id):
                Text("Merchant \(id.uuidString.prefix(8))")
            }
        }
        .navigationTitle("Insights")
    }
}

enum Telemetry {
    static func record(_ name: String, _ properties: [String: String]) {
        print("[telemetry]", name, properties)
    }
}
