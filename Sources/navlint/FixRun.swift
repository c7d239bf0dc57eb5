import NavLintCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `navlint lint --fix`: applies the findings' mechanical fixes to their files, each
/// file written atomically and only when its fixes keep it well formed, and says what
/// it changed and what is left to fix by hand. The caller lints again afterwards.
enum FixRun {
    static func apply(_ findings: [Finding], sources: [ProjectSources]) throws {
        var byPath: [String: SourceFile] = [:]
        for project in sources { for file in project.files { byPath[file.path] = file } }
        var fixable: [String: [Finding]] = [:]
        for finding in findings where finding.fix != nil { fixable[finding.file, default: []].append(finding) }
        var changed: [String] = []
        var unfixed: [String] = []
        var files = 0
        for path in fixable.keys.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) {
            guard let file = byPath[path], let found = fixable[path] else { continue }
            let outcome = FixApplication.apply(found.compactMap(\.fix), to: file.bytes)
            for index in outcome.applied {
                changed.append("fixed \(path):\(found[index].line): \(found[index].fix?.summary ?? "") (\(found[index].ruleID))")
            }
            for (index, reason) in outcome.skipped {
                unfixed.append("not fixed \(path):\(found[index].line): \(reason) (\(found[index].ruleID))")
            }
            guard !outcome.applied.isEmpty else { continue }
            var info = stat()
            let mode = stat(path, &info) == 0 ? info.st_mode & 0o7777 : nil
            try ReportFile(path: path).commit(bytes: outcome.bytes, mode: mode)
            files += 1
        }
        for line in changed + unfixed { Console.error("navlint: \(line)\n") }
        Console.error("navlint: --fix changed \(changed.count) of \(findings.count) finding\(findings.count == 1 ? "" : "s") "
            + "in \(files) file\(files == 1 ? "" : "s"); the rest need a person (see the report)\n")
    }
}
