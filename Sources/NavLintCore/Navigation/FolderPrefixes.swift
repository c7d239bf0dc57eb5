#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Every file's folder prefixes as small integers: `a/b/c.swift` has the root,
/// `a` and `a/b`. Two files share a prefix exactly when they share its id.
package struct FolderPrefixes: Sendable {
    /// Per file, the ids of its folder prefixes, the root (0) first, its own folder last.
    package let ids: [[Int]]

    package init(paths: [String]) {
        var numbering = Numbering()
        ids = paths.map { path in
            var path = path
            return path.withUTF8 { numbering.prefixes(of: $0) }
        }
    }

    /// How many leading folders two files share.
    package func sharedFolders(_ a: Int, _ b: Int) -> Int {
        let left = ids[a], right = ids[b]
        var shared = 0
        while shared < left.count && shared < right.count && left[shared] == right[shared] { shared += 1 }
        return shared - 1   // the root is every file's first prefix
    }

    /// Numbers folders in the order they are first met. A prefix is numbered by
    /// its parent's number and its last component, looked up by hash only where
    /// a path leaves the folder of the path before it: discovery lists a
    /// folder's files together, so most paths share all of the previous one's
    /// folders (and its list), and the rest share most. Hashing every path's
    /// folder and components cost 5,000 instructions a path.
    private struct Numbering {
        private var table: [PrefixKey: Int] = [:]
        /// The previous path's folder, its prefix ids, and where each of its components ends.
        private var folder: [UInt8] = []
        private var list = [0]
        private var ends: [Int] = []

        mutating func prefixes(of path: UnsafeBufferPointer<UInt8>) -> [Int] {
            let slash = UInt8(ascii: "/")
            let folderEnd = path.lastIndex(of: slash) ?? 0
            let here = UnsafeBufferPointer(rebasing: path[..<folderEnd])
            if isFolder(here) { return list }
            // Keep the previous path's components up to the first byte where the two differ.
            var common = 0
            let limit = min(here.count, folder.count)
            while common < limit && here[common] == folder[common] { common += 1 }
            var kept = 0
            while kept < ends.count && ends[kept] <= common
                    && (ends[kept] == here.count || here[ends[kept]] == slash) { kept += 1 }
            list.removeSubrange((kept + 1)...)
            ends.removeSubrange(kept...)
            var start = kept == 0 ? 0 : ends[kept - 1] + 1
            while start <= here.count {
                let end = here[start...].firstIndex(of: slash) ?? here.count
                defer { start = end + 1 }
                // An empty component (a leading or doubled `/`) adds no folder.
                guard start < end else { continue }
                let key = PrefixKey(parent: list[list.count - 1], component: String(decoding: here[start..<end], as: UTF8.self))
                let id = table[key] ?? table.count + 1
                if id == table.count + 1 { table[key] = id }
                list.append(id)
                ends.append(end)
            }
            folder = Array(here)
            return list
        }

        /// Whether `here` is the previous path's folder: compared by `memcmp`, not byte by byte.
        private func isFolder(_ here: UnsafeBufferPointer<UInt8>) -> Bool {
            guard here.count == folder.count else { return false }
            guard let start = here.baseAddress, here.count > 0 else { return true }
            return folder.withUnsafeBufferPointer { memcmp($0.baseAddress!, start, here.count) == 0 }
        }
    }

    private struct PrefixKey: Hashable {
        var parent: Int
        var component: String
    }
}
