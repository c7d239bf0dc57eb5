/// Tokens as the lexer emits them: written through a pointer into memory the
/// buffer owns, then copied once into an array of their exact count.
///
/// An `Array` checked that its storage was uniquely held and had room on every
/// append (a call into the runtime per token, 10M instructions over 1.7M
/// tokens of real code), and was reserved for more tokens than a file
/// usually has, so the file's tokens were copied into a fitted array anyway.
struct TokenBuffer {
    private var base: UnsafeMutablePointer<Token>
    private var capacity: Int
    private(set) var count = 0

    init(capacity: Int) {
        self.capacity = max(capacity, 16)
        base = .allocate(capacity: self.capacity)
    }

    @inline(__always) mutating func append(_ token: Token) {
        if count == capacity { grow() }
        (base + count).initialize(to: token)
        count += 1
    }

    @inline(never) private mutating func grow() {
        let larger = UnsafeMutablePointer<Token>.allocate(capacity: capacity * 2)
        larger.moveInitialize(from: base, count: count)
        base.deallocate()
        base = larger
        capacity *= 2
    }

    /// The tokens, in an array of their exact count; the buffer's memory is freed,
    /// so this is the last use of the buffer.
    mutating func finish() -> [Token] {
        let tokens = Array(UnsafeBufferPointer(start: base, count: count))
        base.deallocate()
        base = .allocate(capacity: 0)
        capacity = 0
        count = 0
        return tokens
    }
}
