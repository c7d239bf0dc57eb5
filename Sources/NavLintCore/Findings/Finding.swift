/// How a finding fails a run: any error fails it; warnings fail it under `--strict`.
public enum Severity: String, Sendable, Comparable, CaseIterable {
    case warning
    case error

    public static func < (a: Severity, b: Severity) -> Bool { a == .warning && b == .error }
}

/// A place a finding points to besides its own, such as "the outer stack is here".
public struct RelatedLocation: Equatable, Sendable {
    public var file: String
    public var line: Int
    public var column: Int
    public var message: String
    /// The column in UTF-16 code units (SARIF's unit), when it differs from `column`.
    public var utf16Column: Int?

    public init(file: String, line: Int, column: Int, message: String, utf16Column: Int? = nil) {
        self.file = file
        self.line = line
        self.column = column
        self.message = message
        self.utf16Column = utf16Column
    }
}

/// The token a finding is anchored to, by file path (stable across the models a run
/// builds): what a consumer such as the navigation map places it by, not its line.
public struct FindingAnchor: Hashable, Sendable {
    public var file: String
    public var token: Int

    public init(file: String, token: Int) {
        self.file = file
        self.token = token
    }
}

/// One reported problem. Lines and columns are 1-based; columns count UTF-8
/// bytes, as swiftc's do.
public struct Finding: Equatable, Sendable {
    public var ruleID: String
    public var severity: Severity
    public var file: String
    public var line: Int
    public var column: Int
    public var message: String
    public var related: [RelatedLocation]
    /// The offending line's text, trimmed: what baselines and fingerprints
    /// match on, so they survive edits elsewhere in the file.
    public var lineText: String
    /// The column in UTF-16 code units (SARIF's unit), when the line has non-ASCII text before it.
    public var utf16Column: Int?
    /// The token the rule reported; nil for findings about comments (suppressions).
    public var anchor: FindingAnchor?
    /// A rewrite `--fix` may apply, in this finding's file; nil where fixing needs judgement.
    public var fix: Fix?

    public init(ruleID: String, severity: Severity, file: String, line: Int, column: Int, message: String,
                related: [RelatedLocation] = [], lineText: String = "", utf16Column: Int? = nil,
                anchor: FindingAnchor? = nil, fix: Fix? = nil) {
        self.ruleID = ruleID
        self.severity = severity
        self.file = file
        self.line = line
        self.column = column
        self.message = message
        self.related = related
        self.lineText = lineText
        self.utf16Column = utf16Column
        self.anchor = anchor
        self.fix = fix
    }

    /// The same finding, its own path and its notes' paths rewritten by `path`
    /// (relative to another folder, or absolute).
    public func rewritingPaths(_ path: (String) -> String) -> Finding {
        var copy = self
        copy.file = path(file)
        copy.related = related.map { note in
            var note = note
            note.file = path(note.file)
            return note
        }
        return copy
    }

    /// The same finding at error severity (`--strict`).
    public func upgradedToError() -> Finding {
        var copy = self
        copy.severity = .error
        return copy
    }

    func withFile(_ file: String) -> Finding {
        var copy = self
        copy.file = file
        return copy
    }

    /// Report order: file, line, column, rule, then message so ties never
    /// depend on which thread finished first.
    public static func reportOrder(_ a: Finding, _ b: Finding) -> Bool {
        if a.file != b.file { return a.file.utf8.lexicographicallyPrecedes(b.file.utf8) }
        if a.line != b.line { return a.line < b.line }
        if a.column != b.column { return a.column < b.column }
        if a.ruleID != b.ruleID { return a.ruleID < b.ruleID }
        return a.message < b.message
    }
}
