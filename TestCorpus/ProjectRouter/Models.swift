import Foundation
import Observation

/// A project is edited in place from several screens, so it is a reference type.
@Observable
final class Project: Identifiable, Hashable {
    let id: UUID
    var name: String
    var ownerID: Member.ID
    var isArchived: Bool
    var tasks: [ProjectTask]

    init(id: UUID = UUID(), name: String, ownerID: Member.ID, isArchived: Bool = false, tasks: [ProjectTask] = []) {
        self.id = id
        self.name = name
        self.ownerID = ownerID
        self.isArchived = isArchived
        self.tasks = tasks
    }

    var openTaskCount: Int { tasks.filter { !$0.isDone }.count }

    /// Archiving changes which lists show it, so the archive flag is part of equality.
    static func == (lhs: Project, rhs: Project) -> Bool { lhs.id == rhs.id && lhs.isArchived == rhs.isArchived }
    func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

struct ProjectTask: Identifiable, Hashable, Codable {
    let id: UUID
    var title: String
    var assigneeID: Member.ID?
    var dueDate: Date?
    var isDone: Bool
}

struct Member: Identifiable, Hashable, Codable {
    let id: UUID
    let displayName: String
    let role: String
}

/// What the weekly report shows. Built on the fly from the filter bar and
/// never persisted, so nobody bothered to make it Codable.
struct ReportFilter: Hashable {
    var interval: ClosedRange<Date>
    var includeArchived: Bool
    var assigneeID: Member.ID?

    static var thisWeek: ReportFilter {
        let now = Date()
        let start = Calendar.current.date(byAdding: .day, value: -7, to: now) ?? now
        return ReportFilter(interval: start...now, includeArchived: false, assigneeID: nil)
    }
}

@Observable
final class ProjectStore {
    var projects: [Project]
    var members: [Member]

    init(projects: [Project], members: [Member]) {
        self.projects = projects
        self.members = members
    }

    func project(_ id: Project.ID) -> Project? { projects.first { $0.id == id } }
    func member(_ id: Member.ID) -> Member? { members.first { $0.id == id } }

    func task(_ id: ProjectTask.ID) -> ProjectTask? {
        projects.lazy.flatMap(\.tasks).first { $0.id == id }
    }

    func projects(ownedBy memberID: Member.ID) -> [Project] {
        projects.filter { $0.ownerID == memberID && !$0.isArchived }
    }

    static var preview: ProjectStore {
        let lead = Member(id: UUID(), displayName: "Amara Okafor", role: "Lead")
        let design = Member(id: UUID(), displayName: "Jun Park", role: "Design")
        let launch = Project(name: "Spring launch", ownerID: lead.id, tasks: [
            ProjectTask(id: UUID(), title: "Final copy review", assigneeID: design.id, dueDate: nil, isDone: false),
            ProjectTask(id: UUID(), title: "Press kit", assigneeID: lead.id, dueDate: nil, isDone: true),
        ])
        let legacy = Project(name: "Website v1", ownerID: lead.id, isArchived: true)
        return ProjectStore(projects: [launch, legacy], members: [lead, design])
    }
}
