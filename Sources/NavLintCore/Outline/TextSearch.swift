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
