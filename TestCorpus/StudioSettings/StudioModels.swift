import Foundation
import Observation

struct Project: Identifiable, Hashable, Codable {
    let id: UUID
    var name: String
    var updatedAt: Date
}

enum StudioRoute: Hashable, Codable {
    case project(Project.ID)
    case export(Project.ID)
}

@Observable
final class ProjectLibrary {
    var projects: [Project] = []

    func project(_ id: Project.ID) -> Project? {
        projects.first { $0.id == id }
    }
}
