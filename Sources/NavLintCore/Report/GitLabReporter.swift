/// GitLab Code Quality JSON: an array of issues that GitLab shows in the
/// merge request widget and diff, compared against the target branch by
/// fingerprint to tell new findings from old ones.
public struct GitLabReporter: Reporter {
    public init() {}
    public let name = "gitlab"
    public let summary = "GitLab Code Quality JSON for merge request widgets"

    public func report(_ context: ReportContext) -> String {
        let keys = Fingerprint.keys(context.findings)
        let issues: [JSONValue] = zip(context.findings, keys).map { finding, key in
            [
                "description": .string(finding.message),
                "check_name": .string(finding.ruleID),
                // Line-number independent, so editing above a finding does
                // not make GitLab report it as fixed and new again.
                "fingerprint": .string(Fingerprint.hash(key)),
                "severity": .string(Self.severity(finding.severity)),
                "location": ["path": .string(finding.file), "lines": ["begin": .int(finding.line)]],
            ]
        }
        return JSONValue.array(issues).pretty()
    }

    /// GitLab's scale is info, minor, major, critical, blocker. Errors break
    /// navigation at runtime but are not outages or security holes, so
    /// major; warnings are hazards, so minor.
    static func severity(_ severity: Severity) -> String {
        switch severity {
        case .error: return "major"
        case .warning: return "minor"
        }
    }
}
