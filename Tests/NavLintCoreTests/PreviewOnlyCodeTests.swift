import NavLintCore
import Testing

/// Which top-level code only previews and tests reach.
struct PreviewOnlyCodeTests {
    @Test func helpersReadOnlyByPreviewsAndTestsArePreviewOnly() {
        let model = navigationModel([
            ("App.swift", """
                @main struct ShelfApp: App {
                    var body: some Scene { WindowGroup { Shelf() } }
                }
                struct Shelf: View {
                    var body: some View { List { BookRow(title: "Dune") } }
                }
                struct BookRow: View {
                    let title: String
                    var body: some View { Text(title) }
                }
                struct Orphan: View {
                    var body: some View { Text("never shown, never read") }
                }
                """),
            ("PreviewSupport.swift", """
                #if DEBUG
                let previewTitles = ["Dune", "Emma"]
                func makePreviewShelf() -> some View { PreviewHost { Shelf() } }
                struct PreviewHost<Content: View>: View {
                    @ViewBuilder let content: () -> Content
                    var body: some View { NavigationView { content() }.onAppear { _ = previewTitles } }
                }
                #endif
                #Preview { makePreviewShelf() }
                """),
            ("ShelfTests/ShelfTests.swift", """
                import XCTest
                final class ShelfTests: XCTestCase {
                    func testTitles() { XCTAssertEqual(previewTitles.count, 2) }
                }
                """),
        ])
        #expect(model.previewOnly.names == ["makePreviewShelf", "PreviewHost", "previewTitles"])
    }

    /// Zeitgeist's shape: the app reads its `ContentView`, which reads the app's
    /// version back, so both are read and neither by code that ships unless the
    /// app counts as an entry point. A harness only a preview builds stays out.
    @Test func anAppReadBackByItsOwnViewsStillShips() {
        let model = navigationModel([
            ("App.swift", """
                @main struct NotesApp: App {
                    static let majorVersion = "3"
                    var body: some Scene { WindowGroup { ContentView() } }
                }
                struct ContentView: View {
                    var body: some View { NavigationStack { NoteList(version: NotesApp.majorVersion) } }
                }
                struct NoteList: View {
                    let version: String
                    var body: some View { Text(version) }
                }
                """),
            ("Harness.swift", """
                struct NoteListHarness: View {
                    var body: some View { NavigationStack { NoteList(version: "preview") } }
                }
                #Preview { NoteListHarness() }
                """),
            ("Library.swift", """
                public struct SharedBadge: View {
                    public var body: some View { Text("badge") }
                }
                #Preview { SharedBadge() }
                """),
        ])
        #expect(model.previewOnly.names == ["NoteListHarness"])
    }

    /// Only a shared router's candidates and the opt-in `NavigationView` rule read
    /// the answer: a model with neither reader works nothing out, even where files
    /// call `NavigationView` and previews abound (a pass over every identifier).
    @Test func isWorkedOutOnlyWhenSomethingAsks() {
        let model = navigationModel([
            ("App.swift", """
                @main struct NotesApp: App {
                    var body: some Scene { WindowGroup { NavigationView { NoteList() } } }
                }
                struct NoteList: View {
                    var body: some View { Text("notes") }
                }
                struct PreviewHost<Content: View>: View {
                    @ViewBuilder let content: () -> Content
                    var body: some View { NavigationView { content() } }
                }
                #Preview { PreviewHost { NoteList() } }
                """),
        ])
        #expect(!model.previewOnlyCode.isWorkedOut)
        #expect(model.previewOnly.names == ["PreviewHost"])
        #expect(model.previewOnlyCode.isWorkedOut)
    }

    /// The nested-stack verdicts ask only of a trail that has a stack to report:
    /// a `NavigationView` with its bar hidden and nothing pushing inside it nests
    /// nothing, so its trail needs no answer and the project pays for none.
    @Test func aBarHiddenStackWithNoPushWorksNothingOut() {
        let model = navigationModel([
            ("App.swift", """
                @main struct NotesApp: App {
                    var body: some Scene { WindowGroup { NavigationStack { Shell() } } }
                }
                struct Shell: View {
                    var body: some View {
                        NavigationView { Text("notes").navigationBarHidden(true) }
                    }
                }
                #Preview { Shell() }
                """),
        ])
        #expect(model.nestedStacks.isEmpty)
        #expect(!model.previewOnlyCode.isWorkedOut)
    }

    @Test func aHelperShippingCodeAlsoReadsShips() {
        let model = navigationModel([
            ("A.swift", """
                func chrome<Content: View>(_ content: Content) -> some View { NavigationStack { content } }
                struct Root: View { var body: some View { chrome(Text("Home")) } }
                #Preview { chrome(Text("Preview")) }
                """),
        ])
        #expect(model.previewOnly.names.isEmpty)
    }
}
