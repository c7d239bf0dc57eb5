/// Whether one run of an action can reach two tokens: not when they sit in
/// different branches of an `if`/`else` chain or a `switch`, in different
/// `catch` clauses, or one in a `do` body past its last `try` and the other in
/// one of its `catch` clauses (the `do` ran to the end, so nothing was thrown).
extension SourceFile {
    /// Whether tokens `a` and `b` sit in exclusive branches inside scope `limit`, so one run never reaches both.
    package func inExclusiveBranches(_ a: Int, _ b: Int, within limit: Int) -> Bool {
        if tokens.inExclusiveCompilationBranches(a, b) { return true }
        let first = branches(of: a, within: limit), second = branches(of: b, within: limit)
        return first.contains { x in second.contains { y in x.point == y.point && x.choice.excludes(y.choice) } }
    }

    /// Which way a branch point went.
    enum BranchTaken: Equatable {
        /// The scope of the `if`/`else` body taken.
        case ifBranch(scope: Int)
        /// The `case` of a `switch` (by its position among the labels), which has no scope of its own.
        case switchCase(Int)
        /// The `do` body; `pastLastTry` when no `try` that can throw comes after the token in it.
        case doBody(pastLastTry: Bool)
        /// One `catch` clause of the `do`, by its scope.
        case catchClause(scope: Int)

        func excludes(_ other: BranchTaken) -> Bool {
            switch (self, other) {
            case (.doBody(let past), .catchClause), (.catchClause, .doBody(let past)): return past
            case (.doBody, .doBody): return false
            default: return self != other
            }
        }
    }

    /// The branch points around `token` inside `limit`, each with the way taken to reach it.
    private func branches(of token: Int, within limit: Int) -> [(point: Int, choice: BranchTaken)] {
        var result: [(Int, BranchTaken)] = []
        for scope in outline.scopeChain(from: outline.innermostScope(containing: token)) {
            if scope == limit { break }
            guard case .statement(let keyword) = outline.scopes[scope].kind else { continue }
            switch keyword {
            case "if", "else":
                if let head = ifChainHead(of: scope) { result.append((head, .ifBranch(scope: scope))) }
            case "switch":
                result.append((scope, .switchCase(caseLabel(before: token, inSwitch: scope))))
            case "do":
                result.append((scope, .doBody(pastLastTry: !throwsAfter(token, before: outline.scopes[scope].close))))
            case "catch":
                if let body = doBody(ofCatch: scope) { result.append((body, .catchClause(scope: scope))) }
            default:
                continue
            }
        }
        return result
    }

    /// Whether a `try` that can throw (not `try?` or `try!`) lies after `token` and before `end`.
    private func throwsAfter(_ token: Int, before end: Int) -> Bool {
        var j = token + 1
        while j < end {
            if tokens.isWord(j, "try"), !tokens.isText(j + 1, "?"), !tokens.isText(j + 1, "!") { return true }
            j += 1
        }
        return false
    }

    /// The `do` body a `catch` clause belongs to: back over the clauses before it.
    private func doBody(ofCatch scope: Int) -> Int? {
        var current = scope
        for _ in 0..<64 {
            var keyword = outline.scopes[current].open - 1
            while keyword > 0, !tokens.isWord(keyword, "catch"), tokens.kind(keyword) != .rightBrace { keyword -= 1 }
            guard tokens.isWord(keyword, "catch"), tokens.kind(keyword - 1) == .rightBrace,
                  let open = tokens.partner(of: keyword - 1), let previous = outline.scope(openingAt: open),
                  case .statement(let kind) = outline.scopes[previous].kind else { return nil }
            if kind == "do" { return previous }
            guard kind == "catch" else { return nil }
            current = previous
        }
        return nil
    }

    /// How many `case`/`default` labels of switch `scope` come before `token`, at the switch's own level.
    func caseLabel(before token: Int, inSwitch scope: Int) -> Int {
        var count = 0
        var j = outline.scopes[scope].open + 1
        while j < token && j < tokens.count {
            let kind = tokens[j].kind
            if (kind == .leftBrace || kind == .leftParen || kind == .leftBracket), let close = tokens.closer(of: j) {
                j = close + 1
                continue
            }
            if tokens.isWord(j, "case") || (tokens.isWord(j, "default") && tokens.kind(j + 1) == .colon) { count += 1 }
            j += 1
        }
        return count
    }
}
