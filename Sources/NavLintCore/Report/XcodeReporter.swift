/// `path:line:column: warning: message (rule_id)`, the form swiftc prints and
/// Xcode turns into inline issues; related locations follow as `note:` lines.
public struct XcodeReporter: Reporter {
    public init() {}
    public let name = "xcode"

    public func report(_ findings: [Finding], summary: RunSummary) -> String {
        var out = ""
        for finding in findings {
            out += "\(finding.file):\(finding.line):\(finding.column): \(finding.severity.rawValue): "
            out += "\(finding.message) (\(finding.ruleID))\n"
            for note in finding.related {
                out += "\(note.file):\(note.line):\(note.column): note: \(note.message)\n"
            }
        }
        return out
    }
}
