import SwiftUI

/// Field Notes: notebooks of observations taken outdoors, with photos and
/// locations. The main window and the Inbox window each restore where the user was;
/// the Tags window browses notes by tag.
@main
struct FieldNotesApp: App {
    @State private var store = NoteStore.shared

    var body: some Scene {
        WindowGroup {
            NotebookRootView()
                .environment(store)
        }

        WindowGroup("Inbox", id: "inbox") {
            InboxView()
                .environment(store)
        }

        WindowGroup("Tags", id: "tags") {
            TagSidebar()
        }
    }
}
