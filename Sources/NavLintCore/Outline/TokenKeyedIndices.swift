/// Indices the outline builder notes at one token for a later token to look
/// up (the call whose argument list closes at a `)`, the scope a `{` opens):
/// one `Int32` a token, -1 for none. The `[Int: Int]` dictionaries this
/// replaces spent a tenth of outline building hashing integers. A token
/// outside the file reads as none and is never written.
struct TokenKeyedIndices {
    private var storage: [Int32]

    init(tokenCount: Int) {
        storage = [Int32](repeating: -1, count: tokenCount)
    }

    subscript(token token: Int) -> Int? {
        get {
            guard token >= 0 && token < storage.count else { return nil }
            let value = storage[token]
            return value < 0 ? nil : Int(value)
        }
        set {
            guard token >= 0 && token < storage.count else { return }
            storage[token] = Int32(newValue ?? -1)
        }
    }
}
