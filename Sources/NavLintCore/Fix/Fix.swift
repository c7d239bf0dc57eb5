import SwiftScanner

/// A mechanical rewrite that resolves a finding without judgement: byte-range
/// replacements in the finding's file, never a reformat. `navlint lint --fix`
/// applies them; SARIF carries them as `fixes`.
public struct Fix: Equatable, Sendable {
    /// One replacement: `length` bytes at `offset` (UTF-8, in the file as linted) become `replacement`.
    public struct Edit: Equatable, Sendable {
        public var offset: Int
        public var length: Int
        public var replacement: String

        /// Replaces `length` bytes at `offset`; a length of 0 inserts.
        public init(offset: Int, length: Int, replacement: String) {
            self.offset = offset
            self.length = length
            self.replacement = replacement
        }
    }

    /// What the fix does, for `--fix`'s report and SARIF (`Guard removeLast() with isEmpty`).
    public var summary: String
    /// Sorted by offset, not overlapping.
    public var edits: [Edit]

    /// A fix made of `edits` (sorted here).
    public init(summary: String, edits: [Edit]) {
        self.summary = summary
        self.edits = edits.sorted { $0.offset < $1.offset }
    }
}

extension SourceFile {
    /// The source text from the start of token `first` to the end of token `last`, exactly as written.
    package func sourceText(_ first: Int, through last: Int) -> String {
        let start = Int(tokens[first].offset), end = Int(tokens[last].offset + tokens[last].length)
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// An edit replacing tokens `first...last` (and what lies between them) with `text`.
    package func edit(replacing first: Int, through last: Int, with text: String) -> Fix.Edit {
        let start = Int(tokens[first].offset)
        return Fix.Edit(offset: start, length: Int(tokens[last].offset + tokens[last].length) - start, replacement: text)
    }

    /// An edit inserting `text` right after token `token`.
    package func edit(insertingAfter token: Int, _ text: String) -> Fix.Edit {
        Fix.Edit(offset: Int(tokens[token].offset + tokens[token].length), length: 0, replacement: text)
    }

    /// Whether tokens `first...last` make a whole statement on their own: nothing of the
    /// expression before them (a line break, `{` or `;` precedes) or after them.
    package func isWholeStatement(_ first: Int, through last: Int) -> Bool {
        let before = first - 1, after = last + 1
        let startsStatement = before < 0 || tokens.hasNewlineBefore(first)
            || tokens.kind(before) == .leftBrace || tokens.kind(before) == .semicolon
        let endsStatement = after >= tokens.count || tokens.hasNewlineBefore(after)
            || tokens.kind(after) == .rightBrace || tokens.kind(after) == .semicolon
        return startsStatement && endsStatement
    }
}

extension SourceFile {
    /// The last token of the one view expression a closure holds (`{ Root().padding() }`),
    /// when it holds exactly one: a call chain from the closure's first token to its last.
    /// Nil for several statements, control flow, or anything that is not a call chain.
    package func soleExpressionEnd(ofClosure scope: Int) -> Int? {
        let closure = outline.scopes[scope]
        guard closure.close > closure.open + 1 else { return nil }
        var index = UnitItem.firstCall(atOrAfter: closure.open + 1, in: outline)
        while index < outline.calls.count, outline.calls[index].nameToken < closure.close {
            defer { index += 1 }
            let call = outline.calls[index]
            guard call.scope == scope, call.next == nil, call.range.upperBound == closure.close - 1 else { continue }
            var head = index, steps = 0
            while case .call(let below) = outline.calls[head].receiver, steps < 256 {
                head = below
                steps += 1
            }
            let start: Int
            switch outline.calls[head].receiver {
            case .expression(let receiver): start = receiver.lowerBound
            case .implicitMember: start = outline.calls[head].nameToken - 1
            default: start = outline.calls[head].nameToken
            }
            return start == closure.open + 1 ? closure.close - 1 : nil
        }
        return nil
    }
}
