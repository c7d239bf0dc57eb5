import SwiftUI
import Observation
import PhotosUI

/// A capture in progress, presented as a sheet over the notebook list.
enum CaptureSheet: Identifiable {
    case quickNote(notebookID: Notebook.ID)
    case photo(notebookID: Notebook.ID)

    var id: String {
        switch self {
        case .quickNote(let notebookID): "note-\(notebookID)"
        case .photo(let notebookID): "photo-\(notebookID)"
        }
    }

    var notebookID: Notebook.ID {
        switch self {
        case .quickNote(let id), .photo(let id): id
        }
    }
}

/// Started from the toolbar, the Action button and the Lock Screen control,
/// all of which reach it through `shared`.
@Observable
@MainActor
final class CaptureCoordinator {
    static let shared = CaptureCoordinator() // expect: global_router_singleton

    var activeCapture: CaptureSheet?
    private(set) var lastSavedNoteID: Note.ID?

    func begin(_ capture: CaptureSheet) {
        activeCapture = capture
    }

    func finish(saving noteID: Note.ID?) {
        lastSavedNoteID = noteID
        activeCapture = nil
    }
}

/// Steps inside the capture sheet, on the sheet's own stack.
enum CaptureStep: Hashable, Codable {
    case location
    case review
}

struct CaptureFlowView: View {
    let sheet: CaptureSheet

    @Environment(NoteStore.self) private var store
    @State private var steps: [CaptureStep] = []
    @State private var title = ""
    @State private var text = ""
    @State private var attachLocation = AppSettings.current.attachPhotoLocation
    @State private var photo: PhotosPickerItem?

    var body: some View {
        NavigationStack(path: $steps) {
            Form {
                TextField("Title", text: $title)
                TextField("What did you see?", text: $text, axis: .vertical)
                    .lineLimit(4...10)
                if case .photo = sheet {
                    PhotosPicker("Choose photo", selection: $photo, matching: .images)
                }
            }
            .navigationTitle("New note")
            .navigationDestination(for: CaptureStep.self) { step in
                switch step {
                case .location:
                    Form {
                        Toggle("Attach current location", isOn: $attachLocation)
                        Button("Continue") { steps.append(.review) }
                    }
                    .navigationTitle("Location")
                case .review:
                    Form {
                        LabeledContent("Title", value: title.isEmpty ? "Untitled" : title)
                        LabeledContent("Notebook", value: store.notebook(sheet.notebookID)?.title ?? "")
                        Button("Change location") { goBack() }
                        Button("Save", action: save)
                    }
                    .navigationTitle("Review")
                }
            }
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") { CaptureCoordinator.shared.finish(saving: nil) }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Next") { steps.append(.location) }
                        .disabled(title.isEmpty && text.isEmpty)
                }
            }
        }
    }

    private func goBack() {
        guard steps.count > 0 else { return }
        steps.removeLast()
    }

    private func save() {
        let note = store.addNote(to: sheet.notebookID, title: title.isEmpty ? "Untitled" : title, body: text)
        CaptureCoordinator.shared.finish(saving: note.id)
    }
}
