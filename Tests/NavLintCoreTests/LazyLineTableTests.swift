@testable import NavLintCore
import SwiftScanner
import Testing

/// A file's line breaks are found only when a location in it is asked for: a
/// lint finds the lines of the files with findings or `navlint:` comments, and
/// of no other, and the locations are those of a table made up front.
@Suite struct LazyLineTableTests {
    let clean = """
        struct Home: View {
            var body: some View { NavigationStack { Text("home") } }
        }
        """
    /// `nested_navigation_stack`'s first wrong example, reported where its `↓` marks.
    let nested = exampleFiles(NestedNavigationStack.triggeringExamples[0].code)[0]
    let commented = """
        // navlint:disable nested_navigation_stack
        struct Other: View { var body: some View { Text("other") } }
        """

    @Test func onlyFilesWithFindingsOrCommandsWorkOutTheirLines() {
        let files = [("Home.swift", clean), ("Detail.swift", nested.source), ("Other.swift", commented)]
            .map { SourceFile(path: $0.0, text: $0.1) }
        #expect(files.allSatisfy { !$0.hasWorkedOutLines })
        let findings = Linter(rules: RuleRegistry.all).lint(ProjectIndex(files: files))
        let marker = nested.markers[0]
        #expect(findings.contains { $0.file == "Detail.swift" && $0.line == marker.line && $0.column == marker.column })
        #expect(files.map(\.hasWorkedOutLines) == [false, true, true])
    }

    @Test func locationsAreThoseOfATableMadeUpFront() {
        for text in [clean, nested.source, commented, "", "a\r\nb\rc\n\nd", "x\n"] {
            let file = SourceFile(path: "F.swift", text: text)
            let upFront = LineTable(Array(text.utf8))
            for offset in 0...text.utf8.count {
                #expect(file.location(ofOffset: offset) == upFront.location(of: offset), "\(offset) in \(text.debugDescription)")
            }
        }
    }
}
