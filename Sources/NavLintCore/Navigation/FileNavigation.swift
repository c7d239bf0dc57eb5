/// The navigation facts of one file, computed once (in parallel across files).
public final class FileNavigation: Sendable {
    public let index: Int
    public let source: SourceFile
    public let context: CallContext
    /// Its builder units, with ids into the project's unit list once assembled.
    public let units: [BuilderUnit]
    /// `case` and `default` labels of each switch scope, in order.
    let caseLabels: [Int: [Int]]

    init(index: Int, source: SourceFile, facts: TypeFacts) {
        self.index = index
        self.source = source
        context = CallContext(source.outline)
        units = BuilderUnit.discover(in: source, fileIndex: index, facts: facts)
        var labels: [Int: [Int]] = [:]
        let tokens = source.tokens
        for i in 0..<tokens.count where tokens[i].kind == .keyword {
            guard tokens.isWord(i, "case") || (tokens.isWord(i, "default") && tokens.kind(i + 1) == .colon),
                  let scope = source.outline.innermostScope(containing: i),
                  case .statement("switch") = source.outline.scopes[scope].kind else { continue }
            labels[scope, default: []].append(i)
        }
        caseLabels = labels
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
}
