import NavLintCore
import SeededRandom
import Testing

/// The folder index answers "which declarations of a name are nearest to this
/// file" exactly as a pass over all of them does: the ones in the file itself,
/// else the ones sharing the longest folder prefix, in their order.
@Suite struct NearestByFolderTests {
    /// The pass the index replaces.
    func scanned(_ candidates: [Int], to file: Int, paths: [String]) -> [Int] {
        let here = paths[file].split(separator: "/").dropLast()
        var best: [Int] = [], bestScore = -1
        for (position, candidate) in candidates.enumerated() {
            let there = paths[candidate].split(separator: "/").dropLast()
            let shared = zip(here, there).prefix { $0 == $1 }.count
            let score = candidate == file ? Int.max : shared
            if score > bestScore { best = [position]; bestScore = score } else if score == bestScore { best.append(position) }
        }
        return best
    }

    @Test func theIndexAgreesWithAScanOnRandomTrees() {
        var random = SplitMix64(seed: 19)
        let folders = ["App", "Features", "Home", "Settings", "Core", "UI", "Modules"]
        for round in 0..<40 {
            let paths: [String] = (0..<60).map { index in
                let depth = random.int(in: 0...4)
                return ((0..<depth).map { _ in random.element(of: folders) } + ["F\(index).swift"]).joined(separator: "/")
            }
            let candidates = (0..<random.int(in: 12...40)).map { _ in random.int(in: 0..<paths.count) }
            let index = NearestByFolder(files: candidates, prefixes: FolderPrefixes(paths: paths))
            let prefixes = FolderPrefixes(paths: paths)
            for file in paths.indices {
                #expect(index.nearest(to: file, prefixes: prefixes) == scanned(candidates, to: file, paths: paths),
                        "round \(round), file \(paths[file])")
            }
        }
    }
}
