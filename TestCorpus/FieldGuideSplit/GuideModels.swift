import Foundation
import Observation

enum Habitat: String, CaseIterable, Identifiable, Hashable {
    case wetland, woodland, coast
    var id: String { rawValue }
    var title: String { rawValue.capitalized }
}

struct Sighting: Identifiable, Hashable, Codable {
    let id: UUID
    var place: String
    var date: Date
}

struct Species: Identifiable, Hashable {
    let id: String
    var commonName: String
    var summary: String
    var habitat: Habitat
    var sightings: [Sighting]
}

enum SightingRoute: Hashable, Codable {
    case sighting(Sighting.ID)
}

enum MapRoute: Hashable, Codable {
    case region(String)
}

@Observable
final class SpeciesCatalog {
    var all: [Species] = []

    func species(in habitat: Habitat) -> [Species] {
        all.filter { $0.habitat == habitat }
    }

    func species(_ id: Species.ID) -> Species? {
        all.first { $0.id == id }
    }
}
