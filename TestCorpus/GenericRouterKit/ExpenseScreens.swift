import SwiftUI

struct ExpenseListView: View {
    @Environment(AppRouter.self) private var router
    @Environment(LedgerStore.self) private var store

    var body: some View {
        List(store.expenses.sorted { $0.date > $1.date }) { expense in
            NavigationLink(value: AppDestination.expense(expense.id)) {
                LabeledContent(expense.merchant, value: expense.amount, format: .currency(code: "EUR"))
            }
        }
        .navigationTitle("Expenses")
        .toolbar {
            Button("Add", systemImage: "plus") {
                router.present(.addExpense(categoryID: nil))
            }
        }
    }
}

/// Pushed for `.expense`. Editing goes through the router's sheet; splitting
/// is a multi-step flow, so it is presented in a container of its own.
struct ExpenseDetailView: View {
    let expenseID: Expense.ID

    @Environment(AppRouter.self) private var router
    @Environment(LedgerStore.self) private var store
    @State private var splitRouter = AppRouter()
    @State private var isSplitting = false

    var body: some View {
        Form {
            if let expense = store.expense(expenseID) {
                LabeledContent("Amount", value: expense.amount, format: .currency(code: "EUR"))
                Button(expense.merchant, systemImage: "storefront") {
                    router.push(.merchant(name: expense.merchant))
                }
                if let categoryID = expense.categoryID {
                    NavigationLink("Category", value: AppDestination.category(categoryID))
                }
                Section {
                    Button("Edit") { router.present(.editExpense(expense)) }
                    Button("Split with friends") { isSplitting = true }
                }
            }
        }
        .navigationTitle("Expense")
        .sheet(isPresented: $isSplitting) {
            RoutingContainer(router: splitRouter) {
                SplitExpenseView(expenseID: expenseID, participants: [])
            }
        }
    }
}

struct MerchantHistoryView: View {
    let merchant: String
    @Environment(LedgerStore.self) private var store

    var body: some View {
        List(store.expenses(at: merchant)) { expense in
            NavigationLink(value: expense.id) {
                Text(expense.date, style: .date)
            }
        }
        .navigationDestination(for: Expense.ID.self) { id in // expect: leaf_only_destination
            ExpenseDetailView(expenseID: id)
        }
        .navigationTitle(merchant)
    }
}

struct ExpenseEditor: View {
    @State var draft: Expense
    @Environment(LedgerStore.self) private var store
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        Form {
            TextField("Merchant", text: $draft.merchant)
            TextField("Amount", value: $draft.amount, format: .number)
                .keyboardType(.decimalPad)
            Picker("Category", selection: $draft.categoryID) {
                Text("None").tag(SpendingCategory.ID?.none)
                ForEach(store.categories) { category in
                    Label(category.name, systemImage: category.symbol).tag(Optional(category.id))
                }
            }
            DatePicker("Date", selection: $draft.date, displayedComponents: .date)
        }
        .navigationTitle(draft.merchant.isEmpty ? "New expense" : draft.merchant)
        .toolbar {
            ToolbarItem(placement: .cancellationAction) {
                Button("Cancel") { dismiss() }
            }
            ToolbarItem(placement: .confirmationAction) {
                Button("Save") {
                    store.save(draft)
                    dismiss()
                }
            }
        }
    }
}

struct SplitExpenseView: View {
    let expenseID: Expense.ID
    @State var participants: [String]
    @State private var newName = ""
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        List {
            Section("Split between") {
                ForEach(participants, id: \.self) { Text($0) }
                TextField("Add a name", text: $newName)
                    .onSubmit {
                        participants.append(newName)
                        newName = ""
                    }
            }
        }
        .navigationTitle("Split")
        .toolbar {
            Button("Done") { dismiss() }
        }
    }
}
