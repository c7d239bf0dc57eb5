import SwiftScanner

/// Answers "which platforms is token i compiled for" in O(log n): the `#if`
/// clauses of a file nest properly, so each is given its enclosing clause and
/// the platforms allowed by the whole chain, once.
struct CompilationPlatforms: Sendable {
    /// Clauses sorted by first token (outer before inner at the same start).
    private let clauses: [(first: Int, last: Int, parent: Int?, platforms: PlatformSet)]

    init(_ branches: [ConditionalBranch]) {
        let sorted = branches.sorted { ($0.first, -$0.last) < ($1.first, -$1.last) }
        var clauses: [(first: Int, last: Int, parent: Int?, platforms: PlatformSet)] = []
        clauses.reserveCapacity(sorted.count)
        var open: [Int] = []
        for branch in sorted {
            while let top = open.last, clauses[top].last < branch.first { open.removeLast() }
            let parent = open.last
            let inherited = parent.map { clauses[$0].platforms } ?? .all
            clauses.append((branch.first, branch.last, parent, branch.platforms.intersection(inherited)))
            open.append(clauses.count - 1)
        }
        self.clauses = clauses
    }

    func platforms(at token: Int) -> PlatformSet {
        guard !clauses.isEmpty else { return .all }
        // The last clause starting at or before the token, then out to one that also ends after it.
        var clause = clauses.lastIndex(inSortedPrefix: { $0.first <= token })
        while let c = clause, clauses[c].last < token { clause = clauses[c].parent }
        return clause.map { clauses[$0].platforms } ?? .all
    }
}
