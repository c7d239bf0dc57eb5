import Foundation
import NavLintCore
import Testing

/// A destination presented by state breaks only when a value push can land on
/// top of its screen: a value link on that screen or on one pushed from it.
/// Sheets, nested stacks and the presenting screen's own links do not count.
struct PresentedDestinationTests {
    func findings(_ source: String, rule: String = "presented_destination_on_value_stack") -> [String] {
        lint([("Reader.swift", source)]).filter { $0.ruleID == rule }.map { "\($0.file):\($0.line)" }
    }

    /// A reader whose `navigationDestination(isPresented:)` shows `screen`.
    static func reader(_ screen: String) -> String {
        """
        struct Reader: View {
            @State private var path: [Chapter] = []
            @State private var showsContents = false
            var body: some View {
                NavigationStack(path: $path) {
                    Button("Contents") { showsContents = true }
                        .navigationDestination(for: Chapter.self) { ChapterScreen(chapter: $0) }
                        .navigationDestination(isPresented: $showsContents) {
                            Contents()
                        }
                }
            }
        }
        struct Contents: View {
            var body: some View {
                \(screen)
            }
        }
        """
    }

    @Test func aValueLinkOnAScreenPushedFromItReportsItAndTheClosureLink() {
        let source = Self.reader("""
            NavigationLink("Appendix") { Appendix() }
                }
            }
            struct Appendix: View {
                var body: some View {
                    NavigationLink("First chapter", value: Chapter.first)
            """)
        #expect(findings(source) == ["Reader.swift:8"])
        #expect(findings(source, rule: "destination_closure_link") == ["Reader.swift:16"])
    }

    @Test func aValueLinkInASheetOrANestedStackDoesNotLandOnIt() {
        let inSheet = Self.reader("""
            Button("Search") { }
                .sheet(isPresented: .constant(true)) {
                    NavigationLink("First chapter", value: Chapter.first)
                }
            """)
        #expect(findings(inSheet).isEmpty)
        let inNestedStack = Self.reader("""
            NavigationStack { NavigationLink("First chapter", value: Chapter.first) }
            """)
        #expect(findings(inNestedStack).isEmpty)
    }

    @Test func anItemDestinationIsJudgedLikeAFlag() {
        let source = """
            struct Reader: View {
                @State private var note: Note?
                var body: some View {
                    NavigationStack {
                        NoteList(selection: $note)
                            .navigationDestination(for: Chapter.self) { ChapterScreen(chapter: $0) }
                            .navigationDestination(item: $note) { note in
                                NavigationLink("Open chapter", value: note.chapter)
                            }
                    }
                }
            }
            """
        #expect(findings(source) == ["Reader.swift:7"])
    }

    @Test func aValueDestinationIsNeverReported() {
        let source = """
            struct Reader: View {
                var body: some View {
                    NavigationStack {
                        List(Chapter.all) { NavigationLink($0.title, value: $0) }
                            .navigationDestination(for: Chapter.self) { chapter in
                                NavigationLink("Next", value: chapter.next)
                            }
                    }
                }
            }
            """
        #expect(findings(source).isEmpty)
    }

    /// A flag nothing sets never shows the destination: only its declaration and the binding name it.
    @Test func aFlagNothingSetsNeverShowsItsScreen() {
        let set = Self.reader("NavigationLink(\"First chapter\", value: Chapter.first)")
        #expect(findings(set) == ["Reader.swift:8"])
        let neverSet = set.replacingOccurrences(of: "Button(\"Contents\") { showsContents = true }", with: "Text(\"Reader\")")
        #expect(findings(neverSet).isEmpty)
        let handedOn = neverSet.replacingOccurrences(of: "Text(\"Reader\")", with: "ContentsToggle(isOn: $showsContents)")
        #expect(findings(handedOn) == ["Reader.swift:8"], "a view handed the binding can set it")
        let internalFlag = neverSet.replacingOccurrences(of: "@State private var showsContents", with: "@State var showsContents")
        #expect(findings(internalFlag) == ["Reader.swift:8"], "another file's code can set an internal flag")
    }
}
