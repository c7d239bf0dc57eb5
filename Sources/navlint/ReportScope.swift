#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `--report-only PATH` (repeatable): every linted file is context, so a view pushed
/// from another module is followed there, but only findings in these files, or in
/// files under these folders, are reported. The build tool plugin lints the whole
/// package and reports the target it builds.
struct ReportScope {
    private let files: Set<String>
    private let folders: [String]
    private let discovery: Discovery

    init(_ paths: [String], discovery: Discovery) throws {
        var files = Set<String>(), folders: [String] = []
        for path in paths {
            var info = stat()
            guard stat(path, &info) == 0 else {
                throw UsageError(message: "lint: --report-only: no such file or directory: \(path)")
            }
            let absolute = discovery.absolutePath(for: path)
            if info.st_mode & S_IFMT == S_IFDIR {
                folders.append(absolute == "/" ? "/" : absolute + "/")
            } else {
                files.insert(absolute)
            }
        }
        self.files = files
        self.folders = folders
        self.discovery = discovery
    }

    /// Whether a finding in `path` (as reports print it) is reported.
    func contains(_ path: String) -> Bool {
        let absolute = discovery.absolutePath(for: path)
        return files.contains(absolute) || folders.contains { absolute.hasPrefix($0) }
    }
}
