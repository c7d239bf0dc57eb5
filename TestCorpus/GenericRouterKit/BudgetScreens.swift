import SwiftUI

struct BudgetOverviewView: View {
    @Environment(LedgerStore.self) private var store

    var body: some View {
        List(store.budgets) { budget in
            NavigationLink(value: AppDestination.budget(budget.id)) {
                BudgetRow(budget: budget)
            }
        }
        .navigationTitle("Budgets")
    }
}

struct BudgetRow: View {
    let budget: Budget
    @Environment(LedgerStore.self) private var store

    private var spent: Decimal {
        budget.categoryIDs.reduce(0) { $0 + store.spent(in: $1) }
    }

    var body: some View {
        VStack(alignment: .leading) {
            Text(budget.name).font(.headline)
            ProgressView(value: NSDecimalNumber(decimal: min(spent, budget.monthlyLimit)).doubleValue,
                         total: NSDecimalNumber(decimal: budget.monthlyLimit).doubleValue)
        }
    }
}

/// Pushed for `.budget`. The category drill-down was given a router of its
/// own so it could pop back to the breakdown independently, which wraps a
/// second stack inside a screen that already sits on the budgets stack.
struct BudgetDetailView: View {
    let budgetID: Budget.ID

    @Environment(LedgerStore.self) private var store
    @State private var breakdownRouter = AppRouter()

    var body: some View {
        RoutingContainer(router: breakdownRouter) { // expect: nested_navigation_stack
            CategoryBreakdownList(budgetID: budgetID)
        }
        .navigationTitle(store.budget(budgetID)?.name ?? "Budget")
    }
}

struct CategoryBreakdownList: View {
    let budgetID: Budget.ID

    @Environment(AppRouter.self) private var router
    @Environment(LedgerStore.self) private var store

    var body: some View {
        List(store.budget(budgetID)?.categoryIDs ?? [], id: \.self) { categoryID in
            if let category = store.category(categoryID) {
                Button {
                    router.push(.category(category.id))
                } label: {
                    LabeledContent(category.name, value: store.spent(in: category.id), format: .currency(code: "EUR"))
                }
            }
        }
    }
}

struct CategoryDetailView: View {
    let categoryID: SpendingCategory.ID
    @Environment(LedgerStore.self) private var store

    var body: some View {
        List(store.expenses(in: categoryID)) { expense in
            NavigationLink(value: AppDestination.expense(expense.id)) {
                LabeledContent(expense.merchant, value: expense.amount, format: .currency(code: "EUR"))
            }
        }
        .navigationTitle(store.category(categoryID)?.name ?? "Category")
    }
}
