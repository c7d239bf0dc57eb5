import NavLintCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

enum LintCommand {
    static let spec = ArgumentSpec(
        command: "lint",
        flags: ["--strict", "--quiet", "--use-stdin", "--follow-symlinks", "--allow-zero-files", "--fix"]
            + RuleSelection.flags,
        valued: ["--reporter", "--jobs", "--output", "--config", "--baseline", "--write-baseline", "--stdin-path",
                 "--docs-url", "--relative-to"],
        repeated: RuleSelection.repeated + ["--report-only"], commaSeparated: RuleSelection.commaSeparated)

    /// Everything the command line and `.navlint.json` say about one run, checked before any work.
    struct Options {
        let parsed: ParsedArguments
        let configuration: Configuration
        let reporterName: String
        let reporter: any Reporter
        let jobs: Int
        let baseline: (path: String, baseline: Baseline)?
        let stdin: StandardInput?
        let output: ReportFile?

        init(_ arguments: [String]) throws {
            parsed = try parseArguments(arguments, spec)
            var configuration = try ConfigurationLookup.load(explicitPath: parsed.value("--config"))
            try RuleSelection.apply(parsed, to: &configuration, command: "lint")
            self.configuration = configuration
            reporterName = parsed.value("--reporter") ?? configuration.reporter ?? "xcode"
            guard let reporter = Reporters.named(reporterName) else {
                throw UsageError(message: "lint: unknown reporter '\(reporterName)'"
                    + suggestion(for: reporterName, among: Reporters.names)
                    + " (available: \(Reporters.names.joined(separator: ", ")))")
            }
            self.reporter = reporter
            jobs = try jobCount(parsed.value("--jobs"), command: "lint")
            baseline = try parsed.value("--baseline").map { ($0, try loadBaseline($0)) }
            if parsed.has("--fix") && (parsed.has("--use-stdin") || parsed.value("--write-baseline") != nil) {
                throw UsageError(message: "lint: --fix rewrites files, so it takes neither --use-stdin nor --write-baseline")
            }
            stdin = try stdinInput(parsed)
            // Open the report file last: an unwritable place is a usage error, before any work.
            output = try parsed.value("--output").map(ReportFile.init)
        }
    }

    static func run(_ arguments: [String]) throws -> ExitCode {
        let options = try Options(arguments)
        let parsed = options.parsed
        var timings = PhaseTimings()
        let loaded: SourceLoading
        do {
            loaded = try SourceLoading.load(parsed.positionals, command: "lint", configuration: options.configuration,
                                            followSymlinks: parsed.has("--follow-symlinks"), stdin: options.stdin,
                                            requireFiles: !parsed.has("--allow-zero-files"), jobs: options.jobs,
                                            timings: &timings)
        } catch {
            options.output?.abandon()
            throw error
        }
        for link in loaded.skippedLinks where !parsed.has("--quiet") {
            Console.error("navlint: not following \(link): it links outside the linted paths (use --follow-symlinks)\n")
        }
        let session = LintSession(configuration: options.configuration, jobs: options.jobs,
                                  fileConfigurations: loaded.fileConfigurations)
        let projects = session.index(loaded.projects)
        KeptUntilExit.keep(projects)
        timings.mark("model")
        timings.detail("model", projects.map(\.navigation.phaseTimes))
        var findings = session.findings(projects)
        timings.mark("rules")
        if let stdinPath = options.stdin?.displayPath { findings = findings.filter { $0.file == stdinPath } }
        var fileCount = options.stdin == nil ? loaded.fileCount : 1
        if let reported = parsed.list("--report-only") {
            let scope = try ReportScope(reported, discovery: loaded.discovery)
            findings = findings.filter { scope.contains($0.file) }
            fileCount = loaded.projects.reduce(0) { $0 + $1.files.filter { scope.contains($0.path) }.count }
        }
        if parsed.has("--fix") {
            // Fix from this run's findings, then lint the fixed sources afresh: the report
            // shows what is left, and a fix that made something new shows it too.
            options.output?.abandon()
            try FixRun.apply(findings, sources: loaded.projects)
            return try run(arguments.filter { $0 != "--fix" })
        }
        if let path = parsed.value("--write-baseline") {
            options.output?.abandon()
            return try writeBaseline(findings, to: path, loaded: loaded)
        }
        let code = try report(findings, files: fileCount, options: options, session: session, loaded: loaded)
        timings.mark("report")
        timings.print()
        return code
    }

    /// The baseline, `--strict`, the paths, the report and the summary line; returns the exit code.
    static func report(_ found: [Finding], files: Int, options: Options, session: LintSession,
                       loaded: SourceLoading) throws -> ExitCode {
        let parsed = options.parsed
        var findings = found
        var notes: [String] = []
        if let (path, recorded) = options.baseline {
            let match = recorded.apply(findings, path: baselinePaths(path, recorded, loaded.discovery))
            findings = match.kept
            notes.append("baseline: \(match.matched) hidden, \(match.stale) stale")
        }
        // --strict fails on warnings, so it reports them as errors too: Xcode shows red where the build fails.
        if parsed.has("--strict") || options.configuration.strict { findings = findings.map { $0.upgradedToError() } }
        let paths = PathRebasing.forReport(relativeTo: parsed.value("--relative-to"), reporter: options.reporterName,
                                           discovery: loaded.discovery)
        if let paths { findings = findings.map { $0.rewritingPaths(paths.callAsFunction) } }
        let summary = RunSummary(files: files, findings: findings)
        let docs = options.reporter.linksRulePages
            ? parsed.value("--docs-url") ?? options.configuration.docsURL ?? RuleDocsLocation.shipped() : nil
        let unreadable = loaded.problems.map { UnreadableFile(path: paths?($0.path) ?? $0.path, reason: $0.reason) }
        let report = options.reporter.report(ReportContext(
            findings: findings, summary: summary, rules: session.linter.rules.map(\.description),
            sourceRoot: paths.map { $0.folder == "/" ? nil : $0.folder } ?? loaded.discovery.workingDirectory,
            ruleDocsURL: docs, unreadable: unreadable))
        if let output = options.output { try output.commit(report) } else { Console.out(report) }
        if !parsed.has("--quiet") || options.output != nil {
            if !unreadable.isEmpty { notes.append("\(unreadable.count) unreadable (exit 3)") }
            if let output = options.output { notes.append("report written to \(output.path)") }
            Console.error("navlint: \(([summary.line] + notes).joined(separator: "; "))\n")
        }
        return exitCode(findings: findings, unreadable: !unreadable.isEmpty)
    }

    /// 3 when a file could not be read (the findings are incomplete), whatever they are; else 1 when
    /// an error fails the run; else 0. The summary line still counts the findings under a 3.
    static func exitCode(findings: [Finding], unreadable: Bool) -> ExitCode {
        if unreadable { return .unreadableInput }
        return findings.contains { $0.severity == .error } ? .violations : .success
    }

    /// `--write-baseline FILE`: records the findings, says what it wrote, and exits 0 (3 when a
    /// file could not be read, since the baseline then misses its findings).
    static func writeBaseline(_ findings: [Finding], to path: String, loaded: SourceLoading) throws -> ExitCode {
        let folder = baselineFolder(path, loaded.discovery)
        let baseline = Baseline(findings: findings, path: PathRebasing(folder: folder, discovery: loaded.discovery).callAsFunction)
        let file = try ReportFile(path: path)
        try file.commit(baseline.encoded())
        let count = "\(findings.count) finding\(findings.count == 1 ? "" : "s")"
        Console.error("navlint: wrote \(count) to baseline \(path) (paths relative to its folder)\n")
        return loaded.problems.isEmpty ? .success : .unreadableInput
    }

    /// How a finding's path reads in a baseline: from its folder, or for a format 1 file, as
    /// the working directory printed it.
    static func baselinePaths(_ path: String, _ baseline: Baseline, _ discovery: Discovery) -> (String) -> String {
        guard baseline.pathsRelativeToFile else { return { $0 } }
        return PathRebasing(folder: baselineFolder(path, discovery), discovery: discovery).callAsFunction
    }

    static func baselineFolder(_ path: String, _ discovery: Discovery) -> String {
        let absolute = discovery.absolutePath(for: path)
        let folder = absolute[..<(absolute.lastIndex(of: "/") ?? absolute.startIndex)]
        return folder.isEmpty ? "/" : String(folder)
    }

    struct StandardInput {
        var bytes: [UInt8]
        var displayPath: String
        var absolutePath: String
    }

    /// `--use-stdin --stdin-path PATH`: lint standard input as if it were PATH.
    static func stdinInput(_ parsed: ParsedArguments) throws -> StandardInput? {
        guard parsed.has("--use-stdin") else {
            if parsed.value("--stdin-path") != nil { throw UsageError(message: "lint: --stdin-path needs --use-stdin") }
            return nil
        }
        guard let path = parsed.value("--stdin-path") else {
            throw UsageError(message: "lint: --use-stdin needs --stdin-path PATH (the file the input stands for)")
        }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            if count <= 0 { break }
            bytes.append(contentsOf: chunk[0..<count])
        }
        let discovery = Discovery()
        return StandardInput(bytes: bytes, displayPath: discovery.displayPath(for: path),
                             absolutePath: discovery.absolutePath(for: path))
    }

    /// Reads and outlines every file in parallel; standard input stands in for its path.
    /// Reads, lexes and outlines the files: those `streamed` already read
    /// while discovery walked, the rest on up to `jobs` threads.
    static func load(_ discovered: [DiscoveredFile], stdin: StandardInput?, discovery: Discovery,
                     jobs: Int, streamed: StreamedReading? = nil) -> ([SourceFile], [ReadProblem]) {
        var list = discovered.filter { stdin == nil || discovery.absolutePath(for: $0.displayPath) != stdin?.absolutePath }
        if let stdin { list.append(DiscoveredFile(openPath: [], displayPath: stdin.displayPath)) }
        let frozen = list
        let loaded: [Result<SourceFile, ReadProblem>]
        if let streamed, stdin == nil {
            loaded = streamed.results(for: frozen)
        } else {
            loaded = parallelMap(count: frozen.count, jobs: jobs) { index in
                let file = frozen[index]
                if let stdin, file.openPath.isEmpty { return .success(SourceFile(path: file.displayPath, bytes: stdin.bytes)) }
                return readSource(file)
            }
        }
        var files: [SourceFile] = []
        var problems: [ReadProblem] = []
        for result in loaded {
            switch result {
            case .success(let file): files.append(file)
            case .failure(let problem): problems.append(problem)
            }
        }
        return (files, problems)
    }

    /// One file read and outlined, or why it could not be read.
    static func readSource(_ file: DiscoveredFile) -> Result<SourceFile, ReadProblem> {
        MallocTuning.adviseThreadHeap()
        switch FileReader.read(file.openPath) {
        case .success(let bytes): return .success(SourceFile(path: file.displayPath, bytes: bytes))
        case .failure(let failure): return .failure(ReadProblem(path: file.displayPath, reason: failure.reason))
        }
    }

    /// The loaded files grouped by the project discovery found them in, each
    /// group in discovery order, groups in order of their first file.
    static func projects(_ files: [SourceFile], of discovered: [DiscoveredFile]) -> [(project: String, files: [SourceFile])] {
        // Each file's project by its path, the last listing of a path winning. A table over
        // the paths' bytes: a dictionary hashed every path with SipHash, on the main thread,
        // twice (half a percent of a run on four thousand files, with both cores waiting).
        let paths = TokenNameTable(discovered.reversed().map(\.displayPath))
        var groups: [(project: String, files: [SourceFile])] = []
        var groupOf: [String: Int] = [:]
        var current = -1
        for file in files {
            let project = paths.id(ofName: file.path).map { discovered[discovered.count - 1 - $0].project } ?? ""
            // Discovery lists a project's files together: most files join the group before them.
            if current < 0 || groups[current].project != project {
                current = groupOf[project] ?? groups.count
                if current == groups.count {
                    groupOf[project] = current
                    groups.append((project, []))
                }
            }
            groups[current].files.append(file)
        }
        return groups
    }

    /// A project's manifests with their text; one that cannot be read only
    /// loses what it would have said.
    static func manifestTexts(_ manifests: [[UInt8]]) -> [(path: String, text: String)] {
        manifests.compactMap { path in
            guard case .success(let bytes) = FileReader.read(path) else { return nil }
            return (String(decoding: path, as: UTF8.self), String(decoding: bytes, as: UTF8.self))
        }
    }

    static func loadBaseline(_ path: String) throws -> Baseline {
        switch FileReader.read(path) {
        case .success(let bytes):
            do { return try Baseline.decode(bytes, path: path) } catch { throw UsageError(message: "\(error)") }
        case .failure(let failure):
            throw UsageError(message: "lint: cannot read baseline \(path): \(failure.reason)")
        }
    }

    /// `--jobs`: a whole number of at least 1; absent, the number of cores.
    static func jobCount(_ value: String?, command: String) throws -> Int {
        guard let value else { return max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))) }
        guard let jobs = Int(value), jobs >= 1 else {
            throw UsageError(message: "\(command): --jobs expects a whole number of at least 1, got '\(value)'")
        }
        return jobs
    }
}

struct ReadProblem: Error, Sendable {
    var path: String
    var reason: String
}
