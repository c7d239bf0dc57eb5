/// GitHub Actions workflow commands: each finding becomes an annotation on
/// the pull request's diff, with no upload step.
/// `::error file=PATH,line=L,col=C,title=RULE_ID::MESSAGE`.
public struct GitHubActionsReporter: Reporter {
    public init() {}
    public let name = "github-actions"
    public let summary = "GitHub Actions workflow commands: annotations on the pull request, no upload needed"

    public func report(_ context: ReportContext) -> String {
        var out = ""
        for finding in context.findings {
            let command = finding.severity == .error ? "error" : "warning"
            out += "::\(command) file=\(Self.property(finding.file)),line=\(finding.line),col=\(finding.column),"
            out += "title=\(Self.property(finding.ruleID))::\(Self.data(message(finding)))\n"
        }
        return out
    }

    /// An annotation points at one place, so related locations go into its
    /// text, one line each, where the runner shows them under the message.
    func message(_ finding: Finding) -> String {
        var text = finding.message
        for note in finding.related {
            text += "\n\(note.file):\(note.line):\(note.column): note: \(note.message)"
        }
        return text
    }

    /// The message part, escaped as the runner's own toolkit does
    /// (`escapeData`). Each scalar is escaped once, so a `%` that starts an
    /// escape is never escaped again.
    static func data(_ text: String) -> String { escape(text, property: false) }

    /// A property value (`escapeProperty`): also `:` and `,`, which would
    /// otherwise end the value or the property list.
    static func property(_ text: String) -> String { escape(text, property: true) }

    private static func escape(_ text: String, property: Bool) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "%": out += "%25"
            case "\r": out += "%0D"
            case "\n": out += "%0A"
            case ":" where property: out += "%3A"
            case "," where property: out += "%2C"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
