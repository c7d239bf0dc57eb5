import SwiftScanner

/// Questions rules ask of an outline.
extension Outline {
    /// The innermost scope whose braces enclose token `i`, or nil at file level.
    package func innermostScope(containing i: Int) -> Int? {
        // Scopes are in order of their opening brace: find the last one that
        // opens before `i`, then climb until one also closes after it.
        var scope = scopes.lastIndex(inSortedPrefix: { $0.open < i })
        while let s = scope, scopes[s].close < i { scope = scopes[s].parent }
        return scope
    }

    /// `scope` and every scope enclosing it, innermost first.
    package func scopeChain(from scope: Int?) -> ScopeChain { ScopeChain(scopes: scopes, current: scope) }

    /// Whether the file has any preview scaffolding at all (`#Preview`, a
    /// `PreviewProvider`): passes over every token skip `isInPreview` when not.
    package var hasPreviews: Bool {
        calls(named: "Preview").contains { calls[$0].isMacro } || types.contains { $0.isPreviewProviderCode }
    }

    /// Whether token `i` is preview scaffolding: inside a `#Preview { … }`, a
    /// `PreviewProvider` type or an extension of `PreviewProvider` itself (whose
    /// members only previews can reach: `static var dev: Fixtures`), code that never ships.
    package func isInPreview(_ i: Int) -> Bool {
        // Climbs the parent links itself: asked once per identifier in some passes, so no chain array.
        var current = innermostScope(containing: i)
        while let scope = current {
            current = scopes[scope].parent
            switch scopes[scope].kind {
            case .closure(let call?, _) where calls[call].isMacro && calls[call].name == "Preview":
                return true
            case .typeBody(let type) where types[type].isPreviewProviderCode:
                return true
            default:
                continue
            }
        }
        return false
    }

    /// The attributes of the declaration that owns a type, function or accessor scope.
    package func declarationAttributes(ofScope scope: Int) -> [Attribute] {
        switch scopes[scope].kind {
        case .typeBody(let type): return types[type].attributes
        case .functionBody(let function): return functions[function].attributes
        case .accessor(let property): return properties[property].attributes
        case .closure, .statement: return []
        }
    }
}

extension SourceFile {
    /// The tokens between a statement keyword and the body brace of statement
    /// scope `scope`: the condition of an `if`, `guard` or `while`. Nil when the
    /// scope is not a statement body or its keyword cannot be found.
    package func condition(ofStatementScope scope: Int) -> ClosedRange<Int>? {
        guard case .statement = outline.scopes[scope].kind else { return nil }
        let open = outline.scopes[scope].open
        var j = open - 1
        var steps = 0
        while j >= 0 && steps < 4096 {
            let kind = tokens[j].kind
            if kind == .rightParen || kind == .rightBracket {
                guard let partner = tokens.partner(of: j) else { return nil }
                j = partner
            } else if kind == .leftBrace || kind == .rightBrace || kind == .semicolon {
                return nil
            } else if tokens.isWord(j, "if") || tokens.isWord(j, "guard") || tokens.isWord(j, "while") {
                return j + 1 <= open - 1 ? (j + 1)...(open - 1) : nil
            }
            j -= 1
            steps += 1
        }
        return nil
    }

    /// For an `else` body: the scope of the `if` body it follows, if any.
    package func ifScope(beforeElseScope scope: Int) -> Int? {
        let open = outline.scopes[scope].open
        guard tokens.isWord(open - 1, "else"), tokens.kind(open - 2) == .rightBrace else { return nil }
        guard let ifOpen = tokens.partner(of: open - 2) else { return nil }
        return outline.innermostScope(containing: ifOpen + 1).flatMap { outline.scopes[$0].open == ifOpen ? $0 : nil }
    }

    /// For the body of an `else if`, the body of the `if` before it.
    package func ifScope(beforeElseIf scope: Int) -> Int? {
        guard let condition = condition(ofStatementScope: scope), tokens.isWord(condition.lowerBound - 1, "if"),
              tokens.isWord(condition.lowerBound - 2, "else"), tokens.kind(condition.lowerBound - 3) == .rightBrace,
              let open = tokens.partner(of: condition.lowerBound - 3) else { return nil }
        return outline.innermostScope(containing: open + 1).flatMap { outline.scopes[$0].open == open ? $0 : nil }
    }

    /// Whether any token in `range` is spelled `text`.
    package func contains(_ text: StaticString, in range: ClosedRange<Int>) -> Bool {
        range.contains { tokens.isText($0, text) }
    }
}

/// A scope and the scopes enclosing it, innermost first, followed through the
/// parent links as it is read. Most askers stop at the first function or
/// closure; an array per question was an allocation, and its growth, each time.
package struct ScopeChain: Sequence, IteratorProtocol {
    fileprivate let scopes: [Scope]
    fileprivate var current: Int?

    package mutating func next() -> Int? {
        guard let scope = current else { return nil }
        current = scopes[scope].parent
        return scope
    }
}

extension TypeDeclaration {
    /// A `PreviewProvider` type, or an extension of the protocol itself.
    var isPreviewProviderCode: Bool {
        inherits("PreviewProvider") || (kind == .extension && name == "PreviewProvider")
    }
}
