import SwiftUI

/// Hosts one navigation stack driven by `router`, registers the app's
/// destinations at its root, and presents the router's sheets in a fresh
/// container of their own.
struct RoutingContainer<Content: View>: View {
    @Bindable var router: AppRouter
    @ViewBuilder var content: Content

    var body: some View {
        NavigationStack(path: $router.path) {
            content
                .withDestinations()
        }
        .sheet(item: $router.presentedSheet) { sheet in
            SheetHost(sheet: sheet)
        }
        .environment(router)
    }
}

/// A presented flow: its own router, its own stack.
struct SheetHost: View {
    let sheet: AppSheet
    @State private var router = AppRouter()

    var body: some View {
        RoutingContainer(router: router) {
            switch sheet {
            case .addExpense(let categoryID):
                ExpenseEditor(draft: .blank(categoryID: categoryID))
            case .editExpense(let expense):
                ExpenseEditor(draft: expense)
            case .splitExpense(let id, let participants):
                SplitExpenseView(expenseID: id, participants: participants)
            }
        }
    }
}
