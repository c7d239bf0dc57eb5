import SwiftUI
import SwiftData

struct RecipesTab: View {
    @State private var path = NavigationPath()
    /// The tab's trail survives relaunches: saved on every change, restored on appear.
    @SceneStorage("recipes.path") private var savedPath: Data?

    var body: some View {
        NavigationStack(path: $path) {
            RecipeListScreen(title: "All recipes") { _ in true }
                .navigationDestination(for: KitchenRoute.self) { route in
                    switch route {
                    case .recipe(let id):
                        RecipeDetailScreen(recipeID: id, path: $path)
                    case .step(let id, let position):
                        StepScreen(recipeID: id, position: position)
                    case .collection(let slug):
                        RecipeListScreen(title: "Collection") { $0.slug.hasPrefix(slug) }
                    case .cuisine(let cuisine):
                        RecipeListScreen(title: cuisine.rawValue.capitalized) { $0.cuisine == cuisine }
                    case .course(let course):
                        RecipeListScreen(title: course.rawValue.capitalized) { $0.course == course }
                    case .tagged(let tag):
                        RecipeListScreen(title: tag.displayName) { recipe in
                            recipe.ingredientLines.contains { $0.name.localizedCaseInsensitiveContains(tag.displayName) }
                        }
                    case .search(let search):
                        RecipeListScreen(title: "“\(search.text)”") {
                            $0.title.localizedCaseInsensitiveContains(search.text) && $0.prepMinutes <= (search.maxMinutes ?? .max)
                        }
                    case .difficulty(let level):
                        RecipeListScreen(title: level.rawValue.capitalized) { $0.prepMinutes <= level.minuteBudget }
                    case .plannedMeal(let slot):
                        RecipeListScreen(title: slot.meal.rawValue.capitalized) {
                            $0.prepMinutes <= (slot.meal == .dinner ? 60 : 20)
                        }
                    case .timer(let preset):
                        KitchenTimerScreen(preset: preset)
                    case .substitutes(let ingredient, let onChoose):
                        SubstitutesScreen(ingredient: ingredient, onChoose: onChoose)
                    case .scale(let id, let onChange):
                        ScaleServingsScreen(recipeID: id, onChange: onChange)
                    case .cookMode(let recipe):
                        RecipeCardScreen(recipe: recipe)
                    case .addToShoppingList(let items):
                        List(items) { Text($0.name) }
                            .navigationTitle("Added \(items.count) items")
                    }
                }
        }
        .onChange(of: path) {
            if let representation = path.codable { savedPath = try? JSONEncoder().encode(representation) }
        }
        .task {
            if let savedPath,
               let representation = try? JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: savedPath) {
                path = NavigationPath(representation)
            }
        }
    }
}

struct RecipeListScreen: View {
    let title: String
    let matches: (Recipe) -> Bool
    @Query(sort: \Recipe.title) private var recipes: [Recipe]
    @Environment(\.modelContext) private var context

    var body: some View {
        List(recipes.filter(matches)) { recipe in
            NavigationLink(value: KitchenRoute.recipe(recipe.persistentModelID)) {
                VStack(alignment: .leading) {
                    Text(recipe.title).font(.headline)
                    Text("\(recipe.prepMinutes) min · serves \(recipe.servings)")
                        .font(.subheadline)
                        .foregroundStyle(.secondary)
                }
            }
            .swipeActions { Button("Delete", role: .destructive) { context.delete(recipe) } }
        }
        .navigationTitle(title)
        .toolbar {
            Menu("Filter", systemImage: "line.3.horizontal.decrease.circle") {
                ForEach(Cuisine.allCases) { cuisine in
                    NavigationLink(cuisine.rawValue.capitalized, value: KitchenRoute.cuisine(cuisine))
                }
                ForEach(Difficulty.allCases, id: \.self) { level in
                    NavigationLink(level.rawValue.capitalized, value: KitchenRoute.difficulty(level))
                }
                NavigationLink("Quick (under 20 min)", value: KitchenRoute.search(RecipeSearch(text: "", maxMinutes: 20)))
            }
        }
    }
}

struct RecipeDetailScreen: View {
    let recipeID: Recipe.ID
    @Binding var path: NavigationPath
    @Environment(\.modelContext) private var context

    var body: some View {
        if let recipe = context.model(for: recipeID) as? Recipe {
            List {
                Section {
                    Text(recipe.summary)
                    Button("Serves \(recipe.servings)") {
                        path.append(.scale(recipeID) { recipe.servings = $0 })
                    }
                }
                Section("Ingredients") {
                    ForEach(recipe.ingredientLines, id: \.name) { line in
                        HStack {
                            Text("\(line.amount.formatted()) \(line.unit.rawValue) \(line.name)")
                            Spacer()
                            Button("Swap") {
                                path.append(.substitutes(for: line.name) { replacement in
                                    recipe.ingredientLines = recipe.ingredientLines.map {
                                        $0.name == line.name ? IngredientLine(name: replacement, amount: $0.amount, unit: $0.unit) : $0
                                    }
                                })
                            }
                            .buttonStyle(.borderless)
                        }
                    }
                }
                Section("Method") {
                    ForEach(recipe.steps.sorted { $0.position < $1.position }) { step in
                        NavigationLink(value: KitchenRoute.step(recipe: recipeID, position: step.position)) {
                            Text(step.instruction).lineLimit(2)
                        }
                    }
                }
            }
            .navigationTitle(recipe.title)
            .safeAreaInset(edge: .bottom) {
                HStack {
                    NavigationLink("Cook", value: KitchenRoute.cookMode(recipe))
                    NavigationLink("Shop for this", value: KitchenRoute.addToShoppingList(recipe.ingredientLines.map {
                        Ingredient(id: UUID(), name: $0.name, quantity: $0.amount, unit: $0.unit)
                    }))
                }
                .buttonStyle(.borderedProminent)
            }
            .toolbar {
                Button(recipe.isFavorite ? "Unfavorite" : "Favorite",
                       systemImage: recipe.isFavorite ? "heart.fill" : "heart") {
                    recipe.isFavorite.toggle()
                }
            }
        } else {
            ContentUnavailableView("Recipe deleted", systemImage: "trash")
        }
    }
}

struct StepScreen: View {
    let recipeID: PersistentIdentifier
    let position: Int
    @Environment(\.modelContext) private var context

    var body: some View {
        let step = (context.model(for: recipeID) as? Recipe)?.steps.first { $0.position == position }
        VStack(spacing: 24) {
            Text(step?.instruction ?? "Step not found").font(.title3)
            if let seconds = step?.timerSeconds {
                NavigationLink("Start \(seconds / 60)-minute timer",
                               value: KitchenRoute.timer(TimerPreset(label: "Step \(position)", seconds: seconds)))
                    .buttonStyle(.borderedProminent)
            }
        }
        .padding()
        .navigationTitle("Step \(position)")
    }
}

struct KitchenTimerScreen: View {
    let preset: TimerPreset

    var body: some View {
        Text(timerInterval: Date.now...Date.now.addingTimeInterval(TimeInterval(preset.seconds)))
            .font(.system(size: 64, weight: .semibold, design: .rounded))
            .navigationTitle(preset.label)
    }
}

struct SubstitutesScreen: View {
    let ingredient: String
    let onChoose: (String) -> Void
    @Environment(\.dismiss) private var dismiss

    private var options: [String] {
        ["buttermilk": ["yogurt + milk", "milk + lemon juice"],
         "shallot": ["red onion", "leek"],
         "pancetta": ["smoked bacon", "guanciale"]][ingredient.lowercased()] ?? []
    }

    var body: some View {
        List(options, id: \.self) { option in
            Button(option) {
                onChoose(option)
                dismiss()
            }
        }
        .navigationTitle("Instead of \(ingredient)")
    }
}

struct ScaleServingsScreen: View {
    let recipeID: Recipe.ID
    let onChange: ServingsChanged
    @State private var servings = 2

    var body: some View {
        Form {
            Stepper("\(servings) servings", value: $servings, in: 1...24)
        }
        .navigationTitle("Scale recipe")
        .onChange(of: servings) { _, newValue in onChange(newValue) }
    }
}

extension Difficulty {
    var minuteBudget: Int {
        switch self {
        case .easy: 20
        case .weeknight: 45
        case .project: .max
        }
    }
}
