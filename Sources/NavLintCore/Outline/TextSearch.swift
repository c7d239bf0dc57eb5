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
    /// place where the needle's last byte is, rarer in source than its first
    /// (`!` of `try!`, the last letter of a build setting), and `memcmp` checks
    /// the rest; `memmem` is not in Swift's view of glibc.
    func firstOffset(of needle: [UInt8], from start: Int = 0) -> Int? {
        guard start >= 0, start <= count else { return nil }
        guard let last = needle.last else { return start }
        guard let base = baseAddress, count - start >= needle.count else { return nil }
        let head = needle.count - 1
        var from = start + head
        while from < count, let found = memchr(base + from, Int32(last), count - from) {
            let end = UnsafeRawPointer(found) - UnsafeRawPointer(base)
            if head == 0 || memcmp(base + end - head, needle, head) == 0 { return end - head }
            from = end + 1
        }
        return nil
    }

    /// Every offset where `needle` occurs, overlapping ones included.
    func offsets(of needle: [UInt8]) -> [Int] {
        var offsets: [Int] = []
        var start = 0
        while let offset = firstOffset(of: needle, from: start), !needle.isEmpty {
            offsets.append(offset)
            start = offset + 1
        }
        return offsets
    }
}
