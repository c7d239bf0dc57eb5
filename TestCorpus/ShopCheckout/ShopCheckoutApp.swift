import SwiftUI

@main
struct ShopCheckoutApp: App {
    @State private var catalog = Catalog()
    @State private var cart = Cart()
    @State private var orderBook = OrderBook()
    @State private var session = Session(api: URL(string: "https://api.example-outfitters.com/v2")!)

    var body: some Scene {
        WindowGroup {
            ShopRootView()
                .environment(catalog)
                .environment(cart)
                .environment(orderBook)
                .environment(session)
        }
    }
}

struct ShopRootView: View {
    @State private var router = ShopRouter()
    @Environment(Catalog.self) private var catalog

    var body: some View {
        NavigationSplitView {
            List(selection: $router.selection) {
                Section("Departments") {
                    ForEach(catalog.departments) { department in
                        NavigationLink(value: SidebarItem.department(department.id)) {
                            Label(department.name, systemImage: department.symbol)
                        }
                    }
                }
                Section("Account") {
                    NavigationLink(value: SidebarItem.orders) {
                        Label("Orders", systemImage: "shippingbox")
                    }
                    NavigationLink("Help", value: SidebarItem.help)
                }
            }
            .navigationTitle("Outfitters")
        } detail: {
            switch router.selection {
            case .department(let departmentID)?:
                NavigationStack(path: $router.path) {
                    DepartmentView(departmentID: departmentID)
                        .navigationDestination(for: ShopRoute.self) { route in
                            switch route {
                            case .product(let id): ProductDetailView(productID: id)
                            case .cart: CartView()
                            case .checkout: CheckoutView()
                            case .orderPlaced(let id): OrderPlacedView(orderID: id)
                            }
                        }
                }
            case .orders?:
                OrdersStack()
            case .help?:
                HelpCenterView()
            case nil:
                ContentUnavailableView("Choose a department", systemImage: "bag")
            }
        }
        .environment(router)
        .onChange(of: router.selection) {
            router.path.removeAll()
        }
        .sheet(item: $router.sheet) { sheet in
            switch sheet {
            case .signIn:
                SignInSheet(onSignedIn: router.finishSignIn)
            case .sizeGuide(let productID):
                SizeGuideSheet(productID: productID)
            }
        }
    }
}
