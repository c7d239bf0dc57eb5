import Foundation
import Testing

/// Configuration, suppression, baseline, output and stdin, through the built binary on temp dirs.
struct ConfigurationCLITests {
    /// Three lines, one `unguarded_remove_last` warning on line 2.
    static let legacyView = "// A\n" + oneWarningView() + "// end\n"


    @Test func configurationIsFoundWalkingUpAndApplied() throws {
        let root = try temporaryTree([
            ".navlint.json": #"{"exclude": ["Sources/Generated"], "rules": {"unguarded_remove_last": "error"}}"#,
            "Sources/App/A.swift": Self.legacyView,
            "Sources/Generated/G.swift": Self.legacyView,
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try navlint(["lint", "."], in: root.appendingPathComponent("Sources"))
        #expect(result.status == 1, "the rule is raised to error")
        #expect(result.stdout.contains("App/A.swift:2:129: error:"))
        #expect(!result.stdout.contains("Generated"), "excluded relative to the configuration's folder")
    }

    @Test func ruleOffStrictAndReporterFromConfiguration() throws {
        let root = try temporaryTree([
            "cfg.json": #"{"rules": {"unguarded_remove_last": "off"}, "reporter": "json"}"#,
            "strict.json": #"{"strict": true}"#,
            "A.swift": Self.legacyView,
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let off = try navlint(["lint", "--config", "cfg.json", "A.swift"], in: root)
        #expect(off.status == 0 && off.stdout.contains("\"findings\": []"))
        let strict = try navlint(["lint", "--config", "strict.json", "A.swift"], in: root)
        #expect(strict.status == 1)
    }

    @Test func badConfigurationExitsTwoNamingFileKeyAndPosition() throws {
        let root = try temporaryTree([".navlint.json": "{\n  \"rules\": {\"model_as_rout\": \"off\"}\n}\n", "A.swift": Self.legacyView])
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try navlint(["lint"], in: root)
        #expect(result.status == 2)
        #expect(result.stderr.contains(".navlint.json:2:13: rules.model_as_rout: unknown rule id 'model_as_rout'; did you mean 'model_as_route'?"))
        #expect(result.stdout.isEmpty)
        let malformed = try temporaryTree([".navlint.json": "{\"strict\": tru}"])
        defer { try? FileManager.default.removeItem(at: malformed) }
        let broken = try navlint(["lint"], in: malformed)
        #expect(broken.status == 2 && broken.stderr.contains(".navlint.json:1:12: malformed JSON"))
    }

    @Test func suppressionCommentsAndSuperfluousDisables() throws {
        let root = try temporaryTree(["A.swift": """
            struct A: View {
                var body: some View {
                    // navlint:disable:next navigation_view_deprecated - legacy
                    NavigationView { Text("a") }
                }
            }
            // navlint:disable:next nested_navigation_stack
            struct B: View { var body: some View { Text("b") } }
            """])
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try navlint(["lint", "A.swift"], in: root)
        #expect(result.stdout == "A.swift:7:1: warning: This `navlint:disable` suppresses nothing: there is no "
            + "`nested_navigation_stack` finding on the lines it covers; remove it. (superfluous_disable)\n")
    }

    @Test func baselineHidesKnownFindingsAndSurvivesShifts() throws {
        let root = try temporaryTree(["A.swift": Self.legacyView])
        defer { try? FileManager.default.removeItem(at: root) }
        let write = try navlint(["lint", "--write-baseline", "baseline.json", "A.swift"], in: root)
        #expect(write.status == 0 && write.stdout.isEmpty && write.stderr.contains("wrote 1 finding to baseline baseline.json"))
        try ("// moved down\n\n" + Self.legacyView).write(to: root.appendingPathComponent("A.swift"), atomically: true, encoding: .utf8)
        let quiet = try navlint(["lint", "--baseline", "baseline.json", "--strict", "A.swift"], in: root)
        #expect(quiet.status == 0 && quiet.stdout.isEmpty)
        try (Self.legacyView + "// B\n" + oneWarningView("B") + "// end\n")
            .write(to: root.appendingPathComponent("A.swift"), atomically: true, encoding: .utf8)
        let fresh = try navlint(["lint", "--baseline", "baseline.json", "--strict", "A.swift"], in: root)
        #expect(fresh.status == 1 && fresh.stdout.hasPrefix("A.swift:5:"))
        let missing = try navlint(["lint", "--baseline", "nope.json", "A.swift"], in: root)
        #expect(missing.status == 2 && missing.stderr.contains("nope.json"))
    }

    @Test func outputFileGetsTheReportAndTheTerminalASummary() throws {
        let root = try temporaryTree(["A.swift": Self.legacyView])
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try navlint(["lint", "--reporter", "json", "--output", "out/../report.json", "A.swift"], in: root)
        #expect(result.status == 2, "a missing folder is a usage error")
        let written = try navlint(["lint", "--reporter", "json", "--output", "report.json", "--quiet", "A.swift"], in: root)
        #expect(written.status == 0 && written.stdout.isEmpty)
        #expect(written.stderr.contains("1 finding") && written.stderr.contains("report.json"))
        let report = try Data(contentsOf: root.appendingPathComponent("report.json"))
        #expect((try JSONSerialization.jsonObject(with: report) as? [String: Any])?["tool"] as? String == "navlint")
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: root.path).filter { $0.contains(".tmp") }
        #expect(leftovers.isEmpty)
        let unwritable = try navlint(["lint", "--output", "/proc/navlint-report.json", "A.swift"], in: root)
        #expect(unwritable.status == 2 && unwritable.stderr.contains("cannot write report"))
    }

    @Test func standardInputStandsForItsPath() throws {
        let root = try temporaryTree(["Sources/Home.swift": "struct Home: View { var body: some View { Text(\"h\") } }\n"])
        defer { try? FileManager.default.removeItem(at: root) }
        let process = Process()
        process.executableURL = navlintBinary
        process.arguments = ["lint", "--use-stdin", "--stdin-path", "Sources/Root.swift", "Sources"]
        process.currentDirectoryURL = root
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = Pipe()
        try process.run()
        input.fileHandleForWriting.write(Data("""
            struct Root: View {
                var body: some View { NavigationStack { NavigationLink("x") { Nested() } } }
            }
            struct Nested: View { var body: some View { NavigationStack { NavigationLink("h", value: 1) } } }
            """.utf8))
        input.fileHandleForWriting.closeFile()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 1)
        #expect(text.hasPrefix("Sources/Root.swift:4:45: error:") && text.contains("(nested_navigation_stack)"))
        let missingPath = try navlint(["lint", "--use-stdin"], in: root)
        #expect(missingPath.status == 2 && missingPath.stderr.contains("--stdin-path"))
    }

    @Test func initWritesAValidConfigurationOnce() throws {
        let root = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let first = try navlint(["init"], in: root)
        #expect(first.status == 0 && first.stdout.contains("Rules/"))
        #expect(try navlint(["lint", "--allow-zero-files", "."], in: root).status == 0, "the written file loads")
        #expect(try navlint(["init"], in: root).status == 2, "no silent overwrite")
        #expect(try navlint(["init", "--force"], in: root).status == 0)
    }

    @Test func explainAndRulesJSON() throws {
        let explain = try navlint(["explain", "leaf_only_destination"])
        #expect(explain.status == 0 && explain.stdout.contains("## Why is this bad?"))
        let typo = try navlint(["explain", "leaf_only_destinaton"])
        #expect(typo.status == 2 && typo.stderr.contains("'leaf_only_destination'"))
        let json = try navlint(["rules", "--json"])
        let rules = try #require(try JSONSerialization.jsonObject(with: json.stdoutBytes) as? [[String: Any]])
        #expect(rules.contains { $0["id"] as? String == "route_not_codable" && ($0["options"] as? [String]) == ["assumePathsSaved"] })
    }

    @Test func schemaIsCheckedIn() throws {
        let generated = try navlint(["schema"]).stdout
        let checkedIn = try String(contentsOf: packageRoot.appendingPathComponent("navlint.schema.json"), encoding: .utf8)
        #expect(generated == checkedIn, "navlint.schema.json is stale: run `swift run navlint schema > navlint.schema.json`")
        #expect(try JSONSerialization.jsonObject(with: Data(generated.utf8)) is [String: Any])
    }

    @Test(.enabled(if: pythonWithJSONSchema() != nil, "python3 with the jsonschema module is not installed"))
    func schemaValidatesConfigurations() throws {
        let python = try #require(pythonWithJSONSchema())
        let root = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        _ = try navlint(["init"], in: root)
        let good = root.appendingPathComponent(".navlint.json").path
        let bad = root.appendingPathComponent("bad.json")
        try #"{"rules": {"model_as_route": "loud"}}"#.write(to: bad, atomically: true, encoding: .utf8)
        let schema = packageRoot.appendingPathComponent("navlint.schema.json").path
        #expect(validate(python, schema: schema, instance: good) == 0)
        #expect(validate(python, schema: schema, instance: bad.path) != 0)
    }
}

func pythonWithJSONSchema() -> String? {
    for candidate in ["/usr/bin/env"] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: candidate)
        process.arguments = ["python3", "-c", "import jsonschema"]
        process.standardOutput = Pipe()
        process.standardError = Pipe()
        guard (try? process.run()) != nil else { continue }
        process.waitUntilExit()
        if process.terminationStatus == 0 { return candidate }
    }
    return nil
}

func validate(_ env: String, schema: String, instance: String) -> Int32 {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: env)
    process.arguments = ["python3", "-c", """
        import json, sys, jsonschema
        jsonschema.validate(json.load(open(sys.argv[2])), json.load(open(sys.argv[1])))
        """, schema, instance]
    process.standardOutput = Pipe()
    process.standardError = Pipe()
    try? process.run()
    process.waitUntilExit()
    return process.terminationStatus
}
