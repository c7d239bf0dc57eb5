import SwiftScanner

/// A file's calls grouped by callee name, in source order within a name:
/// rules look up the few names they care about instead of walking every call.
///
/// Flat rather than a `[String: [Int]]`: one array of call indices sorted by
/// name and the start of each name's run in it, found through an open-addressing
/// table of hashes of the name's UTF-8 (`NameHash`). Building the dictionary hashed
/// every call's name with SipHash and grew an array per distinct name in
/// every file; on a dense project those arrays were a twentieth of the peak
/// memory.
///
/// A slot holds its group's number plus one in the low `groupBits` and, above
/// them, a tag cut from the name's hash: a lookup passes over another name's
/// slot on the tag alone. Comparing the names read the group's start, its
/// first call and that call's name, a miss of the cache each; most lookups
/// ask every file for names it never calls, and each of those passed over a
/// slot or two.
package struct CallNameIndex: Sendable {
    /// 0 for an empty slot, else the tag and the group number plus one.
    private let slots: [UInt32]
    private let mask: Int
    /// Bits enough for the number of calls; the tag has the rest (none in a
    /// file of four billion calls, where every slot is compared by name).
    private let groupBits: UInt32
    /// Group `g`'s calls are `order[starts[g]..<starts[g + 1]]`.
    private let starts: [Int32]
    private let order: [Int32]
    /// A bit per name the file calls, picked by its hash: most lookups ask for a name the
    /// file never calls, and a clear bit answers without reading the slots (a cache miss
    /// in each of thousands of files; 1.3% of a run's samples went to those probes).
    private let calledNames: NameBits

    /// Groups `calls` by name, each read from its name token's bytes in `tokens`:
    /// no name's string is hashed, copied or compared.
    init(_ calls: [CallSite], spelledIn tokens: SyntaxTokens) {
        // A file has at most as many names as calls: the lists that only live while
        // the index is built are sized for that once, not grown (their growth was
        // a fifth of building the index).
        var table = GroupTable(names: calls.count)
        var groupOfCall = [Int32](filling: 0, count: calls.count)
        var sizes: [Int32] = []
        sizes.reserveCapacity(calls.count)
        tokens.tokens.withUnsafeBufferPointer { all in
            tokens.bytes.withUnsafeBufferPointer { bytes in
                for index in calls.indices {
                    let token = all[calls[index].nameToken]
                    let group = table.group(of: bytes[token.start..<token.end])
                    if group == sizes.count { sizes.append(0) }
                    sizes[group] += 1
                    groupOfCall[index] = Int32(group)
                }
            }
        }
        var starts = [Int32](filling: 0, count: sizes.count + 1)
        for group in sizes.indices { starts[group + 1] = starts[group] + sizes[group] }
        var next = starts
        var order = [Int32](filling: 0, count: calls.count)
        for (index, group) in groupOfCall.enumerated() {
            order[Int(next[Int(group)])] = Int32(index)
            next[Int(group)] += 1
        }
        let groupBits = UInt32(UInt32.bitWidth - UInt32(calls.count).leadingZeroBitCount)
        slots = table.slots.map { group in
            group < 0 ? 0 : Self.tag(table.hashes[Int(group)]) << groupBits | UInt32(group + 1)
        }
        self.groupBits = groupBits
        var calledNames = NameBits()
        for hash in table.hashes { calledNames.insert(hash) }
        self.calledNames = calledNames
        mask = table.mask
        self.starts = starts
        self.order = order
    }

    /// The calls named `name`, in source order.
    func calls(named name: String, in calls: [CallSite]) -> CallList {
        self.calls(named: name, hash: Self.hash(name), in: calls)
    }

    /// The calls named `name`, whose `hash(_:)` is `hash`, in source order.
    func calls(named name: String, hash: UInt64, in calls: [CallSite]) -> CallList {
        guard calledNames.mayContain(hash) else { return CallList(order[0..<0]) }
        // Shifts past the width give 0, so a tag of no bits matches every slot.
        let tag = Self.tag(hash) << groupBits
        let groupMask = groupBits == 32 ? UInt32.max : (1 << groupBits) - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while case let entry = slots[slot], entry != 0 {
            if entry & ~groupMask == tag {
                let group = Int(entry & groupMask) - 1
                let run = order[Int(starts[group])..<Int(starts[group + 1])]
                if calls[Int(run.first!)].name == name { return CallList(run) }
            }
            slot = (slot + 1) & mask
        }
        return CallList(order[0..<0])
    }

    /// The bits of `hash` a slot keeps: its top ones, as the slot is picked by its bottom ones.
    private static func tag(_ hash: UInt64) -> UInt32 {
        UInt32(truncatingIfNeeded: hash >> 32)
    }

    /// How many distinct names the file calls.
    var groupCount: Int { starts.count - 1 }

    /// The calls of each name the file calls, a list per name, in no
    /// particular order: whose name a list holds is its first call's.
    var groups: LazyMapSequence<Range<Int>, CallList> {
        (0..<starts.count - 1).lazy.map { [starts, order] group in
            CallList(order[Int(starts[group])..<Int(starts[group + 1])])
        }
    }

    static func hash(_ name: String) -> UInt64 {
        var name = name
        // Over the contiguous UTF-8 (a small string's is copied to the stack): iterating
        // `utf8` decoded each byte through the string's guts, most of a lookup's cost.
        return name.withUTF8 { NameHash.hash($0) }
    }

    /// The hash table while the index is built: grows to keep at most half its slots full.
    private struct GroupTable {
        var slots = [Int32](filling: -1, count: 16)
        var mask = 15
        var hashes: [UInt64] = []
        /// Each group's name: the bytes of its first call's name token, read
        /// only while the index is built (they point into the file's bytes).
        var spellings: [Slice<UnsafeBufferPointer<UInt8>>] = []

        init(names: Int) {
            hashes.reserveCapacity(names)
            spellings.reserveCapacity(names)
        }

        /// The group of the name spelled `spelling`: a new one, numbered
        /// `hashes.count`, if no call before had the name.
        mutating func group(of spelling: Slice<UnsafeBufferPointer<UInt8>>) -> Int {
            let hash = NameHash.hash(spelling)
            var slot = Int(truncatingIfNeeded: hash) & mask
            while slots[slot] >= 0 {
                let group = Int(slots[slot])
                if hashes[group] == hash && NameHash.equal(spellings[group], spelling) { return group }
                slot = (slot + 1) & mask
            }
            let group = hashes.count
            hashes.append(hash)
            spellings.append(spelling)
            slots[slot] = Int32(group)
            if hashes.count * 2 > slots.count { grow() }
            return group
        }

        private mutating func grow() {
            slots = [Int32](filling: -1, count: slots.count * 2)
            mask = slots.count - 1
            for (group, hash) in hashes.enumerated() {
                var slot = Int(truncatingIfNeeded: hash) & mask
                while slots[slot] >= 0 { slot = (slot + 1) & mask }
                slots[slot] = Int32(group)
            }
        }
    }
}

/// Names a pass looks up in every file's calls, each hashed once for the run:
/// asking each of thousands of files for the same few names then costs a probe
/// per name, not a hash of its bytes (and a retain of it, read from a set) too.
package struct CallNames: Sendable {
    let entries: [(name: String, hash: UInt64)]

    package init(_ names: some Sequence<String>) {
        entries = Set(names).sorted().map { ($0, CallNameIndex.hash($0)) }
    }
}

/// Indices into a file's calls, in source order.
package struct CallList: RandomAccessCollection, Sendable {
    private let indices32: ArraySlice<Int32>

    init(_ indices: ArraySlice<Int32> = []) { indices32 = indices }

    package var startIndex: Int { 0 }
    package var endIndex: Int { indices32.count }
    package subscript(position: Int) -> Int { Int(indices32[indices32.startIndex + position]) }
}
