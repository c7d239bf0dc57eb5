/// Counts that close every report.
public struct RunSummary: Equatable, Sendable {
    public var files: Int
    public var findings: Int
    public var errors: Int
    public var warnings: Int

    public init(files: Int, findings: [Finding]) {
        self.files = files
        self.findings = findings.count
        errors = findings.filter { $0.severity == .error }.count
        warnings = findings.count - errors
    }

    /// One line for the terminal: "3 findings (1 error, 2 warnings) in 12 files".
    public var line: String {
        func plural(_ n: Int, _ word: String) -> String { "\(n) \(word)\(n == 1 ? "" : "s")" }
        return "\(plural(findings, "finding")) (\(plural(errors, "error")), \(plural(warnings, "warning"))) in \(plural(files, "file"))"
    }
}

/// Turns findings into one report format. Reporters know findings, never rules.
public protocol Reporter: Sendable {
    var name: String { get }
    func report(_ findings: [Finding], summary: RunSummary) -> String
}

public enum Reporters {
    public static let all: [any Reporter] = [XcodeReporter(), JSONReporter()]

    public static func named(_ name: String) -> (any Reporter)? {
        all.first { $0.name == name }
    }

    public static var names: [String] { all.map(\.name) }
}
