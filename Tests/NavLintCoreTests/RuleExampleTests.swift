import NavLintCore
import Testing

/// Every rule's own examples are its first tests: a triggering example is
/// reported exactly at its `↓` markers, a non-triggering one not at all.
struct RuleExampleTests {
    static let rules: [String] = RuleRegistry.all.map(\.description.id)

    @Test(arguments: rules)
    func triggeringExamplesAreReportedAtTheirMarkers(_ id: String) throws {
        let rule = try #require(RuleRegistry.rule(id: id))
        #expect(!rule.description.triggeringExamples.isEmpty, "a rule needs triggering examples")
        for example in rule.description.triggeringExamples {
            let files = exampleFiles(example)
            let expected = files.flatMap(\.markers).sorted()
            #expect(!expected.isEmpty, "triggering example without a ↓ marker:\n\(example)")
            // Every rule runs, as in real use; only this rule's findings count here.
            let found = lint(files.map { ($0.name, $0.source) }).filter { $0.ruleID == id }
                .map { Marker(file: $0.file, line: $0.line, column: $0.column) }.sorted()
            #expect(found == expected, "\(id) on:\n\(example)")
        }
    }

    @Test(arguments: rules)
    func nonTriggeringExamplesAreSilent(_ id: String) throws {
        let rule = try #require(RuleRegistry.rule(id: id))
        #expect(!rule.description.nonTriggeringExamples.isEmpty, "a rule needs non-triggering examples")
        for example in rule.description.nonTriggeringExamples {
            let files = exampleFiles(example)
            #expect(files.allSatisfy { $0.markers.isEmpty }, "non-triggering example with a ↓ marker")
            let found = lint(files.map { ($0.name, $0.source) }).filter { $0.ruleID == id }
            #expect(found.isEmpty, "\(id) reported \(found.map { "\($0.line):\($0.column)" }) on:\n\(example)")
        }
    }

    @Test(arguments: rules)
    func descriptionIsComplete(_ id: String) throws {
        let description = try #require(RuleRegistry.rule(id: id)).description
        #expect(description.id.allSatisfy { $0.isLowercase || $0 == "_" })
        #expect(!description.name.isEmpty && !description.summary.isEmpty)
        #expect(description.rationale.count > 100, "the rationale should say why, and why this severity")
        #expect(description.fix.count > 40)
    }

    @Test func ruleIDsAreUnique() {
        #expect(Set(Self.rules).count == Self.rules.count)
    }
}
