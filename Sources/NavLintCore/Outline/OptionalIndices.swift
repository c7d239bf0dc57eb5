/// An array of optional indices (into a file's tokens, calls or scopes),
/// stored as `Int32` with -1 for nil: a quarter of an `[Int?]`'s sixteen
/// bytes an element, for tables kept per call or per scope of every file.
package struct OptionalIndices: Sendable {
    private var storage: [Int32]

    package init(repeating value: Int?, count: Int) {
        storage = [Int32](filling: Int32(value ?? -1), count: count)
    }

    /// `count` nones in `storage`'s memory: an emptied table of an earlier file, its capacity kept.
    init(recycling storage: consuming [Int32], count: Int) {
        storage.removeAll(keepingCapacity: true)
        storage.append(contentsOf: repeatElement(-1, count: count))
        self.storage = storage
    }

    /// Hands the storage over for recycling, emptied with its capacity kept, leaving this table empty.
    mutating func takeStorage() -> [Int32] { storage.takeEmptied() }

    package var count: Int { storage.count }

    package subscript(_ i: Int) -> Int? {
        get { storage[i] < 0 ? nil : Int(storage[i]) }
        set { storage[i] = Int32(newValue ?? -1) }
    }

    /// For tables keyed by token that the outline builder reads at a token's
    /// neighbours (the `)` before a `{`, a `deinit` ending the file): an index
    /// outside the table reads as none and is never written.
    subscript(token i: Int) -> Int? {
        get { i >= 0 && i < storage.count ? self[i] : nil }
        set { if i >= 0 && i < storage.count { self[i] = newValue } }
    }
}
