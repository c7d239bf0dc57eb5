import SwiftUI
import SwiftData

@main
struct RecipeBoxApp: App {
    @State private var pantry = PantryStore()

    var body: some Scene {
        WindowGroup {
            TabView {
                RecipesTab()
                    .tabItem { Label("Recipes", systemImage: "book") }
                FavoritesTab()
                    .tabItem { Label("Favorites", systemImage: "heart") }
                ShoppingTab()
                    .tabItem { Label("Shopping", systemImage: "checklist") }
                NavigationStack { PantryScreen() }
                    .tabItem { Label("Pantry", systemImage: "cabinet") }
                MarketsTab()
                    .tabItem { Label("Markets", systemImage: "leaf") }
            }
            .environment(pantry)
        }
        .modelContainer(for: [Recipe.self, RecipeStep.self])
    }
}
