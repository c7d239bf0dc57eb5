import Foundation
import SwiftData

/// A saved recipe. Persisted with SwiftData and edited in place, so screens
/// should receive its `persistentModelID`, never the object itself.
@Model
final class Recipe {
    @Attribute(.unique) var slug: String
    var title: String
    var summary: String
    var servings: Int
    var prepMinutes: Int
    var cuisine: Cuisine
    var course: Course
    var isFavorite: Bool
    var ingredientLines: [IngredientLine]
    @Relationship(deleteRule: .cascade, inverse: \RecipeStep.recipe) var steps: [RecipeStep] = []

    init(slug: String, title: String, summary: String = "", servings: Int = 2, prepMinutes: Int = 30,
         cuisine: Cuisine, course: Course = .main, ingredientLines: [IngredientLine] = []) {
        self.slug = slug
        self.title = title
        self.summary = summary
        self.servings = servings
        self.prepMinutes = prepMinutes
        self.cuisine = cuisine
        self.course = course
        self.isFavorite = false
        self.ingredientLines = ingredientLines
    }
}

@Model
final class RecipeStep {
    var position: Int
    var instruction: String
    var timerSeconds: Int?
    var recipe: Recipe?

    init(position: Int, instruction: String, timerSeconds: Int? = nil) {
        self.position = position
        self.instruction = instruction
        self.timerSeconds = timerSeconds
    }
}

enum Cuisine: String, Codable, CaseIterable, Identifiable {
    case italian, mexican, japanese, indian, levantine
    var id: Self { self }
}

/// Declared without Codable: only used for filtering chips.
enum Difficulty: String, CaseIterable {
    case easy, weeknight, project
}

enum Course: String, CaseIterable {
    case starter, main, dessert, side
}

enum MeasureUnit: String, Codable {
    case gram, millilitre, piece, teaspoon, tablespoon, cup
}

/// One line of a recipe's ingredient list, stored inside `Recipe`.
struct IngredientLine: Codable, Hashable {
    let name: String
    let amount: Double
    let unit: MeasureUnit
}

/// A row on the shopping list; ticked off and edited while shopping.
struct Ingredient: Identifiable, Hashable {
    let id: UUID
    var name: String
    var quantity: Double
    var unit: MeasureUnit
    var isChecked = false
}

/// Editorial collection downloaded from the server; never edited on device.
struct RecipeCollection: Identifiable, Hashable, Codable {
    let id: String
    let title: String
    let recipeSlugs: [String]
}

/// A pantry label; the id is reassigned when tags are merged, nothing else changes.
struct PantryTag: Identifiable, Hashable, Codable {
    var id: String
    let displayName: String

    var symbolName: String { displayName.hasPrefix("frozen") ? "snowflake" : "tag" }
}

/// The search field's state; edited as the user types, pushed when submitted.
struct RecipeSearch: Hashable, Codable {
    var text: String
    var maxMinutes: Int?
}

/// The week grid; slots are rebuilt every time the planner opens.
enum WeekPlanner {
    enum Meal: String, Codable, CaseIterable {
        case breakfast, lunch, dinner
    }

    struct Slot: Hashable {
        let weekday: Int
        let meal: Meal
    }
}

/// A preset for the kitchen timer. Plain values, but not Codable.
struct TimerPreset: Hashable {
    let label: String
    let seconds: Int
}
