import NavLintCore
import Testing

struct BaselineTests {
    static let source = """
        struct A: View {
            var body: some View { NavigationView { Text("a") } }
        }
        struct B: View {
            var body: some View { NavigationView { Text("a") } }
        }
        """

    @Test func survivesEditsAboveAndCatchesNewFindings() throws {
        let before = lint([("A.swift", Self.source)])
        #expect(before.count == 2)
        let baseline = try Baseline.decode(Array(Baseline(findings: before).encoded().utf8), path: "b.json")
        let shifted = "// a new header\n// and another line\n" + Self.source
        #expect(baseline.filter(lint([("A.swift", shifted)])).isEmpty, "line shifts do not resurface findings")
        let added = Self.source + "\nstruct C: View {\n    var body: some View { NavigationView { Text(\"a\") } }\n}\n"
        let fresh = baseline.filter(lint([("A.swift", added)]))
        #expect(fresh.map(\.line) == [8], "a third identical line is a new occurrence")
    }

    @Test func encodingIsStableAndRejectsOtherFormats() throws {
        let findings = lint([("A.swift", Self.source)])
        #expect(Baseline(findings: findings).encoded() == Baseline(findings: findings.reversed().sorted(by: Finding.reportOrder)).encoded())
        #expect(throws: Baseline.FormatError.self) { try Baseline.decode(Array("{\"version\": 9, \"findings\": []}".utf8), path: "b") }
        #expect(throws: Baseline.FormatError.self) { try Baseline.decode(Array("[]".utf8), path: "b") }
        #expect(throws: Baseline.FormatError.self) { try Baseline.decode(Array("{".utf8), path: "b") }
    }
}
