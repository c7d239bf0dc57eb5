import SwiftUI
import Observation

/// Every screen that can be pushed onto the main stack.
enum AppRoute: Hashable {
    case project(Project.ID)
    case task(ProjectTask.ID)
    case member(Member.ID)
    case activity(projectID: Project.ID, since: Date?)
    case archivedProject(Project) // expect: model_as_route
    case report(ReportFilter)
}

/// Modal flows. Only ever used with `.sheet(item:)`, so carrying a callback
/// and a live model here is fine.
enum AppSheet: Identifiable {
    case newTask(projectID: Project.ID, onCreate: (ProjectTask) -> Void)
    case editProject(Project)

    var id: String {
        switch self {
        case .newTask(let projectID, _): "new-task-\(projectID)"
        case .editProject(let project): "edit-\(project.id)"
        }
    }
}

@Observable
@MainActor
final class AppRouter {
    var path: [AppRoute] = []
    var sheet: AppSheet?

    func push(_ route: AppRoute) {
        path.append(route)
    }

    func pop() {
        guard !path.isEmpty else { return }
        path.removeLast()
    }

    func popToRoot() {
        path.removeAll()
    }

    func present(_ sheet: AppSheet) {
        self.sheet = sheet
    }

    /// Handles `planner://projects/<id>` and `planner://projects/<id>/tasks/<id>`.
    func handle(_ url: URL) {
        guard url.scheme == "planner", url.host() == "projects" else { return }
        let ids = url.pathComponents.dropFirst().compactMap(UUID.init(uuidString:))
        var route: [AppRoute] = []
        if let projectID = ids.first {
            route.append(.project(projectID))
        }
        if ids.count > 1, url.pathComponents.contains("tasks") {
            route.append(.task(ids[1]))
        }
        sheet = nil
        path = route
    }
}
