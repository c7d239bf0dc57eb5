import Foundation
@testable import NavLintCore
import Testing

/// The CI-annotation and human-readable formats: GitHub Actions, GitLab,
/// Markdown and the summary.
struct TextReporterTests {
    // MARK: GitHub Actions

    @Test func githubActionsEscapesMessagesAndProperties() {
        let finding = Finding(ruleID: "rule,a:b", severity: .error, file: "Dir, with: colon/100% A.swift", line: 4,
                              column: 2, message: "50% done\r\nnext: a,b")
        let text = GitHubActionsReporter().report(ReportFixtures.context([finding]))
        #expect(text == "::error file=Dir%2C with%3A colon/100%25 A.swift,line=4,col=2,title=rule%2Ca%3Ab::"
            + "50%25 done%0D%0Anext: a,b\n")
    }

    @Test func githubActionsWritesOneCommandPerFindingWithNotesInTheMessage() {
        let lines = GitHubActionsReporter().report(ReportFixtures.tricky).split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 5 && lines[4].isEmpty, "four commands, each on its own line")
        #expect(lines[0].hasPrefix("::error file=\(ReportFixtures.trickyFile),line=3,col=9,title=nested_navigation_stack::"))
        #expect(lines[0].hasSuffix("| pipe%0ASources/App/Root.swift:1:2: note: outer stack <here> & \"there\""))
        #expect(lines[2].hasPrefix("::warning ") && lines[3].hasPrefix("::warning "))
        #expect(GitHubActionsReporter().report(ReportFixtures.empty).isEmpty)
    }

    // MARK: GitLab

    @Test func gitlabHasTheCodeQualityFields() throws {
        let text = GitLabReporter().report(ReportFixtures.tricky)
        let issues = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [[String: Any]])
        #expect(issues.count == 4)
        let keys = Fingerprint.keys(ReportFixtures.findings)
        for (index, issue) in issues.enumerated() {
            let finding = ReportFixtures.findings[index]
            #expect(issue["description"] as? String == finding.message)
            #expect(issue["check_name"] as? String == finding.ruleID)
            #expect(issue["fingerprint"] as? String == Fingerprint.hash(keys[index]))
            let location = try #require(issue["location"] as? [String: Any])
            #expect(location["path"] as? String == finding.file)
            #expect((location["lines"] as? [String: Int])?["begin"] == finding.line)
        }
        #expect(issues.map { $0["severity"] as? String } == ["major", "major", "minor", "minor"])
        #expect(Set(issues.compactMap { $0["fingerprint"] as? String }).count == 4, "GitLab needs unique fingerprints")
        #expect(GitLabReporter().report(ReportFixtures.empty) == "[]\n")
    }

    // MARK: Markdown

    @Test func markdownTableHasOneRowPerFindingAndFiveCellsEach() throws {
        let text = MarkdownReporter().report(ReportFixtures.tricky)
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines[0] == "## navlint: 4 findings (2 errors, 2 warnings) in 5 files")
        #expect(lines[1] == "| Severity | File | Line | Rule | Message |")
        let rows = Array(lines.dropFirst(3))
        #expect(rows.count == 4, "newlines in messages must not add lines")
        for row in rows {
            #expect(Self.cellCount(row) == 5, "\(row)")
        }
        #expect(rows[0].contains("[`nested_navigation_stack`](https://docs.example.com/navlint/Rules/nested_navigation_stack.md)"))
        #expect(rows[0].contains("&lt;tag&gt; &amp; it's\ttabbed<br>second line \u{FFFD}"))
        #expect(rows[0].contains("`NavigationStack<Root>` \\| pipe"), "code spans are kept, pipes escaped")
        #expect(rows[2].contains("<code>x &#124; y</code> \\\\ done"))
    }

    /// Cells as GitHub's table splitter sees them: `|` not escaped by `\`.
    static func cellCount(_ row: String) -> Int {
        var pipes = 0
        var escaped = false
        for character in row {
            if escaped { escaped = false; continue }
            if character == "\\" { escaped = true } else if character == "|" { pipes += 1 }
        }
        return pipes - 1
    }

    @Test func markdownEscapesEveryCellThatCouldBreakTheTable() {
        #expect(MarkdownText.cell("a|b\nc\r\nd\re") == "a\\|b<br>c<br>d<br>e")
        #expect(MarkdownText.cell("`a|b` and `c`") == "<code>a&#124;b</code> and `c`")
        #expect(MarkdownText.cell("unclosed ` tick") == "unclosed ` tick")
        #expect(MarkdownText.cell("``double `inner` ``") == "``double `inner` ``")
        #expect(MarkdownText.code("odd`name|.swift") == "<code>odd&#96;name&#124;&#46;swift</code>")
        #expect(MarkdownText.code("Sources/A B.swift") == "`Sources/A B.swift`")
        #expect(Self.cellCount("| \(MarkdownText.cell("\\|")) |") == 1, "a backslash cannot unescape a pipe")
    }

    @Test func markdownSaysSoWhenThereAreNoFindings() {
        #expect(MarkdownReporter().report(ReportFixtures.empty) == "## navlint: 0 findings (0 errors, 0 warnings) in 5 files\n\nNo findings.\n")
    }

    // MARK: Summary

    @Test func summaryCountsByRuleAndFile() {
        let text = SummaryReporter().report(ReportFixtures.tricky)
        #expect(text == """
            Rule                     Severity  Findings
            nested_navigation_stack  error            2
            model_as_route           warning          2

            File                                  Findings
            \(ReportFixtures.trickyFile)         3
            Sources/Feature/Detail.swift                 1

            4 findings (2 errors, 2 warnings) in 5 files

            """)
    }

    @Test func summaryOrdersRulesByDocumentationThenIDAndSplitsSeverities() {
        let findings = [
            Finding(ruleID: "zeta", severity: .warning, file: "A.swift", line: 1, column: 1, message: ""),
            Finding(ruleID: "alpha", severity: .warning, file: "A.swift", line: 2, column: 1, message: ""),
            Finding(ruleID: "model_as_route", severity: .warning, file: "B\nC.swift", line: 1, column: 1, message: ""),
            Finding(ruleID: "model_as_route", severity: .error, file: "B\nC.swift", line: 2, column: 1, message: ""),
        ]
        let rows = SummaryReporter().ruleRows(ReportFixtures.context(findings))
        #expect(rows == [["model_as_route", "error", "1"], ["model_as_route", "warning", "1"],
                         ["alpha", "warning", "1"], ["zeta", "warning", "1"]])
        #expect(SummaryReporter().report(ReportFixtures.context(findings)).contains("B\u{FFFD}C.swift  "))
        #expect(SummaryReporter().report(ReportFixtures.empty) == "No findings.\n\n0 findings (0 errors, 0 warnings) in 5 files\n")
    }

    @Test func everyReporterIsRegisteredOnceByName() {
        #expect(Reporters.names == ["xcode", "json", "sarif", "checkstyle", "junit", "github-actions", "gitlab", "markdown", "summary"])
        for name in Reporters.names { #expect(Reporters.named(name)?.name == name) }
    }
}
