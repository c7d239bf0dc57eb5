import Foundation
import NavLintCore
import Testing

/// Every rule's own examples are its first tests: a triggering example is
/// reported exactly at its `↓` markers, a non-triggering one not at all.
struct RuleExampleTests {
    static let rules: [String] = RuleRegistry.all.map(\.description.id)

    @Test(arguments: rules)
    func triggeringExamplesAreReportedAtTheirMarkers(_ id: String) throws {
        let rule = try #require(RuleRegistry.rule(id: id)).description
        #expect(!rule.triggeringExamples.isEmpty, "a rule needs triggering examples")
        for example in rule.triggeringExamples {
            let location = Self.location(of: example, in: rule)
            let files = exampleFiles(example.code)
            let expected = files.flatMap(\.markers).sorted()
            #expect(!expected.isEmpty, "triggering example without a ↓ marker", sourceLocation: location)
            // Every rule runs, as in real use; only this rule's findings count here.
            let findings = try Self.lint(files, example: example, rule: rule)
            let found = findings.map { Marker(file: $0.file, line: $0.line, column: $0.column) }.sorted()
            #expect(found == expected, "\(id) on:\n\(example.code)", sourceLocation: location)
            if let phrase = example.message {
                for finding in findings {
                    #expect(finding.message.contains(phrase), "\(id) said: \(finding.message)", sourceLocation: location)
                }
            }
        }
    }

    @Test(arguments: rules)
    func nonTriggeringExamplesAreSilent(_ id: String) throws {
        let rule = try #require(RuleRegistry.rule(id: id)).description
        #expect(!rule.nonTriggeringExamples.isEmpty, "a rule needs non-triggering examples")
        for example in rule.nonTriggeringExamples {
            let location = Self.location(of: example, in: rule)
            let files = exampleFiles(example.code)
            #expect(files.allSatisfy { $0.markers.isEmpty }, "non-triggering example with a ↓ marker", sourceLocation: location)
            let found = try Self.lint(files, example: example, rule: rule)
            #expect(found.isEmpty, "\(id) reported \(found.map { "\($0.line):\($0.column)" }) on:\n\(example.code)",
                    sourceLocation: location)
        }
    }

    /// This rule's findings on the example, every rule running, with the example's options if it has any.
    static func lint(_ files: [ExampleFile], example: RuleExample, rule: RuleDescription) throws -> [Finding] {
        let project = ProjectIndex(files: files.map { SourceFile(path: $0.name, text: $0.source) })
        var options: [String: [String: ParsedJSON]] = [:]
        if let json = example.configuration {
            let configuration = try ConfigurationLoader.load(
                path: "example.json", bytes: Array("{\"rules\": {\"\(rule.id)\": \(json)}}".utf8), rootDirectory: "/",
                rules: RuleRegistry.all.map(\.description), reporters: Reporters.names)
            options = configuration.ruleOptions
        }
        return Linter(rules: RuleRegistry.all, ruleOptions: options).lint(project).filter { $0.ruleID == rule.id }
    }

    /// Where the example is written: as recorded by `RuleExample(…)`, else the first line of its code
    /// found in the rule's file after the description starts; a failure then points at the example.
    static func location(of example: RuleExample, in rule: RuleDescription) -> SourceLocation {
        func at(_ file: String, _ line: Int) -> SourceLocation {
            SourceLocation(fileID: "NavLintCore/" + (file.split(separator: "/").last.map(String.init) ?? file),
                           filePath: file, line: max(line, 1), column: 1)
        }
        if let file = example.file, let line = example.line { return at(file, line) }
        let first = example.code.split(separator: "\n").first { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
            .map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
        let text = (try? String(contentsOfFile: rule.sourceFile, encoding: .utf8)) ?? ""
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let found = lines.indices.dropFirst(max(rule.sourceLine - 1, 0)).first { lines[$0].contains(first) }
        return at(rule.sourceFile, (found ?? rule.sourceLine - 1) + 1)
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
