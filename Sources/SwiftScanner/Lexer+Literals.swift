/// Number, string and regex literals.
extension LexerState {
    // MARK: Numbers

    mutating func lexNumber() {
        let start = pos
        var isFloat = false
        let digitClass: UInt8
        if base[pos] == UInt8(ascii: "0"), peek(1) == UInt8(ascii: "x") || peek(1) == UInt8(ascii: "o") || peek(1) == UInt8(ascii: "b") {
            let radix = peek(1)
            pos += 2
            digitClass = radix == UInt8(ascii: "x") ? CharacterClass.hexDigit : CharacterClass.digit
            skipDigits(digitClass)
            if radix == UInt8(ascii: "x") {
                // Hex float: 0x1.8p3. The fraction needs a following hex digit
                // so that `0x1.description` stays a member access.
                if peek() == UInt8(ascii: "."), peek(1) < 0x80, byteClass(peek(1)) & CharacterClass.hexDigit != 0 {
                    let dot = pos
                    pos += 1
                    skipDigits(CharacterClass.hexDigit)
                    let hasExponent = peek() == UInt8(ascii: "p") || peek() == UInt8(ascii: "P")
                    if !hasExponent && byteClass(base[dot + 1]) & CharacterClass.digit == 0 {
                        // `0xff.description`: no exponent and a letter after
                        // the dot, so the dot is member access, as swiftc decides.
                        pos = dot
                    } else {
                        isFloat = true
                    }
                }
                if peek() == UInt8(ascii: "p") || peek() == UInt8(ascii: "P") { isFloat = skipExponent() || isFloat }
            }
        } else {
            skipDigits(CharacterClass.digit)
            if peek() == UInt8(ascii: "."), peek(1) < 0x80, byteClass(peek(1)) & CharacterClass.digit != 0 {
                pos += 1
                skipDigits(CharacterClass.digit)
                isFloat = true
            }
            if peek() == UInt8(ascii: "e") || peek() == UInt8(ascii: "E") { isFloat = skipExponent() || isFloat }
        }
        // Letters glued to a number (`1abc`, `0b102`) make one malformed
        // literal, as swiftc reports it, not a number and a name.
        skipIdentifierBody()
        emit(isFloat ? .floatLiteral : .integerLiteral, from: start)
        previousEndsExpression = true
    }

    mutating func skipDigits(_ digitClass: UInt8) {
        while pos < end {
            let c = base[pos]
            guard c < 0x80, byteClass(c) & digitClass != 0 || c == UInt8(ascii: "_") else { return }
            pos += 1
        }
    }

    /// At `e`/`p`: consumes `e[+-]?digits` when a digit follows; otherwise leaves it.
    mutating func skipExponent() -> Bool {
        var i = pos + 1
        if i < end && (base[i] == UInt8(ascii: "+") || base[i] == UInt8(ascii: "-")) { i += 1 }
        guard i < end, base[i] < 0x80, byteClass(base[i]) & CharacterClass.digit != 0 else { return false }
        pos = i
        skipDigits(CharacterClass.digit)
        return true
    }

    // MARK: Strings

    /// At `"` or `'` (after any raw-string #s have been emitted).
    mutating func openString(pounds: Int) {
        let start = pos
        let quote = base[pos]
        var multiline = quote == UInt8(ascii: "\"") && peek(1) == quote && peek(2) == quote
        if multiline && pounds > 0 && closesOnSameLine(from: pos + 2, pounds: pounds) {
            multiline = false // `#"""#` is a one-line raw string holding a quote
        }
        pos += multiline ? 3 : 1
        emit(.stringQuote, from: start)
        previousEndsExpression = false
        mode = .stringBody(StringContext(quote: quote, multiline: multiline, pounds: pounds))
    }

    /// Lexes string text up to the next interpolation, the closing delimiter,
    /// the end of line of an unterminated single-line string, or the end of file.
    mutating func lexStringBody(_ context: StringContext) {
        let start = pos
        while pos < end {
            let c = base[pos]
            if c == UInt8(ascii: "\\") {
                var pounds = 0
                while pounds < context.pounds && peek(1 + pounds) == UInt8(ascii: "#") { pounds += 1 }
                guard pounds == context.pounds else { pos += 1; continue } // a plain backslash in a raw string
                let escaped = peek(1 + pounds)
                if escaped == UInt8(ascii: "(") {
                    flushSegment(from: start)
                    let open = pos
                    pos += 2 + pounds
                    emit(.interpolationStart, from: open)
                    previousEndsExpression = false
                    interpolations.append(Interpolation(string: context, parenDepth: 0))
                    mode = .code
                    return
                }
                // An escape never swallows the line break that ends a single-line string.
                if !context.multiline && (escaped == 0x0A || escaped == 0x0D) { pos += 1 + pounds; continue }
                pos = min(end, pos + 2 + pounds)
                continue
            }
            if c == context.quote && closesString(context) {
                flushSegment(from: start)
                let close = pos
                pos += context.multiline ? 3 : 1
                emit(.stringQuote, from: close)
                if context.pounds > 0 {
                    let delimiter = pos
                    pos += context.pounds
                    emit(.rawStringDelimiter, from: delimiter)
                }
                previousEndsExpression = true
                mode = .code
                return
            }
            if (c == 0x0A || c == 0x0D) && !context.multiline {
                // Unterminated: the line break ends the literal and is trivia again.
                flushSegment(from: start)
                previousEndsExpression = true
                mode = .code
                return
            }
            pos += 1
        }
        flushSegment(from: start)
        mode = .code
    }

    /// Whether a `"` followed by `pounds` #s occurs before the end of the line.
    func closesOnSameLine(from start: Int, pounds: Int) -> Bool {
        var i = start
        while i < end && base[i] != 0x0A && base[i] != 0x0D {
            if base[i] == UInt8(ascii: "\""), i + pounds < end,
               (1...pounds).allSatisfy({ base[i + $0] == UInt8(ascii: "#") }) {
                return true
            }
            i += 1
        }
        return false
    }

    func closesString(_ context: StringContext) -> Bool {
        let quoteLength = context.multiline ? 3 : 1
        for i in 0..<quoteLength where peek(i) != context.quote { return false }
        for i in 0..<context.pounds where peek(quoteLength + i) != UInt8(ascii: "#") { return false }
        return true
    }

    mutating func flushSegment(from start: Int) {
        if pos > start { emit(.stringSegment, from: start) }
    }

    // MARK: Regex literals

    /// At a `/` where an expression may start: returns the offset just past the
    /// closing `/` if the text forms a bare regex literal, else nil (division).
    /// Follows SE-0354: no leading space, one line, escapes honoured, character
    /// classes may hold `/`, and an unbalanced `)` means it was an operator.
    func bareRegexEnd() -> Int? {
        let first = peek(1)
        if pos + 1 >= end || first == 0x20 || first == 0x09 || first == 0x0A || first == 0x0D { return nil }
        var i = pos + 1
        var classDepth = 0
        var parenDepth = 0
        while i < end {
            let c = base[i]
            switch c {
            case 0x0A, 0x0D:
                return nil
            case UInt8(ascii: "\\"):
                i += 2
                continue
            case UInt8(ascii: "["):
                classDepth += 1
            case UInt8(ascii: "]"):
                if classDepth > 0 { classDepth -= 1 }
            case UInt8(ascii: "("):
                if classDepth == 0 { parenDepth += 1 }
            case UInt8(ascii: ")"):
                if classDepth == 0 {
                    if parenDepth == 0 { return nil }
                    parenDepth -= 1
                }
            case UInt8(ascii: "/"):
                if classDepth == 0 {
                    let last = base[i - 1]
                    if last == 0x20 || last == 0x09 { return nil }
                    return i + 1
                }
            default:
                break
            }
            i += 1
        }
        return nil
    }

    /// At `#…#/`: an extended regex literal. Multi-line when the opening
    /// delimiter ends its line; unterminated ones run to the end of the line
    /// (single-line) or of the file (multi-line).
    mutating func lexExtendedRegex(pounds: Int) {
        let start = pos
        pos += pounds + 1
        let multiline = peek() == 0x0A || peek() == 0x0D
        while pos < end {
            let c = base[pos]
            if c == UInt8(ascii: "\\") { pos = min(end, pos + 2); continue }
            if !multiline && (c == 0x0A || c == 0x0D) { break }
            if c == UInt8(ascii: "/") {
                var closing = 0
                while closing < pounds && peek(1 + closing) == UInt8(ascii: "#") { closing += 1 }
                if closing == pounds {
                    pos += 1 + pounds
                    break
                }
            }
            pos += 1
        }
        emit(.regexLiteral, from: start)
        previousEndsExpression = true
    }
}
