#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension StringProtocol {
    /// Whether `needle` occurs in the text, matched byte for byte. The module
    /// sees Foundation, whose `contains(_:)` for two strings bridges both to
    /// UTF-16 on every call (and the standard library's `firstRange(of:)`
    /// builds a searcher each time): either cost as much as outlining a file
    /// over a project's few hundred calls.
    func containsText(_ needle: String) -> Bool {
        let needle = Array(needle.utf8)
        return utf8.withContiguousStorageIfAvailable { $0.firstOffset(of: needle) != nil }
            ?? Array(utf8).withUnsafeBufferPointer { $0.firstOffset(of: needle) != nil }
    }
}

extension String {
    /// `self == other`, the byte counts compared first: for a name tested against a
    /// known name (or another fact's subject) where nearly every name asked is some
    /// other length, and comparing two strings of which one is not short is a call
    /// into the runtime. Names compare as their bytes, as the compiler compares
    /// identifiers.
    @inline(__always) func spells(_ other: String) -> Bool {
        utf8.count == other.utf8.count && self == other
    }
}

extension UnsafeBufferPointer<UInt8> {
    /// Where `needle` first occurs at or after `start`, for searches over whole
    /// files and project manifests. `memchr` (many bytes a step) finds each
    /// place where the needle's rarest byte in Swift source is (`!` of `try!`,
    /// `b` of `.codable`), and `memcmp` checks the whole needle there; `memmem`
    /// is not in Swift's view of glibc.
    func firstOffset(of needle: [UInt8], from start: Int = 0) -> Int? {
        firstOffset(of: needle, from: start, anchor: Self.rarestByte(of: needle))
    }

    /// Every offset where `needle` occurs, overlapping ones included.
    func offsets(of needle: [UInt8]) -> [Int] {
        guard !needle.isEmpty else { return [] }
        let anchor = Self.rarestByte(of: needle)
        var offsets: [Int] = []
        var start = 0
        while let offset = firstOffset(of: needle, from: start, anchor: anchor) {
            offsets.append(offset)
            start = offset + 1
        }
        return offsets
    }

    /// `firstOffset(of:from:)`, looking for `needle[anchor]` with `memchr`.
    private func firstOffset(of needle: [UInt8], from start: Int, anchor: Int) -> Int? {
        guard start >= 0, start <= count else { return nil }
        guard !needle.isEmpty else { return start }
        guard let base = baseAddress, count - start >= needle.count else { return nil }
        var from = start + anchor
        let last = count - needle.count + anchor
        while from <= last, let found = memchr(base + from, Int32(needle[anchor]), last + 1 - from) {
            let candidate = UnsafeRawPointer(found) - UnsafeRawPointer(base) - anchor
            if memcmp(base + candidate, needle, needle.count) == 0 { return candidate }
            from = candidate + anchor + 1
        }
        return nil
    }

    /// How common each byte is in Swift source, 0 the most (a space) and 255 for
    /// the rare ones: the order of the most frequent, counted over ten apps.
    private static let frequency: [UInt8] = {
        var rank = [UInt8](filling: 255, count: 256)
        let frequent = " etianros\nlcdu.pmf:\tg)(hybSwv/,\"{}=CIATRkPDxLVFM0BUNE?-O_z1>2[]"
        for (position, byte) in frequent.utf8.enumerated() { rank[Int(byte)] = UInt8(position) }
        return rank
    }()

    /// The index in `needle` of the byte least often found in source.
    private static func rarestByte(of needle: [UInt8]) -> Int {
        let frequency = Self.frequency
        var best = 0
        for index in needle.indices where frequency[Int(needle[index])] >= frequency[Int(needle[best])] { best = index }
        return best
    }
}
