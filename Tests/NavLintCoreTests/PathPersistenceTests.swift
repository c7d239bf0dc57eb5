import NavLintCore
import Testing

/// Where a project saves or restores a path: what `route_not_codable` and
/// `model_as_route` need before calling a route's encoding a hazard.
struct PathPersistenceTests {
    func savedPathCount(_ save: String) -> Int {
        let source = """
            struct Notebook: View {
                @SceneStorage("path") private var saved: Data?
                @State private var path = NavigationPath()
                var body: some View {
                    NavigationStack(path: $path) { NoteList() }
                        \(save)
                }
            }
            """
        return navigationModel([("A.swift", source)]).pathPersistence.savedPaths.count
    }

    @Test func savesAreFoundThroughTheWatchedValue() {
        #expect(savedPathCount(".onChange(of: path) { saved = try? JSONEncoder().encode(path.codable) }") == 1)
        #expect(savedPathCount(".onChange(of: path) { _, new in saved = try? JSONEncoder().encode(new.codable) }") == 1,
                "the closure's parameter is the watched path")
        #expect(savedPathCount(".onChange(of: path) { new in saved = try? JSONEncoder().encode(new.codable) }") == 1)
        #expect(savedPathCount(".onChange(of: saved) { _, new in print(new) }") == 0)
        #expect(savedPathCount(".onAppear { print(path.count) }") == 0)
    }
}
