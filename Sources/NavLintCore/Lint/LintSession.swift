/// One project's sources as a front end read them: its Swift files and the
/// text of its manifests (`Package.swift`, `project.pbxproj`, `Info.plist`).
public struct ProjectSources: Sendable {
    public var files: [SourceFile]
    public var manifests: [(path: String, text: String)]

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
    public let configuration: Configuration
    public let jobs: Int
    public let linter: Linter

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
