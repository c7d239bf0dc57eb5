@testable import NavLintCore
import SeededRandom
import SwiftScanner
import Testing

/// `BracketPartners` keeps partners for the brackets only, found through a
/// bit per token and a count per 64 tokens; it must answer exactly what one
/// partner per token did, across word boundaries and with stray brackets.
struct BracketPartnersTests {
    /// The plain form: one partner per token, matched with a stack that looks
    /// at most three levels down (as the outline always has).
    static func reference(_ tokens: [Token]) -> [Int?] {
        var partner = [Int?](repeating: nil, count: tokens.count)
        var stack: [Int] = []
        let openers: [TokenKind: TokenKind] = [.rightParen: .leftParen, .rightBrace: .leftBrace, .rightBracket: .leftBracket]
        for (i, token) in tokens.enumerated() {
            if [.leftParen, .leftBrace, .leftBracket].contains(token.kind) { stack.append(i); continue }
            guard let opener = openers[token.kind] else { continue }
            guard let depth = stack.indices.reversed().prefix(3).first(where: { tokens[stack[$0]].kind == opener })
            else { continue }
            partner[stack[depth]] = i
            partner[i] = stack[depth]
            stack.removeSubrange(depth...)
        }
        return partner
    }

    @Test func nestedStrayAndUnclosedBrackets() {
        let file = SourceFile(path: "A.swift", text: "f(a[{ x }]) ) { g(")
        let tokens = file.tokens
        // f ( a [ { x } ] ) ) { g (
        #expect(tokens.partner(of: 1) == 8 && tokens.partner(of: 8) == 1)
        #expect(tokens.partner(of: 3) == 7 && tokens.partner(of: 4) == 6)
        #expect(tokens.partner(of: 9) == nil, "a stray closer")
        #expect(tokens.partner(of: 10) == nil && tokens.partner(of: 12) == nil, "unclosed openers")
        #expect(tokens.partner(of: 0) == nil && tokens.partner(of: 5) == nil, "not brackets")
        #expect(tokens.partner(of: -1) == nil && tokens.partner(of: tokens.count) == nil)
    }

    @Test func randomBracketRunsMatchThePlainForm() {
        var random = SplitMix64(seed: 25)
        let pieces = ["(", ")", "{", "}", "[", "]", "a", "b ", "(", "{", ")", "}"]
        for _ in 0..<200 {
            let length = Int(random.next() % 400)
            let text = (0..<length).map { _ in pieces[Int(random.next() % UInt64(pieces.count))] }.joined()
            let tokens = SourceFile(path: "R.swift", text: text).tokens
            let expected = Self.reference(tokens.tokens)
            let found = (0..<tokens.count).map { tokens.partner(of: $0) }
            #expect(found == expected, "\(text)")
        }
    }
}
