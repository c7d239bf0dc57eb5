import SwiftUI

/// Reviews are written from an order row; the composer is pushed.
enum ReviewRoute: Hashable, Codable {
    case compose(orderID: Order.ID)
    case published(reviewID: UUID)
}

extension View {
    func withReviewDestinations() -> some View {
        navigationDestination(for: ReviewRoute.self) { route in
            switch route {
            case .compose(let orderID):
                ReviewComposer(orderID: orderID)
            case .published(let reviewID):
                Text("Thanks! Review \(reviewID.uuidString.prefix(6)) is live.")
            }
        }
    }
}

struct OrdersTab: View {
    @State private var path = NavigationPath()

    var body: some View {
        NavigationStack(path: $path) {
            OrderHistoryScreen()
                .navigationDestination(for: Order.ID.self) { orderID in
                    OrderDetailScreen(orderID: orderID)
                }
                .modifier(AnalyticsDestinations(source: .orderHistory))
        }
    }
}

struct OrderHistoryScreen: View {
    @Environment(OrderStore.self) private var orders

    var body: some View {
        List {
            ForEach(orders.groupedByMonth) { group in
                Section(group.title) {
                    ForEach(group.orders) { order in
                        VStack(alignment: .leading, spacing: 4) {
                            NavigationLink(value: order.id) {
                                OrderSummaryRow(order: order)
                            }
                            if order.status == .delivered && !order.isReviewed {
                                NavigationLink("Rate this order", value: ReviewRoute.compose(orderID: order.id))
                                    .font(.footnote)
                            }
                        }
                        .withReviewDestinations() // expect: leaf_only_destination
                    }
                }
            }
        }
        .navigationTitle("Orders")
        .refreshable { await orders.refresh() }
        .safeAreaInset(edge: .top) {
            SpendingSummaryCard()
        }
        .navigationDestination(for: InsightRoute.self) { route in // expect: duplicate_navigation_destination
            InsightScreen(route: route)
        }
    }
}

/// Pinned above the order list: this month's total, tappable for the breakdown.
struct SpendingSummaryCard: View {
    @Environment(OrderStore.self) private var orders

    var body: some View {
        NavigationLink(value: InsightRoute.monthlySpending) {
            HStack {
                Label("This month", systemImage: "chart.bar.xaxis")
                Spacer()
                Text(orders.spendingByMonth.first?.total ?? 0, format: .currency(code: "USD")).bold()
            }
            .padding()
            .background(.thinMaterial, in: .rect(cornerRadius: 12))
        }
        .buttonStyle(.plain)
        .padding(.horizontal)
    }
}

struct OrderDetailScreen: View {
    let orderID: Order.ID
    @Environment(OrderStore.self) private var orders

    var body: some View {
        Group {
            if let order = orders.order(orderID) {
                List {
                    Section("Items") {
                        ForEach(order.lines) { line in
                            LabeledContent(line.product.name, value: line.quantity, format: .number)
                        }
                    }
                    Section("Shipments") {
                        ForEach(order.shipments) { shipment in
                            NavigationLink(value: shipment.id) {
                                LabeledContent(shipment.carrier, value: shipment.status)
                            }
                        }
                    }
                    Section {
                        NavigationLink("Spending on \(order.mainCategory)", value: InsightRoute.category(order.mainCategory))
                        // Fine: no value is ever pushed above this screen, and nothing else writes the path.
                        NavigationLink {
                            ReturnPolicyScreen(orderNumber: order.number)
                        } label: {
                            Label("Return an item", systemImage: "arrow.uturn.backward")
                        }
                    }
                }
                .navigationTitle("Order \(order.number)")
            } else {
                ProgressView()
                    .task { await orders.refresh() }
            }
        }
        // Shipments are only reachable from an order, so they are mapped here.
        .navigationDestination(for: Shipment.ID.self) { shipmentID in
            ShipmentTrackingScreen(shipmentID: shipmentID)
        }
        .modifier(AnalyticsDestinations(source: .orderDetail)) // expect: duplicate_navigation_destination
    }
}

struct ShipmentTrackingScreen: View {
    let shipmentID: Shipment.ID
    @Environment(OrderStore.self) private var orders

    var body: some View {
        List(orders.trackingEvents(for: shipmentID)) { event in
            LabeledContent(event.summary) { Text(event.date, style: .relative) }
        }
        .navigationTitle("Tracking")
    }
}

struct ReturnPolicyScreen: View {
    let orderNumber: String

    var body: some View {
        Text("Unopened items from order \(orderNumber) can be returned within 14 days.")
            .padding()
            .navigationTitle("Returns")
    }
}

struct ReviewComposer: View {
    let orderID: Order.ID
    @Environment(OrderStore.self) private var orders
    @State private var stars = 5

    var body: some View {
        Form {
            Stepper("\(stars) stars", value: $stars, in: 1...5)
            Button("Publish") { orders.markReviewed(orderID) }
        }
        .navigationTitle("Review")
    }
}

struct OrderSummaryRow: View {
    let order: Order

    var body: some View {
        HStack {
            VStack(alignment: .leading) {
                Text("Order \(order.number)").font(.headline)
                Text(order.placedAt, format: .dateTime.month().day())
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
            }
            Spacer()
            Text(order.total, format: .currency(code: "USD"))
        }
    }
}
