import SwiftUI

@main
struct StudioApp: App {
    @State private var library = ProjectLibrary()

    var body: some Scene {
        WindowGroup {
            StudioRoot()
                .environment(library)
        }
        #if os(macOS)
        Settings {
            // On the Mac, settings live in their own window and bring their own stack.
            SettingsArea(presentation: .window)
        }
        #endif
    }
}

struct StudioRoot: View {
    @Environment(ProjectLibrary.self) private var library
    @State private var path: [StudioRoute] = []

    var body: some View {
        NavigationStack(path: $path) {
            ProjectGrid(projects: library.projects)
                .navigationTitle("Studio")
                .navigationDestination(for: StudioRoute.self) { route in
                    switch route {
                    case .project(let id):
                        ProjectScreen(projectID: id)
                    case .export(let id):
                        ExportScreen(projectID: id)
                    }
                }
                .toolbar {
                    #if os(iOS)
                    // On iPhone and iPad, settings are pushed onto this stack: no stack of their own.
                    ToolbarItem(placement: .topBarTrailing) {
                        NavigationLink { // expect: destination_closure_link
                            SettingsArea(presentation: .pushed)
                        } label: {
                            Image(systemName: "gear")
                        }
                    }
                    #endif
                }
        }
        // `studio://project/<id>` from the share extension and Spotlight opens the project on top of
        // whatever is showing, settings screens included.
        .onOpenURL { url in
            guard url.host() == "project", let id = UUID(uuidString: url.lastPathComponent) else { return }
            path.append(.project(id)) // expect: deep_link_blind_append
        }
    }
}
