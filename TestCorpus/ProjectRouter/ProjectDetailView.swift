import SwiftUI

/// Pushed for `.project`. The task rows used to open their own detail screen
/// through a local registration, before the app moved to a typed path.
struct ProjectDetailView: View {
    let projectID: Project.ID

    @Environment(ProjectStore.self) private var store

    var body: some View {
        Group {
            if let project = store.project(projectID) {
                ProjectTaskList(project: project)
            } else {
                ContentUnavailableView("Project not found", systemImage: "questionmark.folder")
            }
        }
        .navigationDestination(for: ProjectTask.ID.self) { taskID in // expect: leaf_only_destination
            TaskDetailView(taskID: taskID)
        }
    }
}

private struct ProjectTaskList: View {
    let project: Project

    @Environment(AppRouter.self) private var router
    @Environment(ProjectStore.self) private var store

    var body: some View {
        List {
            Section("Tasks") {
                ForEach(project.tasks) { task in
                    NavigationLink(value: task.id) {
                        Label(task.title, systemImage: task.isDone ? "checkmark.circle.fill" : "circle")
                    }
                }
            }
            Section {
                Button("Recent activity") {
                    router.push(.activity(projectID: project.id, since: nil))
                }
                if let owner = store.member(project.ownerID) {
                    NavigationLink(owner.displayName, value: AppRoute.member(owner.id))
                }
            }
        }
        .navigationTitle(project.name)
        .toolbar {
            Button("Add task", systemImage: "plus") {
                router.present(.newTask(projectID: project.id, onCreate: { task in
                    project.tasks.append(task)
                }))
            }
            Button("Edit", systemImage: "pencil") {
                router.present(.editProject(project))
            }
        }
    }
}

struct ArchivedProjectView: View {
    let project: Project

    var body: some View {
        Form {
            LabeledContent("Name", value: project.name)
            LabeledContent("Tasks", value: "\(project.tasks.count)")
            Button("Restore") { project.isArchived = false }
        }
        .navigationTitle("Archived")
    }
}

struct ActivityFeedView: View {
    let projectID: Project.ID
    let since: Date?

    var body: some View {
        Text(since.map { "Changes since \($0.formatted(date: .abbreviated, time: .omitted))" } ?? "All changes")
            .navigationTitle("Activity")
    }
}

struct TaskDetailView: View {
    let taskID: ProjectTask.ID

    @Environment(AppRouter.self) private var router
    @Environment(ProjectStore.self) private var store

    var body: some View {
        Form {
            if let task = store.task(taskID) {
                Section {
                    LabeledContent("Title", value: task.title)
                    if let due = task.dueDate {
                        LabeledContent("Due", value: due.formatted(date: .abbreviated, time: .omitted))
                    }
                    LabeledContent("Status", value: task.isDone ? "Done" : "Open")
                }
                Section {
                    if let assigneeID = task.assigneeID, let assignee = store.member(assigneeID) {
                        Button(assignee.displayName, systemImage: "person.crop.circle") {
                            router.push(.member(assignee.id))
                        }
                    }
                    NavigationLink { // expect: destination_closure_link
                        TaskHistoryView(taskID: task.id)
                    } label: {
                        Label("History", systemImage: "clock.arrow.circlepath")
                    }
                }
            }
        }
        .navigationTitle("Task")
        .toolbar {
            Button("Back to projects") { router.popToRoot() }
        }
    }
}

struct TaskHistoryView: View {
    let taskID: ProjectTask.ID

    var body: some View {
        List {
            Text("Created")
            Text("Assigned")
        }
        .navigationTitle("History")
    }
}
