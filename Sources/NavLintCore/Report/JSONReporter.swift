/// The stable machine-readable report:
/// `{"tool", "version", "findings": [{rule, severity, file, line, column, message, related}],
/// "unreadable": [{file, reason}], "summary"}`.
public struct JSONReporter: Reporter {
    public init() {}
    public let name = "json"
    public let summary = "a stable JSON document for scripts: findings and a summary"

    public func report(_ context: ReportContext) -> String {
        let findings = context.findings, summary = context.summary
        var out = "{\n  \"tool\": \"navlint\",\n  \"version\": \(JSONText.quote(context.toolVersion)),\n  \"findings\": ["
        for (index, finding) in findings.enumerated() {
            out += index == 0 ? "\n" : ",\n"
            out += "    {\"rule\": \(JSONText.quote(finding.ruleID)), \"severity\": \"\(finding.severity.rawValue)\", "
            out += "\"file\": \(JSONText.quote(finding.file)), \"line\": \(finding.line), \"column\": \(finding.column), "
            out += "\"message\": \(JSONText.quote(finding.message)), \"related\": ["
            out += finding.related.map { note in
                "{\"file\": \(JSONText.quote(note.file)), \"line\": \(note.line), \"column\": \(note.column), "
                    + "\"message\": \(JSONText.quote(note.message))}"
            }.joined(separator: ", ")
            out += "]}"
        }
        out += findings.isEmpty ? "],\n" : "\n  ],\n"
        out += "  \"unreadable\": ["
        out += context.unreadable.map { "{\"file\": \(JSONText.quote($0.path)), \"reason\": \(JSONText.quote($0.reason))}" }
            .joined(separator: ", ")
        out += "],\n"
        out += "  \"summary\": {\"files\": \(summary.files), \"findings\": \(summary.findings), "
        out += "\"errors\": \(summary.errors), \"warnings\": \(summary.warnings)}\n}\n"
        return out
    }
}
