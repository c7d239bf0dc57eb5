import Foundation
import Testing

/// `navlint lint --fix` on a copy of TestCorpus: the fixed findings are gone, no
/// new finding appears, the files still parse, a second run changes nothing,
/// and without `--fix` no source is ever written.
@Suite struct FixCommandTests {
    /// Findings as rule, file and message: line numbers move when a fix adds or removes lines.
    func findingSet(_ stdout: String) -> [String] {
        stdout.split(separator: "\n").filter { !$0.contains(": note: ") }.map { line in
            let parts = line.split(separator: ":", maxSplits: 3, omittingEmptySubsequences: false)
            return parts.count == 4 ? "\(parts[0]):\(parts[3])" : String(line)
        }.sorted()
    }

    func copyOfCorpus() throws -> URL {
        let root = try temporaryDirectory()
        try FileManager.default.copyItem(at: packageRoot.appendingPathComponent("TestCorpus"),
                                         to: root.appendingPathComponent("TestCorpus"))
        return root
    }

    @Test func fixRoundTripsOnTheCorpus() throws {
        let root = try copyOfCorpus()
        defer { try? FileManager.default.removeItem(at: root) }
        let before = try navlint(["lint", "TestCorpus"], in: root)
        let fix = try navlint(["lint", "--fix", "TestCorpus"], in: root)
        let fixedLines = fix.stderr.split(separator: "\n").filter { $0.hasPrefix("navlint: fixed ") }
        #expect(fixedLines.count >= 3, "\(fix.stderr)")
        for rule in ["unguarded_remove_last", "destination_outside_stack"] {
            #expect(fixedLines.contains { $0.hasSuffix("(\(rule))") }, "no \(rule) fix")
        }
        let after = try navlint(["lint", "TestCorpus"], in: root)
        #expect(after.stdout == fix.stdout, "--fix reports the re-linted sources")
        let remaining = findingSet(after.stdout), original = findingSet(before.stdout)
        #expect(Set(remaining).isSubset(of: Set(original)), "a fix made a new finding")
        #expect(original.count - remaining.count == fixedLines.count, "each fix removes its finding")
        let again = try navlint(["lint", "--fix", "TestCorpus"], in: root)
        #expect(again.stderr.contains("--fix changed 0 of"), "idempotent")
        if let swiftc = swiftcPath() {
            let changed = Set(fixedLines.compactMap { $0.dropFirst("navlint: fixed ".count).split(separator: ":").first })
            let parse = Process()
            parse.executableURL = swiftc
            parse.arguments = ["-parse"] + changed.map { root.appendingPathComponent(String($0)).path }
            parse.currentDirectoryURL = root
            try parse.run()
            parse.waitUntilExit()
            #expect(parse.terminationStatus == 0, "fixed files must parse (swiftc -parse)")
        }
    }

    @Test func withoutFixNoSourceIsWritten() throws {
        let root = try copyOfCorpus()
        defer { try? FileManager.default.removeItem(at: root) }
        let file = root.appendingPathComponent("TestCorpus/NewsDeepLinks/ArticleRouter.swift")
        let original = try Data(contentsOf: file)
        for arguments in [["lint", "TestCorpus"], ["lint", "--reporter", "sarif", "TestCorpus"], ["graph", "TestCorpus"]] {
            _ = try navlint(arguments, in: root)
        }
        #expect(try Data(contentsOf: file) == original)
        let sarif = try navlint(["lint", "--reporter", "sarif", "TestCorpus/NewsDeepLinks"], in: root)
        #expect(sarif.stdout.contains("\"fixes\"") && sarif.stdout.contains("min(steps, path.count)"), "SARIF carries the edits")
        let refused = try navlint(["lint", "--fix", "--use-stdin", "--stdin-path", "A.swift"], in: root)
        #expect(refused.status == 2)
    }

    func swiftcPath() -> URL? {
        for folder in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
            let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent("swiftc")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        return nil
    }
}
