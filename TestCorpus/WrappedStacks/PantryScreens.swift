import SwiftUI

struct RecipesScreen: View {
    var body: some View {
        // A stack wrapped again inside a screen pushed onto a RouterStack.
        RouterStack { // expect: nested_navigation_stack
            List(PantryRecipe.samples) { recipe in
                NavigationLink(recipe.title, value: PantryRoute.recipe(recipe.id))
            }
        }
    }
}

struct StoresScreen: View {
    var body: some View {
        List {
            Text("Corner grocer")
            Text("Farmers market")
        }
        .navigationTitle("Stores")
    }
}

struct ItemScreen: View {
    let id: PantryItem.ID
    var body: some View { Text("Item") }
}

struct RecipeScreen: View {
    let id: PantryRecipe.ID
    var body: some View { Text("Recipe") }
}

struct AddItemFlow: View {
    @Environment(PantryRouter.self) private var router

    var body: some View {
        Form {
            Text("Name")
            Button("Next") { router.path.append(.item(UUID())) }
        }
    }
}
