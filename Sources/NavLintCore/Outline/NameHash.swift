#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The hash of the open-addressing tables that look names up by their bytes
/// (`CallNameIndex`, `TokenNameTable`, `NameBloom`): much cheaper than
/// `Hasher` on the short names they hold. The bytes are read eight at a time
/// (a name is one or two reads, where FNV-1a took a multiply per byte) and the
/// result is mixed so that its low bits, which pick a slot, depend on every byte.
enum NameHash {
    static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        guard let base = bytes.baseAddress else { return 0 }
        let raw = UnsafeRawPointer(base)
        let count = bytes.count
        var hash = UInt64(truncatingIfNeeded: count) &* 0x9e37_79b9_7f4a_7c15
        var offset = 0
        while offset + 8 <= count {
            hash = (hash ^ raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) &* 0xff51_afd7_ed55_8ccd
            offset += 8
        }
        var tail: UInt64 = 0
        while offset < count {
            tail = tail << 8 | UInt64(raw.load(fromByteOffset: offset, as: UInt8.self))
            offset += 1
        }
        hash = (hash ^ tail) &* 0xc4ce_b9fe_1a85_ec53
        hash ^= hash >> 33
        hash = hash &* 0xff51_afd7_ed55_8ccd
        return hash ^ (hash >> 33)
    }

    static func hash(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> UInt64 {
        hash(UnsafeBufferPointer(rebasing: bytes))
    }

    /// Whether two runs of bytes are the same.
    static func equal(_ a: Slice<UnsafeBufferPointer<UInt8>>, _ b: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
        guard a.count == b.count else { return false }
        guard a.count > 0 else { return true }
        return memcmp(a.base.baseAddress! + a.startIndex, b.base.baseAddress! + b.startIndex, a.count) == 0
    }
}
