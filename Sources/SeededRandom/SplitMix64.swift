/// SplitMix64: a seeded random stream for tests, fuzz-style properties and the
/// benchmark corpus. Written out rather than Swift's `SystemRandomNumberGenerator`
/// or `shuffled(using:)`: a seed must give the same bytes on every toolchain,
/// and the standard library does not promise its algorithms stay put.
public struct SplitMix64: RandomNumberGenerator, Sendable {
    public var state: UInt64

    public init(seed: UInt64) { state = seed }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Draws written out over `next()`, for the same reason: the standard library's
/// `Int.random(in:using:)`, `Bool.random(using:)` and `randomElement(using:)`
/// may map a generator's output differently in another toolchain.
extension SplitMix64 {
    /// A whole number in `range`, by rejection so that every value is equally likely.
    public mutating func int(in range: ClosedRange<Int>) -> Int {
        let span = UInt64(bitPattern: Int64(range.upperBound &- range.lowerBound)) &+ 1
        guard span != 0 else { return Int(truncatingIfNeeded: next()) }  // the whole of Int
        let limit = UInt64.max - UInt64.max % span
        var value = next()
        while value >= limit { value = next() }
        return range.lowerBound &+ Int(truncatingIfNeeded: value % span)
    }

    /// A whole number in `range`, which must not be empty.
    public mutating func int(in range: Range<Int>) -> Int {
        precondition(!range.isEmpty, "an empty range has nothing to draw")
        return int(in: range.lowerBound...(range.upperBound - 1))
    }

    public mutating func bool() -> Bool { next() & 1 == 1 }

    /// A byte in `range`.
    public mutating func byte(in range: ClosedRange<UInt8> = 0...255) -> UInt8 {
        UInt8(int(in: Int(range.lowerBound)...Int(range.upperBound)))
    }

    /// An element of `items`, which must not be empty.
    public mutating func element<C: Collection>(of items: C) -> C.Element where C.Index == Int {
        items[items.startIndex + int(in: 0..<items.count)]
    }
}
