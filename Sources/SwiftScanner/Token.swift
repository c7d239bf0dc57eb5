/// One piece of source: a kind and a byte range. Twelve bytes, stored by value
/// in one contiguous array per file.
public struct Token: Equatable, Sendable {
    public var kind: TokenKind
    public var flags: TokenFlags
    /// UTF-8 byte offset of the first byte.
    public var offset: UInt32
    /// Length in UTF-8 bytes.
    public var length: UInt32

    @inlinable
    public init(kind: TokenKind, flags: TokenFlags = [], offset: UInt32, length: UInt32) {
        self.kind = kind
        self.flags = flags
        self.offset = offset
        self.length = length
    }

    @inlinable public var start: Int { Int(offset) }
    @inlinable public var end: Int { Int(offset) + Int(length) }
    @inlinable public var range: Range<Int> { start..<end }
}

/// What separates a token from the one before it. The outline needs this to
/// tell `foo\n(x)` (two statements) from `foo(x)` (a call), and `a ?b` from `a?.b`.
public struct TokenFlags: OptionSet, Equatable, Sendable {
    public var rawValue: UInt8
    @inlinable public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// A line break stands between this token and the previous one.
    public static let newlineBefore = TokenFlags(rawValue: 1 << 0)
    /// Some trivia (or the start of the file) stands before this token.
    public static let triviaBefore = TokenFlags(rawValue: 1 << 1)
}
