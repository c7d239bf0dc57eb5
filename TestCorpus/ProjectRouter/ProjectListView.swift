import SwiftUI

struct ProjectListView: View {
    @Environment(AppRouter.self) private var router
    @Environment(ProjectStore.self) private var store

    private var activeProjects: [Project] { store.projects.filter { !$0.isArchived } }
    private var archivedProjects: [Project] { store.projects.filter(\.isArchived) }

    var body: some View {
        List {
            Section("Active") {
                ForEach(activeProjects) { project in
                    NavigationLink(value: AppRoute.project(project.id)) {
                        ProjectRow(project: project)
                    }
                }
            }
            Section("Archived") {
                ForEach(archivedProjects) { project in
                    Button {
                        router.push(.archivedProject(project))
                    } label: {
                        ProjectRow(project: project)
                    }
                }
            }
        }
        .navigationTitle("Projects")
        .toolbar {
            ToolbarItem(placement: .primaryAction) {
                Button("Weekly report", systemImage: "chart.bar") {
                    router.push(.report(.thisWeek))
                }
            }
        }
    }
}

struct ProjectRow: View {
    let project: Project

    var body: some View {
        HStack {
            VStack(alignment: .leading) {
                Text(project.name).font(.headline)
                Text("\(project.openTaskCount) open tasks")
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
            }
            Spacer()
            if project.isArchived {
                Image(systemName: "archivebox")
            }
        }
    }
}
