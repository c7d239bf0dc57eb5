/// XML 1.0 escaping shared by the XML reports (Checkstyle, JUnit).
package enum XMLText {
    package static let declaration = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"

    /// `text` escaped for a double-quoted attribute value. Tab, newline and
    /// carriage return become character references because a parser
    /// normalizes literal ones in attributes to spaces, and the message would
    /// not round-trip.
    package static func attribute(_ text: String) -> String {
        escape(text) { scalar in
            switch scalar {
            case "\"": return "&quot;"
            case "'": return "&apos;"
            case "\t": return "&#9;"
            case "\n": return "&#10;"
            case "\r": return "&#13;"
            default: return nil
            }
        }
    }

    /// `text` escaped for element content. Newlines and tabs stay literal;
    /// a carriage return is a reference because parsers turn a literal one into `\n`.
    package static func text(_ text: String) -> String {
        escape(text) { $0 == "\r" ? "&#13;" : nil }
    }

    /// Whether XML 1.0 allows `scalar` at all (its `Char` production). Most C0
    /// controls are not allowed even as character references, so a document
    /// holding one is rejected by every conforming parser.
    package static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x9, 0xA, 0xD, 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: return true
        default: return false
        }
    }

    /// `text` with every scalar XML 1.0 cannot hold replaced by U+FFFD, so the
    /// reader still sees that something was there.
    package static func sanitized(_ text: String) -> String {
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            out.append(isAllowed(scalar) ? scalar : "\u{FFFD}")
        }
        return String(out)
    }

    /// `&`, `<` and `>` always (`>` so that `]]>` can never appear), then
    /// whatever `extra` maps, with disallowed scalars replaced.
    private static func escape(_ text: String, _ extra: (Unicode.Scalar) -> String?) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            if let replacement = extra(scalar) {
                out += replacement
                continue
            }
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            default: out.unicodeScalars.append(isAllowed(scalar) ? scalar : "\u{FFFD}")
            }
        }
        return out
    }
}
