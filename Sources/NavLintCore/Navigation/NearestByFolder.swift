/// Several declarations of one name (every feature module's `Router`, `Home`),
/// indexed by the folders they sit in, so that "the ones nearest to file F"
/// costs the depth of F's folder instead of a pass over every declaration:
/// with a declaration per module, that pass made each lookup cost as many
/// modules as the project has. The answer is the one a pass gives: the
/// candidates in F itself, else those sharing the longest folder prefix with
/// F, in their original order.
package struct NearestByFolder: Sendable {
    /// Lists shorter than this are scanned: an index would cost more than it saves.
    package static let minimumCandidates = 12

    /// Candidates (positions in the indexed list) under each folder prefix, by prefix id, in order.
    private var byPrefix: [Int: [Int]] = [:]
    private var byFile: [Int: [Int]] = [:]

    /// Indexes candidates given as their files.
    package init(files candidates: [Int], prefixes: FolderPrefixes) {
        for (position, file) in candidates.enumerated() {
            byFile[file, default: []].append(position)
            for prefix in prefixes.ids[file] { byPrefix[prefix, default: []].append(position) }
        }
    }

    /// The positions of the candidates nearest to `file`.
    package func nearest(to file: Int, prefixes: FolderPrefixes) -> [Int] {
        if let inFile = byFile[file] { return inFile }
        for prefix in prefixes.ids[file].reversed() {
            if let under = byPrefix[prefix] { return under }
        }
        return []
    }
}

/// Every file's folder prefixes as small integers: `a/b/c.swift` has the root,
/// `a` and `a/b`. Two files share a prefix exactly when they share its id.
package struct FolderPrefixes: Sendable {
    /// Per file, the ids of its folder prefixes, the root (0) first, its own folder last.
    package let ids: [[Int]]

    package init(paths: [String]) {
        // A prefix is numbered by its parent's number and its last component,
        // so each component is hashed once, and files of one folder share the folder's list.
        var table: [PrefixKey: Int] = [:]
        var byFolder: [Substring: [Int]] = [:]
        ids = paths.map { path in
            let folderEnd = path.utf8.lastIndex(of: UInt8(ascii: "/")) ?? path.startIndex
            if let known = byFolder[path[..<folderEnd]] { return known }
            var prefixes = [0]
            var start = path.startIndex
            for slash in path.utf8.indices where path.utf8[slash] == UInt8(ascii: "/") {
                defer { start = path.utf8.index(after: slash) }
                // An empty component (a leading or doubled `/`) adds no folder.
                guard start < slash else { continue }
                let key = PrefixKey(parent: prefixes[prefixes.count - 1], component: path[start..<slash])
                let id = table[key] ?? table.count + 1
                if id == table.count + 1 { table[key] = id }
                prefixes.append(id)
            }
            byFolder[path[..<folderEnd]] = prefixes
            return prefixes
        }
    }

    private struct PrefixKey: Hashable {
        var parent: Int
        var component: Substring
    }

    /// How many leading folders two files share.
    package func sharedFolders(_ a: Int, _ b: Int) -> Int {
        let left = ids[a], right = ids[b]
        var shared = 0
        while shared < left.count && shared < right.count && left[shared] == right[shared] { shared += 1 }
        return shared - 1   // the root is every file's first prefix
    }
}
