/// `path:line:column: warning: message (rule_id)`, the form swiftc prints and
/// Xcode turns into inline issues; related locations follow as `note:` lines.
public struct XcodeReporter: Reporter {
    public init() {}
    public let name = "xcode"
    public let summary = "path:line:column: severity: message (rule_id), as swiftc prints; Xcode shows them inline"

    public func report(_ context: ReportContext) -> String {
        var out = ""
        for finding in context.findings {
            out += "\(finding.file):\(finding.line):\(finding.column): \(finding.severity.rawValue): "
            out += "\(finding.message) (\(finding.ruleID))\n"
            for note in finding.related {
                out += "\(note.file):\(note.line):\(note.column): note: \(note.message)\n"
            }
        }
        return out
    }
}
