@testable import NavLintCore
import Testing

struct TypeFactsTests {
    static let facts = TypeFacts(files: [SourceFile(path: "A.swift", text: """
        protocol Persisted: Codable {}
        typealias Storable = Codable & Hashable
        struct Plain: Hashable { let id: Int }
        struct Encoded: Persisted { let id: Int }
        struct Aliased: Storable { let id: Int }
        struct Extended { let id: Int }
        extension Extended: Codable {}
        struct Record: Identifiable { let id: UUID; var title: String }
        struct Frozen: Identifiable { let id: UUID; let title: String; var computed: String { title } }
        final class Store: ObservableObject {}
        @Observable final class Session {}
        @Model final class Note { var text = "" }
        class Plainly {}
        actor Cache {}
        enum Kind: String { case a }
        typealias NoteID = UUID
        protocol Screen: View {}
        struct Home: Screen { var body: some View { Text("") } }
        """)])

    @Test func codableThroughProtocolsAliasesAndExtensions() {
        let facts = Self.facts
        #expect(!facts.isCodable("Plain"))
        #expect(facts.isCodable("Encoded"))
        #expect(facts.isCodable("Aliased"))
        #expect(facts.isCodable("Extended"))
        #expect(!facts.isCodable("Kind"), "a raw-value enum is Codable only when declared so")
    }

    @Test func aliasesAndProtocolRefinement() {
        #expect(Self.facts.resolve("NoteID") == "UUID")
        #expect(Self.facts.isView("Home"), "conforms to View through a protocol that refines it")
    }

    @Test func directConformancesWithoutSourceProtocolsStillCount() {
        let facts = TypeFacts(files: [SourceFile(path: "A.swift", text: "struct Row: View, Hashable { var body: some View { Text(\"\") } }")])
        #expect(facts.isView("Row"))
        #expect(facts.conforms("Row", to: "Hashable"))
        #expect(!facts.conforms("Row", to: "Codable"))
    }

    @Test func casesAndInitializersAreIndexedAcrossFiles() {
        let facts = TypeFacts(files: [
            SourceFile(path: "A.swift", text: "enum Route { case detail(Item) }\nenum Sheet { case detail(Int), edit }"),
            SourceFile(path: "B.swift", text: "struct Card { init(title: String) {} }\nextension Card { init() { self.init(title: \"\") } }"),
        ])
        #expect(facts.enumsByCase["detail"] == ["Route", "Sheet"])
        #expect(facts.enumsByCase["edit"] == ["Sheet"])
        #expect(facts.enumsByCase["card"] == nil)
        #expect(facts.facts("Card")?.initializers.map(\.function) == [0, 1], "declared and extension initializers, in order")
    }
}

/// A type's properties of one name: the first held inline, the rest in order after it.
struct PropertyMatchesTests {
    @Test func keepsEveryMatchInOrder() {
        var matches = PropertyMatches()
        #expect(matches.isEmpty && matches.first == nil)
        matches.append((file: 3, property: 7))
        #expect(matches.count == 1 && matches[0] == (file: 3, property: 7))
        matches.append((file: 1, property: 2))
        matches.append((file: 5, property: 0))
        #expect(matches.map(\.file) == [3, 1, 5] && matches.map(\.property) == [7, 2, 0])
    }
}

/// A type's properties by name: scanned for a type with few, from a table for a
/// name with many (a `Router` in every module); both in the order the files were read.
struct PropertiesByNameTests {
    @Test func fewAndManyPropertiesAnswerAlike() {
        // Seven modules' `Router` (14 properties in all: a table) and one `Settings` (2: a scan).
        let routers = (0..<7).map { module in
            SourceFile(path: "Module\(module)/Router.swift",
                       text: "final class Router { var path = NavigationPath()\n var sheet: Sheet? }")
        }
        let settings = SourceFile(path: "App/Settings.swift", text: "struct Settings { var path: [Int] = []; let name = \"\" }")
        let sources = routers + [settings]
        for jobs in [1, 3] {
            let facts = TypeFacts(files: sources, jobs: jobs)
            let files = sources.indices.map { FileNavigation(index: $0, source: sources[$0], facts: facts) }
            let router = facts.facts("Router")!
            #expect(router.properties.count >= TypeFacts.Facts.indexedPropertyCount)
            // Indexed when first asked, not while the facts are gathered.
            #expect(!router.hasIndexedProperties)
            #expect(router.properties(named: "path", in: files).map(\.file) == Array(0..<7))
            #expect(router.properties(named: "sheet", in: files).map(\.property) == Array(repeating: 1, count: 7))
            #expect(router.properties(named: "title", in: files).isEmpty)
            #expect(router.hasIndexedProperties)
            let plain = facts.facts("Settings")!
            #expect(plain.properties.count < TypeFacts.Facts.indexedPropertyCount)
            #expect(plain.properties(named: "name", in: files).map { [$0.file, $0.property] } == [[7, 1]])
            #expect(plain.properties(named: "sheet", in: files).isEmpty)
        }
    }
}
