import NavLintCore
import Testing

/// Every triggering example, varied as SwiftLint's `verifyRule` varies its own:
/// inside a comment and inside a string it is text, not code, so nothing is
/// reported; under a `navlint:disable` command its findings are suppressed; and
/// after a multibyte prefix each finding keeps its column, counted in UTF-8 bytes.
struct RuleExampleVariantTests {
    static let rules: [String] = RuleRegistry.all.map(\.description.id)

    /// This rule's findings on the example, with its options, each file's source passed through `vary`.
    func findings(_ id: String, _ example: RuleExample, _ vary: (ExampleFile) -> String) throws -> [Finding] {
        let rule = try #require(RuleRegistry.rule(id: id)).description
        let files = exampleFiles(example.code).map { ExampleFile(name: $0.name, source: vary($0), markers: []) }
        return try RuleExampleTests.lint(files, example: example, rule: rule)
    }

    func examples(_ id: String) throws -> [RuleExample] {
        try #require(RuleRegistry.rule(id: id)).description.triggeringExamples
    }

    @Test(arguments: rules)
    func anExampleInsideABlockCommentIsSilent(_ id: String) throws {
        for example in try examples(id) {
            let found = try findings(id, example) { "/*\n" + $0.source + "\n*/" }
            #expect(found.isEmpty, "\(id) reported \(found.map { "\($0.line):\($0.column)" }) in a comment:\n\(example.code)")
        }
    }

    @Test(arguments: rules)
    func anExampleInsideAStringIsSilent(_ id: String) throws {
        for example in try examples(id) {
            let found = try findings(id, example) { "let example = ##\"\"\"\n" + $0.source + "\n\"\"\"##" }
            #expect(found.isEmpty, "\(id) reported \(found.map { "\($0.line):\($0.column)" }) in a string:\n\(example.code)")
        }
    }

    @Test(arguments: rules.filter { $0 != SuperfluousDisable.id })
    func anExampleUnderADisableCommandIsSilent(_ id: String) throws {
        for example in try examples(id) {
            let found = try findings(id, example) { "// navlint:disable \(id)\n" + $0.source }
            #expect(found.isEmpty, "\(id) reported \(found.map { "\($0.line):\($0.column)" }) though disabled:\n\(example.code)")
        }
    }

    @Test(arguments: rules)
    func findingsKeepTheirByteColumnAfterAMultibytePrefix(_ id: String) throws {
        let prefix = "/* é 日本 🧭 */ "
        for example in try examples(id) {
            let files = exampleFiles(example.code)
            let markedLines = Set(files.flatMap { file in file.markers.map { "\(file.name):\($0.line)" } })
            let found = try findings(id, example) { file in
                file.source.split(separator: "\n", omittingEmptySubsequences: false).enumerated().map { index, line in
                    markedLines.contains("\(file.name):\(index + 1)") ? prefix + line : String(line)
                }.joined(separator: "\n")
            }.map { Marker(file: $0.file, line: $0.line, column: $0.column) }.sorted()
            let expected = files.flatMap(\.markers)
                .map { Marker(file: $0.file, line: $0.line, column: $0.column + prefix.utf8.count) }.sorted()
            #expect(found == expected, "\(id) after a multibyte prefix:\n\(example.code)")
        }
    }
}
