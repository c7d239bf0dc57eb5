import SwiftScanner

/// One `navlint:` comment: `// navlint:disable:next rule_a rule_b - reason`.
package struct SuppressionCommand: Sendable, Equatable {
    package enum Action: String, Sendable { case disable, enable }
    package enum Reach: String, Sendable {
        /// From this line until a matching `enable` (or the end of the file).
        case region
        case next, this, previous
    }
    package var action: Action
    package var reach: Reach
    /// Rule ids as written; `all` means every rule.
    package var rules: [String]
    package var reason: String?
    /// 1-based line of the comment.
    package var line: Int
    /// UTF-8 column of the comment.
    package var column: Int

    /// An `enable` that names no rules applies to all of them (a `disable` must name them).
    func applies(to rule: String) -> Bool { rules.isEmpty || rules.contains(rule) || rules.contains("all") }

    /// A comment that starts with `navlint:` but is not a command navlint understands
    /// (`navlint:disabel`, `navlint:disable:nxt`, a `disable` that names no rule):
    /// it suppresses nothing.
    package struct Invalid: Sendable, Equatable {
        /// What follows `navlint:`, up to the first space.
        package var written: String
        package var line: Int
        package var column: Int
        /// A known `disable` with no rule ids: as SwiftLint, it must name them (or `all`),
        /// so a stray comment never silences a whole region by accident.
        package var namesNoRule = false
    }

    /// The commands in a file's comments, in source order. Comments that do
    /// not start with `navlint:` are prose and are ignored.
    static func parse(_ file: SourceFile) -> [SuppressionCommand] {
        parseAll(file).commands
    }

    /// The commands, and the `navlint:` comments that are not valid commands.
    static func parseAll(_ file: SourceFile) -> (commands: [SuppressionCommand], invalid: [Invalid]) {
        var commands: [SuppressionCommand] = []
        var invalid: [Invalid] = []
        let bytes = file.bytes
        for comment in file.comments where comment.kind == .lineComment || comment.kind == .blockComment {
            // What follows `navlint:`, up to a block comment's `*/`.
            guard let start = Self.commandStart(comment, in: bytes) else { continue }
            var text = Substring(String(decoding: bytes[start..<comment.end], as: UTF8.self))
            if comment.kind == .blockComment, text.hasSuffix("*/") { text = text.dropLast(2) }
            var words = text.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" })[...]
            let (line, column) = file.location(ofOffset: comment.start)
            let head = words.popFirst() ?? ""
            let parts = head.split(separator: ":", maxSplits: 1)
            let action = parts.first.flatMap { Action(rawValue: String($0)) }
            let reach = parts.count > 1 ? Reach(rawValue: String(parts[1])) : .region
            guard let action, let reach, reach != .region || parts.count == 1 else {
                invalid.append(Invalid(written: String(head), line: line, column: column))
                continue
            }
            var rules: [String] = []
            var reason: String?
            while let word = words.popFirst() {
                if word == "-" {
                    reason = words.joined(separator: " ")
                    break
                }
                rules.append(contentsOf: word.split(separator: ",").map(String.init))
            }
            if action == .disable && rules.isEmpty {
                invalid.append(Invalid(written: String(head), line: line, column: column, namesNoRule: true))
                continue
            }
            commands.append(SuppressionCommand(action: action, reach: reach, rules: rules, reason: reason,
                                               line: line, column: column))
        }
        return (commands, invalid)
    }

    /// Where a command's text starts: just after the `navlint:` that follows the comment's
    /// `//` or `/*` and any blanks; nil for any other comment. Tested on the bytes, so the
    /// other comments of a file (license headers, documentation) are never made into
    /// strings. Per file that was 2% of a run on real code.
    static func commandStart(_ comment: Token, in bytes: [UInt8]) -> Int? {
        var i = comment.start + 2
        while i < comment.end, bytes[i] == UInt8(ascii: " ") || bytes[i] == UInt8(ascii: "\t") { i += 1 }
        guard comment.end - i >= 8, bytes[i..<(i + 8)].elementsEqual("navlint:".utf8) else { return nil }
        return i + 8
    }
}
