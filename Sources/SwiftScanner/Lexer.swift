/// The result of lexing one file: the tokens that carry meaning and the trivia
/// between them, each in source order. Together they cover every byte of the
/// input exactly once (when trivia is kept in full).
public struct LexedSource: Sendable {
    public var tokens: [Token]
    public var trivia: [Token]

    /// Tokens and trivia merged back into one stream, in source order.
    public func allPieces() -> [Token] {
        var merged: [Token] = []
        merged.reserveCapacity(tokens.count + trivia.count)
        var t = 0, v = 0
        while t < tokens.count || v < trivia.count {
            if v == trivia.count || (t < tokens.count && tokens[t].offset < trivia[v].offset) {
                merged.append(tokens[t]); t += 1
            } else {
                merged.append(trivia[v]); v += 1
            }
        }
        return merged
    }
}

public enum TriviaRetention: Sendable {
    /// Keep every whitespace, newline and comment piece (lossless).
    case all
    /// Keep comments only: what the linter needs, at less memory.
    case commentsOnly
}

/// A lossless Swift lexer over UTF-8 bytes.
///
/// It never fails: bytes that start no token become `.unknown` pieces. It runs
/// in one forward pass; string interpolations, which nest code inside strings
/// inside code, are tracked on an explicit stack, so no input depth can
/// exhaust the call stack.
public enum Lexer {
    public static func lex(_ bytes: UnsafeBufferPointer<UInt8>, trivia: TriviaRetention = .all) -> LexedSource {
        guard let base = bytes.baseAddress, bytes.count > 0 else { return LexedSource(tokens: [], trivia: []) }
        var state = LexerState(base: base, count: bytes.count, keepAllTrivia: trivia == .all)
        state.run()
        return LexedSource(tokens: state.tokens.finish(), trivia: state.trivia.finish())
    }

    public static func lex(_ bytes: [UInt8], trivia: TriviaRetention = .all) -> LexedSource {
        bytes.withUnsafeBufferPointer { lex($0, trivia: trivia) }
    }

    public static func lex(_ text: String, trivia: TriviaRetention = .all) -> LexedSource {
        lex(Array(text.utf8), trivia: trivia)
    }
}

/// How a string literal was opened, which decides how it closes and which
/// backslashes start escapes or interpolations.
struct StringContext {
    var quote: UInt8        // " or '
    var multiline: Bool
    var pounds: Int         // the number of # of a raw string
}

struct Interpolation {
    var string: StringContext
    /// Unclosed `(` inside the interpolation; its `)` at depth 0 closes it.
    var parenDepth: Int
}

enum LexerMode {
    case code
    case stringBody(StringContext)
}

struct LexerState {
    let base: UnsafePointer<UInt8>
    let end: Int
    let keepAllTrivia: Bool
    var pos = 0
    var tokens: TokenBuffer
    var trivia: TokenBuffer
    var pendingFlags: TokenFlags = [.triviaBefore]
    /// Whether the last token could end an expression; decides whether `/`
    /// divides or opens a regex literal, and whether `?` is postfix.
    var previousEndsExpression = false
    /// The last significant token was a `.`, so a reserved word after it is a member name.
    var previousIsPeriod = false
    var mode: LexerMode = .code
    var interpolations: [Interpolation] = []
    /// The lookup tables, read once per file: a global's lazy initializer is
    /// checked on every access (`swift_once`), which cost 2% of a whole run
    /// when done per identifier.
    let classes: UnsafePointer<UInt8> = CharacterClass.ascii
    let keywords: ShortWordTable = Keywords.table

    init(base: UnsafePointer<UInt8>, count: Int, keepAllTrivia: Bool) {
        self.base = base
        self.end = count
        self.keepAllTrivia = keepAllTrivia
        // Real code has a token per 8 bytes: a fifth of the bytes is rarely outgrown.
        tokens = TokenBuffer(capacity: count / 5 + 16)
        trivia = TokenBuffer(capacity: keepAllTrivia ? count / 6 + 16 : 16)
    }

    @inline(__always) func peek(_ ahead: Int = 0) -> UInt8 {
        let i = pos + ahead
        return i < end ? base[i] : 0
    }

    @inline(__always) func byteClass(_ b: UInt8) -> UInt8 { classes[Int(b)] }

    mutating func run() {
        if end >= 2 && base[0] == UInt8(ascii: "#") && base[1] == UInt8(ascii: "!") {
            skipToEndOfLine()
            emitTrivia(.shebang, from: 0)
        }
        while pos < end {
            switch mode {
            case .code: lexCode()
            case .stringBody(let context): lexStringBody(context)
            }
        }
    }

    // MARK: Code

    mutating func lexCode() {
        let start = pos
        let c = base[pos]
        if c >= 0x80 { lexNonASCII(); return }
        let cls = byteClass(c)
        if cls & CharacterClass.horizontalSpace != 0 {
            var p = pos + 1
            let classes = classes, base = base, end = end
            while p < end && classes[Int(base[p])] & CharacterClass.horizontalSpace != 0 { p += 1 }
            pos = p
            emitTrivia(.whitespace, from: start)
            return
        }
        if cls & CharacterClass.identifierHead != 0 { lexIdentifier(); return }
        if cls & CharacterClass.digit != 0 { lexNumber(); return }
        switch c {
        case 0x0A, 0x0D: // \n \r
            pos += 1
            while pos < end && (base[pos] == 0x0A || base[pos] == 0x0D) { pos += 1 }
            emitTrivia(.newline, from: start)
        case UInt8(ascii: "/"):
            let next = peek(1)
            if next == UInt8(ascii: "/") { lexLineComment() }
            else if next == UInt8(ascii: "*") { lexBlockComment() }
            else if !previousEndsExpression, let close = bareRegexEnd() {
                pos = close
                emit(.regexLiteral, from: start)
                previousEndsExpression = true
            } else { lexOperator() }
        case UInt8(ascii: "#"): lexPound()
        case UInt8(ascii: "\""), UInt8(ascii: "'"): openString(pounds: 0)
        case UInt8(ascii: "`"): lexBacktickIdentifier()
        case UInt8(ascii: "$"): lexDollarIdentifier()
        case UInt8(ascii: "@"): emitPunctuation(.atSign, endsExpression: false)
        case UInt8(ascii: "("):
            if !interpolations.isEmpty { interpolations[interpolations.count - 1].parenDepth += 1 }
            emitPunctuation(.leftParen, endsExpression: false)
        case UInt8(ascii: ")"):
            if let top = interpolations.last {
                if top.parenDepth == 0 {
                    interpolations.removeLast()
                    emitPunctuation(.interpolationEnd, endsExpression: false)
                    mode = .stringBody(top.string)
                    return
                }
                interpolations[interpolations.count - 1].parenDepth -= 1
            }
            emitPunctuation(.rightParen, endsExpression: true)
        case UInt8(ascii: "{"): emitPunctuation(.leftBrace, endsExpression: false)
        case UInt8(ascii: "}"): emitPunctuation(.rightBrace, endsExpression: true)
        case UInt8(ascii: "["): emitPunctuation(.leftBracket, endsExpression: false)
        case UInt8(ascii: "]"): emitPunctuation(.rightBracket, endsExpression: true)
        case UInt8(ascii: ","): emitPunctuation(.comma, endsExpression: false)
        case UInt8(ascii: ":"): emitPunctuation(.colon, endsExpression: false)
        case UInt8(ascii: ";"): emitPunctuation(.semicolon, endsExpression: false)
        case UInt8(ascii: "\\"): emitPunctuation(.backslash, endsExpression: false)
        case UInt8(ascii: "."):
            let next = peek(1)
            if next == UInt8(ascii: ".") || (next < 0x80 && byteClass(next) & CharacterClass.operatorChar != 0) {
                lexOperator()
            } else {
                emitPunctuation(.period, endsExpression: false)
            }
        default:
            if cls & CharacterClass.operatorChar != 0 { lexOperator() } else { lexUnknown() }
        }
    }

    mutating func lexNonASCII() {
        let start = pos
        guard let (scalar, length) = decodeScalar(base + pos, end - pos) else { lexUnknown(); return }
        switch CharacterClass.scalarClass(scalar) {
        case .byteOrderMark:
            pos += length
            emitTrivia(.whitespace, from: start)
        case .operatorHead, .operatorBody:
            lexOperator()
        case .identifierHead, .identifierBody:
            lexIdentifier()
        case .other:
            lexUnknown()
        }
    }

    /// A run of bytes that start no token, merged into one piece so binary
    /// junk does not explode into one token per byte.
    mutating func lexUnknown() {
        let start = pos
        repeat {
            let c = base[pos]
            if c < 0x80 {
                let cls = byteClass(c)
                let startsSomething = cls & (CharacterClass.identifierBody | CharacterClass.operatorChar
                    | CharacterClass.horizontalSpace) != 0 || (c >= 0x20 && c < 0x7F) || c == 0x0A || c == 0x0D
                if startsSomething && pos > start { break }
                pos += 1
            } else if let (scalar, length) = decodeScalar(base + pos, end - pos) {
                if CharacterClass.scalarClass(scalar) != .other && pos > start { break }
                pos += length
            } else {
                pos += 1
            }
        } while pos < end
        emit(.unknown, from: start)
        previousEndsExpression = false
    }

    mutating func skipToEndOfLine() {
        while pos < end && base[pos] != 0x0A && base[pos] != 0x0D { pos += 1 }
    }

    mutating func lexLineComment() {
        let start = pos
        let isDoc = peek(2) == UInt8(ascii: "/") && peek(3) != UInt8(ascii: "/")
        skipToEndOfLine()
        emitTrivia(isDoc ? .docLineComment : .lineComment, from: start)
    }

    mutating func lexBlockComment() {
        let start = pos
        let isDoc = peek(2) == UInt8(ascii: "*") && peek(3) != UInt8(ascii: "*") && peek(3) != UInt8(ascii: "/")
        pos += 2
        var depth = 1
        var sawNewline = false
        while pos < end {
            let c = base[pos]
            if c == UInt8(ascii: "*") && peek(1) == UInt8(ascii: "/") {
                pos += 2
                depth -= 1
                if depth == 0 { break }
            } else if c == UInt8(ascii: "/") && peek(1) == UInt8(ascii: "*") {
                pos += 2
                depth += 1
            } else {
                if c == 0x0A || c == 0x0D { sawNewline = true }
                pos += 1
            }
        }
        emitTrivia(isDoc ? .docBlockComment : .blockComment, from: start, containsNewline: sawNewline)
    }

    // MARK: Names

    /// Advances over identifier-continuing characters (ASCII and Unicode).
    /// The position is kept in a local and stored once: stored through `self`
    /// on every byte, it was a load and a store per byte of every name.
    @inline(__always) mutating func skipIdentifierBody() {
        var p = pos
        defer { pos = p }
        // The table, the text and its end in locals too: read through `self`, each was reloaded per byte.
        let classes = classes, base = base, end = end
        while p < end {
            let c = base[p]
            if c < 0x80 {
                if classes[Int(c)] & CharacterClass.identifierBody == 0 { return }
                p += 1
            } else {
                guard let (scalar, length) = decodeScalar(base + p, end - p) else { return }
                switch CharacterClass.scalarClass(scalar) {
                case .identifierHead, .identifierBody: p += length
                default: return
                }
            }
        }
    }

    mutating func lexIdentifier() {
        let start = pos
        skipIdentifierBody()
        let length = pos - start
        if Keywords.isReserved(base + start, length, in: keywords) {
            // After a `.` a reserved word is a member name (`.default`), except
            // the few that keep their meaning there.
            let isMemberName = previousIsPeriod && !Keywords.keepsMeaningAfterPeriod(base + start, length)
            emit(isMemberName ? .identifier : .keyword, from: start)
            previousEndsExpression = isMemberName || Keywords.endsExpression(base + start, length)
        } else {
            emit(.identifier, from: start)
            previousEndsExpression = true
        }
    }

    mutating func lexBacktickIdentifier() {
        let start = pos
        var i = pos + 1
        while i < end && base[i] != UInt8(ascii: "`") && base[i] != 0x0A && base[i] != 0x0D { i += 1 }
        if i < end && base[i] == UInt8(ascii: "`") && i > pos + 1 {
            pos = i + 1
            emit(.identifier, from: start)
            previousEndsExpression = true
        } else {
            pos += 1
            emit(.unknown, from: start)
            previousEndsExpression = false
        }
    }

    mutating func lexDollarIdentifier() {
        let start = pos
        pos += 1
        skipIdentifierBody()
        emit(.identifier, from: start)
        previousEndsExpression = true
    }

    // MARK: Operators

    mutating func lexOperator() {
        let start = pos
        if base[pos] == UInt8(ascii: "<") && peek(1) == UInt8(ascii: "#"), let close = editorPlaceholderEnd() {
            pos = close
            emit(.identifier, from: start)
            previousEndsExpression = true
            return
        }
        let leftBound = !pendingFlags.contains(.triviaBefore) && previousEndsExpression
        if base[pos] == UInt8(ascii: "?") && leftBound {
            // A `?` glued to an operand is optional chaining: one token, never
            // the start of a longer operator.
            pos += 1
            emit(.operator, from: start)
            previousEndsExpression = true
            return
        }
        let allowsDots = base[pos] == UInt8(ascii: ".")
        while pos < end {
            let c = base[pos]
            if c < 0x80 {
                if c == UInt8(ascii: ".") {
                    guard allowsDots else { break }
                } else if byteClass(c) & CharacterClass.operatorChar != 0 {
                    // `//` and `/*` start a comment even inside an operator.
                    if c == UInt8(ascii: "/") && pos > start && (peek(1) == UInt8(ascii: "/") || peek(1) == UInt8(ascii: "*")) { break }
                } else {
                    break
                }
                pos += 1
            } else {
                guard let (scalar, length) = decodeScalar(base + pos, end - pos),
                      pos == start ? CharacterClass.isOperatorHead(scalar) : CharacterClass.isOperatorBody(scalar)
                else { break }
                pos += length
            }
        }
        if pos == start { pos += 1 }  // defensive: always make progress
        let next = peek()
        let rightBound = pos < end && !(next == 0x20 || next == 0x09 || next == 0x0A || next == 0x0D
            || next == UInt8(ascii: ")") || next == UInt8(ascii: "]") || next == UInt8(ascii: "}")
            || next == UInt8(ascii: ",") || next == UInt8(ascii: ";") || next == UInt8(ascii: ":"))
        emit(.operator, from: start)
        // A postfix operator (`x!`) ends an expression; any other does not.
        previousEndsExpression = leftBound && !rightBound
    }

    /// `<#name#>`: an Xcode editor placeholder, one identifier to swiftc.
    func editorPlaceholderEnd() -> Int? {
        var i = pos + 2
        while i + 1 < end {
            let c = base[i]
            if c == 0x0A || c == 0x0D { return nil }
            if c == UInt8(ascii: "#") && base[i + 1] == UInt8(ascii: ">") { return i + 2 }
            i += 1
        }
        return nil
    }

    // MARK: Pound forms

    mutating func lexPound() {
        let start = pos
        var pounds = 0
        while pos + pounds < end && base[pos + pounds] == UInt8(ascii: "#") { pounds += 1 }
        let after = pos + pounds < end ? base[pos + pounds] : 0
        if after == UInt8(ascii: "\"") {
            pos += pounds
            emit(.rawStringDelimiter, from: start)
            openString(pounds: pounds)
            return
        }
        if after == UInt8(ascii: "/") {
            lexExtendedRegex(pounds: pounds)
            return
        }
        if pounds == 1 && after < 0x80 && byteClass(after) & CharacterClass.identifierHead != 0 {
            var i = pos + 1
            while i < end && base[i] < 0x80 && byteClass(base[i]) & CharacterClass.identifierBody != 0 { i += 1 }
            if Directives.isDirective(base + pos + 1, i - pos - 1) {
                pos = i
                emit(.directive, from: start)
                previousEndsExpression = false
                return
            }
        }
        emitPunctuation(.pound, endsExpression: false)
    }
}

enum Directives {
    static func isDirective(_ p: UnsafePointer<UInt8>, _ length: Int) -> Bool {
        Keywords.equals(p, length, "if") || Keywords.equals(p, length, "elseif") || Keywords.equals(p, length, "else")
            || Keywords.equals(p, length, "endif") || Keywords.equals(p, length, "available")
            || Keywords.equals(p, length, "unavailable") || Keywords.equals(p, length, "sourceLocation")
    }
}
