import Foundation
import RouterCore

/// The routes of a small project-tracking app, shaped the way the rules
/// recommend: identifiers and plain values, `Codable`.
enum AppRoute: Hashable, Codable, Sendable {
    case project(UUID)
    case task(projectID: UUID, taskID: UUID)
    case settings
    case tag(String)
    case page(Int)
    case inbox
    case filter(TaskFilter)
}

enum TaskFilter: String, Codable, Sendable, DeepLinkParameterValue {
    case open, done
}

enum AppSheet: Hashable, Identifiable, Sendable {
    case newProject
    case editProject(UUID)
    var id: Self { self }
}

enum AppTab: Hashable, Codable, Sendable {
    case projects, inbox, settings
}

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
typealias AppRouter = Router<AppRoute, AppSheet>
typealias AppState = NavigationState<AppRoute, AppSheet>
typealias AppPlan = NavigationPlan<AppRoute, AppSheet>

let projectA = UUID(uuidString: "AAAAAAAA-0000-4000-8000-000000000001")!
let projectB = UUID(uuidString: "BBBBBBBB-0000-4000-8000-000000000002")!
let taskA1 = UUID(uuidString: "AAAAAAAA-1111-4000-8000-000000000003")!

/// The app's link table: one declaration per pattern, both directions.
let appLinks = DeepLinkTable<AppRoute>(scheme: "myapp", hosts: ["example.com", "www.example.com"], links: [
    DeepLink("projects/:projectID") { link in
        [.project(try link.uuid("projectID"))]
    } build: { route in
        guard case .project(let id) = route else { return nil }
        return ["projectID": id]
    },
    DeepLink("projects/:projectID/tasks/:taskID") { link in
        let projectID = try link.uuid("projectID")
        return [.project(projectID), .task(projectID: projectID, taskID: try link.uuid("taskID"))]
    } build: { route in
        guard case .task(let projectID, let taskID) = route else { return nil }
        return ["projectID": projectID, "taskID": taskID]
    },
    DeepLink("settings") { _ in
        [.settings]
    } build: { route in
        route == .settings ? [:] : nil
    },
    DeepLink("tags/:name") { link in
        [.tag(try link.string("name"))]
    } build: { route in
        guard case .tag(let name) = route else { return nil }
        return ["name": name]
    },
    DeepLink("inbox/page/:number") { link in
        // A page number below 1 is not a page: reject the link rather than clamp it.
        let number = try link.int("number")
        return number >= 1 ? [.inbox, .page(number)] : nil
    } build: { route in
        guard case .page(let number) = route else { return nil }
        return ["number": number]
    },
    DeepLink("inbox") { _ in
        [.inbox]
    } build: { route in
        route == .inbox ? [:] : nil
    },
    DeepLink("inbox/:filter") { link in
        [.inbox, .filter(try link.value("filter"))]
    } build: { route in
        guard case .filter(let filter) = route else { return nil }
        return ["filter": filter]
    },
])

/// One route of every case, for round trips.
let everyLinkedRoute: [AppRoute] = [
    .project(projectA), .task(projectID: projectA, taskID: taskA1), .settings, .tag("swift"),
    .page(3), .inbox, .filter(.done),
]

func url(_ text: String) -> URL {
    guard let url = URL(string: text) else { preconditionFailure("bad test URL \(text)") }
    return url
}

/// Records every change a router reports.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@MainActor
final class ChangeLog {
    private(set) var changes: [RouterChange<AppRoute, AppSheet>] = []

    init(_ router: AppRouter) {
        router.onChange = { [weak self] change in self?.changes.append(change) }
    }

    var causes: [RouterChangeCause] { changes.map(\.cause) }
}
