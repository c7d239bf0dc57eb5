import SwiftUI
import Observation
import OSLog

/// Screens of a notebook window. Identifiers only: the trail is saved with the scene.
enum NoteRoute: Hashable, Codable {
    case notebook(Notebook.ID)
    case note(Note.ID)
    case attachment(noteID: Note.ID, attachmentID: Attachment.ID)
    case tag(String)
    case map(Notebook.ID)
}

private let log = Logger(subsystem: "example.fieldnotes", category: "navigation")

/// Owned by each notebook window (see `NotebookRootView`), so two windows can
/// browse different notebooks side by side.
@Observable
@MainActor
final class NotebookNavigator {
    var path = NavigationPath()

    func show(_ route: NoteRoute) {
        path.append(route)
    }

    func back(_ count: Int = 1) {
        path.removeLast(min(count, path.count))
    }

    func popToRoot() {
        path = NavigationPath()
    }

    /// What goes into `@SceneStorage`. Nil when the path holds something not codable.
    var encoded: Data? {
        guard let representation = path.codable else { return nil }
        return try? JSONEncoder().encode(representation)
    }

    /// Restores the trail saved with the scene. A payload from an older build
    /// that no longer decodes costs the user their place, not their launch.
    func restore(from data: Data) {
        do {
            let representation = try JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: data)
            path = NavigationPath(representation)
        } catch {
            log.error("Dropping saved navigation: \(error.localizedDescription, privacy: .public)")
            path = NavigationPath()
        }
    }

    /// Version 1 kept one typed trail in user defaults for the whole app.
    /// Read it once, then forget it.
    func migrateLegacyTrail(from defaults: UserDefaults) {
        let key = "navigation.trail.v1"
        guard let data = defaults.data(forKey: key) else { return }
        defaults.removeObject(forKey: key)
        let routes = (try? JSONDecoder().decode([NoteRoute].self, from: data)) ?? []
        path = NavigationPath(routes)
    }
}
