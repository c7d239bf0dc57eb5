import NavLintCore

/// `navlint graph`: the navigation map of the sources, as DOT or Mermaid,
/// with what `lint` would report drawn in red.
enum GraphCommand {
    static let spec = ArgumentSpec(command: "graph", flags: [], valued: ["--format", "--output", "--config", "--jobs"])
    static let formats = ["dot", "mermaid"]

    static func run(_ arguments: [String]) throws -> ExitCode {
        let parsed = try parseArguments(arguments, spec)
        let format = parsed.value("--format") ?? "dot"
        guard formats.contains(format) else {
            throw UsageError(message: "graph: unknown format '\(format)'" + suggestion(for: format, among: formats)
                + " (available: \(formats.joined(separator: ", ")))")
        }
        let jobs = try LintCommand.jobCount(parsed.value("--jobs"), command: "graph")
        let configuration = try ConfigurationLookup.load(explicitPath: parsed.value("--config"))
        let output = try parsed.value("--output").map(ReportFile.init)

        let discovery = Discovery(configuration: configuration)
        let discovered: [DiscoveredFile]
        do {
            discovered = try discovery.files(in: parsed.positionals.isEmpty ? ["."] : parsed.positionals)
        } catch {
            output?.abandon()
            throw error
        }
        let (files, problems) = LintCommand.load(discovered, stdin: nil, discovery: discovery, jobs: jobs)
        for problem in problems {
            Console.error("navlint: cannot read \(problem.path): \(problem.reason)\n")
        }

        // The same findings `lint` reports with this configuration (no baseline).
        let project = ProjectIndex(files: files, jobs: jobs, options: configuration.navigation)
        let findings = Linter(configuration: configuration).lint(project, jobs: jobs)

        let graph = NavigationGraph(project: project, findings: findings)
        let text = format == "mermaid" ? MermaidRenderer.render(graph) : DOTRenderer.render(graph)
        if let output {
            try output.commit(text)
        } else {
            Console.out(text)
        }
        return problems.isEmpty ? .success : .unreadableInput
    }
}
