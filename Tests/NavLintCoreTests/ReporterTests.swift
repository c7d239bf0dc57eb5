import Foundation
import NavLintCore
import Testing

struct ReporterTests {
    static let tricky = [
        Finding(ruleID: "rule_a", severity: .error, file: "Sources/App/Ünïcode View.swift", line: 3, column: 9,
                message: "A \"quoted\" <tag> & back\\slash\ttab\nnewline \u{1} é",
                related: [RelatedLocation(file: "Sources/Other.swift", line: 1, column: 2, message: "outer stack is here")]),
        Finding(ruleID: "rule_b", severity: .warning, file: "B.swift", line: 10, column: 1, message: "plain"),
    ]

    @Test func jsonReportHasTheDocumentedShape() throws {
        let text = JSONReporter().report(ReportContext(findings: Self.tricky, summary: RunSummary(files: 2, findings: Self.tricky)))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(object["tool"] as? String == "navlint")
        #expect(object["version"] as? String == NavLint.version)
        let findings = try #require(object["findings"] as? [[String: Any]])
        #expect(findings.count == 2)
        #expect(findings[0]["rule"] as? String == "rule_a")
        #expect(findings[0]["severity"] as? String == "error")
        #expect(findings[0]["file"] as? String == "Sources/App/Ünïcode View.swift")
        #expect(findings[0]["line"] as? Int == 3 && findings[0]["column"] as? Int == 9)
        #expect(findings[0]["message"] as? String == Self.tricky[0].message, "escaping round-trips")
        let related = try #require(findings[0]["related"] as? [[String: Any]])
        #expect(related.first?["message"] as? String == "outer stack is here")
        let summary = try #require(object["summary"] as? [String: Int])
        #expect(summary == ["files": 2, "findings": 2, "errors": 1, "warnings": 1])
    }

    @Test func emptyJSONReportIsValid() throws {
        let text = JSONReporter().report(ReportContext(findings: [], summary: RunSummary(files: 0, findings: [])))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect((object["findings"] as? [Any])?.isEmpty == true)
    }

    @Test func xcodeReportMatchesSwiftcFormat() {
        let text = XcodeReporter().report(ReportContext(findings: [Self.tricky[1], Self.tricky[0]].sorted(by: Finding.reportOrder),
                                                        summary: RunSummary(files: 2, findings: Self.tricky)))
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[0] == "B.swift:10:1: warning: plain (rule_b)")
        #expect(lines[1].hasPrefix("Sources/App/Ünïcode View.swift:3:9: error: A \"quoted\""))
        #expect(text.contains("Sources/Other.swift:1:2: note: outer stack is here\n"))
    }

    @Test func summaryLineCountsAndPluralizes() {
        #expect(RunSummary(files: 1, findings: [Self.tricky[1]]).line == "1 finding (0 errors, 1 warning) in 1 file")
    }

    @Test func findingsSortByFileLineColumnRule() {
        let a = Finding(ruleID: "b", severity: .warning, file: "A.swift", line: 2, column: 1, message: "")
        let b = Finding(ruleID: "a", severity: .warning, file: "A.swift", line: 2, column: 1, message: "")
        let c = Finding(ruleID: "a", severity: .warning, file: "A.swift", line: 10, column: 1, message: "")
        let d = Finding(ruleID: "a", severity: .warning, file: "B.swift", line: 1, column: 1, message: "")
        #expect([d, c, a, b].sorted(by: Finding.reportOrder) == [b, a, c, d])
    }
}
