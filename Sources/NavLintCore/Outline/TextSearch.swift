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
    /// Where `needle` first occurs at or after `start`, by a plain scan: the
    /// texts searched are short, or searched for a few rare words.
    func firstOffset(of needle: [UInt8], from start: Int = 0) -> Int? {
        guard let first = needle.first else { return start <= count ? start : nil }
        guard count >= needle.count, start <= count - needle.count else { return nil }
        for i in start...(count - needle.count) where self[i] == first {
            if self[i..<i + needle.count].elementsEqual(needle) { return i }
        }
        return nil
    }
}
