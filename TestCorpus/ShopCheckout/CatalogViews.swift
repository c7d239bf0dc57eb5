import SwiftUI

struct DepartmentView: View {
    let departmentID: Department.ID
    @Environment(Catalog.self) private var catalog
    @Environment(Cart.self) private var cart

    var body: some View {
        List(catalog.products(in: departmentID)) { product in
            NavigationLink(value: ShopRoute.product(product.id)) {
                LabeledContent(product.name, value: product.priceCents.dollars)
            }
        }
        .navigationTitle(catalog.departments.first { $0.id == departmentID }?.name ?? "Shop")
        .toolbar {
            NavigationLink(value: ShopRoute.cart) {
                Label("Cart", systemImage: "cart")
            }
            .badge(cart.itemCount)
        }
    }
}

struct ProductDetailView: View {
    let productID: Product.ID
    @Environment(Catalog.self) private var catalog
    @Environment(Cart.self) private var cart
    @Environment(Session.self) private var session
    @Environment(ShopRouter.self) private var router
    @State private var size: String?

    var body: some View {
        if let product = catalog.product(productID) {
            Form {
                LabeledContent("Price", value: product.priceCents.dollars)
                if !product.sizes.isEmpty {
                    Picker("Size", selection: $size) {
                        Text("Choose").tag(String?.none)
                        ForEach(product.sizes, id: \.self) { Text($0).tag(Optional($0)) }
                    }
                    Button("Size Guide") { router.sheet = .sizeGuide(product.id) }
                }
                Section {
                    Button("Add to Cart") { cart.add(product, size: size) }
                    // Signed-out customers sign in first; the sheet pushes
                    // checkout itself once it is done (`finishSignIn`).
                    Button("Buy Now") {
                        cart.add(product, size: size)
                        if session.customer == nil {
                            router.sheet = .signIn(then: .checkout)
                        } else {
                            router.path.append(.checkout)
                        }
                    }
                }
                .disabled(!product.sizes.isEmpty && size == nil)
            }
            .navigationTitle(product.name)
        } else {
            ContentUnavailableView("No longer available", systemImage: "tag.slash")
        }
    }
}

struct SizeGuideSheet: View {
    let productID: Product.ID
    @Environment(Catalog.self) private var catalog
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            Grid(alignment: .leading, horizontalSpacing: 24, verticalSpacing: 8) {
                GridRow { Text("Size").bold(); Text("Chest (cm)").bold() }
                ForEach(Array((catalog.product(productID)?.sizes ?? []).enumerated()), id: \.offset) { index, size in
                    GridRow { Text(size); Text("\(86 + index * 6)–\(91 + index * 6)") }
                }
            }
            .padding()
            .navigationTitle("Size Guide")
            .toolbar { Button("Done") { dismiss() } }
        }
    }
}
