import SwiftUI

/// Owns the one stack of the app. Every push goes through `router.path`, and
/// the route-to-screen mapping lives here and only here.
struct RootView: View {
    @Environment(AppRouter.self) private var router
    @Environment(ProjectStore.self) private var store

    var body: some View {
        @Bindable var router = router

        NavigationStack(path: $router.path) {
            ProjectListView()
                .navigationDestination(for: AppRoute.self) { route in
                    switch route {
                    case .project(let id):
                        ProjectDetailView(projectID: id)
                    case .task(let id):
                        TaskDetailView(taskID: id)
                    case .member(let id):
                        MemberProfileView(memberID: id)
                    case .activity(let projectID, let since):
                        ActivityFeedView(projectID: projectID, since: since)
                    case .archivedProject(let project):
                        ArchivedProjectView(project: project)
                    case .report(let filter):
                        WeeklyReportView(filter: filter)
                    }
                }
        }
        .sheet(item: $router.sheet) { sheet in
            switch sheet {
            case .newTask(let projectID, let onCreate):
                NewTaskSheet(projectID: projectID, onCreate: onCreate)
            case .editProject(let project):
                EditProjectSheet(project: project)
            }
        }
    }
}
