import SwiftScanner

/// The significant tokens of one file as the outline reads them: compiler
/// directive lines (`#if cond`, `#elseif cond`, `#else`, `#endif`) are taken
/// out, so every `#if` branch reads as ordinary code and a modifier guarded by
/// `#if os(iOS)` still continues its chain. Brackets are matched once, up front.
///
/// A class: every per-file pass of the model holds a file's tokens. As a
/// struct of seven arrays, each hold retained and released all seven, with
/// atomic operations on counts both threads touch: 0.95% of the CPU samples
/// of a run on real code (`perf record`, `--jobs 1`), for 45,696 copies.
package final class SyntaxTokens: Sendable {
    package let tokens: [Token]
    /// Each bracket's partner; read it through `partner(of:)`, `closer(of:)` or `opener(of:)`.
    @usableFromInline let brackets: BracketPartners

    /// The bracket matching the one at `i`, or nil when it is unmatched or not a bracket.
    @inlinable package func partner(of i: Int) -> Int? { brackets.partner(of: i) }
    /// The closing bracket of the opening one at `i`, or nil when `i` is no matched opener.
    @inlinable package func closer(of i: Int) -> Int? {
        guard let other = partner(of: i), other > i else { return nil }
        return other
    }
    /// The opening bracket of the closing one at `i`, or nil when `i` is no matched closer.
    @inlinable package func opener(of i: Int) -> Int? {
        guard let other = partner(of: i), other < i else { return nil }
        return other
    }
    package let bytes: [UInt8]

    /// The token ranges of each `#if` branch: (group, branch index, first token, last token).
    /// Two tokens in different branches of one group are never compiled together.
    package let conditionalBranches: [ConditionalBranch]
    /// Which platforms each token can be compiled for.
    let compilationPlatforms: CompilationPlatforms

    package init(bytes: [UInt8], lexed: [Token]) {
        self.bytes = bytes
        // The lexer's array is used as it is until a directive has to be cut
        // out; only then are the tokens copied (most files have none, and a
        // copy of every token is memory a large run faults in).
        var kept: [Token]?
        var branches: [ConditionalBranch] = []
        var open: [ConditionalBranch] = []
        // Per open group: the platforms where an earlier clause surely held, so a later clause cannot.
        var earlierClauses: [PlatformSet] = []
        var groups = 0
        // Straight to the first directive: most files have none, and then the
        // lexer's tokens are used as they are, with no per-token work here.
        var i = lexed.withUnsafeBufferPointer { all in all.firstIndex { $0.kind == .directive } } ?? lexed.count
        while i < lexed.count {
            let token = lexed[i]
            if token.kind == .directive, let skipsRestOfLine = bytes.withUnsafeBufferPointer({ lineDirective($0, token) }) {
                if kept == nil {
                    kept = Array(lexed[..<i])
                    kept?.reserveCapacity(lexed.count)
                }
                let position = kept?.count ?? i
                let text = bytes[token.start..<token.end]
                i += 1
                var conditionEnd = token.end
                if skipsRestOfLine {
                    while i < lexed.count && !lexed[i].flags.contains(.newlineBefore) {
                        conditionEnd = lexed[i].end
                        i += 1
                    }
                }
                let condition = CompilationCondition.parse(bytes[token.end..<conditionEnd])
                if text.elementsEqual("#if".utf8) {
                    open.append(ConditionalBranch(group: groups, branch: 0, first: position, last: position - 1,
                                                  platforms: condition.may))
                    earlierClauses.append(condition.must)
                    groups += 1
                } else if var current = open.popLast() {
                    var earlier = earlierClauses.popLast() ?? []
                    current.last = position - 1
                    if current.last >= current.first { branches.append(current) }
                    if text.elementsEqual("#sourceLocation".utf8) {
                        open.append(current)
                        earlierClauses.append(earlier)
                    } else if !text.elementsEqual("#endif".utf8) {
                        let isElse = text.elementsEqual("#else".utf8)
                        let clause = isElse ? CompilationCondition(may: .all, must: .all) : condition
                        open.append(ConditionalBranch(group: current.group, branch: current.branch + 1, first: position,
                                                      last: position - 1,
                                                      platforms: clause.may.subtracting(earlier)))
                        earlier.formUnion(clause.must)
                        earlierClauses.append(earlier)
                    }
                }
                continue
            }
            // Up to the next directive the tokens are kept as they are: copied as one run.
            // One by one, appending to the optional array was a tenth of the outline's time.
            let end = Self.nextDirective(in: lexed, after: i)
            kept?.append(contentsOf: lexed[i..<end])
            i = end
        }
        let significant = kept ?? lexed
        for var unterminated in open where significant.count > unterminated.first {
            unterminated.last = significant.count - 1
            branches.append(unterminated)
        }
        // The lexer reserves for the most tokens a file of this size could hold.
        tokens = significant.fittedToCount()
        brackets = BracketPartners(tokens)
        conditionalBranches = branches
        compilationPlatforms = CompilationPlatforms(branches)
    }

    /// The index of the first directive after token `i`, or the count of tokens.
    private static func nextDirective(in tokens: [Token], after i: Int) -> Int {
        tokens.withUnsafeBufferPointer { all in
            var next = i + 1
            while next < all.count && all[next].kind != .directive { next += 1 }
            return next
        }
    }

    /// Whether tokens `a` and `b` are in different branches of one `#if`.
    package func inExclusiveCompilationBranches(_ a: Int, _ b: Int) -> Bool {
        for x in conditionalBranches where x.first <= a && a <= x.last {
            for y in conditionalBranches where y.first <= b && b <= y.last && y.group == x.group && y.branch != x.branch {
                return true
            }
        }
        return false
    }

    /// The platforms token `i` can be compiled for: every `#if` clause around it allows them.
    package func platforms(at i: Int) -> PlatformSet { compilationPlatforms.platforms(at: i) }

    package var count: Int { tokens.count }
    @inlinable package subscript(_ i: Int) -> Token { tokens[i] }

    /// The kind of token `i`, or nil past either end.
    @inlinable package func kind(_ i: Int) -> TokenKind? {
        i >= 0 && i < tokens.count ? tokens[i].kind : nil
    }

    /// The first byte of token `i`'s text, or nil for an empty token: asks what
    /// an operator starts with (`<` of generic arguments) without making its string.
    @inlinable package func firstByte(_ i: Int) -> UInt8? {
        let token = tokens[i]
        return token.end > token.start ? bytes[token.start] : nil
    }

    /// Written straight into the string's storage: a name of up to 15 ASCII
    /// bytes (nearly every name a file has) becomes a small string with no
    /// validation pass, where `String(decoding:)` checked and copied it
    /// through a buffer (0.3% fewer instructions a run). Other text is
    /// validated and repaired the same way.
    package func text(_ i: Int) -> String {
        let t = tokens[i]
        let count = t.end - t.start
        guard count > 0 else { return "" }
        return bytes.withUnsafeBufferPointer { source in
            String(unsafeUninitializedCapacity: count) { out in
                _ = out.initialize(from: source[t.start..<t.end])
                return count
            }
        }
    }

    /// The text of tokens `first...last` with trivia dropped and one space put
    /// back only where it matters: between two words (`some View`, `let id`)
    /// around `->` and `&` (`() -> Void`, `Hashable & Codable`), and after `,`
    /// and `:` (`[String: Int]`, `Router<Route, Sheet>`).
    package func compactText(_ first: Int, _ last: Int) -> String {
        guard first <= last, first >= 0, last < tokens.count else { return "" }
        let span = tokens[first].start..<tokens[last].end
        // ASCII text (nearly every type and expression) is written straight into the
        // string's storage: a short one is a small string, with no allocation at all.
        let isASCII = bytes.withUnsafeBufferPointer { source in span.allSatisfy { source[$0] < 0x80 } }
        if isASCII {
            return String(unsafeUninitializedCapacity: span.count + 2 * (last - first + 1)) { out in
                bytes.withUnsafeBufferPointer { source in
                    var count = 0
                    appendCompact(first, last, from: source) { byte in
                        out[count] = byte
                        count += 1
                    }
                    return count
                }
            }
        }
        // Otherwise built as bytes and decoded once. A token that is not plain ASCII goes
        // in as its own decoding (invalid bytes repaired per token), so the result is the
        // same as joining strings.
        var out: [UInt8] = []
        out.reserveCapacity(span.count + 8)
        bytes.withUnsafeBufferPointer { source in
            appendCompact(first, last, from: source, decodingEach: true) { out.append($0) }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// The bytes of `compactText`, handed to `emit` one at a time.
    private func appendCompact(_ first: Int, _ last: Int, from source: UnsafeBufferPointer<UInt8>,
                               decodingEach: Bool = false, _ emit: (UInt8) -> Void) {
        var previousIsWord = false
        for i in first...last {
            let token = tokens[i]
            let kind = token.kind
            let isWord = kind == .identifier || kind == .keyword || kind == .integerLiteral || kind == .floatLiteral
            let spaced = kind == .operator && (isText(i, "->") || isText(i, "&"))
            if (isWord && previousIsWord) || (spaced && i > first) { emit(0x20) }
            let piece = source[token.start..<token.end]
            if !decodingEach || piece.allSatisfy({ $0 < 0x80 }) {
                for byte in piece { emit(byte) }
            } else {
                for byte in String(decoding: piece, as: UTF8.self).utf8 { emit(byte) }
            }
            if (spaced || kind == .comma || kind == .colon) && i < last { emit(0x20) }
            previousIsWord = isWord
        }
    }

    /// Whether token `i` is an identifier or keyword spelled `word`.
    @inlinable package func isWord(_ i: Int, _ word: StaticString) -> Bool {
        guard i >= 0 && i < tokens.count else { return false }
        let t = tokens[i]
        guard t.kind == .identifier || t.kind == .keyword else { return false }
        return spells(t, word)
    }

    /// Whether token `i` (of any kind) is spelled exactly `text`.
    @inlinable package func isText(_ i: Int, _ text: StaticString) -> Bool {
        guard i >= 0 && i < tokens.count else { return false }
        return spells(tokens[i], text)
    }

    @inlinable func spells(_ t: Token, _ word: StaticString) -> Bool {
        guard Int(t.length) == word.utf8CodeUnitCount else { return false }
        return bytes.withUnsafeBufferPointer { buffer in
            let w = word.utf8Start
            for k in 0..<Int(t.length) where buffer[t.start + k] != w[k] { return false }
            return true
        }
    }

    /// Whether the file's bytes hold `text` anywhere (code, comments or strings): the
    /// quick test before a pass walks every token for a spelling most files never use.
    package func bytesContain(_ text: String) -> Bool {
        bytes.withUnsafeBufferPointer { $0.firstOffset(of: Array(text.utf8)) != nil }
    }

    package func hasNewlineBefore(_ i: Int) -> Bool {
        i < tokens.count && tokens[i].flags.contains(.newlineBefore)
    }
}

/// A directive that is a line of its own (`#if cond`, `#else`, `#sourceLocation(…)`),
/// as opposed to `#available(…)`, which is part of an `if` condition and stays.
/// Returns whether the rest of its line (a condition) goes with it; nil when it is not one.
private func lineDirective(_ bytes: UnsafeBufferPointer<UInt8>, _ token: Token) -> Bool? {
    let text = bytes[token.start..<token.end]
    if text.elementsEqual("#if".utf8) || text.elementsEqual("#elseif".utf8) || text.elementsEqual("#sourceLocation".utf8) {
        return true
    }
    if text.elementsEqual("#else".utf8) || text.elementsEqual("#endif".utf8) { return false }
    return nil
}

/// One branch of an `#if` … `#elseif` … `#else` … `#endif` group, as a range of
/// (kept) token indices.
package struct ConditionalBranch: Sendable, Equatable {
    package var group: Int
    package var branch: Int
    package var first: Int
    package var last: Int
    /// Where this clause may be compiled, given its own condition and the
    /// clauses before it (not the `#if`s around it).
    package var platforms: PlatformSet = .all
}
