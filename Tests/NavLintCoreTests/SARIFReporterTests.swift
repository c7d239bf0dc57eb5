import Foundation
@testable import NavLintCore
import Testing

struct SARIFReporterTests {
    static func log(_ context: ReportContext) throws -> [String: Any] {
        let text = SARIFReporter().report(context)
        return try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    static func run(_ log: [String: Any]) throws -> [String: Any] {
        try #require((log["runs"] as? [[String: Any]])?.first)
    }

    static func artifactURIs(_ run: [String: Any]) -> [(uri: String, base: String?)] {
        let results = run["results"] as? [[String: Any]] ?? []
        return results.flatMap { result -> [[String: Any]] in
            (result["locations"] as? [[String: Any]] ?? []) + (result["relatedLocations"] as? [[String: Any]] ?? [])
        }.compactMap { location in
            let artifact = (location["physicalLocation"] as? [String: Any])?["artifactLocation"] as? [String: Any]
            return (artifact?["uri"] as? String).map { ($0, artifact?["uriBaseId"] as? String) }
        }
    }

    // MARK: Schema

    /// The OASIS schema, checked in next to the tests (a byte-for-byte copy of
    /// the official file) so that CI on a clean machine validates too.
    static let schema = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Schemas/sarif-schema-2.1.0.json")

    static let validator = """
        import json, sys
        import jsonschema
        schema = json.load(open(sys.argv[1], encoding="utf-8"))
        checker = getattr(jsonschema.Draft4Validator, "FORMAT_CHECKER", None) or jsonschema.FormatChecker()
        validator = jsonschema.Draft4Validator(schema, format_checker=checker)
        failed = False
        for path in sys.argv[2:]:
            for error in sorted(validator.iter_errors(json.load(open(path, encoding="utf-8"))), key=str):
                failed = True
                print(path, "/".join(map(str, error.absolute_path)), error.message)
        sys.exit(1 if failed else 0)
        """

    /// Runs python3 (found on PATH) with `arguments`; nil when it cannot start.
    static func python(_ arguments: [String]) -> (status: Int32, output: String)? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3"] + arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        do { try process.run() } catch { return nil }
        // Read before waiting: a full pipe would otherwise block the child forever.
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: output, as: UTF8.self))
    }

    /// Whether python3 with the jsonschema module is here (CI installs it: `python3 -m pip install jsonschema`).
    static let hasJSONSchema = python(["-c", "import jsonschema"])?.status == 0

    @Test(.enabled(if: hasJSONSchema, "python3 with the jsonschema module is not installed"))
    func validatesAgainstTheOfficialSchema() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("navlint-sarif-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let outside = Finding(ruleID: "not_described", severity: .warning, file: "/abs/path with space/X.swift",
                              line: 1, column: 1, message: "outside the working directory")
        let contexts = [
            ("tricky", ReportFixtures.tricky),
            ("empty", ReportFixtures.empty),
            ("no-root", ReportFixtures.context(ReportFixtures.findings + [outside], sourceRoot: nil)),
            ("registry", ReportContext(findings: ReportFixtures.findings, summary: RunSummary(files: 2, findings: []))),
            ("unreadable", ReportContext(findings: ReportFixtures.findings, summary: RunSummary(files: 2, findings: []),
                                         sourceRoot: "/work", unreadable: [
                                             UnreadableFile(path: "Sources/Gone Away.swift", reason: "a dangling link"),
                                             UnreadableFile(path: "/elsewhere/X.swift", reason: "permission denied"),
                                         ])),
        ]
        var paths: [String] = []
        for (name, context) in contexts {
            let url = folder.appendingPathComponent("\(name).sarif")
            try Data(SARIFReporter().report(context).utf8).write(to: url)
            paths.append(url.path)
        }
        let result = try #require(Self.python(["-c", Self.validator, Self.schema.path] + paths))
        #expect(result.status == 0, "schema violations:\n\(result.output)")
    }

    // MARK: Structure

    @Test func hasTheShapeCodeScanningReads() throws {
        let log = try Self.log(ReportFixtures.tricky)
        #expect(log["version"] as? String == "2.1.0")
        #expect((log["$schema"] as? String)?.hasSuffix("sarif-schema-2.1.0.json") == true)
        let run = try Self.run(log)
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "navlint")
        #expect(driver["version"] as? String == ReportFixtures.toolVersion)
        #expect(driver["informationUri"] as? String == ReportFixtures.docs)
        let rules = try #require(driver["rules"] as? [[String: Any]])
        #expect(rules.compactMap { $0["id"] as? String } == ReportFixtures.rules.map(\.id), "every rule of the run, in order")
        let first = rules[0]
        #expect(first["name"] as? String == "NestedNavigationStack")
        #expect((first["fullDescription"] as? [String: Any])?["text"] as? String == ReportFixtures.rules[0].rationale)
        #expect((first["help"] as? [String: Any])?["text"] as? String == ReportFixtures.rules[0].fix)
        #expect(first["helpUri"] as? String == "https://docs.example.com/navlint/Rules/nested_navigation_stack.md")
        #expect((first["defaultConfiguration"] as? [String: Any])?["level"] as? String == "error")
        #expect((rules[1]["defaultConfiguration"] as? [String: Any])?["level"] as? String == "warning")
        #expect((first["properties"] as? [String: Any])?["tags"] as? [String] == ["navigation"])

        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.count == ReportFixtures.findings.count)
        #expect((results[0]["message"] as? [String: Any])?["text"] as? String == ReportFixtures.findings[0].message)
        #expect(results.map { $0["level"] as? String } == ["error", "error", "warning", "warning"])
        let related = try #require(results[3]["relatedLocations"] as? [[String: Any]])
        #expect(related.map { $0["id"] as? Int } == [0, 1])
        #expect((related[1]["message"] as? [String: Any])?["text"] as? String == "used here")
        #expect(results[1]["relatedLocations"] == nil, "no empty relatedLocations")
    }

    @Test func ruleIndexPointsAtTheRuleWithTheSameID() throws {
        let unknown = Finding(ruleID: "zz_not_described", severity: .error, file: "Z.swift", line: 1, column: 1, message: "m")
        let run = try Self.run(try Self.log(ReportFixtures.context(ReportFixtures.findings + [unknown])))
        let rules = try #require(((run["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]])
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.count == 5)
        for result in results {
            let index = try #require(result["ruleIndex"] as? Int)
            #expect(rules.indices.contains(index) && rules[index]["id"] as? String == result["ruleId"] as? String)
        }
        #expect(rules.last?["id"] as? String == "zz_not_described", "an undescribed rule gets a descriptor")
    }

    @Test func urisAreRelativeAndPercentEncoded() throws {
        let run = try Self.run(try Self.log(ReportFixtures.tricky))
        let uris = Self.artifactURIs(run)
        #expect(uris.count == 7)
        for (uri, base) in uris {
            #expect(base == "%SRCROOT%")
            #expect(!uri.hasPrefix("/") && !uri.contains(":") && !uri.contains(" ") && !uri.contains("+"), "\(uri)")
            #expect(URL(string: uri) != nil, "\(uri) is a URI reference")
        }
        #expect(uris[0].uri == "Sources/App/%C3%9Cn%C3%AFcode%20View%20%26%20Co%2B.swift")
        #expect(uris[0].uri.removingPercentEncoding == ReportFixtures.trickyFile)
        let bases = try #require(run["originalUriBaseIds"] as? [String: [String: String]])
        #expect(bases == ["%SRCROOT%": ["uri": "file:///home/ci/work%20space/app/"]])
    }

    @Test func absolutePathsAndAMissingRootStayValid() throws {
        let outside = Finding(ruleID: "model_as_route", severity: .warning, file: "/tmp/other dir/A.swift", line: 2,
                              column: 3, message: "m")
        let run = try Self.run(try Self.log(ReportFixtures.context([outside], sourceRoot: nil)))
        #expect(run["originalUriBaseIds"] == nil, "no root given, none claimed")
        let uris = Self.artifactURIs(run)
        #expect(uris.count == 1 && uris[0].uri == "file:///tmp/other%20dir/A.swift" && uris[0].base == nil)
    }

    @Test func fingerprintsIgnoreLineNumbers() throws {
        func fingerprints(_ findings: [Finding]) throws -> [String] {
            let results = try #require(try Self.run(try Self.log(ReportFixtures.context(findings)))["results"] as? [[String: Any]])
            return results.compactMap { ($0["partialFingerprints"] as? [String: String])?["navlintFingerprint/v1"] }
        }
        let before = try fingerprints(ReportFixtures.findings)
        let shifted = ReportFixtures.findings.map { finding -> Finding in
            var moved = finding
            moved.line += 40
            return moved
        }
        #expect(before.count == 4)
        #expect(try fingerprints(shifted) == before)
        #expect(Set(before).count == before.count, "two findings on one line still differ")
        var edited = ReportFixtures.findings
        edited[2].lineText = "case item(ItemModel)"
        #expect(try fingerprints(edited)[2] != before[2], "a changed line is a new finding")
    }

    /// Without a docs base (no `--docs-url`, no `docsURL`, no shipped `Rules` folder), a report
    /// carries no links rather than dead ones.
    @Test func withoutADocsBaseThereAreNoLinks() throws {
        let context = ReportContext(findings: ReportFixtures.findings, summary: RunSummary(files: 2, findings: []),
                                    rules: ReportFixtures.rules)
        let sarif = SARIFReporter().report(context)
        #expect(!sarif.contains("helpUri") && !sarif.contains("informationUri") && !sarif.contains("Rule documentation"))
        #expect(!MarkdownReporter().report(context).contains("]("))
        let based = ReportContext(findings: [], summary: RunSummary(files: 0, findings: []), rules: ReportFixtures.rules,
                                  ruleDocsURL: "file:///opt/navlint/Rules")
        #expect(SARIFReporter().report(based).contains("\"helpUri\": \"file:///opt/navlint/Rules/nested_navigation_stack.md\""),
                "a base without a final slash gets one")
    }

    /// SARIF counts columns in UTF-16 code units; navlint's columns are UTF-8 bytes. After
    /// `é` (2 bytes, 1 unit) and `🧭` (4 bytes, 2 units) they differ, and the SARIF says the former.
    @Test func columnsAreUTF16CodeUnits() throws {
        let source = "let café = \"🧭\" // navlint:disable:this all\n"
        let findings = lint([("A.swift", source)])
        let finding = try #require(findings.first { $0.ruleID == "superfluous_disable" })
        #expect(finding.column == 20 && finding.utf16Column == 17)
        let sarif = SARIFReporter().report(ReportContext(findings: [finding], summary: RunSummary(files: 1, findings: [finding])))
        #expect(sarif.contains("\"startColumn\": 17"))
    }
}
