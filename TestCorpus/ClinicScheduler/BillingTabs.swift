import SwiftUI

struct BillingTab: View {
    @Binding var path: [BillingRoute]
    @Environment(ClinicStore.self) private var store
    @State private var status: InvoiceStatus = .submitted

    var body: some View {
        NavigationStack(path: $path) {
            List {
                Picker("Status", selection: $status) {
                    ForEach(InvoiceStatus.allCases) { status in
                        Text(status.label).tag(status)
                    }
                }
                .pickerStyle(.segmented)
                ForEach(store.invoices.filter { $0.status == status }) { invoice in
                    NavigationLink(value: BillingRoute.invoice(invoice.id)) {
                        InvoiceRow(invoice: invoice)
                    }
                }
            }
            .navigationTitle("Billing")
            .navigationDestination(for: BillingRoute.self) { route in
                BillingDestination(route: route)
            }
        }
    }
}

/// Revenue dashboard. Drills down into the same invoice and claim screens as
/// the Billing tab.
struct ReportsTab: View {
    @Binding var path: [BillingRoute]
    @Environment(ClinicStore.self) private var store

    private var collectedCents: Int { store.invoices.reduce(0) { $0 + $1.paidCents } }
    private var outstandingCents: Int { store.outstandingInvoices.reduce(0) { $0 + $1.balanceCents } }

    var body: some View {
        NavigationStack(path: $path) {
            List {
                Section("This month") {
                    LabeledContent("Collected", value: collectedCents.formatted(.currency(code: "USD").scale(0.01)))
                    LabeledContent("Outstanding", value: outstandingCents.formatted(.currency(code: "USD").scale(0.01)))
                }
                Section("Claims") {
                    ForEach(InvoiceStatus.allCases.filter { $0 != .paid }) { status in
                        NavigationLink(value: BillingRoute.claims(status)) {
                            LabeledContent(status.label, value: "\(store.invoices.filter { $0.status == status }.count)")
                        }
                    }
                }
                Section("Largest balances") {
                    ForEach(store.outstandingInvoices.sorted { $0.balanceCents > $1.balanceCents }.prefix(5)) { invoice in
                        Button {
                            path.append(.invoice(invoice.id))
                        } label: {
                            InvoiceRow(invoice: invoice)
                        }
                    }
                }
            }
            .navigationTitle("Reports")
            .navigationDestination(for: BillingRoute.self) { route in
                BillingDestination(route: route)
            }
        }
    }
}

struct BillingDestination: View {
    let route: BillingRoute
    @Environment(ClinicStore.self) private var store

    var body: some View {
        switch route {
        case .invoice(let id):
            InvoiceDetailView(invoiceID: id)
        case .claims(let status):
            List(store.invoices.filter { $0.status == status }) { invoice in
                NavigationLink(value: BillingRoute.invoice(invoice.id)) {
                    InvoiceRow(invoice: invoice)
                }
            }
            .navigationTitle("\(status.label) claims")
        case .patientLedger(let patientID):
            List(store.invoices(for: patientID)) { invoice in
                NavigationLink(value: BillingRoute.invoice(invoice.id)) {
                    InvoiceRow(invoice: invoice)
                }
            }
            .navigationTitle(store.patient(patientID)?.displayName ?? "Ledger")
        }
    }
}

struct InvoiceRow: View {
    let invoice: Invoice

    var body: some View {
        HStack {
            VStack(alignment: .leading) {
                Text(invoice.id).monospaced()
                Text(invoice.issuedOn, format: .dateTime.month().day().year())
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
            Spacer()
            Text(invoice.balanceCents.formatted(.currency(code: "USD").scale(0.01)))
        }
    }
}

struct InvoiceDetailView: View {
    let invoiceID: Invoice.ID
    @Environment(ClinicStore.self) private var store

    var body: some View {
        if let invoice = store.invoice(invoiceID) {
            Form {
                LabeledContent("Status", value: invoice.status.label)
                LabeledContent("Billed", value: invoice.amountCents.formatted(.currency(code: "USD").scale(0.01)))
                LabeledContent("Paid", value: invoice.paidCents.formatted(.currency(code: "USD").scale(0.01)))
                NavigationLink("Patient ledger", value: BillingRoute.patientLedger(invoice.patientID))
                Button("Mark Paid") { store.recordPayment(invoice.balanceCents, on: invoice.id) }
                    .disabled(invoice.balanceCents == 0)
            }
            .navigationTitle(invoice.id)
        }
    }
}
