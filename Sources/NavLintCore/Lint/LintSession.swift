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

    /// A session for `configuration`; `jobs` never changes the findings, only the time.
    public init(configuration: Configuration, jobs: Int = 1) {
        self.configuration = configuration
        self.jobs = jobs
        self.linter = Linter(configuration: configuration)
    }

    /// Each project is its own model: a name one declares never resolves in another.
    public func index(_ projects: [ProjectSources]) -> [ProjectIndex] {
        projects.map { project in
            ProjectIndex(files: project.files, manifests: project.manifests, jobs: jobs, options: configuration.navigation)
        }
    }

    /// The findings of every project, in report order.
    public func findings(_ indexes: [ProjectIndex]) -> [Finding] {
        indexes.flatMap { linter.lint($0, jobs: jobs) }.sorted(by: Finding.reportOrder)
    }
}
