import Foundation
import Testing

struct LintCommandTests {
    @Test func strictCorpusRunReportsAndFails() throws {
        let result = try navlint(["lint", "--strict", "TestCorpus"])
        #expect(result.status == 1)
        #expect(result.stdout.contains("TestCorpus/ClinicScheduler/ClinicSchedulerApp.swift:43:13: error:"))
        #expect(result.stdout.contains("(shared_path_across_tabs)"))
        // The opt-in rule runs where a nested .navlint.json turns it on (LegacyLibrary), and nowhere else.
        let deprecated = result.stdout.split(separator: "\n").filter { $0.hasSuffix("(navigation_view_deprecated)") }
        #expect(!deprecated.isEmpty && deprecated.allSatisfy { $0.hasPrefix("TestCorpus/LegacyLibrary/") })
        #expect(result.stderr.contains("findings"))
    }

    @Test func warningsAloneDoNotFailUnlessStrict() throws {
        let root = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        try oneWarningView()
            .write(to: root.appendingPathComponent("A.swift"), atomically: true, encoding: .utf8)
        let plain = try navlint(["lint", "."], in: root)
        #expect(plain.status == 0)
        #expect(plain.stdout.contains("warning:"))
        #expect(try navlint(["lint", "--strict", "."], in: root).status == 1)
        #expect(try navlint(["lint", "TestCorpus"]).status == 1, "the corpus has errors")
    }

    /// `NAVLINT_TIMINGS` prints each phase's wall time and the peak memory at its end; the
    /// peak only grows from phase to phase, and a run that reads files has some.
    @Test func timingsNameEachPhaseWithItsPeakMemory() throws {
        let plain = try navlint(["lint", "--quiet", "TestCorpus"])
        #expect(!plain.stderr.contains("timings"), "nothing is printed unless asked")
        let timed = try navlint(["lint", "--quiet", "TestCorpus"], environment: ["NAVLINT_TIMINGS": "1"])
        let lines = timed.stderr.split(separator: "\n")
        let phases = try #require(lines.first { $0.hasPrefix("navlint: timings: ") })
        let memory = try #require(lines.first { $0.hasPrefix("navlint: peak resident MB at the end of: ") })
        let entries = memory.dropFirst("navlint: peak resident MB at the end of: ".count).split(separator: "; ")
        let names = entries.map { $0.split(separator: " ").dropLast().joined(separator: " ") }
        #expect(names == ["discover", "read+lex+outline", "model", "rules", "report"])
        #expect(names.allSatisfy { phases.contains("\($0) ") })
        let peaks = entries.compactMap { $0.split(separator: " ").last.flatMap { Double($0) } }
        #expect(peaks.count == names.count && peaks.allSatisfy { $0 > 0 })
        #expect(peaks == peaks.sorted(), "a peak never falls")
    }

    @Test func missingPathIsAUsageErrorThatNamesIt() throws {
        let result = try navlint(["lint", "missing/path"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("missing/path"))
        #expect(result.stdout.isEmpty)
    }

    @Test func unknownOptionsSuggestTheClosestName() throws {
        let flag = try navlint(["lint", "--stric", "TestCorpus"])
        #expect(flag.status == 2)
        #expect(flag.stderr.contains("'--stric'") && flag.stderr.contains("'--strict'"))
        let reporter = try navlint(["lint", "--reporter", "jsno", "TestCorpus"])
        #expect(reporter.status == 2 && reporter.stderr.contains("'json'"))
        let command = try navlint(["lnt"])
        #expect(command.status == 2 && command.stderr.contains("'lint'"))
        let jobs = try navlint(["lint", "--jobs", "0"])
        #expect(jobs.status == 2)
    }

    @Test func jsonReportIsStableAcrossJobCounts() throws {
        let one = try navlint(["lint", "--reporter", "json", "--jobs", "1", "TestCorpus"])
        let two = try navlint(["lint", "--reporter", "json", "--jobs", "2", "TestCorpus"])
        let eight = try navlint(["lint", "--reporter", "json", "--jobs=8", "TestCorpus"])
        #expect(one.stdoutBytes == two.stdoutBytes && two.stdoutBytes == eight.stdoutBytes)
        let object = try #require(try JSONSerialization.jsonObject(with: one.stdoutBytes) as? [String: Any])
        let findings = try #require(object["findings"] as? [[String: Any]])
        let xcode = try navlint(["lint", "TestCorpus"])
        #expect(findings.count == xcode.stdout.split(separator: "\n").filter { $0.contains(": warning: ") || $0.contains(": error: ") }.count)
        let summary = try #require(object["summary"] as? [String: Int])
        #expect(summary["findings"] == findings.count)
    }

    @Test func pathsAreRelativeToTheWorkingDirectory() throws {
        let absolute = try navlint(["lint", "--reporter", "json", packageRoot.appendingPathComponent("TestCorpus").path])
        let relative = try navlint(["lint", "--reporter", "json", "./TestCorpus/"])
        #expect(absolute.stdoutBytes == relative.stdoutBytes)
        #expect(absolute.stdout.contains("\"file\": \"TestCorpus/ClinicScheduler/"))
        let outside = try navlint(["lint", "--reporter", "json", "."],
                                  in: packageRoot.appendingPathComponent("TestCorpus/LegacyLibrary"))
        #expect(outside.stdout.contains("\"file\": \"LibraryApp.swift\""))
    }

    /// A file reached through two of the paths given is linted once; through one path
    /// and a followed link to its folder, it is listed under each spelling.
    @Test func aFileNamedTwiceIsLintedOnce() throws {
        let root = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let folder = root.appendingPathComponent("Sub")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try oneWarningView().write(to: folder.appendingPathComponent("A.swift"), atomically: true, encoding: .utf8)
        let twice = try navlint(["lint", ".", "Sub/A.swift", "./Sub"], in: root)
        #expect(twice.stdout.split(separator: "\n").filter { $0.contains("warning:") }.count == 1)
        try FileManager.default.createSymbolicLink(at: root.appendingPathComponent("Link"),
                                                   withDestinationURL: folder)
        let linked = try navlint(["lint", "--follow-symlinks", "."], in: root)
        let files = linked.stdout.split(separator: "\n").filter { $0.contains("warning:") }.map { $0.prefix { $0 != ":" } }
        #expect(files.sorted() == ["Link/A.swift", "Sub/A.swift"])
    }

    @Test func discoverySkipsBuildProductsAndHiddenFolders() throws {
        let root = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let source = oneWarningView()
        for folder in ["Sources", ".build", "DerivedData", "Pods", "Carthage", ".hidden", "Sources/Deep/Er",
                       "Sources/Assets.xcassets/Icon.imageset"] {
            try FileManager.default.createDirectory(at: root.appendingPathComponent(folder), withIntermediateDirectories: true)
            try source.write(to: root.appendingPathComponent(folder).appendingPathComponent("A.swift"),
                                     atomically: true, encoding: .utf8)
        }
        try "not swift".write(to: root.appendingPathComponent("Sources/notes.txt"), atomically: true, encoding: .utf8)
        let result = try navlint(["lint", "."], in: root)
        let files = result.stdout.split(separator: "\n").map { String($0.split(separator: ":")[0]) }
        #expect(files == ["Sources/A.swift", "Sources/Deep/Er/A.swift"])
    }

    @Test func aFIFONamedLikeSourceIsReportedNotAwaited() throws {
        let root = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        try oneWarningView()
            .write(to: root.appendingPathComponent("A.swift"), atomically: true, encoding: .utf8)
        #expect(mkfifo(root.appendingPathComponent("pipe.swift").path, 0o644) == 0)
        let result = try navlint(["lint", "."], in: root)
        #expect(result.status == 3)
        #expect(result.stderr.contains("pipe.swift") && result.stderr.contains("not a regular file"))
        #expect(result.stdout.contains("A.swift:1:"), "the readable file is still linted")
    }

    @Test func closedPipeEndsQuietly() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = ["-c", "'\(navlintBinary.path)' dump-tokens Tests/SwiftScannerTests/Fixtures/LexicalTorture.swift | head -1 >/dev/null; echo \"status ${PIPESTATUS[0]}\""]
        process.currentDirectoryURL = packageRoot
        let out = Pipe(), err = Pipe()
        process.standardError = err
        process.standardOutput = out
        try process.run()
        process.waitUntilExit()
        let stdout = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(stdout == "status 0\n", "killed by SIGPIPE or crashed: \(stdout)")
        #expect(stderr.isEmpty, "\(stderr)")
    }

    /// Two apps in one folder are linted as two projects: a name one declares
    /// never resolves in the other, so linting them together finds what
    /// linting each alone finds.
    @Test func projectsSideBySideAreLintedApart() throws {
        let root = try temporaryTree([
            "Notes/Package.swift": "// swift-tools-version:6.0\n",
            "Notes/Sources/Notes/DetailView.swift": """
                struct DetailView: View {
                    var body: some View { NavigationStack { Text("A note") } }
                }
                struct NotesRoot: View {
                    var body: some View { DetailView() }
                }
                """,
            "Shop/Shop.xcodeproj/project.pbxproj": "// !$*UTF8*$!\n",
            "Shop/Shop/Home.swift": """
                // `DetailView` comes from a package that is not linted here.
                struct Home: View {
                    var body: some View { NavigationStack { NavigationLink("Open") { DetailView() } } }
                }
                """,
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let together = try navlint(["lint", "--reporter", "json", "."], in: root)
        let notes = try navlint(["lint", "--reporter", "json", "Notes"], in: root)
        let shop = try navlint(["lint", "--reporter", "json", "Shop"], in: root)
        func findings(_ result: RunResult) throws -> [String] {
            let document = try #require(try JSONSerialization.jsonObject(with: result.stdoutBytes) as? [String: Any])
            return (document["findings"] as? [[String: Any]] ?? []).map { "\($0["file"] ?? ""):\($0["line"] ?? "") \($0["rule"] ?? "")" }
        }
        #expect(try findings(together) == (try findings(notes) + findings(shop)).sorted())
        #expect(try findings(together).allSatisfy { !$0.contains("nested_navigation_stack") })
    }
}
