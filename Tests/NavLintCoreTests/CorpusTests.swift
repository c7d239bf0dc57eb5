import Foundation
import NavLintCore
import Testing

/// Lints each app under TestCorpus/ as one project and compares the findings
/// with the `// expect: rule_id` annotations, exactly: every annotated line is
/// reported for that rule, and nothing else is reported.
struct CorpusTests {
    static var corpusRoot: URL { packageRoot.appendingPathComponent("TestCorpus") }

    static var apps: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: corpusRoot.path)) ?? []
        return names.filter { !$0.hasPrefix(".") }.sorted()
    }

    struct Expectation: Hashable, Comparable, CustomStringConvertible {
        var file: String
        var line: Int
        var rule: String
        static func < (a: Self, b: Self) -> Bool { (a.file, a.line, a.rule) < (b.file, b.line, b.rule) }
        var description: String { "\(file):\(line) \(rule)" }
    }

    static func swiftFiles(in app: String) throws -> [(path: String, text: String)] {
        let root = corpusRoot.appendingPathComponent(app)
        let enumerator = FileManager.default.enumerator(atPath: root.path)
        var files: [(String, String)] = []
        while let relative = enumerator?.nextObject() as? String {
            guard relative.hasSuffix(".swift") else { continue }
            let text = try String(contentsOf: root.appendingPathComponent(relative), encoding: .utf8)
            files.append(("TestCorpus/\(app)/\(relative)", text))
        }
        return files.sorted { $0.0 < $1.0 }
    }

    /// `// expect: rule_a, rule_b` at the end of a line: each listed rule is reported on it.
    static func expectations(_ files: [(path: String, text: String)]) -> [Expectation] {
        var result: [Expectation] = []
        for file in files {
            for (index, line) in file.text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                guard let range = line.range(of: "// expect: ") else { continue }
                let rules = line[range.upperBound...].split(whereSeparator: { $0 == "," || $0 == " " })
                for rule in rules { result.append(Expectation(file: file.path, line: index + 1, rule: String(rule))) }
            }
        }
        return result.sorted()
    }

    @Test func corpusHasApps() {
        #expect(!Self.apps.isEmpty)
    }

    @Test(arguments: apps)
    func appFindingsMatchAnnotations(_ app: String) throws {
        let files = try Self.swiftFiles(in: app)
        let project = ProjectIndex(files: files.map { SourceFile(path: $0.path, text: $0.text) })
        let found = Linter().lint(project).map { Expectation(file: $0.file, line: $0.line, rule: $0.ruleID) }.sorted()
        let expected = Self.expectations(files)
        let missing = expected.filter { !found.contains($0) }
        let unexpected = found.filter { !expected.contains($0) }
        #expect(missing.isEmpty, "annotated but not reported:\n\(missing.map(\.description).joined(separator: "\n"))")
        #expect(unexpected.isEmpty, "reported but not annotated:\n\(unexpected.map(\.description).joined(separator: "\n"))")
        #expect(found.count == expected.count, "each annotation is reported once")
    }

    /// Apps linted together find what they find apart: no fact leaks between projects.
    @Test func wholeCorpusEqualsTheSumOfItsApps() throws {
        var all: [SourceFile] = []
        var separately: [Finding] = []
        for app in Self.apps {
            let files = try Self.swiftFiles(in: app).map { SourceFile(path: $0.path, text: $0.text) }
            all += files
            separately += Linter().lint(ProjectIndex(files: files))
        }
        let together = Linter().lint(ProjectIndex(files: all))
        #expect(together == separately.sorted(by: Finding.reportOrder))
    }
}
