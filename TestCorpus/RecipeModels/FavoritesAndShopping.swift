import SwiftUI
import SwiftData

struct FavoritesTab: View {
    var body: some View {
        NavigationStack {
            FavoritesGrid()
                .navigationDestination(for: Recipe.self) { recipe in // expect: model_as_route
                    RecipeCardScreen(recipe: recipe)
                }
                .navigationDestination(for: RecipeCollection.self) { collection in
                    Text("\(collection.recipeSlugs.count) recipes")
                        .navigationTitle(collection.title)
                }
        }
    }
}

struct FavoritesGrid: View {
    @Query(filter: #Predicate<Recipe> { $0.isFavorite }, sort: \Recipe.title) private var favorites: [Recipe]
    @State private var collections: [RecipeCollection] = []

    var body: some View {
        ScrollView {
            LazyVGrid(columns: [GridItem(.adaptive(minimum: 150))], spacing: 16) {
                ForEach(favorites) { recipe in
                    NavigationLink(value: recipe) {
                        VStack(alignment: .leading) {
                            Text(recipe.title).font(.headline)
                            Text(recipe.cuisine.rawValue.capitalized).font(.caption)
                        }
                        .frame(maxWidth: .infinity, minHeight: 90, alignment: .topLeading)
                        .padding()
                        .background(.quaternary, in: .rect(cornerRadius: 12))
                    }
                }
            }
            .padding()
            ForEach(collections) { collection in
                NavigationLink(collection.title, value: collection)
            }
        }
        .navigationTitle("Favorites")
        .task {
            let url = URL(string: "https://recipebox.example/api/collections/featured")!
            if let (data, _) = try? await URLSession.shared.data(from: url) {
                collections = (try? JSONDecoder().decode([RecipeCollection].self, from: data)) ?? []
            }
        }
    }
}

struct RecipeCardScreen: View {
    let recipe: Recipe

    var body: some View {
        List(recipe.ingredientLines, id: \.name) { line in
            LabeledContent(line.name, value: "\(line.amount.formatted()) \(line.unit.rawValue)")
        }
        .navigationTitle(recipe.title)
    }
}

struct ShoppingTab: View {
    @State private var path: [Ingredient] = []
    @State private var items: [Ingredient] = []

    var body: some View {
        NavigationStack(path: $path) {
            List {
                ForEach($items) { $item in
                    HStack {
                        Button {
                            item.isChecked.toggle()
                        } label: {
                            Image(systemName: item.isChecked ? "checkmark.circle.fill" : "circle")
                        }
                        .buttonStyle(.borderless)
                        NavigationLink(value: item) {
                            Text("\(item.quantity.formatted()) \(item.unit.rawValue) \(item.name)")
                                .strikethrough(item.isChecked)
                        }
                    }
                }
                .onDelete { items.remove(atOffsets: $0) }
            }
            .navigationTitle("Shopping list")
            .navigationDestination(for: Ingredient.self) { ingredient in
                IngredientEditor(ingredient: binding(for: ingredient.id))
            }
        }
    }

    private func binding(for id: Ingredient.ID) -> Binding<Ingredient> {
        Binding(
            get: { items.first { $0.id == id } ?? Ingredient(id: id, name: "", quantity: 0, unit: .piece) },
            set: { updated in
                if let index = items.firstIndex(where: { $0.id == id }) { items[index] = updated }
            }
        )
    }
}

struct IngredientEditor: View {
    @Binding var ingredient: Ingredient

    var body: some View {
        Form {
            TextField("Name", text: $ingredient.name)
            TextField("Quantity", value: $ingredient.quantity, format: .number)
                .keyboardType(.decimalPad)
        }
        .navigationTitle(ingredient.name)
    }
}
