import SwiftUI
import MapKit

struct NotebookRootView: View {
    @State private var navigator = NotebookNavigator()
    @SceneStorage("notebook.navigation") private var savedNavigation: Data?
    @State private var didRestore = false

    var body: some View {
        NavigationStack(path: $navigator.path) {
            NotebookListView()
                .navigationDestination(for: NoteRoute.self) { route in
                    switch route {
                    case .notebook(let id):
                        NotebookDetailView(notebookID: id)
                    case .note(let id):
                        NoteDetailView(noteID: id)
                    case .attachment(let noteID, let attachmentID):
                        AttachmentView(noteID: noteID, attachmentID: attachmentID)
                    case .tag(let tag):
                        TaggedNotesView(tag: tag)
                    case .map(let id):
                        NotebookMapView(notebookID: id)
                    }
                }
        }
        .environment(navigator)
        .task {
            guard !didRestore else { return }
            didRestore = true
            if let savedNavigation, AppSettings.current.restoreNavigation {
                navigator.restore(from: savedNavigation)
            } else {
                navigator.migrateLegacyTrail(from: .standard)
            }
        }
        .onChange(of: navigator.path) {
            savedNavigation = navigator.encoded
        }
        // Links in shared notes and the Spotlight widget: `fieldnotes://note/<uuid>`.
        .onOpenURL { url in
            guard url.scheme == "fieldnotes", url.host() == "note",
                  let id = url.pathComponents.dropFirst().first.flatMap(UUID.init(uuidString:)) else { return }
            navigator.path.append(NoteRoute.note(id)) // expect: deep_link_blind_append
        }
    }
}

struct NotebookListView: View {
    @Environment(NoteStore.self) private var store
    @Bindable private var capture = CaptureCoordinator.shared

    var body: some View {
        List(store.notebooks) { notebook in
            NavigationLink(value: NoteRoute.notebook(notebook.id)) {
                Label(notebook.title, systemImage: notebook.symbol)
                    .badge(store.notes(in: notebook.id).count)
            }
        }
        .navigationTitle("Field Notes")
        .toolbar {
            if let first = store.notebooks.first {
                Button("Quick note", systemImage: "square.and.pencil") {
                    capture.begin(.quickNote(notebookID: first.id))
                }
            }
        }
        .sheet(item: $capture.activeCapture) { sheet in
            CaptureFlowView(sheet: sheet)
        }
    }
}

struct NotebookDetailView: View {
    let notebookID: Notebook.ID

    @Environment(NoteStore.self) private var store
    @Environment(NotebookNavigator.self) private var navigator

    var body: some View {
        List(store.notes(in: notebookID)) { note in
            NavigationLink(value: NoteRoute.note(note.id)) {
                VStack(alignment: .leading) {
                    Text(note.title).font(.headline)
                    Text(note.modifiedAt, format: .dateTime.day().month().hour().minute())
                        .font(.caption).foregroundStyle(.secondary)
                }
            }
        }
        .navigationTitle(store.notebook(notebookID)?.title ?? "Notebook")
        .toolbar {
            Button("Map", systemImage: "map") {
                navigator.show(.map(notebookID))
            }
            Button("New note", systemImage: "plus") {
                let note = store.addNote(to: notebookID, title: "Untitled", body: "")
                navigator.show(.note(note.id))
            }
            Menu("More", systemImage: "ellipsis.circle") {
                Button("Delete notebook", systemImage: "trash", role: .destructive) {
                    store.deleteNotebook(notebookID)
                    // This screen is on screen only while its `.notebook` value is on the path.
                    navigator.path.removeLast()
                }
            }
        }
        // iCloud sync can post this twice for one deletion, and again after the user went back.
        .onReceive(NotificationCenter.default.publisher(for: .notebookDeletedRemotely)) { notification in
            guard notification.object as? Notebook.ID == notebookID else { return }
            navigator.path.removeLast() // expect: unguarded_remove_last
        }
    }
}

extension Notification.Name {
    static let notebookDeletedRemotely = Notification.Name("FieldNotes.notebookDeletedRemotely")
}

/// Pushed in notebook windows and in the Inbox window, so it only pushes with links.
struct NoteDetailView: View {
    let noteID: Note.ID

    @Environment(NoteStore.self) private var store

    var body: some View {
        if let note = store.note(noteID) {
            Form {
                Section { Text(note.body) }
                if !note.tags.isEmpty {
                    Section("Tags") {
                        ForEach(note.tags, id: \.self) { tag in
                            NavigationLink("#\(tag)", value: NoteRoute.tag(tag))
                        }
                    }
                }
                Section("Attachments") {
                    ForEach(note.attachments) { attachment in
                        NavigationLink(attachment.fileName, value: NoteRoute.attachment(noteID: note.id, attachmentID: attachment.id))
                    }
                }
            }
            .navigationTitle(note.title)
        } else {
            ContentUnavailableView("Note deleted", systemImage: "trash")
        }
    }
}

struct TaggedNotesView: View {
    let tag: String

    @Environment(NoteStore.self) private var store

    var body: some View {
        List(store.notes(tagged: tag)) { note in
            NavigationLink(note.title, value: NoteRoute.note(note.id))
        }
        .navigationTitle("#\(tag)")
    }
}

struct AttachmentView: View {
    let noteID: Note.ID
    let attachmentID: Attachment.ID

    @Environment(NoteStore.self) private var store

    var body: some View {
        let attachment = store.note(noteID)?.attachments.first { $0.id == attachmentID }
        VStack {
            Image(systemName: attachment?.kind == .audio ? "waveform" : "photo")
                .font(.system(size: 80))
            Text(attachment?.fileName ?? "Missing attachment")
        }
        .navigationTitle("Attachment")
    }
}

struct NotebookMapView: View {
    let notebookID: Notebook.ID

    @Environment(NoteStore.self) private var store
    @Environment(NotebookNavigator.self) private var navigator

    var body: some View {
        Map {
            ForEach(store.notes(in: notebookID)) { note in
                if let coordinate = note.coordinate {
                    Marker(note.title, coordinate: coordinate)
                }
            }
        }
        .navigationTitle("Map")
        .toolbar {
            Button("Notebooks", systemImage: "books.vertical") {
                navigator.back(2)
            }
        }
    }
}
