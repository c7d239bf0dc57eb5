import Foundation
import Testing
@testable import navlint

#if canImport(Glibc)
import Glibc
#endif

/// A linter in CI meets every kind of file system oddity; each is reported
/// clearly, everything else is still linted and reported, and nothing hangs.
struct FileSystemFaultTests {
    static let legacy = oneWarningView()


    /// The race a CI machine can lose: a file found by the walk is gone (a
    /// branch switch, a generator rewriting its output) when it is read. The
    /// run goes through the same two steps the lint command takes, with the
    /// removal between them, at one and at two jobs.
    @Test(arguments: [1, 2])
    func aFileRemovedBetweenDiscoveryAndReadIsReported(jobs: Int) throws {
        let root = try temporaryTree(["A.swift": Self.legacy, "B.swift": Self.legacy, "C.swift": Self.legacy])
        defer { try? FileManager.default.removeItem(at: root) }
        let discovery = Discovery()
        let found = try discovery.discover([root.path])
        #expect(found.files.count == 3)
        try FileManager.default.removeItem(at: root.appendingPathComponent("B.swift"))
        let (files, problems) = LintCommand.load(found.files, stdin: nil, discovery: discovery, jobs: jobs)
        #expect(files.map { URL(fileURLWithPath: $0.path).lastPathComponent } == ["A.swift", "C.swift"])
        #expect(problems.count == 1)
        #expect(problems.first?.path.hasSuffix("B.swift") == true)
        #expect(problems.first?.reason.contains("No such file") == true, "\(problems)")
    }

    @Test func danglingSymlinkAndLoopAreReportedAndTheRestIsLinted() throws {
        let root = try temporaryTree(["Good.swift": Self.legacy])
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("Gone.swift").path,
                                                   withDestinationPath: "Missing.swift")
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("Loop.swift").path,
                                                   withDestinationPath: "Loop.swift")
        let result = try navlint(["lint", "."], in: root)
        #expect(result.status == 3)
        #expect(result.stderr.contains("Gone.swift: dangling symbolic link"))
        #expect(result.stderr.contains("Loop.swift: symbolic link loop"))
        #expect(result.stdout.contains("Good.swift:1:"))
    }

    @Test func symlinksInsideAreFollowedOutsideOnlyOnRequest() throws {
        let outside = try temporaryTree(["Shared.swift": Self.legacy])
        let root = try temporaryTree(["App/Real.swift": Self.legacy])
        defer {
            try? FileManager.default.removeItem(at: root)
            try? FileManager.default.removeItem(at: outside)
        }
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("App/Alias.swift").path,
                                                   withDestinationPath: "Real.swift")
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("App/Shared.swift").path,
                                                   withDestinationPath: outside.appendingPathComponent("Shared.swift").path)
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("App/Up").path,
                                                   withDestinationPath: root.path)
        let result = try navlint(["lint", "App"], in: root)
        #expect(result.status == 0, "a skipped link is a note, not an error")
        #expect(result.stdout.contains("App/Alias.swift:1:") && result.stdout.contains("App/Real.swift:1:"))
        #expect(!result.stdout.contains("Shared.swift"), "nothing outside the given paths is read through a link")
        #expect(result.stderr.contains("not following App/Shared.swift"))
        let followed = try navlint(["lint", "--follow-symlinks", "App"], in: root)
        #expect(followed.stdout.contains("App/Shared.swift:1:"))
        #expect(followed.status == 0, "a link back up the tree does not loop")
    }

    @Test func aDirectoryNamedLikeASourceFileIsWalked() throws {
        let root = try temporaryTree(["Odd.swift/Inner.swift": Self.legacy])
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try navlint(["lint", "."], in: root)
        #expect(result.status == 0 && result.stdout.contains("Odd.swift/Inner.swift:1:"))
    }

    @Test(.enabled(if: geteuid() != 0, "running as root, which can read any file"))
    func unreadableFileIsReported() throws {
        let root = try temporaryTree(["Good.swift": Self.legacy, "Secret.swift": Self.legacy])
        defer { try? FileManager.default.removeItem(at: root) }
        chmod(root.appendingPathComponent("Secret.swift").path, 0)
        let result = try navlint(["lint", "."], in: root)
        #expect(result.status == 3 && result.stderr.contains("Secret.swift") && result.stdout.contains("Good.swift"))
    }

    @Test func oddFileNamesAreLintedAndReportedFaithfully() throws {
        let names = ["With Space.swift", "A&B.swift", "C+D.swift", "Quote'd \"x\".swift", "Ünïcödé.swift"]
        var files: [String: String] = [:]
        for name in names { files[name] = Self.legacy }
        let root = try temporaryTree(files)
        defer { try? FileManager.default.removeItem(at: root) }
        // A name that is not UTF-8 at all.
        let raw: [UInt8] = Array(root.path.utf8) + Array("/Bad".utf8) + [0xFF, 0xFE] + Array(".swift".utf8) + [0]
        let descriptor = raw.withUnsafeBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) { open($0, O_WRONLY | O_CREAT, 0o644) }
        }
        #expect(descriptor >= 0)
        _ = Self.legacy.withCString { write(descriptor, $0, strlen($0)) }
        close(descriptor)
        let result = try navlint(["lint", "--reporter", "json", "."], in: root)
        #expect(result.status == 0, "\(result.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: result.stdoutBytes) as? [String: Any])
        let reported = Set((object["findings"] as? [[String: Any]] ?? []).compactMap { $0["file"] as? String })
        for name in names { #expect(reported.contains(name), "\(name)") }
        #expect(reported.contains { $0.hasPrefix("Bad") }, "the non-UTF-8 file is read and reported")
        #expect(reported.count == names.count + 1)
    }

    @Test func sourcesAreByteIdenticalAfterARun() throws {
        let corpus = packageRoot.appendingPathComponent("TestCorpus")
        func snapshot() throws -> [String: Data] {
            var result: [String: Data] = [:]
            let enumerator = FileManager.default.enumerator(atPath: corpus.path)
            while let relative = enumerator?.nextObject() as? String {
                let url = corpus.appendingPathComponent(relative)
                var isDirectory: ObjCBool = false
                if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue {
                    result[relative] = try Data(contentsOf: url)
                }
            }
            return result
        }
        let before = try snapshot()
        let scratch = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: scratch) }
        for reporter in ["xcode", "json", "sarif", "checkstyle", "junit", "github-actions", "gitlab", "markdown", "summary"] {
            _ = try navlint(["lint", "--reporter", reporter, "--output", scratch.appendingPathComponent(reporter).path,
                             "--write-baseline", scratch.appendingPathComponent("b-\(reporter).json").path, "TestCorpus"])
        }
        #expect(try snapshot() == before)
    }

    @Test func reportedPathsNeverClimbOutOfTheWorkingDirectory() throws {
        let root = try temporaryTree(["Sub/Inner.swift": Self.legacy, "Outside.swift": Self.legacy])
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try navlint(["lint", "../Outside.swift", "Inner.swift"], in: root.appendingPathComponent("Sub"))
        #expect(!result.stdout.contains("../"))
        #expect(result.stdout.contains(root.appendingPathComponent("Outside.swift").path + ":1:"))
        #expect(result.stdout.contains("\nInner.swift:1:") || result.stdout.hasPrefix("Inner.swift:1:"))
    }
}
