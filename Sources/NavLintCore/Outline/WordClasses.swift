import SwiftScanner

/// The words the outline builder decides on (modifiers, declaration and
/// statement keywords, accessor names), recognised once per token in one pass,
/// so the builder asks a bit instead of comparing text dozens of times per name.
struct WordClasses {
    struct Flags: OptionSet {
        let rawValue: UInt8
        static let modifier = Flags(rawValue: 1 << 0)
        static let declaration = Flags(rawValue: 1 << 1)
        static let statement = Flags(rawValue: 1 << 2)
        static let accessor = Flags(rawValue: 1 << 3)
    }

    static let modifiers = [
        "public", "private", "fileprivate", "internal", "open", "package", "static", "class", "final", "override",
        "mutating", "nonmutating", "lazy", "weak", "unowned", "dynamic", "optional", "required", "convenience",
        "indirect", "nonisolated", "consuming", "borrowing", "prefix", "postfix", "infix", "distributed",
    ]
    static let declarations = [
        "func", "var", "let", "init", "subscript", "class", "struct", "enum", "protocol", "extension", "typealias",
        "actor", "case", "deinit", "associatedtype", "operator", "macro", "import", "precedencegroup",
    ]
    static let statements = ["if", "guard", "while", "for", "switch", "repeat", "do", "catch", "defer", "else"]
    static let accessors = ["get", "set", "willSet", "didSet", "_read", "_modify", "init", "modify", "read"]

    /// Candidates by length and first byte (`length * 256 + first`): (bytes, flags).
    private static let table: [[([UInt8], Flags)]] = {
        var flagsByWord: [String: Flags] = [:]
        for word in modifiers { flagsByWord[word, default: []].insert(.modifier) }
        for word in declarations { flagsByWord[word, default: []].insert(.declaration) }
        for word in statements { flagsByWord[word, default: []].insert(.statement) }
        for word in accessors { flagsByWord[word, default: []].insert(.accessor) }
        var table = [[([UInt8], Flags)]](repeating: [], count: 17 * 256)
        for (word, flags) in flagsByWord.sorted(by: { $0.key < $1.key }) {
            let bytes = Array(word.utf8)
            table[bytes.count * 256 + Int(bytes[0])].append((bytes, flags))
        }
        return table
    }()

    let flags: [Flags]

    init(_ tokens: SyntaxTokens) {
        let table = Self.table
        flags = tokens.bytes.withUnsafeBufferPointer { bytes in
            tokens.tokens.map { token -> Flags in
                guard token.kind == .identifier || token.kind == .keyword, token.length < 17 else { return [] }
                for (candidate, flags) in table[Int(token.length) * 256 + Int(bytes[token.start])] {
                    var k = 1
                    while k < candidate.count && candidate[k] == bytes[token.start + k] { k += 1 }
                    if k == candidate.count { return flags }
                }
                return []
            }
        }
    }

    @inline(__always) subscript(_ i: Int) -> Flags { i >= 0 && i < flags.count ? flags[i] : [] }
}
