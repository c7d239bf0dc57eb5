import SwiftScanner

/// Reading types, expressions and lists from token ranges.
extension OutlineBuilder {
    /// Splits `first...last` at top-level commas (brackets and generic angle
    /// brackets nest), and at `&` when asked, returning the non-empty parts.
    /// Every list the outline reads is comma-separated, so the separator is a
    /// token kind compared, not a set hashed for every token.
    func splitTopLevel(_ first: Int, _ last: Int, alsoAmpersand: Bool) -> [ClosedRange<Int>] {
        guard first <= last else { return [] }
        var parts: [ClosedRange<Int>] = []
        var partStart = first
        var angle = 0
        var j = first
        while j <= last {
            let kind = t[j].kind
            if kind == .leftParen || kind == .leftBracket || kind == .leftBrace, let close = t.closer(of: j) {
                j = close + 1
                continue
            }
            if kind == .operator { angle += angleDelta(j) }
            let splits = angle <= 0 && (kind == .comma || (alsoAmpersand && t.isText(j, "&")))
            if splits {
                if j > partStart { parts.append(partStart...(j - 1)) }
                partStart = j + 1
            }
            j += 1
        }
        if partStart <= last { parts.append(partStart...last) }
        return parts
    }

    /// How an operator token changes generic angle depth: `<` opens, `>` closes,
    /// `>>` closes twice; `->` and others leave it.
    @inline(__always) func angleDelta(_ j: Int) -> Int {
        if t.isText(j, "->") { return 0 }
        var delta = 0
        let token = t[j]
        t.bytes.withUnsafeBufferPointer { bytes in
            for k in token.start..<token.end {
                if bytes[k] == UInt8(ascii: "<") { delta += 1 } else if bytes[k] == UInt8(ascii: ">") { delta -= 1 }
            }
        }
        return delta
    }

    /// Type text as written, trivia dropped: `some View`, `[Route]`, `() -> Void`.
    func typeText(_ first: Int, _ last: Int) -> String {
        t.compactText(first, last)
    }

    /// The tokens of a type starting at `start`: up to `=`, `{`, `,`, `;`, a
    /// closing bracket, `where`, or a line break that does not continue it.
    func readType(from start: Int) -> ClosedRange<Int>? {
        var j = start
        var last = start - 1
        var angle = 0
        while j < t.count {
            let kind = t[j].kind
            if j > start && angle <= 0 {
                if kind == .leftBrace || kind == .comma || kind == .semicolon || kind == .colon
                    || kind == .rightParen || kind == .rightBracket || kind == .rightBrace { break }
                if t.hasNewlineBefore(j) && !continuesType(after: last, at: j) { break }
            }
            switch kind {
            case .leftParen, .leftBracket:
                guard let close = t.closer(of: j) else { return last >= start ? start...last : nil }
                j = close
            case .operator:
                if t.isText(j, "=") || t.isText(j, "==") { return last >= start ? start...last : nil }
                let delta = angleDelta(j)
                if delta == 0 && !(t.isText(j, "->") || t.isText(j, "&") || t.isText(j, "?") || t.isText(j, "!") || t.isText(j, "...")) {
                    return last >= start ? start...last : nil
                }
                angle += delta
            case .keyword:
                guard t.isWord(j, "Any") || t.isWord(j, "Self") || t.isWord(j, "inout") || t.isWord(j, "throws")
                    || t.isWord(j, "rethrows") else { return last >= start ? start...last : nil }
            case .identifier, .period, .atSign, .integerLiteral:
                break
            case .comma, .colon:
                // Inside generic arguments (`Dictionary<String, Int>`); at the top level
                // these end the type, which the check above already handled.
                break
            default:
                return last >= start ? start...last : nil
            }
            last = j
            j += 1
        }
        return last >= start ? start...last : nil
    }

    @inline(__always) func continuesType(after last: Int, at j: Int) -> Bool {
        t.isText(last, "->") || t.isText(last, "&") || t.kind(last) == .period || t.isText(j, "->") || t.isText(j, "&")
            || t.kind(j) == .period
    }

    /// The last token of the expression starting at `start`: it runs until a
    /// top-level `,` `;` or closing bracket, or a line break that is not
    /// followed by a continuation (`.member`, a binary operator).
    func expressionEnd(from start: Int) -> Int {
        var j = start
        var last = start - 1
        while j < t.count {
            let kind = t[j].kind
            if j > start {
                if kind == .comma || kind == .semicolon || kind == .rightParen || kind == .rightBracket || kind == .rightBrace {
                    break
                }
                if t.hasNewlineBefore(j) && !continuesExpression(after: last, at: j) { break }
            }
            if kind == .leftParen || kind == .leftBracket || kind == .leftBrace {
                guard let close = t.closer(of: j) else { return t.count - 1 }
                j = close
            }
            last = j
            j += 1
        }
        return max(last, start - 1 < 0 ? 0 : start - 1)
    }

    @inline(__always) func continuesExpression(after last: Int, at j: Int) -> Bool {
        if t.kind(j) == .period { return true }
        // A binary operator at the start of the line (spaced on both sides) continues.
        if t.kind(j) == .operator, j + 1 < t.count, t[j + 1].flags.contains(.triviaBefore) { return true }
        // So does a line that follows a trailing binary operator or `=`.
        if t.kind(last) == .operator, t[last].flags.contains(.triviaBefore) { return true }
        return false
    }
}
