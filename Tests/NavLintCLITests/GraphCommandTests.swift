import Foundation
import Testing

/// `navlint graph`: the corpus apps' maps compared byte for byte with
/// `Golden/graph/<App>.dot` and `.mmd`, DOT that Graphviz accepts, and the
/// same bytes at any `--jobs`.
///
/// To regenerate after an intended change, run
///     NAVLINT_UPDATE_GOLDEN=1 swift test --filter GraphCommandTests
/// and review the diff of `Tests/NavLintCLITests/Golden/graph/` before committing.
struct GraphCommandTests {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Golden/graph")
    static let updating = ProcessInfo.processInfo.environment["NAVLINT_UPDATE_GOLDEN"] == "1"
    static let apps = ["GenericRouterKit", "LegacyLibrary", "MailSplit", "TabbedTravel"]
    static let formats = [("dot", "dot"), ("mermaid", "mmd")]

    @Test(arguments: apps)
    func mapMatchesGolden(app: String) throws {
        for (format, fileExtension) in Self.formats {
            let result = try navlint(["graph", "--format", format, "TestCorpus/\(app)"])
            #expect(result.status == 0, "\(app) \(format): \(result.stderr)")
            let url = Self.directory.appendingPathComponent("\(app).\(fileExtension)")
            if Self.updating {
                try FileManager.default.createDirectory(at: Self.directory, withIntermediateDirectories: true)
                try result.stdoutBytes.write(to: url)
                print("wrote \(url.path)")
                continue
            }
            guard let golden = FileManager.default.contents(atPath: url.path) else {
                Issue.record("missing \(url.path); run NAVLINT_UPDATE_GOLDEN=1 swift test --filter GraphCommandTests")
                continue
            }
            #expect(result.stdoutBytes == golden, "\(app) \(format) differs from \(url.path)")
            if result.stdoutBytes != golden {
                print("--- expected \(url.lastPathComponent)\n\(String(decoding: golden, as: UTF8.self))\n--- got\n\(result.stdout)")
            }
        }
    }

    @Test func everyGoldenBelongsToAnApp() throws {
        guard !Self.updating else { return }
        let present = Set(try FileManager.default.contentsOfDirectory(atPath: Self.directory.path))
        let expected = Set(Self.apps.flatMap { app in Self.formats.map { "\(app).\($0.1)" } })
        #expect(present == expected, "stale or missing goldens: \(present.symmetricDifference(expected).sorted())")
    }

    @Test func sameBytesAtAnyJobCount() throws {
        for format in ["dot", "mermaid"] {
            let one = try navlint(["graph", "--format", format, "--jobs", "1", "TestCorpus"])
            let two = try navlint(["graph", "--format", format, "--jobs", "2", "TestCorpus"])
            let again = try navlint(["graph", "--format", format, "--jobs", "2", "TestCorpus"])
            let many = try navlint(["graph", "--format", format, "--jobs", "8", "TestCorpus"])
            #expect(one.status == 0 && !one.stdoutBytes.isEmpty)
            #expect(one.stdoutBytes == two.stdoutBytes, "\(format): --jobs 1 and --jobs 2 differ")
            #expect(two.stdoutBytes == again.stdoutBytes, "\(format): two runs differ")
            #expect(one.stdoutBytes == many.stdoutBytes, "\(format): --jobs 1 and --jobs 8 differ")
        }
    }

    /// Graphviz's own parser is the judge of the DOT, where it is installed
    /// (CI installs Debian's `graphviz`).
    @Test(.enabled(if: executable("dot") != nil, "Graphviz's dot is not installed (apt-get install graphviz)"))
    func graphvizAcceptsTheDOT() throws {
        let dot = try #require(Self.executable("dot"))
        for target in Self.apps.map({ "TestCorpus/\($0)" }) + ["TestCorpus"] {
            let map = try navlint(["graph", target])
            #expect(map.status == 0)
            let (status, svg, errors) = try Self.run(dot, ["-Tsvg"], input: map.stdoutBytes)
            #expect(status == 0, "dot rejected the map of \(target): \(errors)")
            #expect(String(decoding: svg, as: UTF8.self).contains("<svg"), "\(target)")
            #expect(!errors.lowercased().contains("error") && !errors.lowercased().contains("warning"), "\(target): \(errors)")
        }
    }

    @Test func usageAndHelp() throws {
        let unknown = try navlint(["graph", "--format", "mermiad", "TestCorpus/TabbedTravel"])
        #expect(unknown.status == 2 && unknown.stderr.contains("unknown format 'mermiad'") && unknown.stderr.contains("did you mean"))
        #expect(try navlint(["graph", "--colour"]).status == 2)
        #expect(try navlint(["graph", "--jobs", "0", "TestCorpus"]).status == 2)
        #expect(try navlint(["graph", "missing/path"]).status == 2)
        let help = try navlint(["help", "graph"])
        #expect(help.status == 0 && help.stdout.contains("USAGE: navlint graph"))
        #expect(try navlint(["graph", "--help"]).stdout.contains("--format"))
        #expect(try navlint(["help"]).stdout.contains("graph"))
    }

    @Test func findingsDoNotFailTheRunAndOutputGoesToAFile() throws {
        let root = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let file = root.appendingPathComponent("map.mmd")
        let result = try navlint(["graph", "--format", "mermaid", "--output", file.path, "TestCorpus/MailSplit"])
        #expect(result.status == 0 && result.stdout.isEmpty)
        let written = try String(contentsOf: file, encoding: .utf8)
        #expect(written.hasPrefix("flowchart LR\n") && written.contains("nested_navigation_stack"))
        let printed = try navlint(["graph", "--format", "mermaid", "TestCorpus/MailSplit"])
        #expect(printed.stdout == written)
    }

    @Test func configurationTurnsRulesOff() throws {
        let root = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let config = root.appendingPathComponent("navlint.json")
        try #"{"rules": {"nested_navigation_stack": "off"}}"#.write(to: config, atomically: true, encoding: .utf8)
        let off = try navlint(["graph", "--config", config.path, "TestCorpus/TabbedTravel"])
        let on = try navlint(["graph", "TestCorpus/TabbedTravel"])
        #expect(off.status == 0 && on.stdout.contains("nested_navigation_stack") && !off.stdout.contains("nested_navigation_stack"))
    }

    static func executable(_ name: String) -> URL? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for folder in path.split(separator: ":") {
            let url = URL(fileURLWithPath: String(folder)).appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: url.path) { return url }
        }
        return nil
    }

    static func run(_ executable: URL, _ arguments: [String], input: Data) throws -> (Int32, Data, String) {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        let stdin = Pipe(), stdout = Pipe(), stderr = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        let errors = readInBackground(stderr)
        let writer = Thread {
            stdin.fileHandleForWriting.write(input)
            try? stdin.fileHandleForWriting.close()
        }
        writer.start()
        let output = stdout.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, output, String(decoding: errors(), as: UTF8.self))
    }
}
