/// A Markdown report to post as a pull-request comment (or a job summary):
/// the counts as a heading, then one table row per finding.
public struct MarkdownReporter: Reporter {
    public var linksRulePages: Bool { true }
    public init() {}
    public let name = "markdown"
    public let summary = "a Markdown table for pull-request comments and job summaries"

    public func report(_ context: ReportContext) -> String {
        var out = "## navlint: \(context.summary.line)\n\n"
        guard !context.findings.isEmpty else {
            return out + "No findings.\n"
        }
        out += "| Severity | File | Line | Rule | Message |\n"
        out += "|---|---|---:|---|---|\n"
        for finding in context.findings {
            // The rule links to its page, which says why it matters and how to fix it.
            let code = MarkdownText.code(finding.ruleID)
            let rule = DocLinks.rule(finding.ruleID, base: context.ruleDocsURL).map { "[\(code)](\($0))" } ?? code
            out += "| \(finding.severity.rawValue) | \(MarkdownText.code(finding.file)) | \(finding.line) | \(rule) | "
            out += "\(MarkdownText.cell(finding.message)) |\n"
        }
        return out
    }
}
