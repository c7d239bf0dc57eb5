import NavLintCore
import SeededRandom
import Testing

/// Folder prefixes number each folder once, whatever order the paths come in:
/// two files share a prefix id exactly when they share that many leading
/// folders (empty components, from a leading or doubled `/`, are no folder).
@Suite struct FolderPrefixesTests {
    /// The folders of a path, as the numbering should see them.
    func folders(_ path: String) -> [Substring] {
        path.split(separator: "/", omittingEmptySubsequences: false).dropLast().filter { !$0.isEmpty }
    }

    func randomPaths(_ random: inout SplitMix64, count: Int) -> [String] {
        let names = ["App", "Features", "Home", "Settings", "Core", "UI", "", "Home2"]
        return (0..<count).map { index in
            let depth = random.int(in: 0...5)
            let lead = random.int(in: 0...3) == 0 ? "/" : ""
            return lead + ((0..<depth).map { _ in random.element(of: names) } + ["F\(index).swift"]).joined(separator: "/")
        }
    }

    @Test func sharedPrefixesAreSharedFolders() {
        var random = SplitMix64(seed: 53)
        for round in 0..<60 {
            var paths = randomPaths(&random, count: 50)
            // Half the rounds in discovery's order, where a folder's files come together.
            if round.isMultiple(of: 2) { paths.sort() }
            let prefixes = FolderPrefixes(paths: paths)
            for a in paths.indices {
                #expect(prefixes.ids[a].count == folders(paths[a]).count + 1, "round \(round), \(paths[a])")
                for b in paths.indices {
                    let shared = zip(folders(paths[a]), folders(paths[b])).prefix { $0 == $1 }.count
                    #expect(prefixes.sharedFolders(a, b) == shared, "round \(round), \(paths[a]) and \(paths[b])")
                }
            }
        }
    }

    @Test func theSameFolderInAnyOrderGetsTheSameIds() {
        let paths = ["A/B/x.swift", "A/y.swift", "/A//B/z.swift", "A/B/C/w.swift", "v.swift", "A/B/u.swift"]
        let prefixes = FolderPrefixes(paths: paths)
        #expect(prefixes.ids[0] == prefixes.ids[2])
        #expect(prefixes.ids[0] == prefixes.ids[5])
        #expect(prefixes.ids[1] == Array(prefixes.ids[0].prefix(2)))
        #expect(Array(prefixes.ids[3].prefix(3)) == prefixes.ids[0])
        #expect(prefixes.ids[4] == [0])
    }
}
