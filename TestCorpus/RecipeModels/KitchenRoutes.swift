import Foundation
import SwiftData
import CoreLocation
import MapKit

typealias ServingsChanged = (Int) -> Void

/// Routes of the Recipes tab.
enum KitchenRoute: Hashable {
    case recipe(Recipe.ID)
    case step(recipe: PersistentIdentifier, position: Int)
    case collection(RecipeCollection.ID)
    case cuisine(Cuisine)
    case course(Course)
    case tagged(PantryTag)
    case search(RecipeSearch)
    case difficulty(Difficulty) // expect: route_not_codable
    case timer(TimerPreset) // expect: route_not_codable
    case plannedMeal(WeekPlanner.Slot) // expect: route_not_codable
    case substitutes(for: String, onChoose: (String) -> Void) // expect: route_not_codable
    case scale(Recipe.ID, onChange: ServingsChanged) // expect: route_not_codable
    case cookMode(Recipe) // expect: model_as_route
    case addToShoppingList([Ingredient]) // expect: route_not_codable

    /// The closure-carrying case can't synthesize Hashable, so routes compare by key.
    private var key: String {
        switch self {
        case .recipe(let id): "recipe:\(id.hashValue)"
        case .step(let id, let position): "step:\(id.hashValue):\(position)"
        case .collection(let id): "collection:\(id)"
        case .cuisine(let cuisine): "cuisine:\(cuisine.rawValue)"
        case .course(let course): "course:\(course.rawValue)"
        case .tagged(let tag): "tag:\(tag.id)"
        case .search(let search): "search:\(search.text):\(search.maxMinutes ?? 0)"
        case .difficulty(let level): "difficulty:\(level.rawValue)"
        case .timer(let preset): "timer:\(preset.label):\(preset.seconds)"
        case .plannedMeal(let slot): "planned:\(slot.weekday):\(slot.meal.rawValue)"
        case .substitutes(let ingredient, _): "substitutes:\(ingredient)"
        case .scale(let id, _): "scale:\(id.hashValue)"
        case .cookMode(let recipe): "cook:\(recipe.slug)"
        case .addToShoppingList(let items): "shopping:\(items.map(\.name).joined(separator: ","))"
        }
    }

    static func == (lhs: KitchenRoute, rhs: KitchenRoute) -> Bool { lhs.key == rhs.key }
    func hash(into hasher: inout Hasher) { hasher.combine(key) }
}

/// Routes of the Markets tab: farmers' markets near the user.
enum MarketRoute: Hashable {
    case market(id: UUID)
    case directions(to: CLLocationCoordinate2D, name: String)
    case stall(FarmersMarket.Stall)
    case importedRecipe(PersistentIdentifier)
    case place(MKMapItem)
}

extension CLLocationCoordinate2D: @retroactive Hashable {
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.latitude == rhs.latitude && lhs.longitude == rhs.longitude
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(latitude)
        hasher.combine(longitude)
    }
}

/// `KitchenRoute.course` is restored with the rest of the path.
extension Course: Codable {}
