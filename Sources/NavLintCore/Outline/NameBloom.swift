/// A 256-bit Bloom filter over names (one `NameHash` bit each): "certainly not
/// one of them" without hashing a name with `Hasher` and probing a dictionary.
/// For small sets asked about many names, most of them absent, such as a
/// project's type aliases asked about every type name it resolves.
struct NameBloom: Sendable {
    private var bits: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)

    init(_ names: some Sequence<String>) {
        for name in names {
            let bit = Self.bit(name)
            switch bit >> 6 {
            case 0: bits.0 |= 1 << (bit & 63)
            case 1: bits.1 |= 1 << (bit & 63)
            case 2: bits.2 |= 1 << (bit & 63)
            default: bits.3 |= 1 << (bit & 63)
            }
        }
    }

    /// False only when `name` is certainly not in the set.
    func mayContain(_ name: String) -> Bool {
        let bit = Self.bit(name)
        let word: UInt64
        switch bit >> 6 {
        case 0: word = bits.0
        case 1: word = bits.1
        case 2: word = bits.2
        default: word = bits.3
        }
        return word & (1 << (bit & 63)) != 0
    }

    private static func bit(_ name: String) -> UInt64 {
        var name = name
        return name.withUTF8 { NameHash.hash($0) } & 255
    }
}
