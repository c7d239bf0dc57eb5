import SwiftUI

/// Each sheet is its own presentation with its own small stack.
struct NewTaskSheet: View {
    let projectID: Project.ID
    let onCreate: (ProjectTask) -> Void

    @Environment(\.dismiss) private var dismiss
    @State private var title = ""
    @State private var assigneeID: Member.ID?
    @State private var dueDate = Date.now

    var body: some View {
        NavigationStack {
            Form {
                TextField("Title", text: $title)
                DatePicker("Due", selection: $dueDate, displayedComponents: .date)
                NavigationLink("Assignee") {
                    AssigneePicker(selection: $assigneeID)
                }
            }
            .navigationTitle("New task")
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") { dismiss() }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Add") {
                        onCreate(ProjectTask(id: UUID(), title: title, assigneeID: assigneeID, dueDate: dueDate, isDone: false))
                        dismiss()
                    }
                    .disabled(title.trimmingCharacters(in: .whitespaces).isEmpty)
                }
            }
        }
    }
}

struct AssigneePicker: View {
    @Binding var selection: Member.ID?
    @Environment(ProjectStore.self) private var store

    var body: some View {
        List(store.members) { member in
            Button {
                selection = member.id
            } label: {
                HStack {
                    Text(member.displayName)
                    Spacer()
                    if selection == member.id { Image(systemName: "checkmark") }
                }
            }
        }
        .navigationTitle("Assignee")
    }
}

struct EditProjectSheet: View {
    @Bindable var project: Project
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            Form {
                TextField("Name", text: $project.name)
                Toggle("Archived", isOn: $project.isArchived)
            }
            .navigationTitle("Edit project")
            .toolbar {
                Button("Done") { dismiss() }
            }
        }
    }
}
