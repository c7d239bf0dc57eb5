import Foundation
import SwiftScanner
import Testing

/// The lossless contract: every byte of any input is covered exactly once.
struct LexerCoverageTests {
    @Test func tortureFixtureIsCoveredExactly() throws {
        let url = packageRoot.appendingPathComponent("Tests/SwiftScannerTests/Fixtures/LexicalTorture.swift")
        let bytes = [UInt8](try Data(contentsOf: url))
        #expect(coverageProblem(bytes) == nil)
        // And it is not trivially one big unknown blob.
        #expect(Lexer.lex(bytes).tokens.count > 500)
    }

    @Test func randomByteStringsAreCoveredExactly() {
        var random = SeededGenerator(seed: 0x5EED)
        // Biased towards Swift's special characters so the odd paths run often.
        let alphabet = Array("\"#/\\*(){}[]`$@'.\n\r\t a1_é😀<>=!?-+".utf8)
        for round in 0..<10_000 {
            let length = random.int(in: 0...64)
            let bytes: [UInt8] = (0..<length).map { _ in
                random.bool() ? random.element(of: alphabet) : random.byte(in: 0...255)
            }
            if let problem = coverageProblem(bytes) {
                Issue.record("round \(round), bytes \(bytes): \(problem)")
                return
            }
        }
    }

    @Test(arguments: [
        ("unterminated string", "let s = \"abc"),
        ("unterminated string before newline", "let s = \"abc\nlet t = 1"),
        ("unterminated raw string", "let s = #\"abc\"   "),
        ("unterminated multi-line string", "let s = \"\"\"\nabc\n"),
        ("unterminated interpolation", "let s = \"a \\(b + (c"),
        ("unterminated block comment", "/* a /* b */ c"),
        ("unterminated extended regex", "let r = #/abc"),
        ("unterminated multi-line regex", "let r = #/\nabc\n"),
        ("lone backslash", "\\"),
        ("lone backtick", "let `x = 1"),
        ("lone quote", "\""),
        ("lone pound", "#"),
        ("shebang only", "#!"),
        ("NUL bytes", "let\0x = 1\0"),
        ("CRLF", "let a = 1\r\nlet b = 2\r\n"),
        ("lone CR", "let a = 1\rlet b = 2\r"),
        ("directives only", "#if A\n#elseif B\n#else\n#endif\n#if\n#endif"),
        ("editor placeholder", "let x = <#value#>"),
        ("operators at end", "a ?? b ..< c ... +"),
    ])
    func edgeInputsAreCoveredExactly(_ name: String, _ source: String) {
        #expect(coverageProblem(Array(source.utf8)) == nil, "\(name)")
    }

    @Test func invalidUTF8AndBinaryAreCoveredExactly() {
        let inputs: [[UInt8]] = [
            [0xFF, 0xFE, 0x61, 0x00, 0x62, 0x00],          // UTF-16 LE with BOM
            [0xEF, 0xBB, 0xBF] + Array("let x = 1".utf8),  // UTF-8 BOM
            [0xC0, 0xAF, 0xE0, 0x80, 0xAF],                // overlong encodings
            [0xED, 0xA0, 0x80],                            // a surrogate
            [0xF4, 0x90, 0x80, 0x80],                      // beyond U+10FFFF
            [0x61, 0xE2, 0x82],                            // truncated at end of file
            Array(0...255).map(UInt8.init),
        ]
        for bytes in inputs { #expect(coverageProblem(bytes) == nil, "\(bytes)") }
    }

    @Test func binaryJunkMergesIntoFewPieces() {
        // One piece per junk byte would make a 50 MB blob cost gigabytes.
        let junk = [UInt8](repeating: 0xFF, count: 100_000)
        #expect(Lexer.lex(junk).tokens.count == 1)
    }

    @Test func deepNestingNeitherRecursesNorBreaksCoverage() {
        let depth = 100_000
        for open in ["{", "(", "[", "\"\\("] {
            let source = String(repeating: open, count: depth)
            #expect(coverageProblem(Array(source.utf8)) == nil, "\(open)")
        }
        // Nested interpolation, closed again.
        let nested = String(repeating: "\"\\(", count: 20_000) + "x" + String(repeating: ")\"", count: 20_000)
        let lexed = Lexer.lex(nested)
        #expect(coverageProblem(Array(nested.utf8)) == nil)
        #expect(lexed.tokens.filter { $0.kind == .identifier }.count == 1)
    }

    @Test func commentsOnlyModeKeepsCommentsAndTokens() {
        let source = "let a = 1 // note\n/* block */ let b = 2"
        let all = Lexer.lex(source)
        let lean = Lexer.lex(source, trivia: .commentsOnly)
        #expect(lean.tokens == all.tokens)
        #expect(lean.trivia.map(\.kind) == [.lineComment, .blockComment])
    }

    /// The lexer sizes its buffer for a token per five bytes; denser input grows it, losing nothing.
    @Test func inputDenserThanTheBufferIsSizedForKeepsEveryToken() {
        for retention in [TriviaRetention.all, .commentsOnly] {
            let lexed = Lexer.lex(String(repeating: "a,", count: 50_000) + "b /**/ c", trivia: retention)
            #expect(lexed.tokens.count == 100_002)
            #expect(lexed.tokens.prefix(4).map(\.kind) == [.identifier, .comma, .identifier, .comma])
            #expect(lexed.tokens.last.map { $0.kind == .identifier && $0.offset == 100_007 } == true)
            #expect(lexed.trivia.filter { $0.kind == .blockComment }.count == 1)
        }
    }
}
