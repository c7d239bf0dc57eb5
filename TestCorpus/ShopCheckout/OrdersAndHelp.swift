import SwiftUI

struct OrdersStack: View {
    @Environment(ShopRouter.self) private var router
    @Environment(OrderBook.self) private var orderBook
    @State private var showsLatest = false
    @State private var showsExportOptions = false

    var body: some View {
        @Bindable var router = router

        NavigationStack(path: $router.ordersPath) {
            List(orderBook.orders) { order in
                NavigationLink(value: OrderRoute.detail(order.id)) {
                    LabeledContent(order.id, value: order.placedOn.formatted(date: .abbreviated, time: .omitted))
                }
            }
            .navigationTitle("Orders")
            .toolbar {
                Button("Latest") { showsLatest = true }
                Button("Export") { showsExportOptions = true }
            }
            .navigationDestination(for: OrderRoute.self) { route in
                OrderRouteScreen(route: route)
            }
            // The latest-order shortcut predates OrderRoute; its tracking link pops it.
            .navigationDestination(isPresented: $showsLatest) { // expect: presented_destination_on_value_stack
                LatestOrderSummary()
            }
            // A final screen: nothing on it pushes a value.
            .navigationDestination(isPresented: $showsExportOptions) {
                OrderExportForm()
            }
        }
    }
}

struct LatestOrderSummary: View {
    @Environment(OrderBook.self) private var orderBook

    var body: some View {
        if let order = orderBook.orders.first {
            Form {
                LabeledContent("Placed", value: order.placedOn.formatted(date: .long, time: .omitted))
                LabeledContent("Total", value: order.totalCents.dollars)
                NavigationLink("Track Package", value: OrderRoute.tracking(order.id))
            }
            .navigationTitle("Latest Order")
        }
    }
}

struct OrderExportForm: View {
    @State private var includesReturns = false

    var body: some View {
        Form {
            Toggle("Include returns", isOn: $includesReturns)
            ShareLink("Export CSV", item: "orders.csv")
        }
        .navigationTitle("Export")
    }
}

struct OrderRouteScreen: View {
    let route: OrderRoute

    var body: some View {
        switch route {
        case .detail(let id): OrderDetailView(orderID: id)
        case .tracking(let id): TrackingView(orderID: id)
        case .returnRequest(let id): ReturnRequestForm(orderID: id)
        }
    }
}

struct OrderDetailView: View {
    let orderID: Order.ID
    @Environment(OrderBook.self) private var orderBook
    @Environment(ShopRouter.self) private var router
    /// Returns were made modal late in the release and reuse the push enum.
    @State private var presentedRoute: OrderRoute? // expect: sheet_route_on_stack

    var body: some View {
        if let order = orderBook.order(orderID) {
            Form {
                LabeledContent("Placed", value: order.placedOn.formatted(date: .long, time: .omitted))
                LabeledContent("Items", value: "\(order.itemCount)")
                LabeledContent("Total", value: order.totalCents.dollars)
                LabeledContent("Status", value: order.status.rawValue.capitalized)
                Button("Track Package") {
                    router.ordersPath.append(.tracking(order.id))
                }
                .disabled(order.trackingNumber == nil)
                Button("Return Items") {
                    presentedRoute = .returnRequest(order.id)
                }
                .disabled(order.status != .delivered)
            }
            .navigationTitle(order.id)
            .sheet(item: $presentedRoute) { route in
                NavigationStack {
                    OrderRouteScreen(route: route)
                }
            }
        }
    }
}

struct TrackingView: View {
    let orderID: Order.ID
    @Environment(OrderBook.self) private var orderBook

    var body: some View {
        if let number = orderBook.order(orderID)?.trackingNumber,
           let url = URL(string: "https://track.parcelway.example/\(number)") {
            Form {
                LabeledContent("Tracking number", value: number)
                Link("Open Carrier Site", destination: url)
            }
            .navigationTitle("Tracking")
        }
    }
}

struct ReturnRequestForm: View {
    let orderID: Order.ID
    @Environment(\.dismiss) private var dismiss
    @State private var reason = "Doesn't fit"
    private let reasons = ["Doesn't fit", "Arrived damaged", "Not as described", "Changed my mind"]

    var body: some View {
        Form {
            Picker("Reason", selection: $reason) {
                ForEach(reasons, id: \.self) { Text($0) }
            }
            Button("Request Return Label") { dismiss() }
        }
        .navigationTitle("Return \(orderID)")
    }
}

/// An FAQ article, bundled with the app.
struct SupportTopic: Identifiable, Hashable, Codable {
    let id: String
    let title: String
    let body: String
}

/// Replaced pushing `SupportTopic` values when the contact form was added.
enum SupportRoute: Hashable, Codable {
    case topic(SupportTopic.ID)
    case contactForm(orderID: Order.ID?)
}

struct HelpCenterView: View {
    @State private var path: [SupportRoute] = []
    @State private var query = ""
    @State private var topics: [SupportTopic] = []

    private var matches: [SupportTopic] {
        query.isEmpty ? topics : topics.filter { $0.title.localizedCaseInsensitiveContains(query) }
    }

    var body: some View {
        NavigationStack(path: $path) {
            List(matches) { topic in
                Button(topic.title) {
                    path.append(.topic(topic.id)) // expect: missing_navigation_destination
                }
            }
            .searchable(text: $query)
            .navigationTitle("Help")
            .toolbar {
                NavigationLink("Contact Us", value: SupportRoute.contactForm(orderID: nil)) // expect: missing_navigation_destination
            }
            // Still keyed on the old value type: the path now holds `SupportRoute`.
            .navigationDestination(for: SupportTopic.self) { topic in
                ScrollView { Text(topic.body).padding() }
                    .navigationTitle(topic.title)
            }
            .task {
                guard let url = Bundle.main.url(forResource: "faq", withExtension: "json"),
                      let data = try? Data(contentsOf: url) else { return }
                topics = (try? JSONDecoder().decode([SupportTopic].self, from: data)) ?? []
            }
        }
    }
}
