import NavLintCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Finds and loads `.navlint.json`: `--config FILE`, else the nearest one
/// walking up from the working directory, else the defaults. A file that
/// `"extends"` another loads that one first (relative to its own folder).
enum ConfigurationLookup {
    static let fileName = ".navlint.json"
    /// How deep `extends` may chain: far beyond any real setup, short of a loop.
    static let maximumExtends = 16

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
        return try load(path: path, chain: [])
    }

    /// One file, after the file it extends; `chain` holds the files on the way, to name a loop.
    static func load(path: String, chain: [String], base: Configuration? = nil, nested: Bool = false) throws -> Configuration {
        let bytes: [UInt8]
        switch FileReader.read(path) {
        case .success(let read): bytes = read
        case .failure(let failure): throw UsageError(message: "cannot read configuration \(path): \(failure.reason)")
        }
        let absolute = Discovery().absolutePath(for: path)
        let folder = String(absolute[..<(absolute.lastIndex(of: "/") ?? absolute.startIndex)])
        do {
            var parent = base
            if let (extended, position) = try ConfigurationLoader.extendsPath(path: path, bytes: bytes) {
                let parentPath = extended.hasPrefix("/") ? extended : folder + "/" + extended
                let location = "\(path):\(position.line):\(position.column): extends"
                if chain.contains(absolute) || chain.count >= maximumExtends {
                    throw UsageError(message: "\(location): the configurations extend each other in a loop: "
                        + (chain + [absolute]).joined(separator: " -> "))
                }
                parent = try load(path: parentPath, chain: chain + [absolute], base: base)
            }
            return try ConfigurationLoader.load(path: path, bytes: bytes, rootDirectory: folder.isEmpty ? "/" : folder,
                                                rules: RuleRegistry.descriptions, reporters: Reporters.names,
                                                base: parent, nested: nested)
        } catch let error as ConfigurationError {
            throw UsageError(message: error.description)
        }
    }

    /// `.navlint.json` in `directory` or the nearest directory above it.
    static func nearest(from directory: String) -> String? {
        var current = directory
        while true {
            let candidate = (current == "/" ? "" : current) + "/" + fileName
            if isFile(candidate) {
                // Report it relative to the working directory when it is there, as people typed it.
                return current == directory ? fileName : candidate
            }
            guard current != "/", let slash = current.lastIndex(of: "/") else { return nil }
            current = slash == current.startIndex ? "/" : String(current[..<slash])
        }
    }

    static func isFile(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFREG
    }
}
