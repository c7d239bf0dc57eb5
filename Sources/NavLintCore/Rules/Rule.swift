/// What a rule is, for people: its docs, its examples, its defaults. The
/// examples are its first tests and its docs at once: `↓` marks each place a
/// triggering example must be reported, and no other place may be.
public struct RuleDescription: Sendable {
    /// Stable snake_case identifier; never renamed once shipped.
    public var id: String
    /// A short title.
    public var name: String
    /// One line: what it finds.
    public var summary: String
    /// Why it matters, and why its default severity is what it is (Markdown).
    public var rationale: String
    /// How to fix it (Markdown).
    public var fix: String
    /// The severity it reports at unless `.navlint.json` says otherwise.
    public var severity: Severity
    /// Swift snippets that must be reported at each `↓`. A snippet may hold
    /// several files, each starting with a `// file: Name.swift` line.
    public var triggeringExamples: [RuleExample]
    /// Swift snippets that must not be reported.
    public var nonTriggeringExamples: [RuleExample]
    /// Settings it accepts besides `severity`.
    public var options: [RuleOption]
    /// Off unless `.navlint.json` turns it on (SwiftLint's opt-in rules): for
    /// advice that is a matter of taste or migration, not a hazard with a
    /// scenario in which the code breaks.
    public var isOptIn: Bool
    /// Where the description is written: a failing example without a location of its own is
    /// looked up in this file, after this line.
    public var sourceFile: String
    /// The line of `sourceFile` the examples start near, for test failures.
    public var sourceLine: Int

    /// Rules build their description once; `sourceFile`/`sourceLine` default to the caller's.
    public init(id: String, name: String, summary: String, rationale: String, fix: String, severity: Severity,
                triggeringExamples: [RuleExample], nonTriggeringExamples: [RuleExample], options: [RuleOption] = [],
                isOptIn: Bool = false, sourceFile: String = #filePath, sourceLine: Int = #line) {
        self.id = id
        self.name = name
        self.summary = summary
        self.rationale = rationale
        self.fix = fix
        self.severity = severity
        self.triggeringExamples = triggeringExamples
        self.nonTriggeringExamples = nonTriggeringExamples
        self.options = options
        self.isOptIn = isOptIn
        self.sourceFile = sourceFile
        self.sourceLine = sourceLine
    }
}

extension RuleDescription {
    /// Whether it reports a hazard, a way the app breaks, rather than advice
    /// (the opt-in rules) or a word on suppression comments: the linter drops
    /// a hazard found in code the app never reaches (`PreviewOnlyCode.unreached`).
    package var reportsHazard: Bool { !isOptIn && id != SuperfluousDisable.id && id != InvalidNavlintCommand.id }
}

/// A check. Rules are pure: they read the file and the project they are given
/// and return findings located in that file; they never touch the file system.
/// Facts that span files (the navigation model) are computed once, before any
/// rule runs, and shared read-only.
package protocol Rule: Sendable {
    var description: RuleDescription { get }
    func check(_ context: RuleContext) -> [RuleViolation]
}

/// What a rule checks: one file, and the project around it.
package struct RuleContext: Sendable {
    package let file: SourceFile
    package let fileIndex: Int
    package let project: ProjectIndex
    /// Every rule's options, as `.navlint.json` sets them, by rule id; read one with
    /// `configuration(for:)`. One context serves every rule of a file: building one per rule
    /// would copy the project's model once per rule and file.
    let configurations: [String: RuleConfiguration]

    package init(file: SourceFile, fileIndex: Int, project: ProjectIndex,
                configurations: [String: RuleConfiguration] = [:]) {
        self.file = file
        self.fileIndex = fileIndex
        self.project = project
        self.configurations = configurations
    }

    /// Rule `id`'s options (`context.configuration(for: description.id).bool("assumePathsSaved")`),
    /// with the declared defaults where the file says nothing.
    package func configuration(for id: String) -> RuleConfiguration {
        configurations[id] ?? RuleConfiguration(declared: RuleRegistry.rule(id: id)?.description.options ?? [])
    }

    package var navigation: NavigationModel { project.navigation }
    package var facts: TypeFacts { project.navigation.facts }
    package var fileNavigation: FileNavigation { project.navigation.files[fileIndex] }

    /// A related location at a token anywhere in the project.
    package func related(_ reference: SourceRef, _ message: String) -> RelatedLocation {
        project.files[reference.file].relatedLocation(token: reference.token, message: message)
    }

    /// `violations` of a hazard that needs a second window, or none when the targets that build this
    /// file cannot have one (a multiplatform project's tvOS or iPhone-only `App`). Asked only once
    /// there is something to report: it reads the project file.
    package func onlyWhereTwoWindowsCanOpen(_ violations: [RuleViolation]) -> [RuleViolation] {
        guard !violations.isEmpty else { return violations }
        return project.supportsMultipleWindows(inFile: file.path) == false ? [] : violations
    }
}

/// A finding before the driver gives it a file name, line and severity:
/// where it is (a token of the checked file) and what to say.
package struct RuleViolation: Sendable {
    package var token: Int
    package var message: String
    package var related: [RelatedLocation]
    /// The mechanical rewrite that resolves it, where there is one without judgement.
    package var fix: Fix?

    package init(token: Int, message: String, related: [RelatedLocation] = [], fix: Fix? = nil) {
        self.token = token
        self.message = message
        self.related = related
        self.fix = fix
    }
}

