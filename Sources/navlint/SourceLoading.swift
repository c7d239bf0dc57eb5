import NavLintCore

/// What `lint`, `graph` and `dump-navigation` read, the same way: discovery
/// with the configuration's include and exclude and `--follow-symlinks`,
/// every file read and outlined (standard input standing in for its path),
/// unreadable files named on standard error, files grouped into projects with
/// their manifests. A file named on the command line that is not Swift is
/// reported and left out; no Swift file at all is an error for `lint` unless
/// `--allow-zero-files`, naming the include or exclude that emptied the run.
struct SourceLoading {
    var projects: [ProjectSources]
    var problems: [ReadProblem]
    var skippedLinks: [String]
    var fileCount: Int
    var discovery: Discovery
    /// The nested `.navlint.json` governing each file that has one, by display path.
    var fileConfigurations: [String: Configuration]

    /// Reads `paths` (default `.`); `stdin`, when given, replaces the file at its path.
    static func load(_ paths: [String], command: String, configuration: Configuration, followSymlinks: Bool,
                     stdin: LintCommand.StandardInput? = nil, requireFiles: Bool = false, jobs: Int,
                     timings: inout PhaseTimings) throws -> SourceLoading {
        var discovery = Discovery(configuration: configuration)
        discovery.followSymlinks = followSymlinks
        discovery.command = command
        let walked = paths.isEmpty && stdin == nil ? ["."] : paths
        // With more than one job, files are read while the walk goes on.
        let streamed = stdin == nil && jobs > 1 ? StreamedReading(workers: jobs) : nil
        defer { streamed?.finish() }
        if let streamed { discovery.onFile = streamed.add }
        var discovered = try discovery.discover(walked)
        discovery.onFile = nil
        let nested = try NestedConfigurations.find(for: discovered.files.map(\.displayPath), top: configuration,
                                                   discovery: discovery, listing: discovered.configurations)
        if !nested.byFile.isEmpty {
            discovered.files = discovered.files.filter {
                nested.admits($0.displayPath, absolutePath: discovery.absolutePath(for: $0.displayPath))
            }
        }
        for path in discovered.notSwift {
            Console.error("navlint: \(command): skipping \(path): not a Swift file\n")
        }
        if requireFiles && stdin == nil && discovered.files.isEmpty && discovered.problems.isEmpty {
            throw UsageError(message: noFilesMessage(walked, command: command, configuration: configuration,
                                                     followSymlinks: followSymlinks))
        }
        timings.mark("discover")
        let (files, readProblems) = LintCommand.load(discovered.files, stdin: stdin, discovery: discovery, jobs: jobs,
                                                     streamed: streamed)
        timings.mark("read+lex+outline")
        let problems = (discovered.problems + readProblems).sorted { $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) }
        for problem in problems {
            Console.error("navlint: cannot read \(problem.path): \(problem.reason)\n")
        }
        let projects = LintCommand.projects(files, of: discovered.files).map { project, files in
            ProjectSources(files: files, manifests: LintCommand.manifestTexts(discovered.manifests[project] ?? []))
        }
        return SourceLoading(projects: projects, problems: problems, skippedLinks: discovered.skippedLinks,
                             fileCount: files.count, discovery: discovery,
                             fileConfigurations: nested.byFile)
    }

    /// Why nothing is linted: no Swift file under the paths at all, or the configuration's
    /// include or exclude left none of the ones there are.
    private static func noFilesMessage(_ paths: [String], command: String, configuration: Configuration,
                                       followSymlinks: Bool) -> String {
        var unfiltered = Discovery()
        unfiltered.followSymlinks = followSymlinks
        let present = (try? unfiltered.discover(paths).files.count) ?? 0
        var message = "\(command): no Swift files to lint in \(paths.joined(separator: " "))"
        if present > 0 {
            let file = configuration.path ?? ".navlint.json"
            let include = configuration.include.map(\.pattern).joined(separator: ", ")
            let exclude = configuration.exclude.map(\.pattern).joined(separator: ", ")
            message += ": \(present) found, but \(file)'s"
            message += include.isEmpty ? "" : " include [\(include)]"
            message += include.isEmpty || exclude.isEmpty ? "" : " and"
            message += exclude.isEmpty ? "" : " exclude [\(exclude)]"
            message += " leave none"
        }
        return message + " (pass --allow-zero-files when that is expected)"
    }
}
