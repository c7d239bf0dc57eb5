import Foundation
import Observation

/// One navigation trail plus the sheet presented over it. Every tab and every
/// presented flow gets its own instance, so popping one never disturbs another.
@Observable
@MainActor
final class Router<Destination: Hashable, Sheet: Hashable & Identifiable> {
    var path: [Destination] = []
    var presentedSheet: Sheet?

    var isAtRoot: Bool { path.isEmpty }

    func push(_ destination: Destination) {
        path.append(destination)
    }

    func pop(_ count: Int = 1) {
        path.removeLast(min(count, path.count))
    }

    func popToRoot() {
        path.removeAll()
    }

    func present(_ sheet: Sheet) {
        presentedSheet = sheet
    }

    func dismissSheet() {
        presentedSheet = nil
    }
}

extension Router where Destination: Codable {
    /// Saved into scene storage when the app goes to the background.
    func encodedPath() throws -> Data {
        try JSONEncoder().encode(path)
    }

    func restorePath(from data: Data) {
        guard let restored = try? JSONDecoder().decode([Destination].self, from: data) else { return }
        path = restored // expect: restore_over_deep_link
    }
}
