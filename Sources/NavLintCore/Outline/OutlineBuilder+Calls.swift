import SwiftScanner

/// Calls, their arguments, and what they are applied to.
extension OutlineBuilder {
    /// A name at `i`: a call when an argument list or generic arguments and an
    /// argument list follow. (A name followed only by a trailing closure
    /// becomes a call when its brace is read.)
    mutating func callOrName(at i: Int, isMacro: Bool) -> Int {
        var next = i + 1
        var generics: String?
        if t.isText(next, "<") || (t.kind(next) == .operator && t.firstByte(next) == UInt8(ascii: "<")),
           !t[next].flags.contains(.triviaBefore), let close = genericArgumentsEnd(from: next) {
            let following = t.kind(close + 1)
            if following == .leftParen && !t.hasNewlineBefore(close + 1) {
                generics = String(t.compactText(next, close).dropFirst().dropLast())
                next = close + 1
            } else {
                calleeByGenericClose[token: close] = i
                return close + 1
            }
        }
        guard t.kind(next) == .leftParen, !t.hasNewlineBefore(next) else { return i + 1 }
        let call = makeCall(nameToken: i, isMacro: isMacro, genericArguments: generics)
        push(.paren, open: next, call: call)
        startArgument(at: next + 1)
        return next + 1
    }

    mutating func makeCall(nameToken i: Int, isMacro: Bool, genericArguments: String?) -> Int {
        let call = CallSite(
            name: t.text(i), nameToken: i, receiver: receiver(ofNameAt: i), isMacro: isMacro,
            isPattern: patternFrameDepth != nil, scope: currentScope)
        outline.calls.append(call)
        trailingClosureCounts.append(0)
        if let genericArguments { outline.genericArguments[outline.calls.count - 1] = genericArguments }
        return outline.calls.count - 1
    }

    /// What the name at `i` is applied to, from the tokens before it.
    @inline(__always) func receiver(ofNameAt i: Int) -> Receiver {
        guard t.kind(i - 1) == .period else { return .none }
        let last = i - 2
        guard let kind = t.kind(last) else { return .implicitMember }
        switch kind {
        case .rightParen:
            if let call = callByArgumentsClose[token: last] { return .call(call) }
        case .rightBrace:
            if let open = t.partner(of: last), let scope = scopeByOpen[token: open], case .closure(let call?, _) = outline.scopes[scope].kind,
               scopeIsTrailingClosure[scope] {
                return .call(call)
            }
        case .identifier, .rightBracket, .integerLiteral, .floatLiteral, .stringQuote, .rawStringDelimiter:
            break
        case .keyword:
            guard ["self", "super", "Self", "true", "false", "nil"].contains(where: { t.isWord(last, $0) }) else {
                return .implicitMember
            }
        case .operator:
            // `x?.f()`, `x!.f()`: postfix operators glued to an operand.
            guard t.isText(last, "?") || t.isText(last, "!"), !t[last].flags.contains(.triviaBefore) else {
                return .implicitMember
            }
        default:
            return .implicitMember
        }
        return .expression(expressionStart(endingAt: last)...last)
    }

    /// Walks back over a postfix chain (`self.router?.path[0]`) ending at `last`.
    func expressionStart(endingAt last: Int) -> Int {
        var j = last
        var start = last
        while j >= 0 {
            switch t[j].kind {
            case .rightParen, .rightBracket, .rightBrace:
                guard let open = t.partner(of: j) else { return start }
                start = open
                // A group continues the chain only when glued to what precedes it (a call or subscript).
                guard !t[open].flags.contains(.triviaBefore), let before = t.kind(open - 1),
                      before == .identifier || before == .rightParen || before == .rightBracket || before == .operator
                else { return start }
                j = open - 1
            case .identifier, .keyword, .integerLiteral, .stringQuote, .rawStringDelimiter:
                if t[j].kind == .stringQuote || t[j].kind == .rawStringDelimiter { return start }
                start = j
                guard t.kind(j - 1) == .period else { return start }
                j -= 2
            case .operator where (t.isText(j, "?") || t.isText(j, "!")) && !t[j].flags.contains(.triviaBefore):
                j -= 1
            default:
                return start
            }
        }
        return start
    }

    /// From a `<` glued to a name: the index of the matching `>` if the tokens
    /// between read as generic arguments, else nil (it is a comparison).
    func genericArgumentsEnd(from open: Int) -> Int? {
        var depth = 0
        var j = open
        let limit = min(t.count, open + 128)
        while j < limit {
            let token = t[j]
            switch token.kind {
            case .operator:
                let text = t.text(j)
                if text == "->" || text == "&" || text == "?" || text == "!" || text == "..." { break }
                for ch in text.utf8 {
                    if ch == UInt8(ascii: "<") { depth += 1 }
                    else if ch == UInt8(ascii: ">") { depth -= 1 }
                    else if ch != UInt8(ascii: "?") && ch != UInt8(ascii: "!") { return nil }
                }
                if depth == 0 { return j }
                if depth < 0 { return nil }
            case .identifier, .period, .comma, .colon:
                break
            case .keyword:
                guard t.isWord(j, "Any") || t.isWord(j, "Self") else { return nil }
            case .leftParen, .leftBracket:
                guard let close = t.closer(of: j) else { return nil }
                j = close
            default:
                return nil
            }
            j += 1
        }
        return nil
    }

    // MARK: Arguments

    mutating func startArgument(at i: Int) {
        var label: Int?
        var valueStart = i
        if t.kind(i) == .identifier || t.kind(i) == .keyword, t.kind(i + 1) == .colon {
            label = i
            valueStart = i + 2
        }
        frames[frames.count - 1].argumentLabel = label
        frames[frames.count - 1].argumentStart = valueStart
        frames[frames.count - 1].argumentClosure = nil
    }

    /// Records the argument that ends before token `end` (a `,` or `)`).
    mutating func finishArgument(endingBefore end: Int, startNext: Bool) {
        guard let frame = frames.last, let call = frame.call else { return }
        if frame.argumentStart < end {
            let closure = frame.argumentClosure.flatMap { scope in
                outline.scopes[scope].close == end - 1 ? scope : nil
            }
            let label = frame.argumentLabel.map { t.text($0) }
            pendingArguments.append((Int32(call), Argument(label: label, value: frame.argumentStart...(end - 1),
                                                           closure: closure)))
        }
        if startNext { startArgument(at: end + 1) }
    }
}
