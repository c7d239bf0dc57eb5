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

    /// `pantry://item/<id>` from a widget: shown on top of whatever is open.
    func open(_ url: URL) {
        guard url.host() == "item", let id = UUID(uuidString: url.lastPathComponent) else { return }
        path.append(.item(id)) // expect: deep_link_blind_append
    }
}

struct PantryItem: Identifiable, Hashable {
    let id: UUID
    var name: String
    static let samples = [PantryItem(id: UUID(), name: "Rice"), PantryItem(id: UUID(), name: "Lentils")]
}

struct PantryRecipe: Identifiable, Hashable {
    let id: UUID
    var title: String
    static let samples = [PantryRecipe(id: UUID(), title: "Dal")]
}
