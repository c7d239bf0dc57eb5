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
    ///
    /// Two passes over raw buffers: the first marks the brackets and counts
    /// them, so the partners and the stack are allocated once at their size
    /// and filled without an append's uniqueness and capacity checks (built
    /// with appends, 35 instructions a token, 2.8% of a run; 29 this way).
    init(_ tokens: [Token]) {
        var isBracket = [UInt64](filling: 0, count: (tokens.count + 63) / 64)
        var bracketsBefore = [Int32](filling: 0, count: isBracket.count)
        var (bracketCount, openBraces) = (0, 0)
        tokens.withUnsafeBufferPointer { all in
            isBracket.withUnsafeMutableBufferPointer { bits in
                bracketsBefore.withUnsafeMutableBufferPointer { before in
                    for i in 0..<all.count {
                        if i & 63 == 0 { before[i >> 6] = Int32(truncatingIfNeeded: bracketCount) }
                        switch all[i].kind {
                        case .leftBrace: openBraces += 1
                        case .leftParen, .leftBracket, .rightParen, .rightBrace, .rightBracket: break
                        default: continue
                        }
                        bits[i >> 6] |= 1 << UInt64(i & 63)
                        bracketCount += 1
                    }
                }
            }
        }
        self.isBracket = isBracket
        self.bracketsBefore = bracketsBefore
        partners = tokens.withUnsafeBufferPointer { Self.match($0, bracketCount: bracketCount) }
        tokenCount = tokens.count
        openBraceCount = openBraces
    }

    /// Per bracket, in token order: its partner's token index, or -1.
    private static func match(_ all: UnsafeBufferPointer<Token>, bracketCount: Int) -> [Int32] {
        // The open brackets, innermost last: each its token and its place among the brackets.
        let stack = UnsafeMutablePointer<(token: Int32, bracket: Int32)>.allocate(capacity: max(bracketCount, 1))
        defer { stack.deallocate() }
        return [Int32](unsafeUninitializedCapacity: bracketCount) { partners, filled in
            var (depth, bracket) = (0, 0)
            for i in 0..<all.count {
                let opener: TokenKind
                switch all[i].kind {
                case .leftParen, .leftBrace, .leftBracket:
                    stack[depth] = (Int32(truncatingIfNeeded: i), Int32(truncatingIfNeeded: bracket))
                    depth += 1
                    partners[bracket] = -1
                    bracket += 1
                    continue
                case .rightParen: opener = .leftParen
                case .rightBrace: opener = .leftBrace
                case .rightBracket: opener = .leftBracket
                default: continue
                }
                partners[bracket] = -1
                bracket += 1
                // Look a few levels down only: a deeper match means this closer is
                // the stray one, and a bounded look keeps the pass linear.
                var level = depth - 1
                while level >= 0 && level >= depth - 3 && all[Int(stack[level].token)].kind != opener { level -= 1 }
                guard level >= 0 && level >= depth - 3 else { continue }
                let open = stack[level]
                depth = level
                partners[Int(open.bracket)] = Int32(truncatingIfNeeded: i)
                partners[bracket - 1] = open.token
            }
            filled = bracket
        }
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
