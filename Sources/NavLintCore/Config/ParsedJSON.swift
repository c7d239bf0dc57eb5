/// A parsed JSON value that remembers where it was written, so configuration
/// errors can point at `file:line:column`. Foundation's parser forgets that.
package indirect enum ParsedJSON: Sendable, Equatable {
    case object([(key: String, keyPosition: JSONPosition, value: ParsedJSON)], JSONPosition)
    case array([ParsedJSON], JSONPosition)
    case string(String, JSONPosition)
    case number(Double, JSONPosition)
    case bool(Bool, JSONPosition)
    case null(JSONPosition)

    package var position: JSONPosition {
        switch self {
        case .object(_, let p), .array(_, let p), .string(_, let p), .number(_, let p), .bool(_, let p), .null(let p): return p
        }
    }

    /// What the value is, as an error message names it: "a string", "an object".
    package var kindDescription: String {
        switch self {
        case .object: return "an object"
        case .array: return "an array"
        case .string: return "a string"
        case .number: return "a number"
        case .bool: return "a boolean"
        case .null: return "null"
        }
    }

    package static func == (a: ParsedJSON, b: ParsedJSON) -> Bool {
        switch (a, b) {
        case (.object(let x, _), .object(let y, _)):
            return x.count == y.count && zip(x, y).allSatisfy { $0.key == $1.key && $0.value == $1.value }
        case (.array(let x, _), .array(let y, _)): return x == y
        case (.string(let x, _), .string(let y, _)): return x == y
        case (.number(let x, _), .number(let y, _)): return x == y
        case (.bool(let x, _), .bool(let y, _)): return x == y
        case (.null, .null): return true
        default: return false
        }
    }
}

/// A 1-based line and column in a JSON file, for error messages.
public struct JSONPosition: Sendable, Equatable, CustomStringConvertible {
    public var line: Int
    public var column: Int
    public var description: String { "\(line):\(column)" }
}

package struct JSONSyntaxError: Error, Sendable {
    package var message: String
    package var position: JSONPosition
}

/// A strict RFC 8259 parser over UTF-8 bytes, iterative in its nesting (an
/// explicit stack), with 1-based line and column (in characters) positions.
package struct JSONParser {
    static let maximumDepth = 512
    private let bytes: [UInt8]
    private var index = 0
    private var line = 1
    private var lineStart = 0
    /// `//` and `/* */` comments count as whitespace (configuration files, as JSONC);
    /// positions after them stay exact.
    private let allowsComments: Bool

    package static func parse(_ bytes: [UInt8], allowingComments: Bool = false) throws -> ParsedJSON {
        var parser = JSONParser(bytes: bytes, allowsComments: allowingComments)
        return try parser.parseDocument()
    }

    private init(bytes: [UInt8], allowsComments: Bool) {
        self.bytes = bytes
        self.allowsComments = allowsComments
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3; lineStart = 3 }
    }

    private var position: JSONPosition {
        // Columns count characters, not bytes: skip UTF-8 continuation bytes.
        let column = bytes[lineStart..<min(index, bytes.count)].filter { $0 & 0xC0 != 0x80 }.count + 1
        return JSONPosition(line: line, column: column)
    }

    private func error(_ message: String) -> JSONSyntaxError { JSONSyntaxError(message: message, position: position) }

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0D: index += 1
            case 0x0A:
                index += 1
                line += 1
                lineStart = index
            case UInt8(ascii: "/") where allowsComments && index + 1 < bytes.count:
                if bytes[index + 1] == UInt8(ascii: "/") {
                    while index < bytes.count && bytes[index] != 0x0A { index += 1 }
                } else if bytes[index + 1] == UInt8(ascii: "*") {
                    skipBlockComment()
                } else {
                    return
                }
            default: return
            }
        }
    }

    /// From `/*` past its `*/` (to the end when there is none: the parse then fails there).
    private mutating func skipBlockComment() {
        index += 2
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "*") && index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "/") {
                index += 2
                return
            }
            if bytes[index] == 0x0A { line += 1; lineStart = index + 1 }
            index += 1
        }
    }

    private enum Container {
        case object(entries: [(key: String, keyPosition: JSONPosition, value: ParsedJSON)], position: JSONPosition,
                    pendingKey: (String, JSONPosition)?)
        case array(elements: [ParsedJSON], position: JSONPosition)
    }

    private mutating func parseDocument() throws -> ParsedJSON {
        var stack: [Container] = []
        var result: ParsedJSON?
        while true {
            skipWhitespace()
            // Inside an object, a key comes first.
            if case .object(let entries, let objectPosition, nil)? = stack.last {
                guard index < bytes.count else { throw error("unterminated object") }
                if bytes[index] == UInt8(ascii: "}") && entries.isEmpty {
                    index += 1
                    stack.removeLast()
                    result = .object([], objectPosition)
                } else {
                    let keyPosition = position
                    guard bytes[index] == UInt8(ascii: "\"") else { throw error("expected a quoted key") }
                    let key = try parseString()
                    skipWhitespace()
                    guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { throw error("expected ':' after a key") }
                    index += 1
                    stack[stack.count - 1] = .object(entries: entries, position: objectPosition, pendingKey: (key, keyPosition))
                    continue
                }
            } else if case .array(let elements, let arrayPosition)? = stack.last, elements.isEmpty,
                      index < bytes.count, bytes[index] == UInt8(ascii: "]") {
                index += 1
                stack.removeLast()
                result = .array([], arrayPosition)
            } else {
                guard index < bytes.count else { throw error("unexpected end of input") }
                let start = position
                switch bytes[index] {
                case UInt8(ascii: "{"), UInt8(ascii: "["):
                    // Deep values are fine to parse but not to destroy: Swift frees an
                    // indirect enum recursively. No configuration nests this deep.
                    guard stack.count < Self.maximumDepth else { throw error("nesting deeper than \(Self.maximumDepth) levels") }
                    index += 1
                    if bytes[index - 1] == UInt8(ascii: "{") {
                        stack.append(.object(entries: [], position: start, pendingKey: nil))
                    } else {
                        stack.append(.array(elements: [], position: start))
                    }
                    continue
                case UInt8(ascii: "\""): result = .string(try parseString(), start)
                case UInt8(ascii: "t"): try expectWord("true"); result = .bool(true, start)
                case UInt8(ascii: "f"): try expectWord("false"); result = .bool(false, start)
                case UInt8(ascii: "n"): try expectWord("null"); result = .null(start)
                case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): result = .number(try parseNumber(), start)
                default: throw error("unexpected character")
                }
            }
            // A value is complete: attach it to its container, closing containers as they end.
            while let value = result {
                guard let top = stack.popLast() else {
                    skipWhitespace()
                    guard index == bytes.count else { throw error("unexpected text after the JSON value") }
                    return value
                }
                skipWhitespace()
                switch top {
                case .object(var entries, let objectPosition, let pendingKey?):
                    if entries.contains(where: { $0.key == pendingKey.0 }) {
                        throw JSONSyntaxError(message: "duplicate key '\(pendingKey.0)'", position: pendingKey.1)
                    }
                    entries.append((pendingKey.0, pendingKey.1, value))
                    guard index < bytes.count else { throw error("unterminated object") }
                    if bytes[index] == UInt8(ascii: ",") {
                        index += 1
                        stack.append(.object(entries: entries, position: objectPosition, pendingKey: nil))
                        result = nil
                    } else if bytes[index] == UInt8(ascii: "}") {
                        index += 1
                        result = .object(entries, objectPosition)
                    } else {
                        throw error("expected ',' or '}'")
                    }
                case .array(var elements, let arrayPosition):
                    elements.append(value)
                    guard index < bytes.count else { throw error("unterminated array") }
                    if bytes[index] == UInt8(ascii: ",") {
                        index += 1
                        stack.append(.array(elements: elements, position: arrayPosition))
                        result = nil
                    } else if bytes[index] == UInt8(ascii: "]") {
                        index += 1
                        result = .array(elements, arrayPosition)
                    } else {
                        throw error("expected ',' or ']'")
                    }
                case .object(_, _, nil):
                    throw error("expected a key")
                }
            }
        }
    }

    private mutating func expectWord(_ word: String) throws {
        let start = index
        for byte in word.utf8 {
            guard index < bytes.count, bytes[index] == byte else {
                index = start
                throw error("expected '\(word)'")
            }
            index += 1
        }
    }

    private mutating func parseNumber() throws -> Double {
        let start = index
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        while index < bytes.count, "0123456789.eE+-".utf8.contains(bytes[index]) { index += 1 }
        guard let value = Double(String(decoding: bytes[start..<index], as: UTF8.self)) else {
            index = start
            throw error("malformed number")
        }
        return value
    }

    private mutating func parseString() throws -> String {
        index += 1 // opening quote
        var scalars = String.UnicodeScalarView()
        var segmentStart = index
        func flush(_ end: Int) { scalars.append(contentsOf: String(decoding: bytes[segmentStart..<end], as: UTF8.self).unicodeScalars) }
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                flush(index)
                index += 1
                return String(scalars)
            }
            if byte < 0x20 { throw error("control character in a string") }
            if byte == UInt8(ascii: "\\") {
                flush(index)
                index += 1
                guard index < bytes.count else { break }
                let escape = bytes[index]
                index += 1
                switch escape {
                case UInt8(ascii: "\""): scalars.append("\"")
                case UInt8(ascii: "\\"): scalars.append("\\")
                case UInt8(ascii: "/"): scalars.append("/")
                case UInt8(ascii: "b"): scalars.append("\u{8}")
                case UInt8(ascii: "f"): scalars.append("\u{C}")
                case UInt8(ascii: "n"): scalars.append("\n")
                case UInt8(ascii: "r"): scalars.append("\r")
                case UInt8(ascii: "t"): scalars.append("\t")
                case UInt8(ascii: "u"):
                    var value = try hex4()
                    if (0xD800...0xDBFF).contains(value), index + 1 < bytes.count,
                       bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") {
                        index += 2
                        let low = try hex4()
                        value = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
                    }
                    scalars.append(Unicode.Scalar(value) ?? "\u{FFFD}")
                default:
                    throw error("invalid escape in a string")
                }
                segmentStart = index
                continue
            }
            index += 1
        }
        throw error("unterminated string")
    }

    private mutating func hex4() throws -> UInt32 {
        guard index + 4 <= bytes.count, let value = UInt32(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16)
        else { throw error("invalid \\u escape") }
        index += 4
        return value
    }
}
