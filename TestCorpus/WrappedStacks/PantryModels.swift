import Foundation
import Observation
import SwiftUI

enum PantryRoute: Hashable, Codable {
    case item(UUID)
    case recipe(UUID)

    @ViewBuilder var screen: some View {
        switch self {
        case .item(let id): ItemScreen(id: id)
        case .recipe(let id): RecipeScreen(id: id)
        }
    }
}

@Observable
final class PantryRouter {
    var path: [PantryRoute] = []
}

struct PantryItem: Identifiable, Hashable {
    let id: UUID
    var name: String
    static let samples = [PantryItem(id: UUID(), name: "Rice"), PantryItem(id: UUID(), name: "Lentils")]
}

struct Recipe: Identifiable, Hashable {
    let id: UUID
    var title: String
    static let samples = [Recipe(id: UUID(), title: "Dal")]
}
