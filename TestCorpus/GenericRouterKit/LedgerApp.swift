import SwiftUI

@main
struct LedgerApp: App {
    @State private var store = LedgerStore()

    var body: some Scene {
        WindowGroup {
            MainTabView()
                .environment(store)
        }
    }
}

/// One router, and so one stack, per tab. Tapping the selected tab again
/// pops that tab back to its root.
struct MainTabView: View {
    enum Tab: Hashable {
        case expenses, budgets, settings
    }

    @State private var selection: Tab = .expenses
    @State private var expensesRouter = AppRouter()
    @State private var budgetsRouter = AppRouter()
    @State private var settingsRouter = AppRouter()
    @SceneStorage("expenses.path") private var savedExpensesPath: Data?

    private var tabSelection: Binding<Tab> {
        Binding {
            selection
        } set: { tapped in
            if tapped == selection {
                router(for: tapped).popToRoot()
            }
            selection = tapped
        }
    }

    private func router(for tab: Tab) -> AppRouter {
        switch tab {
        case .expenses: expensesRouter
        case .budgets: budgetsRouter
        case .settings: settingsRouter
        }
    }

    var body: some View {
        TabView(selection: tabSelection) {
            RoutingContainer(router: expensesRouter) {
                ExpenseListView()
            }
            .tabItem { Label("Expenses", systemImage: "creditcard") }
            .tag(Tab.expenses)

            RoutingContainer(router: budgetsRouter) {
                BudgetOverviewView()
            }
            .tabItem { Label("Budgets", systemImage: "chart.pie") }
            .tag(Tab.budgets)

            RoutingContainer(router: settingsRouter) {
                SettingsView()
            }
            .tabItem { Label("Settings", systemImage: "gear") }
            .tag(Tab.settings)
        }
        .task {
            // The saved trail points into the ledger, so it is restored once the ledger is loaded.
            await store.load()
            if let savedExpensesPath {
                expensesRouter.restorePath(from: savedExpensesPath)
            }
        }
        .onOpenURL { url in
            // ledger://expense/<id>, from the receipt scanner's share extension.
            guard url.host() == "expense", let id = UUID(uuidString: url.lastPathComponent) else { return }
            selection = .expenses
            expensesRouter.dismissSheet()
            expensesRouter.path = [.expense(id)]
        }
        .onChange(of: expensesRouter.path) {
            savedExpensesPath = try? expensesRouter.encodedPath()
        }
    }
}

struct SettingsView: View {
    @Environment(AppRouter.self) private var router

    var body: some View {
        Form {
            Section("Data") {
                NavigationLink("Export", value: AppDestination.exportSettings)
            }
            Section {
                Button("Add expense") { router.present(.addExpense(categoryID: nil)) }
            }
        }
        .navigationTitle("Settings")
    }
}

struct ExportSettingsView: View {
    @AppStorage("export.includeNotes") private var includeNotes = true
    @AppStorage("export.format") private var format = "csv"

    var body: some View {
        Form {
            Picker("Format", selection: $format) {
                Text("CSV").tag("csv")
                Text("JSON").tag("json")
            }
            Toggle("Include notes", isOn: $includeNotes)
        }
        .navigationTitle("Export")
    }
}
