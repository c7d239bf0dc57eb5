import NavLintCore
import Testing

/// A handler's `path.append` breaks a closure-pushed screen only if the value it
/// appends can be shown while that screen is on top: its type registered under
/// the same root as the screen, not only under another branch of the root's
/// `switch selection`.
struct PathWriteLandingTests {
    func closureLinks(_ source: String) -> [String] {
        lint([("Library.swift", source)]).filter { $0.ruleID == "destination_closure_link" }.map { "\($0.file):\($0.line)" }
    }

    /// A split view whose detail stack shows Files or Settings by the sidebar's
    /// selection; an import notification appends a file id to the stack's path.
    static func library(registeredAtRoot: Bool = false, typedAppend: Bool = true) -> String {
        let rootRegistration = registeredAtRoot ? ".navigationDestination(for: UUID.self) { FileDetail(id: $0) }" : ""
        let filesRegistration = registeredAtRoot ? "" : ".navigationDestination(for: UUID.self) { FileDetail(id: $0) }"
        let binding = typedAppend ? "guard let fileID = notification.userInfo?[\"id\"] as? UUID else { return }"
            : "let fileID = notification.object"
        return """
            enum Section: Hashable { case files, settings }
            struct LibraryView: View {
                @State private var selection: Section? = .files
                @State private var path = NavigationPath()
                private let imported = NotificationCenter.default.publisher(for: .fileImported)
                var body: some View {
                    NavigationSplitView {
                        List(selection: $selection) { Text("Files").tag(Section.files) }
                    } detail: {
                        NavigationStack(path: $path) {
                            Group {
                                switch selection {
                                case .files: FilesView()
                                case .settings: SettingsView()
                                case nil: EmptyView()
                                }
                            }
                            \(rootRegistration)
                        }
                    }
                    .onReceive(imported) { notification in
                        \(binding)
                        path.append(fileID)
                    }
                }
            }
            struct FilesView: View {
                var body: some View {
                    List(files) { file in NavigationLink(file.name, value: file.id) }
                        \(filesRegistration)
                }
            }
            struct SettingsView: View {
                var body: some View {
                    Form { NavigationLink("About") { AboutView() } }
                }
            }
            """
    }

    @Test func anAppendShownOnlyUnderAnotherRootDoesNotLandAboveTheScreen() {
        // The import notification appends a file id, which only the Files root can show:
        // while About (pushed from the Settings root) is on top, Files is not the root.
        #expect(closureLinks(Self.library()).isEmpty)
    }

    @Test func anAppendTheScreensRootCanShowIsReported() {
        #expect(closureLinks(Self.library(registeredAtRoot: true)) == ["Library.swift:35"])
    }

    @Test func anAppendOfAValueOfUnknownTypeStillLandsAnywhere() {
        #expect(closureLinks(Self.library(typedAppend: false)) == ["Library.swift:35"])
    }
}
