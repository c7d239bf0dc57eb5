/// One project's sources as a front end read them: its Swift files and the
/// text of its manifests (`Package.swift`, `project.pbxproj`, `Info.plist`).
public struct ProjectSources: Sendable {
    /// The Swift files, each read and lexed once.
    public var files: [SourceFile]
    /// Build manifests, for the deployment target and window support the rules read.
    public var manifests: [(path: String, text: String)]

    /// One project; files from different projects should be separate `ProjectSources`.
    public init(files: [SourceFile], manifests: [(path: String, text: String)] = []) {
        self.files = files
        self.manifests = manifests
    }
}

/// What every front end does between reading files and writing a report,
/// in one place: build each project's model with the configuration's
/// navigation options and manifests, run the configured rules at their
/// severities and options, and sort the findings. `lint`, `graph`,
/// `dump-navigation` and the SwiftPM plugins (through `lint`) all go
/// through it, so they see the same projects and the same findings.
public struct LintSession: Sendable {
    /// What the run was configured with: rules, severities, options, navigation names.
    public let configuration: Configuration
    /// How many files are modelled and linted at a time.
    public let jobs: Int
    /// The configured rules.
    public let linter: Linter

    /// Configurations nested in linted folders, by the path of each file they govern
    /// (as `SourceFile.path` says it); a file not here follows `configuration`.
    public let fileConfigurations: [String: Configuration]

    /// A session for `configuration`; `jobs` never changes the findings, only the time.
    /// `fileConfigurations` decide, per file, which rules report there and at which severity
    /// (what a nested `.navlint.json` may say); the model and rule options stay the run's.
    public init(configuration: Configuration, jobs: Int = 1, fileConfigurations: [String: Configuration] = [:]) {
        self.configuration = configuration
        self.jobs = jobs
        self.fileConfigurations = fileConfigurations
        var union = configuration
        let nested = Set(fileConfigurations.values.compactMap(\.path))
        if !nested.isEmpty {
            // Every rule some file's configuration runs, at the top configuration's severity.
            let everywhere = [configuration] + fileConfigurations.values
            union.enableAllRules = false
            union.onlyRules = Set(RuleRegistry.descriptions.filter { rule in
                everywhere.contains { $0.severity(of: rule) != nil }
            }.map(\.id))
            union.disabledRules = []
            union.severities = union.severities.filter { $0.value != nil }
        }
        self.linter = Linter(configuration: union)
    }

    /// Each project is its own model: a name one declares never resolves in another.
    /// How the threads are shared out among the projects is `ProjectScheduling`'s.
    public func index(_ projects: [ProjectSources]) -> [ProjectIndex] {
        ProjectScheduling(projects: projects, jobs: jobs).run { project, jobs in
            ProjectIndex(files: project.files, manifests: project.manifests, jobs: jobs,
                         options: configuration.navigation)
        }
    }

    /// The findings of every project, in report order.
    public func findings(_ indexes: [ProjectIndex]) -> [Finding] {
        let all = linter.lint(indexes, jobs: jobs).joined().sorted(by: Finding.reportOrder)
        guard !fileConfigurations.isEmpty else { return all }
        let descriptions = Dictionary(uniqueKeysWithValues: RuleRegistry.descriptions.map { ($0.id, $0) })
        return all.compactMap { finding in
            guard let rule = descriptions[finding.ruleID] else { return finding }
            let governing = fileConfigurations[finding.file] ?? configuration
            guard let severity = governing.severity(of: rule) else { return nil }
            var placed = finding
            placed.severity = severity
            return placed
        }
    }
}
