/// A 256-bit Bloom filter over names (one `NameHash` bit each): "certainly not
/// one of them" without hashing a name with `Hasher` and probing a dictionary.
/// For small sets asked about many names, most of them absent, such as a
/// project's type aliases asked about every type name it resolves.
struct NameBloom: Sendable {
    private var bits = NameBits()

    init(_ names: some Sequence<String>) {
        for name in names { bits.insert(Self.hash(name)) }
    }

    /// False only when `name` is certainly not in the set.
    func mayContain(_ name: String) -> Bool { bits.mayContain(Self.hash(name)) }

    private static func hash(_ name: String) -> UInt64 {
        var name = name
        return name.withUTF8 { NameHash.hash($0) }
    }
}

/// 256 bits, one set per `NameHash` inserted, picked by bits of the hash that
/// `CallNameIndex`'s slots and tags do not lead with: "certainly none of them"
/// where the hash's bit is clear.
struct NameBits: Sendable {
    private var words: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)

    @inline(__always) private static func bit(_ hash: UInt64) -> UInt64 { (hash >> 24) & 255 }

    mutating func insert(_ hash: UInt64) {
        let bit = Self.bit(hash), mask = UInt64(1) << (bit & 63)
        switch bit >> 6 {
        case 0: words.0 |= mask
        case 1: words.1 |= mask
        case 2: words.2 |= mask
        default: words.3 |= mask
        }
    }

    @inline(__always) func mayContain(_ hash: UInt64) -> Bool {
        let bit = Self.bit(hash)
        let word: UInt64
        switch bit >> 6 {
        case 0: word = words.0
        case 1: word = words.1
        case 2: word = words.2
        default: word = words.3
        }
        return word & (1 << (bit & 63)) != 0
    }
}
