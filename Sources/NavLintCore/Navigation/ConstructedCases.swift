/// Which route cases the project ever builds. A destination closure's
/// `case .settings:` builds its screen only if some code creates a
/// `.settings` value to push; a case written only in patterns is never pushed
/// (it may be presented some other way), so nothing under it lands on a stack.
extension NavigationModel {
    /// Of the case names `candidates` (`settings`), those some code constructs: `.settings`,
    /// `Route.settings(id)`, anywhere outside a `case` pattern.
    static func constructedCases(_ candidates: Set<String>, files: [FileNavigation], jobs: Int) -> Set<String> {
        guard !candidates.isEmpty else { return [] }
        let lengths = Set(candidates.map(\.utf8.count))
        let perFile = parallelMap(count: files.count, jobs: jobs) { index -> Set<String> in
            let tokens = files[index].source.tokens
            var found = Set<String>()
            for i in 1..<max(1, tokens.count) where tokens[i].kind == .identifier && tokens[i - 1].kind == .period {
                guard lengths.contains(Int(tokens[i].length)) else { continue }
                let name = tokens.text(i)
                guard candidates.contains(name), !found.contains(name), !isPattern(i - 1, tokens) else { continue }
                found.insert(name)
            }
            return found
        }
        return perFile.reduce(into: Set<String>()) { $0.formUnion($1) }
    }

    /// Whether the `.name` at `dot` sits in a pattern: `case .a, .b:`, `case let .a(x)`, `if case .a = route`.
    private static func isPattern(_ dot: Int, _ tokens: SyntaxTokens) -> Bool {
        var j = dot - 1
        var steps = 0
        while j >= 0, steps < 48 {
            if tokens.isWord(j, "case") { return true }
            guard let kind = tokens.kind(j) else { return false }
            switch kind {
            case .comma, .period, .identifier:
                j -= 1
            case .keyword where tokens.isWord(j, "let") || tokens.isWord(j, "var"):
                j -= 1
            case .rightParen:
                let open = Int(tokens.partner[j])
                guard open >= 0 else { return false }
                j = open - 1
            default:
                return false
            }
            steps += 1
        }
        return false
    }
}
