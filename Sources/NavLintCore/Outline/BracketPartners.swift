import SwiftScanner

/// The partner of each bracket token (`(` `)` `{` `}` `[` `]`) of a file,
/// kept for the brackets only: a bit per token says whether it is one, a
/// count per 64 tokens says how many brackets come before, and the partners
/// are listed in bracket order. One `Int32` for every token was a sixteenth of
/// the peak memory on a large project; this is under a third of that, and a
/// lookup is still a few instructions.
package struct BracketPartners: Sendable {
    @usableFromInline let isBracket: [UInt64]
    /// The number of brackets before each 64-token word.
    @usableFromInline let bracketsBefore: [Int32]
    /// Per bracket, in token order: its partner's token index, or -1 when unmatched.
    @usableFromInline let partners: [Int32]
    @usableFromInline let tokenCount: Int
    /// How many `{` the file has: the outline opens a scope at each.
    let openBraceCount: Int

    /// Matches brackets with one explicit stack. A closer that matches nothing
    /// open is left unmatched; a closer that matches an opener deeper in the
    /// stack closes the openers above it too (they stay unmatched), which keeps
    /// one stray brace from unbalancing the rest of the file.
    init(_ tokens: [Token]) {
        var isBracket = [UInt64](filling: 0, count: (tokens.count + 63) / 64)
        var bracketsBefore = [Int32](filling: 0, count: isBracket.count)
        var partners: [Int32] = []
        // About a third of a file's tokens are brackets: reserved once, fitted at the end.
        partners.reserveCapacity(tokens.count / 2)
        var stack: [(token: Int32, bracket: Int32)] = []
        stack.reserveCapacity(64)
        var openBraces = 0
        for i in tokens.indices {
            if i & 63 == 0 { bracketsBefore[i >> 6] = Int32(partners.count) }
            let opener: TokenKind
            switch tokens[i].kind {
            case .leftParen, .leftBrace, .leftBracket:
                if tokens[i].kind == .leftBrace { openBraces += 1 }
                isBracket[i >> 6] |= 1 << UInt64(i & 63)
                stack.append((Int32(i), Int32(partners.count)))
                partners.append(-1)
                continue
            case .rightParen: opener = .leftParen
            case .rightBrace: opener = .leftBrace
            case .rightBracket: opener = .leftBracket
            default: continue
            }
            isBracket[i >> 6] |= 1 << UInt64(i & 63)
            partners.append(-1)
            // Look a few levels down only: a deeper match means this closer is
            // the stray one, and a bounded look keeps the pass linear.
            var depth = stack.count - 1
            while depth >= 0 && depth >= stack.count - 3 && tokens[Int(stack[depth].token)].kind != opener { depth -= 1 }
            guard depth >= 0 && depth >= stack.count - 3 else { continue }
            let open = stack[depth]
            // Nearly always the top: `removeLast(k)` goes through a generic range replacement.
            if depth == stack.count - 1 { stack.removeLast() } else { stack.removeLast(stack.count - depth) }
            partners[Int(open.bracket)] = Int32(i)
            partners[partners.count - 1] = open.token
        }
        self.isBracket = isBracket
        self.bracketsBefore = bracketsBefore
        self.partners = partners.fittedToCount()
        tokenCount = tokens.count
        openBraceCount = openBraces
    }

    /// The bracket matching the one at `i`, or nil when it is unmatched or not a bracket.
    @inlinable func partner(of i: Int) -> Int? {
        guard i >= 0 && i < tokenCount else { return nil }
        let word = isBracket[i >> 6], bit = UInt64(1) << UInt64(i & 63)
        guard word & bit != 0 else { return nil }
        let partner = partners[Int(bracketsBefore[i >> 6]) + (word & (bit &- 1)).nonzeroBitCount]
        return partner < 0 ? nil : Int(partner)
    }
}
