import NavLintCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Finds and loads `.navlint.json`: `--config FILE`, else the nearest one
/// walking up from the working directory, else the defaults.
enum ConfigurationLookup {
    static let fileName = ".navlint.json"

    static func load(explicitPath: String?) throws -> Configuration {
        let workingDirectory = currentDirectory()
        let path: String
        if let explicitPath {
            path = explicitPath
        } else if let found = nearest(from: workingDirectory) {
            path = found
        } else {
            return Configuration(rootDirectory: workingDirectory)
        }
        let bytes: [UInt8]
        switch FileReader.read(path) {
        case .success(let read): bytes = read
        case .failure(let failure): throw UsageError(message: "cannot read configuration \(path): \(failure.reason)")
        }
        let absolute = Discovery().absolutePath(for: path)
        let root = String(absolute[..<(absolute.lastIndex(of: "/") ?? absolute.startIndex)])
        do {
            return try ConfigurationLoader.load(path: path, bytes: bytes, rootDirectory: root.isEmpty ? "/" : root,
                                                rules: RuleRegistry.all.map(\.description), reporters: Reporters.names)
        } catch let error as ConfigurationError {
            throw UsageError(message: error.description)
        }
    }

    /// `.navlint.json` in `directory` or the nearest directory above it.
    static func nearest(from directory: String) -> String? {
        var current = directory
        while true {
            let candidate = (current == "/" ? "" : current) + "/" + fileName
            var info = stat()
            if stat(candidate, &info) == 0 && info.st_mode & S_IFMT == S_IFREG {
                // Report it relative to the working directory when it is there, as people typed it.
                return current == directory ? fileName : candidate
            }
            guard current != "/", let slash = current.lastIndex(of: "/") else { return nil }
            current = slash == current.startIndex ? "/" : String(current[..<slash])
        }
    }
}
