import SwiftScanner

/// The words the outline builder decides on (modifiers, declaration and
/// statement keywords, accessor names), recognised once per token in one pass,
/// so the builder asks a bit or switches on a word instead of comparing text
/// dozens of times per name.
struct WordClasses {
    struct Flags: OptionSet {
        let rawValue: UInt8
        static let modifier = Flags(rawValue: 1 << 0)
        static let declaration = Flags(rawValue: 1 << 1)
        static let statement = Flags(rawValue: 1 << 2)
        static let accessor = Flags(rawValue: 1 << 3)
    }

    /// Each word the builder knows, spelled as its case name (backquoted where it is a keyword):
    /// its raw value, which Swift makes the case name. Stored as a one-byte tag all the same.
    enum Word: String, CaseIterable {
        case none
        // Modifiers.
        case `public`, `private`, `fileprivate`, `internal`, `open`, `package`, `static`, `class`, `final`, `override`,
             `mutating`, `nonmutating`, `lazy`, `weak`, `unowned`, `dynamic`, `optional`, `required`, `convenience`,
             `indirect`, `nonisolated`, `consuming`, `borrowing`, `prefix`, `postfix`, `infix`, `distributed`
        // Declarations (`class` above).
        case `func`, `var`, `let`, `init`, `subscript`, `struct`, `enum`, `protocol`, `extension`, `typealias`,
             `actor`, `case`, `deinit`, `associatedtype`, `operator`, `macro`, `import`, `precedencegroup`
        // Statements.
        case `if`, `guard`, `while`, `for`, `switch`, `repeat`, `do`, `catch`, `defer`, `else`
        // Accessors (`init` above).
        case `get`, `set`, `willSet`, `didSet`, `_read`, `_modify`, `modify`, `read`

        /// The spelling, a constant: the builder keeps modifiers and statement keywords as
        /// text, and made a string of each one's bytes (about 190 instructions, 52,000 times
        /// on 420k lines of real code). Made by `String(describing:)`, the spellings cost
        /// 3.3M instructions of reflection once per run.
        var text: String { rawValue }

        var flags: Flags {
            switch self {
            case .none: return []
            case .class: return [.modifier, .declaration]
            case .`init`: return [.declaration, .accessor]
            case .public, .private, .fileprivate, .internal, .open, .package, .static, .final, .override, .mutating,
                 .nonmutating, .lazy, .weak, .unowned, .dynamic, .optional, .required, .convenience, .indirect,
                 .nonisolated, .consuming, .borrowing, .prefix, .postfix, .infix, .distributed:
                return .modifier
            case .func, .var, .let, .subscript, .struct, .enum, .protocol, .extension, .typealias, .actor, .case,
                 .deinit, .associatedtype, .operator, .macro, .import, .precedencegroup:
                return .declaration
            case .if, .guard, .while, .for, .switch, .repeat, .do, .catch, .defer, .else:
                return .statement
            case .get, .set, .willSet, .didSet, ._read, ._modify, .modify, .read:
                return .accessor
            }
        }
    }

    /// Every word but `.none`, by spelling, in the order of `wordByIndex`.
    private static let table = ShortWordTable(Word.allCases.dropFirst().map(\.rawValue))
    private static let wordByIndex = Array(Word.allCases.dropFirst())

    private var ids: [Word]

    /// The words of `tokens`, written over `ids`, an emptied list of an earlier file (its capacity kept).
    init(_ tokens: SyntaxTokens, recycling ids: consuming [Word] = []) {
        let table = Self.table, wordByIndex = Self.wordByIndex
        let all = tokens.tokens
        ids.removeAll(keepingCapacity: true)
        ids.append(contentsOf: repeatElement(.none, count: all.count))
        // Written in place over unsafe buffers: a `map` with its closure, and the bounds checks, cost as
        // much as the lookups.
        ids.withUnsafeMutableBufferPointer { ids in
            tokens.bytes.withUnsafeBufferPointer { bytes in
                all.withUnsafeBufferPointer { all in
                    for (i, token) in all.enumerated()
                    where token.kind == .identifier || token.kind == .keyword {
                        if let index = table.index(of: bytes.baseAddress! + token.start, length: Int(token.length)) {
                            ids[i] = wordByIndex[index]
                        }
                    }
                }
            }
        }
        self.ids = ids
    }

    /// Hands the list over for recycling, emptied with its capacity kept, leaving no words.
    mutating func takeIDs() -> [Word] { ids.takeEmptied() }

    /// The known word token `i` spells, or `.none` (also out of range).
    @inline(__always) func word(_ i: Int) -> Word { i >= 0 && i < ids.count ? ids[i] : .none }

    /// From the word's `flags` switch: a `static let` table of the flags was a
    /// lazy global, read through a `swift_once` call per word of every file.
    @inline(__always) subscript(_ i: Int) -> Flags { word(i).flags }
}
