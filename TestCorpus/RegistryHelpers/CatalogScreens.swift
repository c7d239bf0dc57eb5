import SwiftUI

struct CatalogHome: View {
    @Environment(CatalogStore.self) private var catalog

    var body: some View {
        List {
            Section("Aisles") {
                ForEach(catalog.categories) { category in
                    NavigationLink(value: ShopRoute.category(category.id)) {
                        Label(category.name, systemImage: category.symbolName)
                    }
                }
            }
            Section("Fresh today") {
                ForEach(catalog.featured) { product in
                    NavigationLink(value: ShopRoute.product(product.id)) {
                        ProductRow(product: product)
                    }
                }
            }
        }
        .navigationTitle("Corner Shop")
        .toolbar {
            ToolbarItem(placement: .topBarTrailing) {
                NavigationLink("Cart", destination: .cart)
            }
        }
    }
}

struct CategoryScreen: View {
    let categoryID: ShopCategory.ID
    @Environment(CatalogStore.self) private var catalog
    @State private var sort: ProductSort = .popular

    var body: some View {
        List(catalog.products(in: categoryID, sortedBy: sort)) { product in
            NavigationLink(value: ShopRoute.product(product.id)) {
                ProductRow(product: product)
            }
        }
        .navigationTitle(catalog.category(categoryID)?.name ?? "Aisle")
        .toolbar {
            Picker("Sort", selection: $sort) {
                ForEach(ProductSort.allCases) { option in
                    Text(option.rawValue.capitalized).tag(option)
                }
            }
        }
        // Deep links land here first, so make sure product routes resolve. The same helper as at
        // the root: SwiftUI warns about the second copy, but every route maps to the same screen.
        .withShopDestinations()
    }
}

struct ProductDetailScreen: View {
    let productID: Product.ID
    @Environment(CatalogStore.self) private var catalog
    @Environment(CartModel.self) private var cart

    var body: some View {
        if let product = catalog.product(productID) {
            ScrollView {
                VStack(alignment: .leading, spacing: 12) {
                    Text(product.name).font(.title2.bold())
                    Text(product.price, format: .currency(code: "USD"))
                    Text(product.blurb).foregroundStyle(.secondary)
                    Button("Add to cart") { cart.add(product) }
                        .buttonStyle(.borderedProminent)
                    NavigationLink("Review cart", destination: .cart)
                    if !product.pairsWith.isEmpty {
                        Text("Pairs well with").font(.headline)
                        ForEach(product.pairsWith, id: \.self) { sku in
                            NavigationLink(catalog.product(sku)?.name ?? sku, value: ShopRoute.product(sku))
                        }
                    }
                }
                .padding()
            }
            .navigationTitle(product.name)
            .navigationBarTitleDisplayMode(.inline)
        } else {
            ContentUnavailableView("No longer stocked", systemImage: "cart.badge.questionmark")
        }
    }
}

struct CartScreen: View {
    @Environment(CartModel.self) private var cart
    @Environment(ShopRouter.self) private var router

    var body: some View {
        List {
            ForEach(cart.lines) { line in
                LabeledContent(line.product.name, value: "× \(line.quantity)")
            }
            .onDelete { cart.remove(at: $0) }
            LabeledContent("Subtotal", value: cart.subtotal, format: .currency(code: "USD"))
                .bold()
            NavigationLink("Substitution preferences") { // expect: destination_closure_link
                SubstitutionPreferencesScreen()
            }
        }
        .navigationTitle("Cart")
        .safeAreaInset(edge: .bottom) {
            Button("Checkout") { router.path.append(.checkout) }
                .buttonStyle(.borderedProminent)
                .disabled(cart.lines.isEmpty)
                .padding()
        }
    }
}

struct CheckoutScreen: View {
    @Environment(CartModel.self) private var cart
    @Environment(OrderStore.self) private var orders
    @Environment(ShopRouter.self) private var router

    var body: some View {
        Button("Place order") {
            let order = orders.place(cart.lines)
            cart.clear()
            router.path.append(.orderPlaced(orderNumber: order.number))
        }
        .buttonStyle(.borderedProminent)
        .navigationTitle("Checkout")
    }
}

struct OrderPlacedScreen: View {
    let orderNumber: String
    @Environment(ShopRouter.self) private var router

    var body: some View {
        ContentUnavailableView {
            Label("Order \(orderNumber) placed", systemImage: "checkmark.seal")
        } actions: {
            Button("Keep shopping") { router.popToRoot() }
        }
        .navigationBarBackButtonHidden()
    }
}

struct SubstitutionPreferencesScreen: View {
    @AppStorage("allowSubstitutions") private var allowSubstitutions = true

    var body: some View {
        Form {
            Toggle("Allow similar items when out of stock", isOn: $allowSubstitutions)
        }
        .navigationTitle("Substitutions")
    }
}

struct ProductRow: View {
    let product: Product

    var body: some View {
        HStack {
            Text(product.name)
            Spacer()
            Text(product.price, format: .currency(code: "USD"))
                .monospacedDigit()
                .foregroundStyle(.secondary)
        }
    }
}
