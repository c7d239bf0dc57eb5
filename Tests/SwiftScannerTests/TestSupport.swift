import Foundation
import SeededRandom
import SwiftScanner
import Testing

/// Seeded, reproducible randomness.
typealias SeededGenerator = SplitMix64

let packageRoot: URL = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

/// The lexer's contract on one input: pieces are non-empty, contiguous from
/// byte 0 to the end, and tokens and trivia are each in source order.
/// Returns a description of the first breach, or nil.
func coverageProblem(_ bytes: [UInt8]) -> String? {
    let lexed = Lexer.lex(bytes)
    var expected = 0
    for piece in lexed.allPieces() {
        if piece.length == 0 { return "empty \(piece.kind) piece at \(piece.offset)" }
        if piece.start != expected { return "gap or overlap at \(expected): next piece starts at \(piece.start)" }
        expected = piece.end
    }
    if expected != bytes.count { return "pieces end at \(expected) of \(bytes.count)" }
    return nil
}

/// Significant tokens as (kind, text) pairs, for readable expectations.
func tokens(_ source: String) -> [(TokenKind, String)] {
    let bytes = Array(source.utf8)
    return Lexer.lex(bytes).tokens.map { ($0.kind, String(decoding: bytes[$0.range], as: UTF8.self)) }
}
