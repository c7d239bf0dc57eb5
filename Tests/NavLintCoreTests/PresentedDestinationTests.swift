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

    /// V2er's `AuthorInfoView` shows its own destination only when no `onNavigate` callback was
    /// given, and its one construction gives one: the item is never set (a blind-triaged false positive).
    static func card(construction: String, initializer: String = "") -> String {
        """
        struct Card: View {
            var onNavigate: ((Chapter) -> Void)? = nil
            @State private var opened: Chapter?
            \(initializer)
            var body: some View {
                Button("Open") { open(.first) }
                    .navigationDestination(item: $opened) { _ in Appendix() }
            }
            private func open(_ chapter: Chapter) {
                if let onNavigate {
                    onNavigate(chapter)
                } else {
                    opened = chapter
                }
            }
        }
        struct Appendix: View {
            var body: some View { NavigationLink("First chapter", value: Chapter.first) }
        }
        struct Feed: View {
            @State private var path: [Chapter] = []
            var body: some View {
                NavigationStack(path: $path) {
                    \(construction)
                        .navigationDestination(for: Chapter.self) { ChapterScreen(chapter: $0) }
                }
            }
        }
        """
    }

    @Test func anItemSetOnlyWithoutACallbackEveryCallerGivesNeverShows() {
        #expect(findings(Self.card(construction: "Card(onNavigate: { path.append($0) })")).isEmpty)
        let copied = "init(onNavigate: ((Chapter) -> Void)? = nil) { self.onNavigate = onNavigate }"
        #expect(findings(Self.card(construction: "Card(onNavigate: { path.append($0) })", initializer: copied)).isEmpty,
                "an initializer that copies the parameter sets it to what the caller passes")
        #expect(findings(Self.card(construction: "Card()")) == ["Reader.swift:7"], "no callback: the item is set")
        #expect(findings(Self.card(construction: "Card(onNavigate: nil)")) == ["Reader.swift:7"])
        #expect(findings(Self.card(construction: "VStack { Card(onNavigate: { path.append($0) }); Card() }")) == ["Reader.swift:7"],
                "one construction without it is enough")
        let reassigned = "init() { onNavigate = nil }"
        #expect(findings(Self.card(construction: "Card(onNavigate: { path.append($0) })", initializer: reassigned))
                == ["Reader.swift:7"], "set elsewhere than from the caller")
    }
}
