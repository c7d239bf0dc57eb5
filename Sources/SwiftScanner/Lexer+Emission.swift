/// How the lexer records what it has read: tokens (with the trivia flags
/// that precede them) and, when kept, trivia pieces.
extension LexerState {
    @inline(__always) mutating func emit(_ kind: TokenKind, from start: Int) {
        if pos - start > Token.maximumLength {
            Self.appendSplit(kind, flags: pendingFlags, from: start, to: pos, into: &tokens)
        } else {
            tokens.append(Token(kind: kind, flags: pendingFlags, offset: UInt32(truncatingIfNeeded: start),
                                length: UInt32(truncatingIfNeeded: pos - start)))
        }
        pendingFlags = []
        previousIsPeriod = kind == .period
    }

    @inline(__always) mutating func emitTrivia(_ kind: TokenKind, from start: Int, containsNewline: Bool = false) {
        if keepAllTrivia || kind.isComment {
            if pos - start > Token.maximumLength {
                Self.appendSplit(kind, flags: [], from: start, to: pos, into: &trivia)
            } else {
                trivia.append(Token(kind: kind, offset: UInt32(truncatingIfNeeded: start),
                                    length: UInt32(truncatingIfNeeded: pos - start)))
            }
        }
        pendingFlags.insert(.triviaBefore)
        if kind == .newline || containsNewline { pendingFlags.insert(.newlineBefore) }
    }

    /// A piece longer than a token can cover (a multi-megabyte literal or
    /// comment), as consecutive tokens of its kind; only the first carries the flags.
    @inline(never) static func appendSplit(_ kind: TokenKind, flags: TokenFlags, from start: Int, to end: Int,
                                           into list: inout TokenBuffer) {
        var offset = start
        while offset < end {
            let length = min(end - offset, Token.maximumLength)
            list.append(Token(kind: kind, flags: offset == start ? flags : [], offset: UInt32(truncatingIfNeeded: offset),
                              length: UInt32(length)))
            offset += length
        }
    }

    @inline(__always) mutating func emitPunctuation(_ kind: TokenKind, endsExpression: Bool) {
        let start = pos
        pos += 1
        emit(kind, from: start)
        previousEndsExpression = endsExpression
    }
}
