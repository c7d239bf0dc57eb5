import Foundation
import Observation
import CoreLocation

struct Notebook: Identifiable, Hashable, Codable {
    let id: UUID
    var title: String
    var symbol: String
    var createdAt: Date
}

struct Note: Identifiable, Hashable, Codable {
    let id: UUID
    var notebookID: Notebook.ID
    var title: String
    var body: String
    var tags: [String]
    var latitude: Double?
    var longitude: Double?
    var attachments: [Attachment]
    var transect: Transect?
    var modifiedAt: Date
    var isTriaged: Bool

    var coordinate: CLLocationCoordinate2D? {
        guard let latitude, let longitude else { return nil }
        return CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
    }
}

/// A survey line walked with the phone, one waypoint per tap on "Mark".
struct Transect: Hashable, Codable {
    struct Waypoint: Hashable, Codable {
        var latitude: Double
        var longitude: Double
        var recordedAt: Date
    }

    var path: [Waypoint] = []

    var lengthInMeters: Double {
        zip(path, path.dropFirst()).reduce(0) { total, leg in
            let from = CLLocation(latitude: leg.0.latitude, longitude: leg.0.longitude)
            let to = CLLocation(latitude: leg.1.latitude, longitude: leg.1.longitude)
            return total + from.distance(from: to)
        }
    }

    mutating func mark(_ location: CLLocation) {
        path.append(Waypoint(latitude: location.coordinate.latitude, longitude: location.coordinate.longitude,
                             recordedAt: location.timestamp))
    }

    /// "Undo mark". A survey line always starts from the waypoint laid when recording began,
    /// and the button is hidden until there is a second one.
    mutating func undoLastMark() {
        path.removeLast()
    }
}

struct Attachment: Identifiable, Hashable, Codable {
    enum Kind: String, Codable { case photo, audio, sketch }
    let id: UUID
    var kind: Kind
    var fileName: String
}

/// The notes on disk. Shared by every window on purpose: two windows editing
/// the same notebook must see the same notes. It holds no navigation state.
@Observable
@MainActor
final class NoteStore {
    static let shared = NoteStore(directory: .documentsDirectory.appending(path: "Notes"))

    private(set) var notebooks: [Notebook] = []
    private(set) var notes: [Note] = []
    private let directory: URL

    init(directory: URL) {
        self.directory = directory
        load()
        if notebooks.isEmpty { seedFromBundle() }
    }

    func notebook(_ id: Notebook.ID) -> Notebook? { notebooks.first { $0.id == id } }
    func note(_ id: Note.ID) -> Note? { notes.first { $0.id == id } }

    func notes(in notebookID: Notebook.ID) -> [Note] {
        notes.filter { $0.notebookID == notebookID }.sorted { $0.modifiedAt > $1.modifiedAt }
    }

    func notes(tagged tag: String) -> [Note] {
        notes.filter { $0.tags.contains(tag) }
    }

    var untriaged: [Note] { notes.filter { !$0.isTriaged } }

    @discardableResult
    func addNote(to notebookID: Notebook.ID, title: String, body: String) -> Note {
        let note = Note(id: UUID(), notebookID: notebookID, title: title, body: body, tags: [],
                        latitude: nil, longitude: nil, attachments: [], transect: nil, modifiedAt: .now, isTriaged: false)
        notes.append(note)
        save()
        return note
    }

    func markTriaged(_ id: Note.ID) {
        guard let index = notes.firstIndex(where: { $0.id == id }) else { return }
        notes[index].isTriaged = true
        save()
    }

    func deleteNotebook(_ id: Notebook.ID) {
        notebooks.removeAll { $0.id == id }
        notes.removeAll { $0.notebookID == id }
        save()
    }

    /// First launch: the "Birds" and "Trees" sample notebooks shipped in the bundle.
    private func seedFromBundle() {
        guard let url = Bundle.main.url(forResource: "SampleNotebooks", withExtension: "json") else { return }
        notebooks = try! JSONDecoder().decode([Notebook].self, from: Data(contentsOf: url))
    }

    private func load() {
        let decoder = JSONDecoder()
        if let data = try? Data(contentsOf: directory.appending(path: "notebooks.json")) {
            notebooks = (try? decoder.decode([Notebook].self, from: data)) ?? []
        }
        if let data = try? Data(contentsOf: directory.appending(path: "notes.json")) {
            notes = (try? decoder.decode([Note].self, from: data)) ?? []
        }
    }

    private func save() {
        let encoder = JSONEncoder()
        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try? encoder.encode(notebooks).write(to: directory.appending(path: "notebooks.json"))
        try? encoder.encode(notes).write(to: directory.appending(path: "notes.json"))
    }
}

/// Defaults shipped in the bundle, overridden by the user's choices.
/// The bundled file is part of the build, so failing to read it is a packaging bug.
struct AppSettings: Codable {
    var defaultNotebookTitle: String
    var attachPhotoLocation: Bool
    var inboxBadgeLimit: Int
    var restoreNavigation: Bool

    static let current: AppSettings = {
        let url = Bundle.main.url(forResource: "DefaultSettings", withExtension: "json")!
        let bundled = try! Data(contentsOf: url)
        var settings = try! JSONDecoder().decode(AppSettings.self, from: bundled)
        if let saved = UserDefaults.standard.dictionary(forKey: "settings.overrides") {
            settings.apply(overrides: saved)
        }
        return settings
    }()

    mutating func apply(overrides: [String: Any]) {
        if let title = overrides["defaultNotebookTitle"] as? String { defaultNotebookTitle = title }
        if let attach = overrides["attachPhotoLocation"] as? Bool { attachPhotoLocation = attach }
        if let limit = overrides["inboxBadgeLimit"] as? Int { inboxBadgeLimit = limit }
        if let restore = overrides["restoreNavigation"] as? Bool { restoreNavigation = restore }
    }
}
