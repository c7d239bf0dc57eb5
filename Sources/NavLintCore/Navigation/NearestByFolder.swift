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
