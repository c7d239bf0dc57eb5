import NavLintCore

/// What `lint`, `graph` and `dump-navigation` read, the same way: discovery
/// with the configuration's include and exclude and `--follow-symlinks`,
/// every file read and outlined (standard input standing in for its path),
/// unreadable files named on standard error, files grouped into projects with
/// their manifests.
struct SourceLoading {
    var projects: [ProjectSources]
    var problems: [ReadProblem]
    var skippedLinks: [String]
    var fileCount: Int
    var discovery: Discovery

    /// Reads `paths` (default `.`); `stdin`, when given, replaces the file at its path.
    static func load(_ paths: [String], configuration: Configuration, followSymlinks: Bool,
                     stdin: LintCommand.StandardInput? = nil, jobs: Int,
                     timings: inout PhaseTimings) throws -> SourceLoading {
        var discovery = Discovery(configuration: configuration)
        discovery.followSymlinks = followSymlinks
        let discovered = try discovery.discover(paths.isEmpty && stdin == nil ? ["."] : paths)
        timings.mark("discover")
        let (files, readProblems) = LintCommand.load(discovered.files, stdin: stdin, discovery: discovery, jobs: jobs)
        timings.mark("read+lex+outline")
        let problems = (discovered.problems + readProblems).sorted { $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) }
        for problem in problems {
            Console.error("navlint: cannot read \(problem.path): \(problem.reason)\n")
        }
        let projects = LintCommand.projects(files, of: discovered.files).map { project, files in
            ProjectSources(files: files, manifests: LintCommand.manifestTexts(discovered.manifests[project] ?? []))
        }
        return SourceLoading(projects: projects, problems: problems, skippedLinks: discovered.skippedLinks,
                             fileCount: files.count, discovery: discovery)
    }
}
