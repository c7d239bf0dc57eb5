/// Counts that close every report.
public struct RunSummary: Equatable, Sendable {
    /// Files linted.
    public var files: Int
    /// Findings reported (after suppressions and the baseline).
    public var findings: Int
    public var errors: Int
    public var warnings: Int

    /// Counts `findings` by severity.
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

/// Everything a report is made from. Rules appear only as their
/// descriptions (data): a reporter never runs or knows a rule.
public struct ReportContext: Sendable {
    /// In report order (file, line, column, rule).
    public var findings: [Finding]
    /// The counts the report closes with.
    public var summary: RunSummary
    /// The description of every rule of the run, in documentation order.
    public var rules: [RuleDescription]
    /// The navlint version reports name (SARIF's `tool.driver.version`).
    public var toolVersion: String
    /// The absolute directory that relative finding paths are relative to
    /// (the working directory of the run). SARIF states it as `%SRCROOT%`.
    /// It is an input rather than read from the process so that reports are
    /// reproducible in tests; nil leaves the root to the consumer (code
    /// scanning resolves relative paths against the checkout).
    public var sourceRoot: String?
    /// Where the rule pages are, as a URL ending in `/` (`https://example.com/navlint/Rules/`,
    /// `file:///…/navlint/Rules/`); nil for reports without links.
    public var ruleDocsURL: String?
    /// Files that could not be read, so the findings are incomplete (exit 3).
    public var unreadable: [UnreadableFile]

    /// A context for `findings`; `ruleDocsURL` gets a trailing `/` when it lacks one.
    public init(findings: [Finding], summary: RunSummary, rules: [RuleDescription] = RuleRegistry.descriptions,
                toolVersion: String = NavLint.version, sourceRoot: String? = nil, ruleDocsURL: String? = nil,
                unreadable: [UnreadableFile] = []) {
        self.findings = findings
        self.summary = summary
        self.rules = rules
        self.toolVersion = toolVersion
        self.sourceRoot = sourceRoot
        self.ruleDocsURL = ruleDocsURL.map { $0.hasSuffix("/") ? $0 : $0 + "/" }
        self.unreadable = unreadable
    }
}

/// A file the run could not read, and why (`permission denied`, `a directory loop`).
public struct UnreadableFile: Equatable, Sendable {
    /// The path as reports print it.
    public var path: String
    public var reason: String

    /// A file named by `path` that could not be read for `reason`.
    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }
}

/// Turns findings into one report format.
public protocol Reporter: Sendable {
    /// The name `--reporter` takes.
    var name: String { get }
    /// One line for `navlint help lint`.
    var summary: String { get }
    /// Whether its reports link rule pages (so a front end need look for them only then).
    var linksRulePages: Bool { get }
    /// The whole report, deterministic for a given context.
    func report(_ context: ReportContext) -> String
}

extension Reporter {
    public var linksRulePages: Bool { false }
}

/// Every report format navlint ships, by name.
public enum Reporters {
    /// In the order `navlint help lint` lists them: the local formats, then
    /// code scanning and CI, then the ones people read.
    public static let all: [any Reporter] = [
        XcodeReporter(), JSONReporter(), SARIFReporter(), CheckstyleReporter(), JUnitReporter(),
        GitHubActionsReporter(), GitLabReporter(), MarkdownReporter(), SummaryReporter(),
    ]

    /// The reporter `--reporter name` selects, or nil.
    public static func named(_ name: String) -> (any Reporter)? {
        all.first { $0.name == name }
    }

    /// Every reporter's name, in help order.
    public static var names: [String] { all.map(\.name) }
}
