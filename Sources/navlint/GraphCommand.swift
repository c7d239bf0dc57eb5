import NavLintCore

/// `navlint graph`: the navigation map of the sources, as DOT or Mermaid,
/// with what `lint` would report drawn in red.
enum GraphCommand {
    static let spec = ArgumentSpec(command: "graph", flags: ["--follow-symlinks"] + RuleSelection.flags,
                                   valued: ["--format", "--output", "--config", "--jobs"], repeated: RuleSelection.repeated, commaSeparated: RuleSelection.commaSeparated)
    static let formats = ["dot", "mermaid"]

    static func run(_ arguments: [String]) throws -> ExitCode {
        let parsed = try parseArguments(arguments, spec)
        let format = parsed.value("--format") ?? "dot"
        guard formats.contains(format) else {
            throw UsageError(message: "graph: unknown format '\(format)'" + suggestion(for: format, among: formats)
                + " (available: \(formats.joined(separator: ", ")))")
        }
        let jobs = try LintCommand.jobCount(parsed.value("--jobs"), command: "graph")
        var configuration = try ConfigurationLookup.load(explicitPath: parsed.value("--config"))
        try RuleSelection.apply(parsed, to: &configuration, command: "graph")
        let output = try parsed.value("--output").map(ReportFile.init)

        var timings = PhaseTimings()
        let loaded: SourceLoading
        do {
            loaded = try SourceLoading.load(parsed.positionals, command: "graph", configuration: configuration,
                                            followSymlinks: parsed.has("--follow-symlinks"), jobs: jobs, timings: &timings)
        } catch {
            output?.abandon()
            throw error
        }
        // The same projects and findings `lint` reports with this configuration (no baseline); the map
        // is drawn over one model, so several projects are drawn together.
        let session = LintSession(configuration: configuration, jobs: jobs, fileConfigurations: loaded.fileConfigurations)
        let indexes = session.index(loaded.projects)
        let findings = session.findings(indexes)
        let project = indexes.count == 1 ? indexes[0]
            : ProjectIndex(files: loaded.projects.flatMap(\.files), jobs: jobs, options: configuration.navigation)

        let graph = NavigationGraph(project: project, findings: findings)
        let text = format == "mermaid" ? MermaidRenderer.render(graph) : DOTRenderer.render(graph)
        if let output {
            try output.commit(text)
        } else {
            Console.out(text)
        }
        return loaded.problems.isEmpty ? .success : .unreadableInput
    }
}
