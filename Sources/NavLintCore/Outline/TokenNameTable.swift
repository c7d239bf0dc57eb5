import SwiftScanner

/// A set of names, each with a number, looked up by a token's bytes: no
/// `String` is made of the token and nothing is hashed twice. Passes that
/// test every identifier of a project against a set of names (its top-level
/// declarations) spent most of their time building and hashing those strings.
package struct TokenNameTable: Sendable {
    /// Every name's bytes, back to back; name `i` is `bytes[starts[i]..<starts[i + 1]]`.
    private var bytes: [UInt8] = []
    private var starts: [Int] = [0]
    /// Open addressing: -1 for an empty slot, else a name's number.
    private var slots: [Int32]
    private let mask: Int

    /// `names[i]` gets number `i`; a name given twice is found by its first number.
    package init(_ names: [String]) {
        var size = 16
        while size < names.count * 2 { size <<= 1 }
        slots = [Int32](filling: -1, count: size)
        mask = size - 1
        starts.reserveCapacity(names.count + 1)
        bytes.reserveCapacity(names.reduce(0) { $0 + $1.utf8.count })
        // Read in place: a copy of each name's bytes was an allocation per name.
        for var name in names {
            name.withUTF8 { utf8 in
                let probe = lookUp(utf8[...])
                if probe.found == nil { slots[probe.slot] = Int32(starts.count - 1) }
                bytes.append(contentsOf: utf8)
            }
            starts.append(bytes.count)
        }
    }

    package var count: Int { starts.count - 1 }

    /// The number of the name token `token` spells, if it is one of the names.
    package func id(of token: Token, in source: [UInt8]) -> Int? {
        source.withUnsafeBufferPointer { buffer in
            lookUp(buffer[token.start..<token.end]).found
        }
    }

    /// The number of `name`, if it is one of the names.
    package func id(ofName name: String) -> Int? {
        var name = name
        return name.withUTF8 { lookUp($0[...]).found }
    }

    /// The name's number if present, and the slot where the probe ended.
    private func lookUp(_ text: Slice<UnsafeBufferPointer<UInt8>>) -> (found: Int?, slot: Int) {
        var slot = Int(truncatingIfNeeded: NameHash.hash(text)) & mask
        while slots[slot] >= 0 {
            let id = Int(slots[slot])
            let start = starts[id], end = starts[id + 1]
            let matches = end - start == text.count
                && bytes.withUnsafeBufferPointer { NameHash.equal($0[start..<end], text) }
            if matches { return (id, slot) }
            slot = (slot + 1) & mask
        }
        return (nil, slot)
    }
}
