import Foundation
import SwiftScanner
import Testing

/// Seeded, reproducible randomness (SplitMix64).
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

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
