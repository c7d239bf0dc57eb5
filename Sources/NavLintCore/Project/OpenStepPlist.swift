/// A property list in the old OpenStep text form, which `project.pbxproj` is
/// written in: `{ key = value; }` dictionaries, `( a, b, )` arrays, quoted or
/// bare strings, and `/* … */` or `// …` comments. Read only on demand (a
/// project file runs to megabytes), so the reader favours being plain.
package enum OpenStepPlist: Sendable, Equatable {
    case string(String)
    case array([OpenStepPlist])
    case dictionary([String: OpenStepPlist])

    /// The whole text's value, or nil where it is not a well-formed property list.
    package static func parse(_ text: String) -> OpenStepPlist? {
        var reader = Reader(bytes: Array(text.utf8))
        guard let value = reader.value() else { return nil }
        reader.skipTrivia()
        return reader.index == reader.bytes.count ? value : nil
    }

    package var string: String? { if case .string(let s) = self { s } else { nil } }
    package var array: [OpenStepPlist]? { if case .array(let a) = self { a } else { nil } }
    package var dictionary: [String: OpenStepPlist]? { if case .dictionary(let d) = self { d } else { nil } }
    package subscript(key: String) -> OpenStepPlist? { dictionary?[key] }

    private struct Reader {
        let bytes: [UInt8]
        var index = 0

        mutating func value() -> OpenStepPlist? {
            skipTrivia()
            guard index < bytes.count else { return nil }
            switch bytes[index] {
            case UInt8(ascii: "{"): return dictionary()
            case UInt8(ascii: "("): return array()
            default: return string().map(OpenStepPlist.string)
            }
        }

        mutating func dictionary() -> OpenStepPlist? {
            index += 1
            var entries: [String: OpenStepPlist] = [:]
            while true {
                skipTrivia()
                guard index < bytes.count else { return nil }
                if bytes[index] == UInt8(ascii: "}") { index += 1; return .dictionary(entries) }
                guard let key = string(), expect("="), let value = value(), expect(";") else { return nil }
                entries[key] = value
            }
        }

        mutating func array() -> OpenStepPlist? {
            index += 1
            var items: [OpenStepPlist] = []
            while true {
                skipTrivia()
                guard index < bytes.count else { return nil }
                if bytes[index] == UInt8(ascii: ")") { index += 1; return .array(items) }
                guard let item = value() else { return nil }
                items.append(item)
                skipTrivia()
                if index < bytes.count, bytes[index] == UInt8(ascii: ",") { index += 1 }
                else if index >= bytes.count || bytes[index] != UInt8(ascii: ")") { return nil }
            }
        }

        /// A quoted string (with `\"`, `\\`, `\n`, `\t` escapes) or a bare word.
        mutating func string() -> String? {
            skipTrivia()
            guard index < bytes.count else { return nil }
            if bytes[index] == UInt8(ascii: "\"") {
                index += 1
                var out: [UInt8] = []
                while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
                    if bytes[index] == UInt8(ascii: "\\"), index + 1 < bytes.count {
                        index += 1
                        switch bytes[index] {
                        case UInt8(ascii: "n"): out.append(UInt8(ascii: "\n"))
                        case UInt8(ascii: "t"): out.append(UInt8(ascii: "\t"))
                        default: out.append(bytes[index])
                        }
                    } else {
                        out.append(bytes[index])
                    }
                    index += 1
                }
                guard index < bytes.count else { return nil }
                index += 1
                return String(decoding: out, as: UTF8.self)
            }
            let start = index
            while index < bytes.count, Self.isBare(bytes[index]) { index += 1 }
            return index > start ? String(decoding: bytes[start..<index], as: UTF8.self) : nil
        }

        mutating func expect(_ character: Unicode.Scalar) -> Bool {
            skipTrivia()
            guard index < bytes.count, bytes[index] == UInt8(ascii: character) else { return false }
            index += 1
            return true
        }

        mutating func skipTrivia() {
            while index < bytes.count {
                let byte = bytes[index]
                if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
                    index += 1
                } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "*") {
                    index += 2
                    while index + 1 < bytes.count, !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/")) { index += 1 }
                    index = min(index + 2, bytes.count)
                } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") {
                    while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
                } else {
                    return
                }
            }
        }

        /// Characters of an unquoted string: letters, digits and `_ $ + / : . -`.
        static func isBare(_ byte: UInt8) -> Bool {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "+"), UInt8(ascii: "/"), UInt8(ascii: ":"),
                 UInt8(ascii: "."), UInt8(ascii: "-"):
                return true
            default:
                return false
            }
        }
    }
}
