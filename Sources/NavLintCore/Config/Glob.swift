/// A path pattern from the configuration: `*` matches within one path
/// component, `?` one character, `[abc]` one of a set, and `**` any number of
/// whole components. A pattern also matches everything below a directory it
/// matches, so `Pods` and `**/Generated` exclude whole trees.
public struct Glob: Sendable, Equatable, CustomStringConvertible {
    /// The pattern as written.
    public let pattern: String
    private let components: [Substring]

    /// A pattern relative to the configuration's directory; a leading `./` is ignored.
    public init(_ pattern: String) {
        self.pattern = pattern
        var trimmed = Substring(pattern)
        while trimmed.hasPrefix("./") { trimmed = trimmed.dropFirst(2) }
        while trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        components = trimmed.split(separator: "/", omittingEmptySubsequences: true)
    }

    public var description: String { pattern }

    /// Whether `path` (relative, `/`-separated) or one of its parent directories matches.
    public func matches(_ path: String) -> Bool {
        let parts = path.split(separator: "/", omittingEmptySubsequences: true)
        guard !components.isEmpty else { return false }
        for length in stride(from: parts.count, through: 1, by: -1) where matchComponents(0, parts[..<length], 0) {
            return true
        }
        return false
    }

    private func matchComponents(_ p: Int, _ parts: ArraySlice<Substring>, _ i: Int) -> Bool {
        if p == components.count { return i == parts.endIndex }
        if components[p] == "**" {
            // Zero or more whole components.
            var j = i
            while j <= parts.endIndex {
                if matchComponents(p + 1, parts, j) { return true }
                j += 1
            }
            return false
        }
        guard i < parts.endIndex, Self.matchName(Array(components[p].utf8)[...], Array(parts[i].utf8)[...]) else { return false }
        return matchComponents(p + 1, parts, i + 1)
    }

    /// fnmatch-style matching of one component.
    static func matchName(_ pattern: ArraySlice<UInt8>, _ name: ArraySlice<UInt8>) -> Bool {
        var p = pattern.startIndex, n = name.startIndex
        var starP: Int?, starN = 0
        while n < name.endIndex {
            if p < pattern.endIndex {
                let c = pattern[p]
                if c == UInt8(ascii: "*") { starP = p; starN = n; p += 1; continue }
                if c == UInt8(ascii: "?") { p += 1; n += 1; continue }
                if c == UInt8(ascii: "["), let close = pattern[(p + 1)...].firstIndex(of: UInt8(ascii: "]")) {
                    let set = pattern[(p + 1)..<close]
                    let negated = set.first == UInt8(ascii: "!") || set.first == UInt8(ascii: "^")
                    let members = negated ? set.dropFirst() : set
                    if members.contains(name[n]) != negated { p = close + 1; n += 1; continue }
                } else if c == name[n] {
                    p += 1; n += 1; continue
                }
            }
            guard let star = starP else { return false }
            p = star + 1
            starN += 1
            n = starN
        }
        while p < pattern.endIndex && pattern[p] == UInt8(ascii: "*") { p += 1 }
        return p == pattern.endIndex
    }
}
