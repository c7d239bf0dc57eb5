import Foundation
import NavLintCore
import Testing

/// Every registered reporter, rendered from the fixed fixtures and compared
/// byte for byte with `Golden/<case>/<reporter>.<ext>`.
///
/// To regenerate after an intended change, run
///     NAVLINT_UPDATE_GOLDEN=1 swift test --filter GoldenReportTests
/// and review the diff of `Tests/NavLintCoreTests/Golden/` before committing.
struct GoldenReportTests {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")
    static let updating = ProcessInfo.processInfo.environment["NAVLINT_UPDATE_GOLDEN"] == "1"
    static let cases = ["tricky", "empty"]

    /// An extension per format so the goldens open in the right editor mode.
    static func fileName(reporter: String) -> String {
        let extensions = ["json": "json", "sarif": "sarif", "gitlab": "json", "checkstyle": "xml", "junit": "xml",
                          "markdown": "md"]
        return "\(reporter).\(extensions[reporter] ?? "txt")"
    }

    static func context(_ name: String) -> ReportContext {
        name == "empty" ? ReportFixtures.empty : ReportFixtures.tricky
    }

    @Test(arguments: Reporters.names, cases)
    func reportMatchesGolden(reporter name: String, case caseName: String) throws {
        let reporter = try #require(Reporters.named(name))
        let text = reporter.report(Self.context(caseName))
        #expect(reporter.report(Self.context(caseName)) == text, "same input, same bytes")
        let url = Self.directory.appendingPathComponent(caseName).appendingPathComponent(Self.fileName(reporter: name))
        if Self.updating {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
            print("wrote \(url.path)")
            return
        }
        guard let golden = FileManager.default.contents(atPath: url.path) else {
            Issue.record("missing \(url.path); run NAVLINT_UPDATE_GOLDEN=1 swift test --filter GoldenReportTests")
            return
        }
        // Compare bytes, not Strings: String equality is canonical
        // equivalence and would hide a change between composed and decomposed letters.
        #expect(Array(text.utf8) == Array(golden), "\(name) \(caseName) differs from \(url.path)")
        if Array(text.utf8) != Array(golden) {
            print("--- expected \(url.lastPathComponent)\n\(String(decoding: golden, as: UTF8.self))\n--- got\n\(text)")
        }
    }

    /// A golden left behind by a renamed or removed reporter would otherwise
    /// go unnoticed.
    @Test func everyGoldenBelongsToAReporter() throws {
        let expected = Set(Reporters.names.map(Self.fileName(reporter:)))
        for caseName in Self.cases {
            let folder = Self.directory.appendingPathComponent(caseName)
            let present = Set(try FileManager.default.contentsOfDirectory(atPath: folder.path))
            #expect(present.subtracting(expected).isEmpty, "stale goldens in \(caseName): \(present.subtracting(expected).sorted())")
        }
    }
}
