/// Checkstyle XML 4.3, the lingua franca of CI lint plugins (Jenkins Warnings
/// NG, reviewdog, Danger, SonarQube imports): one `<file>` per file in
/// report order, one `<error>` per finding.
public struct CheckstyleReporter: Reporter {
    public init() {}
    public let name = "checkstyle"
    public let summary = "Checkstyle XML for CI lint plugins (Jenkins Warnings NG, reviewdog, Danger)"

    public func report(_ context: ReportContext) -> String {
        var out = XMLText.declaration + "<checkstyle version=\"4.3\">\n"
        for group in FileGroup.grouping(context.findings) {
            out += "  <file name=\"\(XMLText.attribute(group.file))\">\n"
            for finding in group.findings {
                // `source` is a dotted check name by convention; plugins group on it.
                out += "    <error line=\"\(finding.line)\" column=\"\(finding.column)\" "
                out += "severity=\"\(finding.severity.rawValue)\" message=\"\(XMLText.attribute(finding.message))\" "
                out += "source=\"navlint.rules.\(XMLText.attribute(finding.ruleID))\"/>\n"
            }
            out += "  </file>\n"
        }
        return out + "</checkstyle>\n"
    }
}
