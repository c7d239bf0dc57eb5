import SwiftScanner
import Testing

/// What each lexical form becomes.
struct LexerTokenTests {
    @Test func namesAndKeywords() {
        let result = tokens("let `class` = $0 + $foo + _$id + café + self.default")
        #expect(result.map(\.1) == ["let", "`class`", "=", "$0", "+", "$foo", "+", "_$id", "+", "café", "+", "self", ".", "default"])
        #expect(result.map(\.0) == [.keyword, .identifier, .operator, .identifier, .operator, .identifier, .operator,
                                    .identifier, .operator, .identifier, .operator, .keyword, .period, .identifier])
    }

    /// Every reserved word is a keyword; a name one byte off (last byte changed,
    /// one byte longer or shorter) is not, nor is the word in another case.
    @Test func everyReservedWordAndItsNeighbours() {
        let reserved = ["associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import",
                        "init", "inout", "internal", "let", "operator", "private", "precedencegroup", "protocol",
                        "public", "rethrows", "static", "struct", "subscript", "typealias", "var", "break", "case",
                        "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard", "if",
                        "in", "repeat", "return", "throw", "switch", "where", "while", "Any", "as", "false", "is",
                        "nil", "self", "Self", "super", "throws", "true", "try", "_"]
        for word in reserved {
            #expect(tokens(word).map(\.0) == [.keyword], "\(word)")
            var neighbours = [word + "x", String(word.dropLast()) + "Q", word.uppercased()]
            if word.count > 1 { neighbours.append(String(word.dropLast())) }
            for name in neighbours where !reserved.contains(name) && !name.isEmpty {
                #expect(tokens(name).map(\.0) == [.identifier], "\(name)")
            }
        }
    }

    @Test func numbers() {
        let cases: [(String, TokenKind)] = [
            ("0", .integerLiteral), ("1_000", .integerLiteral), ("0xFF", .integerLiteral), ("0o17", .integerLiteral),
            ("0b1010", .integerLiteral), ("3.14", .floatLiteral), ("1e10", .floatLiteral), ("1.5e-3", .floatLiteral),
            ("0x1p3", .floatLiteral), ("0x1.8p-2", .floatLiteral),
        ]
        for (source, kind) in cases {
            let result = tokens(source)
            #expect(result.count == 1 && result[0].0 == kind && result[0].1 == source, "\(source)")
        }
        #expect(tokens("1.description").map(\.1) == ["1", ".", "description"])
        #expect(tokens("0xff.description").map(\.1) == ["0xff", ".", "description"])
        #expect(tokens("0..<10").map(\.1) == ["0", "..<", "10"])
    }

    @Test func stringsAndInterpolation() {
        let result = tokens(#""a \(b + "c\(d)") e""#)
        #expect(result.map(\.1) == ["\"", "a ", "\\(", "b", "+", "\"", "c", "\\(", "d", ")", "\"", ")", " e", "\""])
        #expect(result.filter { $0.0 == .identifier }.map(\.1) == ["b", "d"])
        #expect(result[2].0 == .interpolationStart && result[11].0 == .interpolationEnd)
    }

    @Test func rawStrings() {
        #expect(tokens(##"#"a \(no) \#(yes) "q" "#"##).map(\.1) == ["#", "\"", "a \\(no) ", "\\#(", "yes", ")", " \"q\" ", "\"", "#"])
        #expect(tokens(###"##"a "# b"##"###).map(\.1) == ["##", "\"", "a \"# b", "\"", "##"])
        // `#"""#` is a one-line raw string holding a quote, not a multi-line opener.
        #expect(tokens(##"x(#"""#)"##).map(\.1) == ["x", "(", "#", "\"", "\"", "\"", "#", ")"])
    }

    @Test func multilineStrings() {
        let source = "let s = \"\"\"\n  one \\(x)\n  \"q\" \\\"\"\"\n  \"\"\"\nlet t = 1"
        let result = tokens(source)
        #expect(result.filter { $0.0 == .identifier }.map(\.1) == ["s", "x", "t"])
        #expect(result.filter { $0.0 == .stringQuote }.map(\.1) == ["\"\"\"", "\"\"\""])
    }

    @Test func regexVersusDivision() {
        #expect(tokens("let r = /ab+c/").last?.0 == .regexLiteral)
        #expect(tokens("f(/a/, /b/)").filter { $0.0 == .regexLiteral }.count == 2)
        #expect(tokens("a / b / c").filter { $0.0 == .regexLiteral }.isEmpty)
        #expect(tokens("(a)/(b)").filter { $0.0 == .regexLiteral }.isEmpty)
        #expect(tokens("width/2 + x/3").filter { $0.0 == .regexLiteral }.isEmpty)
        #expect(tokens("x /= 2").filter { $0.0 == .regexLiteral }.isEmpty)
        #expect(tokens("let r = #/a/b/#").last?.0 == .regexLiteral)
        #expect(tokens("let r = #/a/b/#").last?.1 == "#/a/b/#")
        #expect(tokens("let r = #/\n a # comment\n/#\nlet y = 1").filter { $0.0 == .regexLiteral }.count == 1)
        #expect(tokens("s.split(separator: /\\s+/)").filter { $0.0 == .regexLiteral }.count == 1)
    }

    @Test func operatorsAndPunctuation() {
        #expect(tokens("a?.b!.c ?? d").map(\.1) == ["a", "?", ".", "b", "!", ".", "c", "??", "d"])
        #expect(tokens("(x: Int) -> Void").map(\.1) == ["(", "x", ":", "Int", ")", "->", "Void"])
        #expect(tokens("a <~> b ∪ c").map(\.1) == ["a", "<~>", "b", "∪", "c"])
        #expect(tokens("a+/*c*/b").map(\.1) == ["a", "+", "b"])
        #expect(tokens("\\Foo.bar").map(\.0) == [.backslash, .identifier, .period, .identifier])
    }

    @Test func poundForms() {
        #expect(tokens("#if os(iOS)").map(\.0) == [.directive, .identifier, .leftParen, .identifier, .rightParen])
        for directive in ["#if", "#elseif", "#else", "#endif", "#available", "#unavailable", "#sourceLocation"] {
            #expect(tokens(directive).map(\.0) == [.directive], "\(directive)")
        }
        for macro in ["#selector", "#file", "#warning", "#Preview", "#colorLiteral"] {
            #expect(tokens(macro).map(\.0) == [.pound, .identifier], "\(macro)")
        }
        #expect(tokens("@available(iOS 16, *)").prefix(2).map(\.0) == [.atSign, .identifier])
    }

    @Test func commentsAndShebang() {
        let lexed = Lexer.lex("#!/usr/bin/swift\n/// doc\n/** block doc */ /* a /* nested */ b */ // line\nx")
        #expect(lexed.trivia.filter(\.kind.isComment).map(\.kind) == [.shebang, .docLineComment, .docBlockComment, .blockComment, .lineComment])
        #expect(lexed.tokens.count == 1)
    }

    @Test func flagsRecordNewlinesAndTrivia() {
        let lexed = Lexer.lex("foo\n(x) y/* a\n */z")
        let flags = lexed.tokens.map(\.flags)
        #expect(flags[0].contains(.triviaBefore))         // start of file
        #expect(flags[1].contains(.newlineBefore))        // ( on a new line
        #expect(!flags[2].contains(.triviaBefore))        // x glued to (
        #expect(flags[5].contains(.newlineBefore))        // a block comment with a line break counts
    }
}
