import SwiftUI

struct CartView: View {
    @Environment(Cart.self) private var cart
    @Environment(Catalog.self) private var catalog
    @Environment(Session.self) private var session
    @Environment(ShopRouter.self) private var router
    @State private var isSigningIn = false

    var body: some View {
        List {
            ForEach(cart.lines) { line in
                if let product = catalog.product(line.productID) {
                    LabeledContent("\(line.quantity)× \(product.name) \(line.size ?? "")",
                                   value: (product.priceCents * line.quantity).dollars)
                }
            }
            .onDelete { cart.lines.remove(atOffsets: $0) }
        }
        .navigationTitle("Cart")
        .safeAreaInset(edge: .bottom) {
            Button {
                if session.customer == nil {
                    isSigningIn = true
                }
                router.path.append(.checkout) // expect: sheet_route_on_stack
            } label: {
                Text("Check Out · \(cart.totalCents(in: catalog).dollars)")
                    .frame(maxWidth: .infinity)
            }
            .buttonStyle(.borderedProminent)
            .disabled(cart.lines.isEmpty)
            .padding()
        }
        .sheet(isPresented: $isSigningIn) {
            SignInSheet { isSigningIn = false }
        }
    }
}

struct CheckoutView: View {
    @Environment(Cart.self) private var cart
    @Environment(Catalog.self) private var catalog
    @Environment(Session.self) private var session
    @Environment(OrderBook.self) private var orderBook
    @Environment(ShopRouter.self) private var router
    @State private var isPlacing = false
    @State private var failure: String?

    var body: some View {
        Form {
            if let customer = session.customer {
                Section("Ship to") {
                    Text(customer.name)
                    Text(customer.shippingAddress).foregroundStyle(.secondary)
                }
            } else {
                Text("Sign in to see your saved address.")
            }
            Section {
                LabeledContent("Items", value: "\(cart.itemCount)")
                LabeledContent("Total", value: cart.totalCents(in: catalog).dollars)
            }
            if let failure {
                Text(failure).foregroundStyle(.red)
            }
            Button(isPlacing ? "Placing Order…" : "Place Order", action: placeOrder)
                .disabled(isPlacing || session.customer == nil || cart.lines.isEmpty)
        }
        .navigationTitle("Checkout")
    }

    private func placeOrder() {
        guard let customer = session.customer else { return }
        isPlacing = true
        Task {
            defer { isPlacing = false }
            do {
                let order = try await orderBook.place(cart, total: cart.totalCents(in: catalog), for: customer)
                cart.lines.removeAll()
                // Replace the trail so Back cannot return to a spent checkout.
                router.path = [.orderPlaced(order.id)]
            } catch {
                failure = error.localizedDescription
            }
        }
    }
}

struct OrderPlacedView: View {
    let orderID: Order.ID
    @Environment(ShopRouter.self) private var router

    var body: some View {
        ContentUnavailableView {
            Label("Thank you!", systemImage: "checkmark.seal")
        } description: {
            Text("Order \(orderID) is on its way to the warehouse.")
        } actions: {
            Button("View Order") { router.showOrder(orderID) }
            Button("Keep Shopping") { router.path.removeAll() }
        }
        .navigationBarBackButtonHidden()
    }
}

struct SignInSheet: View {
    var onSignedIn: () -> Void
    @Environment(Session.self) private var session
    @State private var email = ""
    @State private var password = ""
    @State private var failure: String?

    var body: some View {
        NavigationStack {
            Form {
                TextField("E-mail", text: $email)
                    .textContentType(.username)
                    .keyboardType(.emailAddress)
                SecureField("Password", text: $password)
                    .textContentType(.password)
                if let failure {
                    Text(failure).foregroundStyle(.red)
                }
            }
            .navigationTitle("Sign In")
            .toolbar {
                Button("Sign In") {
                    Task {
                        do {
                            try await session.signIn(email: email, password: password)
                            onSignedIn()
                        } catch {
                            failure = "That e-mail and password don't match."
                        }
                    }
                }
                .disabled(email.isEmpty || password.isEmpty)
            }
        }
    }
}
