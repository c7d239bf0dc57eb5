#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A Swift file found on disk: where to open it, and how reports name it.
struct DiscoveredFile: Sendable {
    var openPath: String
    var displayPath: String
}

/// Walks the given paths for `.swift` files, in a stable (byte-wise sorted)
/// order. Build products, dependency checkouts and hidden folders are
/// skipped; symbolic links are not followed, so nothing outside the given
/// paths is read through one.
struct Discovery {
    static let skippedDirectories: Set<String> = [".build", "DerivedData", "Pods", "Carthage", ".git"]

    let workingDirectory: String
    /// Whether a file (absolute path) is linted; the configuration's include and exclude.
    var admits: (String) -> Bool = { _ in true }
    /// Whether a directory (absolute path) is skipped whole; the configuration's exclude.
    var prunes: (String) -> Bool = { _ in false }

    init() {
        workingDirectory = currentDirectory()
    }

    /// Throws a usage error naming the first path that does not exist.
    func files(in paths: [String]) throws -> [DiscoveredFile] {
        var found: [DiscoveredFile] = []
        for path in paths {
            var info = stat()
            guard stat(path, &info) == 0 else {
                throw UsageError(message: "lint: no such file or directory: \(path)")
            }
            if info.st_mode & S_IFMT == S_IFDIR {
                walk(directory: path, into: &found)
            } else if admits(absolutePath(for: path)) {
                // A file named explicitly is linted whatever its extension.
                found.append(DiscoveredFile(openPath: path, displayPath: displayPath(for: path)))
            }
        }
        // The same file named twice (`lint A A/x.swift`) is linted once.
        var seen = Set<String>()
        return found.filter { seen.insert($0.displayPath).inserted }
    }

    private func walk(directory root: String, into found: inout [DiscoveredFile]) {
        var pending = [root]
        while let directory = pending.popLast() {
            var subdirectories: [String] = []
            for entry in entries(of: directory) {
                let path = directory.hasSuffix("/") ? directory + entry.name : directory + "/" + entry.name
                switch entry.type {
                case .directory:
                    if entry.name.hasPrefix(".") || Self.skippedDirectories.contains(entry.name) { continue }
                    if prunes(absolutePath(for: path)) { continue }
                    subdirectories.append(path)
                case .file where entry.name.hasSuffix(".swift"):
                    guard admits(absolutePath(for: path)) else { continue }
                    found.append(DiscoveredFile(openPath: path, displayPath: displayPath(for: path)))
                case .special where entry.name.hasSuffix(".swift"):
                    guard admits(absolutePath(for: path)) else { continue }
                    // A FIFO or socket named like a source file: reading it
                    // would block or fail, so it is reported, not skipped silently.
                    found.append(DiscoveredFile(openPath: path, displayPath: displayPath(for: path)))
                default:
                    continue
                }
            }
            // Depth-first, in name order: push in reverse so the first name is walked first.
            pending.append(contentsOf: subdirectories.reversed())
        }
    }

    /// `special` is a FIFO, socket or device; `other` a symbolic link, which the walk does not follow.
    enum EntryType { case directory, file, special, other }

    private func entries(of directory: String) -> [(name: String, type: EntryType)] {
        guard let handle = opendir(directory) else { return [] }
        defer { closedir(handle) }
        var result: [(name: String, type: EntryType)] = []
        while let entry = readdir(handle) {
            let name = withUnsafePointer(to: entry.pointee.d_name) { pointer in
                pointer.withMemoryRebound(to: CChar.self, capacity: 256) { String(cString: $0) }
            }
            if name == "." || name == ".." { continue }
            var type: EntryType
            switch Int32(entry.pointee.d_type) {
            case Int32(DT_DIR): type = .directory
            case Int32(DT_REG): type = .file
            case Int32(DT_LNK): type = .other
            case Int32(DT_UNKNOWN):
                var info = stat()
                let path = directory + "/" + name
                guard lstat(path, &info) == 0 else { continue }
                let mode = info.st_mode & S_IFMT
                type = mode == S_IFDIR ? .directory : mode == S_IFREG ? .file : mode == S_IFLNK ? .other : .special
            default: type = .special
            }
            result.append((name, type))
        }
        return result.sorted { $0.name.utf8.lexicographicallyPrecedes($1.name.utf8) }
    }

    /// The absolute form of a path given relative to the working directory.
    func absolutePath(for path: String) -> String {
        normalize(path.hasPrefix("/") ? path : workingDirectory + "/" + path)
    }

    /// Relative to the working directory when under it; absolute otherwise,
    /// so a reported path never climbs out with `../`.
    func displayPath(for path: String) -> String {
        let absolute = absolutePath(for: path)
        let prefix = workingDirectory == "/" ? "/" : workingDirectory + "/"
        if absolute.hasPrefix(prefix) { return String(absolute.dropFirst(prefix.count)) }
        return absolute
    }

    /// Resolves `.` and `..` components without touching the file system.
    private func normalize(_ path: String) -> String {
        var parts: [Substring] = []
        for component in path.split(separator: "/", omittingEmptySubsequences: true) {
            if component == "." { continue }
            if component == ".." { if !parts.isEmpty { parts.removeLast() }; continue }
            parts.append(component)
        }
        return "/" + parts.joined(separator: "/")
    }
}

func currentDirectory() -> String {
    var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
    guard getcwd(&buffer, buffer.count) != nil else { return "/" }
    let length = buffer.firstIndex(of: 0) ?? buffer.count
    return String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
}
