import SwiftUI

/// A reading-list app written for iOS 14 and never migrated (it still ships to
/// iOS 15, see Package.swift, and `.navlint.json` turns on the opt-in
/// `navigation_view_deprecated` while it migrates): every screen
/// still nests its trail in NavigationView.
@main
struct LibraryApp: App {
    @StateObject private var shelf = ShelfStore()

    var body: some Scene {
        WindowGroup {
            NavigationView { // expect: navigation_view_deprecated
                ShelfView()
                    .environmentObject(shelf)
                WelcomePlaceholder()
            }
        }
    }
}

struct WelcomePlaceholder: View {
    var body: some View {
        Text("Pick a book from the shelf")
            .foregroundStyle(.secondary)
    }
}
