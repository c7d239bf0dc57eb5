/// The navigation facts of one file, computed once (in parallel across files).
package final class FileNavigation: Sendable {
    package let index: Int
    package let source: SourceFile
    package let context: CallContext
    /// Its builder units, with ids into the project's unit list once assembled.
    package let units: [BuilderUnit]
    /// `case` and `default` labels of each switch scope, in order.
    let caseLabels: [Int: [Int]]
    /// The values each label of a switch in a builder unit matches (see `casePatterns(ofSwitch:)`).
    private let unitCasePatterns: [Int: [[String]?]]

    /// `facts` is borrowed: an initializer owns its arguments by default, so each
    /// file's call copied the project's type facts (a retain per collection,
    /// on counts every thread shares).
    init(index: Int, source: SourceFile, facts: borrowing TypeFacts) {
        self.index = index
        self.source = source
        context = CallContext(source.outline)
        units = BuilderUnit.discover(in: source, fileIndex: index, facts: facts)
        var labels: [Int: [Int]] = [:]
        let tokens = source.tokens
        // Within each `switch` body only, not over every token of the file.
        for (scope, body) in source.outline.scopes.enumerated() {
            guard case .statement("switch") = body.kind, body.open < body.close else { continue }
            for i in body.open + 1..<body.close where tokens[i].kind == .keyword {
                guard tokens.isWord(i, "case") || (tokens.isWord(i, "default") && tokens.kind(i + 1) == .colon),
                      source.outline.innermostScope(containing: i) == scope else { continue }
                labels[scope, default: []].append(i)
            }
        }
        caseLabels = labels
        // Only the switches inside builder units: those are the ones a trail's
        // branches pick among (the rest of a project's switches would cost memory
        // and reading for nothing).
        let outline = source.outline
        let unitBodies = units.map { outline.scopes[$0.scope].open...outline.scopes[$0.scope].close }
        unitCasePatterns = labels.filter { scope, _ in unitBodies.contains { $0.contains(outline.scopes[scope].open) } }
            .mapValues { $0.map(source.caseValues(ofLabel:)) }
    }

    /// The values each label of switch `scope` matches, in the order of `caseLabels`:
    /// nil for `default` or a pattern that is not a plain value. Read once per
    /// switch, not once per case taken, since every case's facts name the values
    /// of all the others.
    func casePatterns(ofSwitch scope: Int) -> [[String]?] {
        unitCasePatterns[scope] ?? (caseLabels[scope] ?? []).map(source.caseValues(ofLabel:))
    }

    /// Which branch a position inside statement scope `scope` takes, or nil
    /// when the statement is not a view-state branch (a loop, or an
    /// `if #available` chain, which is fixed for a given device).
    func branchChoice(keyword: String, scope: Int, anchor: Int) -> BranchChoice? {
        switch keyword {
        case "if", "else":
            guard let head = source.ifChainHead(of: scope) else { return nil }
            return BranchChoice(file: index, point: head, choice: scope)
        case "switch":
            let labels = caseLabels[scope] ?? []
            var low = 0, high = labels.count
            while low < high {
                let mid = (low + high) / 2
                if labels[mid] < anchor { low = mid + 1 } else { high = mid }
            }
            return BranchChoice(file: index, point: scope, choice: low - 1)
        default:
            return nil
        }
    }

    /// Every choice of branch point `point` (an `if` chain's first scope, or a
    /// `switch` scope), or nil when some path takes none of them (an `if`
    /// chain without a final `else`).
    func alternatives(ofPoint point: Int) -> [Int]? {
        let outline = source.outline
        let tokens = source.tokens
        if case .statement("switch") = outline.scopes[point].kind { return Array(0..<(caseLabels[point]?.count ?? 0)) }
        var choices = [point]
        var current = point
        for _ in 0..<256 {
            let j = outline.scopes[current].close + 1
            guard tokens.isWord(j, "else") else { return nil }
            if tokens.kind(j + 1) == .leftBrace {
                guard let last = outline.scope(openingAt: j + 1) else { return nil }
                choices.append(last)
                return choices
            }
            guard tokens.isWord(j + 1, "if") else { return nil }
            var k = j + 2
            while k < tokens.count, tokens.kind(k) != .leftBrace {
                if let kind = tokens.kind(k), kind == .leftParen || kind == .leftBracket, let close = tokens.closer(of: k) {
                    k = close
                }
                k += 1
            }
            guard let next = outline.scope(openingAt: k) else { return nil }
            choices.append(next)
            current = next
        }
        return nil
    }

    /// The tokens of one branch: an `if`/`else` body, or a `switch` case up to the next label.
    func range(of branch: BranchChoice) -> ClosedRange<Int>? {
        let outline = source.outline
        if case .statement("switch") = outline.scopes[branch.point].kind {
            let labels = caseLabels[branch.point] ?? []
            guard branch.choice >= 0, branch.choice < labels.count else { return nil }
            let end = branch.choice + 1 < labels.count ? labels[branch.choice + 1] - 1 : outline.scopes[branch.point].close
            return labels[branch.choice]...max(labels[branch.choice], end)
        }
        guard branch.choice >= 0, branch.choice < outline.scopes.count else { return nil }
        return outline.scopes[branch.choice].open...outline.scopes[branch.choice].close
    }
}
