import NavLintCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

enum LintCommand {
    static let spec = ArgumentSpec(command: "lint", flags: ["--strict", "--quiet"], valued: ["--reporter", "--jobs"])

    static func run(_ arguments: [String]) throws -> ExitCode {
        let parsed = try parseArguments(arguments, spec)
        let reporterName = parsed.value("--reporter") ?? "xcode"
        guard let reporter = Reporters.named(reporterName) else {
            throw UsageError(message: "lint: unknown reporter '\(reporterName)'"
                + suggestion(for: reporterName, among: Reporters.names)
                + " (available: \(Reporters.names.joined(separator: ", ")))")
        }
        let jobs = try jobCount(parsed.value("--jobs"))
        let paths = parsed.positionals.isEmpty ? ["."] : parsed.positionals
        let discovered = try Discovery().files(in: paths)

        // Read and outline every file in parallel; keep failures to report.
        let loaded: [Result<SourceFile, ReadProblem>] = parallelMap(count: discovered.count, jobs: jobs) { index in
            let file = discovered[index]
            switch FileReader.read(file.openPath) {
            case .success(let bytes): return .success(SourceFile(path: file.displayPath, bytes: bytes))
            case .failure(let failure): return .failure(ReadProblem(path: file.displayPath, reason: failure.reason))
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
        for problem in problems {
            Console.error("navlint: cannot read \(problem.path): \(problem.reason)\n")
        }

        let project = ProjectIndex(files: files, jobs: jobs)
        let findings = Linter().lint(project, jobs: jobs)
        let summary = RunSummary(files: files.count, findings: findings)
        Console.out(reporter.report(ReportContext(findings: findings, summary: summary)))
        if !parsed.has("--quiet") {
            Console.error("navlint: \(summary.line)\(problems.isEmpty ? "" : "; \(problems.count) unreadable")\n")
        }

        if !problems.isEmpty { return .unreadableInput }
        let strict = parsed.has("--strict")
        let fails = findings.contains { $0.severity == .error || strict }
        return fails ? .violations : .success
    }

    static func jobCount(_ value: String?) throws -> Int {
        guard let value else { return max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))) }
        guard let jobs = Int(value), jobs >= 1 else {
            throw UsageError(message: "lint: --jobs expects a whole number of at least 1, got '\(value)'")
        }
        return jobs
    }
}

struct ReadProblem: Error, Sendable {
    var path: String
    var reason: String
}
