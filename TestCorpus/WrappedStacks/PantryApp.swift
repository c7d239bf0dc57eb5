import SwiftUI

@main
struct PantryApp: App {
    var body: some Scene {
        WindowGroup {
            PantryTabs()
        }
    }
}

struct PantryTabs: View {
    var body: some View {
        TabView {
            RouterStack { ShelfScreen() }
                .tabItem { Label("Pantry", systemImage: "cabinet") }
            RouterStack { ShoppingScreen() }
                .tabItem { Label("Shopping", systemImage: "cart") }
        }
    }
}

struct ShelfScreen: View {
    @Environment(PantryRouter.self) private var router
    @State private var addingItem = false

    var body: some View {
        List {
            Section("Expiring soon") {
                ForEach(PantryItem.samples) { item in
                    NavigationLink(item.name, value: PantryRoute.item(item.id))
                }
            }
            Section {
                PushRow(title: "Recipes", systemImage: "fork.knife") {
                    RecipesScreen()
                }
            }
        }
        .navigationTitle("Pantry")
        .toolbar {
            Button("Add", systemImage: "plus") { addingItem = true }
        }
        .formSheet(isPresented: $addingItem) {
            // Presented through UIKit: a flow of its own, not nested.
            RouterStack { AddItemFlow() }
        }
    }
}

struct ShoppingScreen: View {
    var body: some View {
        List {
            Text("Oat milk")
            PushRow(title: "Stores", systemImage: "building.2") {
                StoresScreen()
            }
        }
        .navigationTitle("Shopping")
    }
}
