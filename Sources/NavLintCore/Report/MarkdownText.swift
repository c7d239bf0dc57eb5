/// Escaping for GitHub-flavoured Markdown table cells, where one stray `|` or
/// newline breaks the whole table and a `<tag>` is swallowed as HTML.
enum MarkdownText {
    /// `message` for a cell. Messages are written with Markdown code spans
    /// (`` `NavigationStack` ``), which are kept; everything else is text.
    static func cell(_ message: String) -> String {
        var out = ""
        for segment in segments(normalizedLineEnds(message)) {
            out += segment.isCode ? codeSpan(segment.fence, segment.text) : text(segment.text)
        }
        return out
    }

    /// `literal` shown verbatim as code in a cell (file paths, rule ids).
    static func code(_ literal: String) -> String {
        codeSpan(nil, normalizedLineEnds(literal))
    }

    /// Plain text: `\` and `|` backslash-escaped (the table splitter honours
    /// `\|`, and a doubled `\` cannot turn a later `|` into a cell break),
    /// HTML's three specials as entities, newlines as `<br>`.
    private static func text(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": out += "\\\\"
            case "|": out += "\\|"
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\n": out += "<br>"
            default: out.unicodeScalars.append(isControl(scalar) ? "\u{FFFD}" : scalar)
            }
        }
        return out
    }

    /// A code span kept as written when that is safe in a table. Code spans
    /// show backslashes literally, so a `|` inside one cannot be escaped
    /// reliably, and a newline ends the row; such a span (or a literal with a
    /// backtick, which needs care to fence) becomes `<code>` with every
    /// ASCII punctuation character as a numeric reference, which renders
    /// as the same characters and is inert to both table and inline parsing.
    private static func codeSpan(_ fence: String?, _ content: String) -> String {
        let safe = !content.unicodeScalars.contains { $0 == "|" || $0 == "\n" || isControl($0) }
        if safe, let fence { return fence + content + fence }
        if safe, !content.isEmpty, !content.contains("`") { return "`" + content + "`" }
        var out = "<code>"
        for scalar in content.unicodeScalars {
            if scalar == "\n" {
                out += " "
            } else if isControl(scalar) {
                out += "\u{FFFD}"
            } else if (0x21...0x7E).contains(scalar.value), !scalar.properties.isAlphabetic, !("0"..."9").contains(scalar) {
                out += "&#\(scalar.value);"
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out + "</code>"
    }

    /// Text and code spans as CommonMark finds them: a backtick run opens a
    /// span closed by the next run of the same length; an unclosed run is text.
    private static func segments(_ text: String) -> [(isCode: Bool, fence: String, text: String)] {
        let scalars = Array(text.unicodeScalars)
        var result: [(isCode: Bool, fence: String, text: String)] = []
        var plain = String.UnicodeScalarView()
        var index = 0
        func run(at start: Int) -> Int {
            var end = start
            while end < scalars.count && scalars[end] == "`" { end += 1 }
            return end - start
        }
        while index < scalars.count {
            guard scalars[index] == "`" else {
                plain.append(scalars[index])
                index += 1
                continue
            }
            let length = run(at: index)
            var search = index + length
            var close: Int?
            while search < scalars.count {
                if scalars[search] == "`" {
                    let other = run(at: search)
                    if other == length { close = search; break }
                    search += other
                } else {
                    search += 1
                }
            }
            guard let close else {
                // Unclosed: the run is literal text.
                plain.append(contentsOf: scalars[index..<(index + length)])
                index += length
                continue
            }
            if !plain.isEmpty { result.append((false, "", String(plain))); plain = String.UnicodeScalarView() }
            var content = String.UnicodeScalarView()
            content.append(contentsOf: scalars[(index + length)..<close])
            result.append((true, String(repeating: "`", count: length), String(content)))
            index = close + length
        }
        if !plain.isEmpty { result.append((false, "", String(plain))) }
        return result
    }

    /// `\r\n` and lone `\r` as `\n`, so every line break is handled once.
    private static func normalizedLineEnds(_ text: String) -> String {
        var out = String.UnicodeScalarView()
        var previousWasCR = false
        for scalar in text.unicodeScalars {
            if scalar == "\n" && previousWasCR { previousWasCR = false; continue }
            previousWasCR = scalar == "\r"
            out.append(previousWasCR ? "\n" : scalar)
        }
        return String(out)
    }

    /// Control characters other than tab, which nothing renders usefully.
    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        (scalar.value < 0x20 && scalar != "\t" && scalar != "\n") || (0x7F...0x9F).contains(scalar.value)
    }
}
