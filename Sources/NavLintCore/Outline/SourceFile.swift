import SwiftScanner

/// One Swift file, lexed and outlined: what every per-file step reads. A
/// class, so the many places that hold a file share it instead of copying it.
public final class SourceFile: Sendable {
    /// The path as reports print it.
    public let path: String
    package let tokens: SyntaxTokens
    /// Comment trivia, in source order (suppression comments live here).
    package let comments: [Token]
    package let outline: Outline
    /// Where each line starts, worked out when a location is first asked for: only a
    /// file with a finding, a `navlint:` comment or a dump asks, and finding the
    /// line breaks of every file was 1% of a run.
    private let lineTable: OnDemand<LineTable>
    package var lines: LineTable { lineTable.value }
    /// Whether something has asked this file for a location yet (for tests).
    package var hasWorkedOutLines: Bool { lineTable.isWorkedOut }

    /// Lexes and outlines `bytes` (UTF-8; invalid bytes are kept, never rejected).
    public init(path: String, bytes: [UInt8]) {
        self.path = path
        let lexed = Lexer.lex(bytes, trivia: .commentsOnly)
        tokens = SyntaxTokens(bytes: bytes, lexed: lexed.tokens)
        comments = lexed.trivia
        lineTable = OnDemand { LineTable(bytes) }
        outline = Outline(tokens)
    }

    /// A file from text, for tests and editors.
    public convenience init(path: String, text: String) {
        self.init(path: path, bytes: Array(text.utf8))
    }

    package var bytes: [UInt8] { tokens.bytes }

    /// 1-based line and UTF-8 column of a byte offset.
    package func location(ofOffset offset: Int) -> (line: Int, column: Int) {
        lines.location(of: offset)
    }

    /// 1-based line and UTF-8 column of the token at index `i`.
    package func location(ofToken i: Int) -> (line: Int, column: Int) {
        lines.location(of: tokens[i].start)
    }

    package func text(ofComment comment: Token) -> String {
        bytes.withUnsafeBufferPointer { String(decoding: $0[comment.start..<comment.end], as: UTF8.self) }
    }
}

extension SourceFile {
    /// A related location at token `i` of this file, for a finding's notes.
    package func relatedLocation(token i: Int, message: String) -> RelatedLocation {
        let (line, column) = location(ofToken: i)
        return RelatedLocation(file: path, line: line, column: column, message: message)
    }

    /// For a line with non-ASCII text, the UTF-16 length of the text before each UTF-8 byte
    /// offset of it (one entry per byte, and one past the end); nil for an ASCII line, where
    /// the two columns agree. Built once per line by `UTF16Columns`, so many findings on one
    /// long line cost one pass over it.
    func utf16Offsets(ofLine line: Int) -> [Int32]? {
        guard line >= 1 && line <= lines.lineCount else { return nil }
        return bytes.withUnsafeBufferPointer { buffer -> [Int32]? in
            let range = lines.range(ofLine: line, in: buffer)
            guard buffer[range].contains(where: { $0 >= 0x80 }) else { return nil }
            var offsets = [Int32](filling: 0, count: range.count + 1)
            var units: Int32 = 0
            for (index, byte) in buffer[range].enumerated() {
                offsets[index] = units
                // A lead byte starts a scalar: four-byte scalars take two UTF-16 units.
                if byte & 0xC0 != 0x80 { units += byte >= 0xF0 ? 2 : 1 }
            }
            offsets[range.count] = units
            return offsets
        }
    }
}

extension SourceFile {
    /// The text of 1-based `line`, without its line break and surrounding spaces and tabs.
    package func trimmedLine(_ line: Int) -> String {
        guard line >= 1 && line <= lines.lineCount else { return "" }
        return bytes.withUnsafeBufferPointer { buffer in
            var range = lines.range(ofLine: line, in: buffer)
            while let first = range.first, buffer[first] == 0x20 || buffer[first] == 0x09 { range = range.dropFirst() }
            while let last = range.last, buffer[last] == 0x20 || buffer[last] == 0x09 { range = range.dropLast() }
            return String(decoding: buffer[range], as: UTF8.self)
        }
    }
}
