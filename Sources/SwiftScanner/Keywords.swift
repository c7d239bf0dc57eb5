/// Swift's reserved words: the names the lexer reports as `.keyword`.
///
/// Contextual keywords (`get`, `some`, `mutating`, `actor`, …) are ordinary
/// identifiers to the lexer, as they are to swift-syntax's lexer; the outline
/// decides from context what they mean.
enum Keywords {
    static let reserved: [String] = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init",
        "inout", "internal", "let", "operator", "private", "precedencegroup", "protocol", "public",
        "rethrows", "static", "struct", "subscript", "typealias", "var",
        "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for",
        "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while",
        "Any", "as", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try", "_",
    ]

    /// The reserved words where the lexer reads them.
    static let table = ShortWordTable(reserved)

    /// Whether the `length` bytes at `p` spell a reserved word.
    @inline(__always)
    static func isReserved(_ p: UnsafePointer<UInt8>, _ length: Int, in table: ShortWordTable = table) -> Bool {
        table.index(of: p, length: length) != nil
    }

    /// Keywords after which an expression has ended, so a following `/` divides.
    static func endsExpression(_ p: UnsafePointer<UInt8>, _ length: Int) -> Bool {
        switch length {
        case 3: return equals(p, length, "nil")
        case 4: return equals(p, length, "self") || equals(p, length, "Self") || equals(p, length, "true")
        case 5: return equals(p, length, "false") || equals(p, length, "super")
        default: return false
        }
    }

    /// `x.self`, `.init(…)` and `T.Self` keep their keyword meaning after a period.
    static func keepsMeaningAfterPeriod(_ p: UnsafePointer<UInt8>, _ length: Int) -> Bool {
        equals(p, length, "self") || equals(p, length, "Self") || equals(p, length, "init")
    }

    @inline(__always)
    static func equals(_ p: UnsafePointer<UInt8>, _ length: Int, _ word: StaticString) -> Bool {
        guard word.utf8CodeUnitCount == length else { return false }
        let w = word.utf8Start
        for i in 0..<length where w[i] != p[i] { return false }
        return true
    }
}
