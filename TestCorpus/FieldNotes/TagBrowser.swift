import SwiftUI
import Observation

/// Browsing notes by tag: a small trail of its own, beside the archive toggle.
@Observable
@MainActor
final class TagTrail {
    var path: [String] = []
}

struct TagBrowser: View {
    // Created anew, with an empty trail, whenever the sidebar re-renders (the toggle below).
    let trail = TagTrail() // expect: unowned_router

    var body: some View {
        @Bindable var trail = trail
        NavigationStack(path: $trail.path) {
            List(["field", "birds", "weather"], id: \.self) { tag in
                NavigationLink(tag, value: tag)
            }
            .navigationDestination(for: String.self) { tag in Text("Notes tagged \(tag)") }
        }
    }
}

struct TagSidebar: View {
    @State private var showsArchived = false

    var body: some View {
        VStack {
            Toggle("Show archived notes", isOn: $showsArchived)
            TagBrowser()
        }
    }
}
