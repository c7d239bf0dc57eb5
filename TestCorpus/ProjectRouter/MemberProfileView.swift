import SwiftUI

/// Pushed for `.member`. Someone added a second registration for `AppRoute`
/// so the profile's project links would also work when the screen was shown
/// on its own; inside the app the root's registration always wins.
struct MemberProfileView: View {
    let memberID: Member.ID

    @Environment(ProjectStore.self) private var store

    var body: some View {
        List {
            if let member = store.member(memberID) {
                Section {
                    LabeledContent("Role", value: member.role)
                }
                Section("Owns") {
                    ForEach(store.projects(ownedBy: member.id)) { project in
                        NavigationLink(project.name, value: AppRoute.project(project.id))
                    }
                }
            }
        }
        .navigationTitle("Profile")
        .navigationDestination(for: AppRoute.self) { route in // expect: duplicate_navigation_destination
            if case .project(let id) = route {
                ProjectDetailView(projectID: id)
            }
        }
    }
}

/// Pushed for `.report`.
struct WeeklyReportView: View {
    let filter: ReportFilter

    @Environment(AppRouter.self) private var router
    @Environment(ProjectStore.self) private var store

    private var completed: [ProjectTask] {
        store.projects
            .filter { filter.includeArchived || !$0.isArchived }
            .flatMap(\.tasks)
            .filter { $0.isDone && (filter.assigneeID == nil || $0.assigneeID == filter.assigneeID) }
    }

    var body: some View {
        List(completed) { task in
            Button(task.title) { router.push(.task(task.id)) }
        }
        .navigationTitle("This week")
    }
}

#Preview {
    NavigationStack {
        MemberProfileView(memberID: ProjectStore.preview.members[0].id)
            .navigationDestination(for: AppRoute.self) { _ in Text("Route") }
    }
    .environment(ProjectStore.preview)
}
