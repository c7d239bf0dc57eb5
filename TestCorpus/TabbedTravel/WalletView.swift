import SwiftUI

struct WalletView: View {
    @Environment(TripStore.self) private var store

    var body: some View {
        List {
            Section("Boarding passes") {
                ForEach(store.boardingPasses) { pass in
                    NavigationLink(value: WalletRoute.boardingPass(pass.id)) {
                        LabeledContent(pass.flightNumber) {
                            Text(pass.departure, style: .relative)
                        }
                    }
                }
            }
            Section("Receipts") {
                ForEach(store.receipts) { receipt in
                    NavigationLink(value: WalletRoute.receipt(receipt)) {
                        LabeledContent(receipt.merchant, value: receipt.amount,
                                       format: .currency(code: receipt.currencyCode))
                    }
                }
            }
            NavigationLink("Currency converter", value: WalletRoute.currencyConverter(from: "EUR", to: "USD"))
        }
        .navigationTitle("Wallet")
    }
}

struct BoardingPassDetailView: View {
    let passID: BoardingPass.ID
    @Environment(TripStore.self) private var store

    var body: some View {
        VStack(spacing: 24) {
            if let pass = store.boardingPasses.first(where: { $0.id == passID }) {
                Text(pass.flightNumber).font(.largeTitle.bold())
                Grid(alignment: .leading, horizontalSpacing: 24) {
                    GridRow { Text("Seat"); Text(pass.seat) }
                    GridRow { Text("Gate"); Text(pass.gate ?? "TBA") }
                    GridRow { Text("Boards"); Text(pass.departure.addingTimeInterval(-40 * 60), style: .time) }
                }
                NavigationLink("Convert currency", value: WalletRoute.currencyConverter(from: "EUR", to: "JPY"))
            }
        }
        .padding()
        .navigationTitle("Boarding Pass")
        // The converter opened from a pass should show the pass's currencies first.
        .navigationDestination(for: WalletRoute.self) { route in // expect: duplicate_navigation_destination
            if case .currencyConverter(let from, let to) = route {
                CurrencyConverterView(sourceCode: to, targetCode: from)
            }
        }
    }
}

struct ReceiptDetailView: View {
    let receipt: Receipt

    var body: some View {
        Form {
            LabeledContent("Merchant", value: receipt.merchant)
            LabeledContent("Amount", value: receipt.amount, format: .currency(code: receipt.currencyCode))
            LabeledContent("Reimbursed", value: receipt.isReimbursed ? "Yes" : "Pending")
            if !receipt.isReimbursed {
                Button("Mark as reimbursed") { receipt.markReimbursed() }
            }
        }
        .navigationTitle("Receipt")
    }
}

struct CurrencyConverterView: View {
    let sourceCode: String
    let targetCode: String
    @State private var amount: Decimal = 100

    var body: some View {
        Form {
            TextField("Amount", value: $amount, format: .currency(code: sourceCode))
                .keyboardType(.decimalPad)
        }
        .navigationTitle("\(sourceCode) → \(targetCode)")
    }
}
