import Foundation
import Observation

struct StudioProject: Identifiable, Hashable, Codable {
    let id: UUID
    var name: String
    var updatedAt: Date
}

enum StudioRoute: Hashable, Codable {
    case project(StudioProject.ID)
    case export(StudioProject.ID)
}

@Observable
final class ProjectLibrary {
    var projects: [StudioProject] = []

    func project(_ id: StudioProject.ID) -> StudioProject? {
        projects.first { $0.id == id }
    }
}
