import NavLintCore

/// `.navlint.json` files in linted folders below the top configuration, as SwiftLint's
/// nested configurations: each governs the files under its folder, starting from the
/// configuration of the folder above it, and may say which rules run there, at which
/// severity, and on which files (`ConfigurationLoader.nestedKeys`).
struct NestedConfigurations {
    /// Per file (its display path), when a nested configuration governs it.
    var byFile: [String: Configuration] = [:]
    /// Folder (absolute) → the configuration in force there; the top one's folder is its seed.
    private var byFolder: [String: Configuration]
    private let top: Configuration
    private let topFolder: String
    private let discovery: Discovery

    /// Finds the configurations governing `files` (display paths), below `top`'s folder
    /// (the working directory when it came from no file); `listing` says where the walk
    /// saw one and where it started.
    static func find(for files: [String], top: Configuration, discovery: Discovery,
                     listing: ConfigurationListing) throws -> NestedConfigurations {
        var nested = NestedConfigurations(top: top, discovery: discovery)
        // No listed folder holds one: only a starting folder or a folder above it can.
        if listing.holding.isEmpty,
           try listing.startingFolders.allSatisfy({ try nested.configuration(forFolder: $0).path == top.path }) {
            return nested
        }
        // Discovery lists a folder's files together: the folder's configuration is
        // looked up once per run of them, not once per file (paths made absolute
        // and hashed per file were a percent of a large run).
        var previous: (folder: [UInt8], governing: Configuration)?
        for file in files {
            // Byte for byte: `==` on strings matches canonically equivalent spellings, two
            // folders on disk. Over the path's contiguous UTF-8: a substring's `utf8` view
            // stepped index by index, a tenth of a millisecond per file.
            var path = file
            let displayFolder = path.withUTF8 { Array($0[..<($0.lastIndex(of: UInt8(ascii: "/")) ?? 0)]) }
            let governing: Configuration
            if let previous, previous.folder == displayFolder {
                governing = previous.governing
            } else {
                let absolute = discovery.absolutePath(for: file)
                let folder = String(absolute[..<(absolute.utf8.lastIndex(of: UInt8(ascii: "/")) ?? absolute.startIndex)])
                governing = try nested.configuration(forFolder: folder)
                previous = (displayFolder, governing)
            }
            if governing.path != top.path { nested.byFile[file] = governing }
        }
        return nested
    }

    private init(top: Configuration, discovery: Discovery) {
        self.top = top
        topFolder = top.path == nil ? discovery.workingDirectory : top.rootDirectory
        byFolder = [topFolder: top]
        self.discovery = discovery
    }

    /// The configuration in force in `folder`: memoized, so each folder is looked at once.
    private mutating func configuration(forFolder folder: String) throws -> Configuration {
        if let known = byFolder[folder] { return known }
        guard PathPrefix.relative(folder, under: topFolder) != nil,
              let slash = folder.utf8.lastIndex(of: UInt8(ascii: "/")) else { return top }
        let above = try configuration(forFolder: slash == folder.startIndex ? "/" : String(folder[..<slash]))
        let candidate = folder + "/" + ConfigurationLookup.fileName
        let here = ConfigurationLookup.isFile(candidate)
            ? try ConfigurationLookup.load(path: discovery.displayPath(for: candidate), chain: [], base: above, nested: true)
            : above
        byFolder[folder] = here
        return here
    }

    /// Whether a file passes its governing configuration's include and exclude.
    func admits(_ file: String, absolutePath: String) -> Bool {
        byFile[file].map { $0.admits(absolutePath: absolutePath) } ?? true
    }
}

/// Where nested configurations can be, as discovery saw it: the listed folders
/// that hold a `.navlint.json`, and the folders the walk started from (a walked
/// folder, or the folder of a file named on the command line), above which it
/// listed nothing. Where no listed folder holds one, a nested configuration can
/// only be in a starting folder or above it, and `NestedConfigurations` looks
/// only there instead of asking the file system about every folder again (a
/// failing `stat` per folder, and a governing configuration worked out per file).
struct ConfigurationListing {
    /// Absolute paths, as `Discovery.absolutePath(for:)` spells them.
    private(set) var holding: Set<String> = []
    private(set) var startingFolders: [String] = []

    mutating func record(folder: String, entries: [DirectoryListing.Entry]) {
        let name = ConfigurationLookup.fileName.utf8
        if entries.contains(where: { entry in
            entry.name.count == name.count && entry.name.first == UInt8(ascii: ".") && entry.type != .directory
                && entry.name.elementsEqual(name)
        }) {
            holding.insert(folder)
        }
    }

    mutating func recordStart(folder: String) {
        startingFolders.append(folder)
    }
}
