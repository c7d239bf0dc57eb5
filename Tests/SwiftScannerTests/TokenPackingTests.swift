import SwiftScanner
import Testing

/// A token is eight bytes: kind, flags and length share one word. What does
/// not fit (a piece longer than `Token.maximumLength`) is split, never cut.
struct TokenPackingTests {
    @Test func tokenIsEightBytes() {
        #expect(MemoryLayout<Token>.stride == 8)
    }

    @Test func everyKindAndFlagRoundTrips() {
        let flagSets: [TokenFlags] = [[], .newlineBefore, .triviaBefore, [.newlineBefore, .triviaBefore]]
        for kind in TokenKind.allCases {
            for flags in flagSets {
                let length = UInt32(Token.maximumLength)
                var token = Token(kind: kind, flags: flags, offset: .max, length: length)
                #expect(token.kind == kind && token.flags == flags && token.length == length && token.offset == .max)
                token.length = 3
                token.flags = []
                #expect(token.kind == kind && token.flags == [] && token.length == 3)
            }
        }
    }

    @Test func piecesLongerThanATokenAreSplitAndStillCoverTheFile() {
        let long = Token.maximumLength + 10
        let comment = Array("let a = 1 //".utf8) + [UInt8](repeating: UInt8(ascii: "x"), count: long) + Array("\nlet b = 2".utf8)
        #expect(coverageProblem(comment) == nil)
        let pieces = Lexer.lex(comment).allPieces().filter { $0.kind == .lineComment }
        #expect(pieces.count == 2)
        #expect(pieces.map(\.length).reduce(0, +) == UInt32(long + 2))

        let literal = Array("let s = \"".utf8) + [UInt8](repeating: UInt8(ascii: "y"), count: long) + Array("\"".utf8)
        #expect(coverageProblem(literal) == nil)
        let lexed = Lexer.lex(literal, trivia: .commentsOnly).tokens
        let segments = lexed.filter { $0.kind == .stringSegment }
        #expect(segments.count == 2)
        #expect(!segments[1].flags.contains(.triviaBefore))
    }
}
