import SwiftScanner

/// Applies fixes to one file's bytes, safely: a fix whose edits overlap one already
/// taken is left for the next run, and the result must lex with every bracket still
/// matched (a fix never breaks the file's structure). The caller re-lints the result.
public enum FixApplication {
    /// What applying fixes did to one file.
    public struct Outcome: Sendable {
        /// The file after the fixes (the input when none applied).
        public var bytes: [UInt8]
        /// Indices into the fixes given, applied.
        public var applied: [Int]
        /// Indices of fixes not applied, with why.
        public var skipped: [(index: Int, reason: String)]
    }

    /// Applies `fixes` (made on `bytes`) in order of position; overlapping ones after the first are skipped.
    public static func apply(_ fixes: [Fix], to bytes: [UInt8]) -> Outcome {
        var taken: [Int] = []
        var skipped: [(index: Int, reason: String)] = []
        var covered: [(start: Int, end: Int)] = []
        let order = fixes.indices.sorted { (fixes[$0].edits.first?.offset ?? 0) < (fixes[$1].edits.first?.offset ?? 0) }
        for index in order {
            let spans = fixes[index].edits.map { (start: $0.offset, end: $0.offset + $0.length) }
            let inBounds = spans.allSatisfy { $0.start >= 0 && $0.end <= bytes.count && $0.start <= $0.end }
            let overlaps = spans.contains { span in covered.contains { span.start < $0.end && $0.start < span.end
                || span.start == $0.start } }
            if !inBounds || overlaps {
                skipped.append((index, inBounds ? "it overlaps another fix; run --fix again" : "it does not fit the file"))
                continue
            }
            covered += spans
            taken.append(index)
        }
        let edits = taken.flatMap { fixes[$0].edits }.sorted { $0.offset > $1.offset }
        var result = bytes
        for edit in edits {
            result.replaceSubrange(edit.offset..<(edit.offset + edit.length), with: Array(edit.replacement.utf8))
        }
        guard unmatchedBrackets(result) <= unmatchedBrackets(bytes) else {
            return Outcome(bytes: bytes, applied: [],
                           skipped: skipped + taken.map { ($0, "the result would not parse") })
        }
        return Outcome(bytes: result, applied: taken.sorted(), skipped: skipped.sorted { $0.index < $1.index })
    }

    /// Brackets without a partner, after lexing: what a broken edit shows first.
    static func unmatchedBrackets(_ bytes: [UInt8]) -> Int {
        let tokens = SyntaxTokens(bytes: bytes, lexed: Lexer.lex(bytes, trivia: .commentsOnly).tokens)
        var count = 0
        for i in 0..<tokens.count {
            switch tokens.kind(i) {
            case .leftParen?, .rightParen?, .leftBrace?, .rightBrace?, .leftBracket?, .rightBracket?:
                if tokens.partner(of: i) == nil { count += 1 }
            default: break
            }
        }
        return count
    }
}
