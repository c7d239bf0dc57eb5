/// JUnit XML, which every CI shows as test results (Jenkins, GitLab merge
/// request widgets, CircleCI, Azure): a failing test case per finding,
/// grouped into one suite per file.
public struct JUnitReporter: Reporter {
    public init() {}
    public let name = "junit"
    public let summary = "JUnit XML: a failing test per finding, for CI test-result views (Jenkins, GitLab, CircleCI)"

    public func report(_ context: ReportContext) -> String {
        let findings = context.findings
        var out = XMLText.declaration
        guard !findings.isEmpty else {
            // A clean run is one passing test, so CI shows green rather than
            // "no test results found" (which some CIs treat as a failure).
            out += "<testsuites name=\"navlint\" tests=\"1\" failures=\"0\" errors=\"0\">\n"
            out += "  <testsuite name=\"navlint\" tests=\"1\" failures=\"0\" errors=\"0\">\n"
            out += "    <testcase classname=\"navlint\" name=\"lint\"/>\n"
            out += "  </testsuite>\n</testsuites>\n"
            return out
        }
        out += "<testsuites name=\"navlint\" tests=\"\(findings.count)\" failures=\"\(findings.count)\" errors=\"0\">\n"
        for group in FileGroup.grouping(findings) {
            let file = XMLText.attribute(group.file)
            let count = group.findings.count
            out += "  <testsuite name=\"\(file)\" tests=\"\(count)\" failures=\"\(count)\" errors=\"0\">\n"
            for finding in group.findings {
                out += "    <testcase classname=\"\(file)\" "
                out += "name=\"\(XMLText.attribute("\(finding.ruleID) at \(finding.line):\(finding.column)"))\">\n"
                out += "      <failure type=\"\(finding.severity.rawValue)\" message=\"\(XMLText.attribute(finding.message))\">"
                out += XMLText.text(body(finding))
                out += "</failure>\n    </testcase>\n"
            }
            out += "  </testsuite>\n"
        }
        return out + "</testsuites>\n"
    }

    /// The failure's text, which CIs show as the test's output: the finding
    /// as the compiler would print it, then its related locations, since a
    /// test result has no other place for them.
    func body(_ finding: Finding) -> String {
        var text = "\(finding.file):\(finding.line):\(finding.column): \(finding.message)"
        for note in finding.related {
            text += "\n\(note.file):\(note.line):\(note.column): note: \(note.message)"
        }
        return text
    }
}
