import NavLintCore
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A Swift file found on disk: the exact bytes of its path (file names need
/// not be UTF-8), and how reports name it.
struct DiscoveredFile: Sendable {
    var openPath: [UInt8]
    var displayPath: String
    /// The project it belongs to: the outermost folder under the walked path
    /// that holds a `Package.swift`, an `.xcodeproj` or an `.xcworkspace` (else
    /// the walked path). Files of different projects are linted apart, so two
    /// apps in one folder never resolve each other's names.
    var project = ""
}

/// Walks the given paths for `.swift` files, in a stable (byte-wise sorted)
/// order. Build products, dependency checkouts, hidden folders and asset
/// catalogs are skipped. Symbolic links are followed only to files inside the given paths
/// (or anywhere with `--follow-symlinks`); a dangling link or a link loop
/// named like a source file is reported, never silently skipped.
struct Discovery {
    /// Build products and dependency checkouts: SwiftPM's `.build` and `.swiftpm`, Xcode's
    /// `DerivedData` and `SourcePackages` (its package checkouts), CocoaPods, Carthage,
    /// Tuist's generated `Derived`. Hidden folders are skipped as well.
    static let skippedDirectories: Set<String> = [
        ".build", ".swiftpm", "DerivedData", "SourcePackages", "Derived", "Pods", "Carthage", ".git",
    ]

    let workingDirectory: String
    /// The subcommand errors are reported for (`lint: no such file…`, `graph: …`).
    var command = "lint"
    /// Whether a file (absolute path) is linted; the configuration's include and exclude.
    var admits: (String) -> Bool = { _ in true }
    /// Whether a directory (absolute path) is skipped whole; the configuration's exclude.
    var prunes: (String) -> Bool = { _ in false }
    var followSymlinks = false
    /// Told of each file as it is found, before the walk is over (`StreamedReading`).
    /// It may hear of a file the final list leaves out (a path named twice).
    var onFile: ((DiscoveredFile) -> Void)?

    struct Result {
        var files: [DiscoveredFile] = []
        var problems: [ReadProblem] = []
        /// Links not followed, for a note on standard error.
        var skippedLinks: [String] = []
        /// Files named on the command line that are not Swift: reported, never linted or counted.
        var notSwift: [String] = []
        /// Per project: the manifests that say its deployment target and window
        /// support (every `Package.swift`, `project.pbxproj` and `Info.plist` in it,
        /// local packages included).
        var manifests: [String: [[UInt8]]] = [:]
        /// Which listed folders hold a `.navlint.json`, and where the walk started.
        var configurations = ConfigurationListing()
    }

    init() {
        workingDirectory = currentDirectory()
    }

    /// Walks what `configuration` includes, pruning the folders it excludes.
    init(configuration: Configuration) {
        self.init()
        admits = configuration.admits
        prunes = configuration.excludesDirectory
    }

    /// Throws a usage error naming the first path that does not exist.
    func files(in paths: [String]) throws -> [DiscoveredFile] {
        try discover(paths).files
    }

    func discover(_ paths: [String]) throws -> Result {
        var result = Result()
        var roots: [[UInt8]] = []
        for path in paths {
            var info = stat()
            guard stat(path, &info) == 0 else { throw UsageError(message: "\(command): no such file or directory: \(path)") }
            if let real = realPath(Array(path.utf8)) { roots.append(real) }
        }
        var visited = Set<[UInt8]>()
        for path in paths {
            var info = stat()
            _ = stat(path, &info)
            let bytes = Array(path.utf8)
            if info.st_mode & S_IFMT == S_IFDIR {
                walk(bytes, roots: roots, visited: &visited, into: &result)
            } else if !path.hasSuffix(".swift") {
                result.notSwift.append(displayPath(for: path))
            } else if admits(absolutePath(for: path)) {
                let absolute = absolutePath(for: path)
                let slash = absolute.utf8.lastIndex(of: UInt8(ascii: "/")) ?? absolute.startIndex
                result.configurations.recordStart(folder: String(absolute[..<slash]))
                found(into: &result, DiscoveredFile(openPath: bytes, displayPath: displayPath(for: path)))
            }
        }
        // The same file named twice (`lint A A/x.swift`) is linted once. One path cannot name a
        // file twice (a walk enters each folder once), and hashing every path cost the walk a
        // tenth of its instructions.
        if paths.count > 1 {
            var seen = Set<String>()
            result.files = result.files.filter { seen.insert($0.displayPath).inserted }
        }
        return result
    }

    /// A folder waiting to be walked: its path as walked, its absolute spelling,
    /// the project it is in, and the listed folder it was found in with its name there.
    private typealias PendingFolder = (path: [UInt8], absolute: String, project: [UInt8]?,
                                       parent: DirectoryListing?, name: [UInt8])

    private func walk(_ root: [UInt8], roots: [[UInt8]], visited: inout Set<[UInt8]>, into result: inout Result) {
        if let real = realPath(root) { visited.insert(real) }
        let rootAbsolute = absolutePath(for: String(decoding: root, as: UTF8.self))
        result.configurations.recordStart(folder: rootAbsolute)
        var pending: [PendingFolder] = [(root, rootAbsolute, nil, nil, [])]
        var projectNames: [[UInt8]: String] = [:]
        while let (directory, absoluteDirectory, inherited, parent, name) = pending.popLast() {
            var subdirectories: [(path: [UInt8], name: [UInt8], absolute: String)] = []
            let opened = DirectoryListing(path: directory, name: name, in: parent)
            let listed = opened?.entries ?? []
            if opened != nil { result.configurations.record(folder: absoluteDirectory, entries: listed) }
            let project = inherited ?? (listed.contains { Self.isProjectMarker($0.name) } ? directory : nil)
            // Named once per project, and only when a file is found in it (most folders hold none).
            var named: String?
            func projectName() -> String {
                if let named { return named }
                let key = project ?? root
                let name = projectNames[key] ?? displayPath(for: String(decoding: key, as: UTF8.self))
                projectNames[key] = name
                named = name
                return name
            }
            for entry in listed {
                let path = directory.last == UInt8(ascii: "/") ? directory + entry.name : directory + [UInt8(ascii: "/")] + entry.name
                // Made only for the entries that need it: most files of a tree are not Swift.
                var text: String { String(decoding: path, as: UTF8.self) }
                let isSwift = entry.name.count > 6 && entry.name.suffix(6).elementsEqual(".swift".utf8)
                switch entry.type {
                case .directory:
                    if entry.name.count > 10 && entry.name.suffix(10).elementsEqual(".xcodeproj".utf8) {
                        result.manifests[projectName(), default: []].append(path + Array("/project.pbxproj".utf8))
                    }
                    if entry.name.first == UInt8(ascii: ".") || Self.isAssetCatalog(entry.name)
                        || Self.skippedDirectories.contains(String(decoding: entry.name, as: UTF8.self)) { continue }
                    let absolute = absolutePath(for: text)
                    if prunes(absolute) { continue }
                    subdirectories.append((path, entry.name, absolute))
                case .file where !isSwift:
                    if entry.name.count >= 10 && entry.name.suffix(10).elementsEqual("Info.plist".utf8) {
                        result.manifests[projectName(), default: []].append(path)
                    }
                case .file where isSwift, .special where isSwift:
                    // A FIFO or socket named like a source file is listed too: reading it would
                    // block or fail, so the reader reports it rather than skipping it silently.
                    if entry.type == .file && entry.name.elementsEqual("Package.swift".utf8) {
                        result.manifests[projectName(), default: []].append(path)
                    }
                    let absolute = absolutePath(for: text)
                    guard admits(absolute) else { continue }
                    found(into: &result, DiscoveredFile(openPath: path, displayPath: displayPath(absolute: absolute),
                                                        project: projectName()))
                case .link:
                    let before = result.files.count
                    if let folder = followLink(path, isSwift: isSwift, roots: roots, visited: &visited, into: &result) {
                        subdirectories.append((path, entry.name, folder))
                    }
                    for index in before..<result.files.count { result.files[index].project = projectName() }
                default:
                    continue
                }
            }
            // Depth-first, in name order: push in reverse so the first name is walked first.
            pending.append(contentsOf: subdirectories.reversed().map { ($0.path, $0.absolute, project, opened, $0.name) })
        }
    }

    /// Adds a file to the list, and tells `onFile` of it.
    private func found(into result: inout Result, _ file: DiscoveredFile) {
        result.files.append(file)
        onFile?(file)
    }

    /// A symbolic link met during the walk; the absolute path of the folder it
    /// leads to when that folder is to be walked.
    private func followLink(_ path: [UInt8], isSwift: Bool, roots: [[UInt8]], visited: inout Set<[UInt8]>,
                            into result: inout Result) -> String? {
        let text = String(decoding: path, as: UTF8.self)
        var info = stat()
        if cStat(path, &info) != 0 {
            guard isSwift else { return nil }
            let reason = errno == ELOOP ? "symbolic link loop" : "dangling symbolic link (its target does not exist)"
            result.problems.append(ReadProblem(path: displayPath(for: text), reason: reason))
            return nil
        }
        guard let real = realPath(path) else { return nil }
        let inside = roots.contains { root in real == root || real.starts(with: root + [UInt8(ascii: "/")]) }
        let mode = info.st_mode & S_IFMT
        if mode == S_IFDIR {
            // Never twice into one directory: a link back up the tree would loop forever.
            let absolute = absolutePath(for: text)
            guard followSymlinks, visited.insert(real).inserted, !prunes(absolute) else { return nil }
            return absolute
        } else if isSwift {
            guard followSymlinks || inside else {
                result.skippedLinks.append(displayPath(for: text))
                return nil
            }
            guard admits(absolutePath(for: text)) else { return nil }
            found(into: &result, DiscoveredFile(openPath: path, displayPath: displayPath(for: text)))
        }
        return nil
    }

    /// `Assets.xcassets`: images, colors and data sets, never sources, and a
    /// folder per asset (a third of the folders of a large app's tree).
    static func isAssetCatalog(_ name: [UInt8]) -> Bool {
        name.count > 9 && name.suffix(9).elementsEqual(".xcassets".utf8)
    }

    /// `Package.swift`, `App.xcodeproj`, `App.xcworkspace`: a folder that holds one is a project.
    static func isProjectMarker(_ name: [UInt8]) -> Bool {
        name.elementsEqual("Package.swift".utf8) || name.count > 10 && name.suffix(10).elementsEqual(".xcodeproj".utf8)
            || name.count > 12 && name.suffix(12).elementsEqual(".xcworkspace".utf8)
    }

    /// The absolute form of a path given relative to the working directory.
    func absolutePath(for path: String) -> String {
        normalize(path.hasPrefix("/") ? path : workingDirectory + "/" + path)
    }

    /// Relative to the working directory when under it; absolute otherwise,
    /// so a reported path never climbs out with `../`.
    func displayPath(for path: String) -> String {
        displayPath(absolute: absolutePath(for: path))
    }

    /// `displayPath(for:)` of a path already made absolute.
    func displayPath(absolute: String) -> String {
        PathPrefix.relative(absolute, under: workingDirectory) ?? absolute
    }

    /// Resolves `.` and `..` components without touching the file system.
    private func normalize(_ path: String) -> String {
        if Self.isNormalAbsolute(path) { return path }
        var parts: [Substring] = []
        for component in path.split(separator: "/", omittingEmptySubsequences: true) {
            if component == "." { continue }
            if component == ".." { if !parts.isEmpty { parts.removeLast() }; continue }
            parts.append(component)
        }
        return "/" + parts.joined(separator: "/")
    }

    /// Whether `path` is absolute with no empty, `.` or `..` component and no
    /// trailing slash: true of nearly every path a walk builds, which then
    /// needs no splitting (splitting each was 4% of a whole run).
    static func isNormalAbsolute(_ path: String) -> Bool {
        // Over the contiguous UTF-8: stepping through `path.utf8` cost more than the test.
        var contiguous = path
        return contiguous.withUTF8(isNormalAbsolute)
    }

    private static func isNormalAbsolute(_ path: UnsafeBufferPointer<UInt8>) -> Bool {
        var previous: UInt8 = 0, beforePrevious: UInt8 = 0, componentLength = 0
        var sawFirst = false
        for byte in path {
            if !sawFirst {
                guard byte == UInt8(ascii: "/") else { return false }
                sawFirst = true
                previous = byte
                continue
            }
            if byte == UInt8(ascii: "/") {
                if componentLength == 0 { return false }
                if componentLength == 1 && previous == UInt8(ascii: ".") { return false }
                if componentLength == 2 && previous == UInt8(ascii: ".") && beforePrevious == UInt8(ascii: ".") { return false }
                componentLength = 0
            } else {
                componentLength += 1
            }
            beforePrevious = previous
            previous = byte
        }
        if !sawFirst { return false }
        if path.count == 1 { return true } // "/"
        if componentLength == 0 { return false }
        if componentLength == 1 && previous == UInt8(ascii: ".") { return false }
        if componentLength == 2 && previous == UInt8(ascii: ".") && beforePrevious == UInt8(ascii: ".") { return false }
        return true
    }
}

func cStat(_ path: [UInt8], _ info: inout stat) -> Int32 {
    (path + [0]).withUnsafeBufferPointer { buffer in
        buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) { stat($0, &info) }
    }
}

/// The canonical absolute path (symbolic links resolved), as bytes.
func realPath(_ path: [UInt8]) -> [UInt8]? {
    (path + [0]).withUnsafeBufferPointer { buffer in
        buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) { pointer -> [UInt8]? in
            guard let resolved = realpath(pointer, nil) else { return nil }
            defer { free(resolved) }
            return Array(UnsafeBufferPointer(start: UnsafeRawPointer(resolved).assumingMemoryBound(to: UInt8.self),
                                             count: strlen(resolved)))
        }
    }
}

func currentDirectory() -> String {
    var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
    guard getcwd(&buffer, buffer.count) != nil else { return "/" }
    let length = buffer.firstIndex(of: 0) ?? buffer.count
    return String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
}
