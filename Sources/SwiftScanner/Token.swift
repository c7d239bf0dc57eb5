/// One piece of source: a kind and a byte range. Eight bytes, stored by value
/// in one contiguous array per file: the offset, and the kind, flags and
/// length packed into one word (a large project holds millions of these).
public struct Token: Equatable, Sendable {
    /// UTF-8 byte offset of the first byte.
    public var offset: UInt32
    /// Bits 0–7 the kind, 8–9 the flags, 10–31 the length.
    @usableFromInline var packed: UInt32

    /// The longest piece one token can cover (4 MiB - 1 bytes); the lexer
    /// splits a longer one into consecutive pieces of the same kind.
    public static let maximumLength = (1 << 22) - 1

    @inlinable
    public init(kind: TokenKind, flags: TokenFlags = [], offset: UInt32, length: UInt32) {
        precondition(length <= Self.maximumLength, "a token covers at most Token.maximumLength bytes")
        self.offset = offset
        packed = UInt32(kind.rawValue) | UInt32(flags.rawValue & 0b11) << 8 | length << 10
    }

    public var kind: TokenKind {
        // Only valid kinds are ever stored, so the raw value is taken as it is.
        @inlinable get { unsafeBitCast(UInt8(truncatingIfNeeded: packed), to: TokenKind.self) }
        @inlinable set { packed = packed & ~0xFF | UInt32(newValue.rawValue) }
    }
    public var flags: TokenFlags {
        @inlinable get { TokenFlags(rawValue: UInt8(truncatingIfNeeded: packed >> 8) & 0b11) }
        @inlinable set { packed = packed & ~0x300 | UInt32(newValue.rawValue & 0b11) << 8 }
    }
    /// Length in UTF-8 bytes.
    public var length: UInt32 {
        @inlinable get { packed >> 10 }
        @inlinable set {
            precondition(newValue <= Self.maximumLength, "a token covers at most Token.maximumLength bytes")
            packed = packed & 0x3FF | newValue << 10
        }
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
