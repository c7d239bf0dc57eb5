/// What one piece of source text is.
///
/// Trivia kinds (whitespace, newlines, comments) are kept apart from the kinds
/// that carry meaning, so a consumer can ask `isTrivia` instead of listing them.
/// Punctuation that the outline needs to match on gets its own case; everything
/// else that is spelled with operator characters is an `operator`.
public enum TokenKind: UInt8, Sendable, CaseIterable {
    // Trivia
    case whitespace          // spaces, tabs, vertical tab, form feed, NUL, byte-order mark
    case newline             // \n, \r\n or \r, one piece per run
    case lineComment         // // …
    case docLineComment      // /// …
    case blockComment        // /* … */, nested
    case docBlockComment     // /** … */
    case shebang             // #! … on the first line

    // Names
    case identifier          // foo, `foo`, $0, $foo, ünïcode
    case keyword             // reserved words: struct, let, if, self, …

    // Literals
    case integerLiteral
    case floatLiteral
    case stringQuote         // ", """ or ' opening or closing a string
    case rawStringDelimiter  // the #s around a raw string
    case stringSegment       // literal text between delimiters and interpolations
    case interpolationStart  // \( or \#( inside a string
    case interpolationEnd    // the ) that closes an interpolation
    case regexLiteral        // /…/ or #/…/#, delimiters included

    // Punctuation and operators
    case leftParen, rightParen
    case leftBrace, rightBrace
    case leftBracket, rightBracket
    case comma, colon, semicolon
    case period              // . (member access)
    case atSign              // @ (attributes)
    case pound               // # before a macro or an object literal name
    case backslash           // \ (key paths)
    case `operator`          // +, ==, ..<, ->, =, ?, custom operators

    /// `#if`, `#elseif`, `#else`, `#endif`, `#available`, `#unavailable`, `#sourceLocation`.
    case directive

    /// Bytes that start no Swift token: invalid UTF-8, stray control characters,
    /// an unterminated backtick.
    case unknown

    public var isTrivia: Bool { rawValue <= TokenKind.shebang.rawValue }

    public var isComment: Bool {
        switch self {
        case .lineComment, .docLineComment, .blockComment, .docBlockComment, .shebang: return true
        default: return false
        }
    }

    /// The coarse category printed by `navlint dump-tokens`.
    public var category: String {
        switch self {
        case .whitespace: return "whitespace"
        case .newline: return "newline"
        case .lineComment, .docLineComment, .blockComment, .docBlockComment, .shebang: return "comment"
        case .identifier: return "identifier"
        case .keyword: return "keyword"
        case .integerLiteral, .floatLiteral: return "number"
        case .stringQuote, .rawStringDelimiter, .stringSegment: return "string"
        case .regexLiteral: return "regex"
        case .operator: return "operator"
        case .directive: return "directive"
        case .unknown: return "unknown"
        case .interpolationStart, .interpolationEnd, .leftParen, .rightParen, .leftBrace, .rightBrace,
             .leftBracket, .rightBracket, .comma, .colon, .semicolon, .period, .atSign, .pound, .backslash:
            return "punctuation"
        }
    }
}
