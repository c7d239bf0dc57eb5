extension StringProtocol {
    /// Whether `needle` occurs in the text, matched byte for byte. The module
    /// sees Foundation, whose `contains(_:)` for two strings bridges both to
    /// UTF-16 on every call (and the standard library's `firstRange(of:)`
    /// builds a searcher each time): either cost as much as outlining a file
    /// over a project's few hundred calls.
    func containsText(_ needle: String) -> Bool {
        let needle = Array(needle.utf8)
        guard let first = needle.first else { return true }
        func search(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
            guard bytes.count >= needle.count else { return false }
            for i in 0...(bytes.count - needle.count) where bytes[i] == first {
                if bytes[i..<i + needle.count].elementsEqual(needle) { return true }
            }
            return false
        }
        return utf8.withContiguousStorageIfAvailable(search) ?? Array(utf8).withUnsafeBufferPointer(search)
    }
}
