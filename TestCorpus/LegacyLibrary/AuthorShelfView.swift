import SwiftUI

struct AuthorShelfView: View {
    let author: String

    var body: some View {
        List {
            Section("By \(author)") {
                Text("Loading…")
            }
        }
        .navigationViewStyle(.stack)
    }
}

/// Wraps any screen for the iPad split layout; the wrapped type still names
/// the deprecated container.
struct SplitShell<Detail: View>: View {
    let container: SwiftUI.NavigationView<Detail> // expect: navigation_view_deprecated

    var body: some View { container }
}

/**
 A doc comment about NavigationView { } is prose, not code.
 */
enum ShelfLayout {
    case list, grid
}
