import SwiftUI

/// Screens pushed onto any of the app's stacks. Plain identifiers only, so a
/// trail can be written to scene storage and read back.
enum AppDestination: Hashable, Codable {
    case expense(Expense.ID)
    case budget(Budget.ID)
    case category(SpendingCategory.ID)
    case merchant(name: String)
    case exportSettings
}

/// Modal flows. Used only as the router's sheet item, never pushed.
enum AppSheet: Hashable, Identifiable {
    case addExpense(categoryID: SpendingCategory.ID?)
    case editExpense(Expense)
    case splitExpense(Expense.ID, participants: [String])

    var id: Self { self }
}

typealias AppRouter = Router<AppDestination, AppSheet>

extension View {
    /// Maps every `AppDestination` to its screen. Applied once, by
    /// `RoutingContainer`, to the root of each stack.
    func withDestinations() -> some View {
        navigationDestination(for: AppDestination.self) { destination in
            switch destination {
            case .expense(let id):
                ExpenseDetailView(expenseID: id)
            case .budget(let id):
                BudgetDetailView(budgetID: id)
            case .category(let id):
                CategoryDetailView(categoryID: id)
            case .merchant(let name):
                MerchantHistoryView(merchant: name)
            case .exportSettings:
                ExportSettingsView()
            }
        }
    }
}
