import SwiftUI
import Observation

/// The Inbox window: notes captured in the field that still need a notebook
/// and tags. Its trail is kept in user defaults between launches.
@Observable
@MainActor
final class InboxRouter {
    var path: [NoteRoute] = [] {
        didSet { persist() }
    }

    private let defaults: UserDefaults
    private let storageKey = "inbox.path"

    init(defaults: UserDefaults = .standard) {
        self.defaults = defaults
    }

    func restore() {
        guard let data = defaults.data(forKey: storageKey) else { return }
        path = try! JSONDecoder().decode([NoteRoute].self, from: data) // expect: force_decoded_path
    }

    func finishTriage() {
        if !path.isEmpty {
            path.removeLast()
        }
    }

    private func persist() {
        if let data = try? JSONEncoder().encode(path) {
            defaults.set(data, forKey: storageKey) // expect: app_wide_path_storage
        }
    }
}

/// Each Inbox window owns its router; they all persist under the same key.
struct InboxView: View {
    @State private var router = InboxRouter()

    @Environment(NoteStore.self) private var store

    var body: some View {
        NavigationStack(path: $router.path) {
            InboxList()
                .navigationDestination(for: NoteRoute.self) { route in
                    switch route {
                    case .note(let id):
                        NoteDetailView(noteID: id)
                            .toolbar {
                                Button("Done", systemImage: "checkmark.circle") {
                                    store.markTriaged(id)
                                    router.finishTriage()
                                }
                            }
                    case .tag(let tag):
                        TaggedNotesView(tag: tag)
                    case .attachment(let noteID, let attachmentID):
                        AttachmentView(noteID: noteID, attachmentID: attachmentID)
                    case .notebook, .map:
                        ContentUnavailableView("Open notebooks in the main window", systemImage: "books.vertical")
                    }
                }
        }
        .task { router.restore() }
        // `fieldnotes://inbox/<uuid>` from the capture notification. Opening the
        // same note twice must not stack it twice.
        .onOpenURL { url in
            guard url.scheme == "fieldnotes", url.host() == "inbox",
                  let id = url.pathComponents.dropFirst().first.flatMap(UUID.init(uuidString:)) else { return }
            if router.path.isEmpty {
                router.path.append(.note(id))
            } else if router.path.last != .note(id) {
                router.path = [.note(id)]
            }
        }
    }
}

private struct InboxList: View {
    @Environment(NoteStore.self) private var store

    var body: some View {
        List(store.untriaged) { note in
            NavigationLink(value: NoteRoute.note(note.id)) {
                HStack {
                    Text(note.title)
                    Spacer()
                    if !note.attachments.isEmpty {
                        Image(systemName: "paperclip").foregroundStyle(.secondary)
                    }
                }
            }
        }
        .navigationTitle("Inbox")
        .overlay {
            if store.untriaged.isEmpty {
                ContentUnavailableView("All caught up", systemImage: "tray")
            }
        }
    }
}

#Preview("Inbox, one note open") {
    let router = InboxRouter(defaults: UserDefaults(suiteName: "preview")!)
    router.path = [.note(UUID())]
    return InboxView(router: router)
        .environment(NoteStore(directory: .temporaryDirectory))
}
