/// A fixed set of short ASCII words, asked with a token's bytes: which word
/// they spell, if any. The words are grouped by (length, first byte), so most
/// names are turned away by one table read (no reserved word has four letters
/// and starts with `p`), and a candidate is compared byte by byte, in place.
///
/// Made once per word list and kept for the life of the process: the lexer
/// and the outline ask it for every name, and an array of arrays cost a
/// bounds check, and a retain and release of the inner array, per candidate.
public struct ShortWordTable: @unchecked Sendable { // never written once made
    /// The longest word a table can hold.
    public static let maximumLength = 31

    /// The words' bytes, grouped by (length, first byte).
    @usableFromInline let bytes: UnsafePointer<UInt8>
    /// By position: where each word's bytes start, and its index in the list
    /// the table was made from.
    @usableFromInline let offsets: UnsafePointer<Int32>
    @usableFromInline let indices: UnsafePointer<Int32>
    /// Per `length << 7 | first byte`: the group's first word (its position in
    /// `indices`) and its size, as `first << 8 | size`; 0 for no word.
    @usableFromInline let groups: UnsafePointer<UInt32>

    /// `words` must be ASCII, 1...`maximumLength` bytes long, and distinct.
    public init(_ words: [String]) {
        let spelled = words.enumerated().map { (index: $0.offset, bytes: Array($0.element.utf8)) }
        precondition(spelled.allSatisfy { word in
            (1...Self.maximumLength).contains(word.bytes.count) && word.bytes.allSatisfy { $0 < 0x80 }
        })
        let ordered = spelled.sorted {
            ($0.bytes.count, $0.bytes[0], $0.index) < ($1.bytes.count, $1.bytes[0], $1.index)
        }
        let groupCount = (Self.maximumLength + 1) << 7
        let bytes = UnsafeMutablePointer<UInt8>.allocate(capacity: ordered.reduce(0) { $0 + $1.bytes.count })
        let indices = UnsafeMutablePointer<Int32>.allocate(capacity: ordered.count)
        let groups = UnsafeMutablePointer<UInt32>.allocate(capacity: groupCount)
        groups.initialize(repeating: 0, count: groupCount)
        let offsets = UnsafeMutablePointer<Int32>.allocate(capacity: ordered.count)
        var offset = 0
        for (position, word) in ordered.enumerated() {
            let group = word.bytes.count << 7 | Int(word.bytes[0])
            if groups[group] == 0 { groups[group] = UInt32(position) << 8 }
            groups[group] += 1
            indices[position] = Int32(word.index)
            offsets[position] = Int32(offset)
            bytes.advanced(by: offset).initialize(from: word.bytes, count: word.bytes.count)
            offset += word.bytes.count
        }
        self.bytes = UnsafePointer(bytes)
        self.indices = UnsafePointer(indices)
        self.offsets = UnsafePointer(offsets)
        self.groups = UnsafePointer(groups)
    }

    /// The index (in the list the table was made from) of the word the
    /// `length` bytes at `p` spell, or nil.
    @inlinable @inline(__always)
    public func index(of p: UnsafePointer<UInt8>, length: Int) -> Int? {
        guard length > 0, length <= Self.maximumLength else { return nil }
        let first = p[0]
        guard first < 0x80 else { return nil }
        let group = groups[length << 7 | Int(first)]
        guard group != 0 else { return nil }
        let start = Int(group >> 8)
        var candidate = bytes + Int(offsets[start]) // a group's words are the same length, back to back
        for position in start..<start + Int(group & 0xFF) {
            // Compared in place: a call to `memcmp` cost more than the few bytes.
            var k = 1
            while k < length && candidate[k] == p[k] { k += 1 }
            if k == length { return Int(indices[position]) }
            candidate += length
        }
        return nil
    }
}
