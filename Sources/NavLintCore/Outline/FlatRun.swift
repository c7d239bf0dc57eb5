/// Where one call's arguments (or trailing closures) are in its outline's
/// flat list of them.
struct FlatRun: Sendable {
    var start: Int32 = 0
    var count: Int32 = 0
}

/// One call's run of a flat list, indexed from zero like the array each call
/// once held of its own.
package struct FlatRunView<Element>: RandomAccessCollection {
    private let slice: ArraySlice<Element>

    init(_ list: [Element], _ run: FlatRun) {
        slice = list[Int(run.start)..<Int(run.start) + Int(run.count)]
    }

    package var startIndex: Int { 0 }
    package var endIndex: Int { slice.count }
    package subscript(position: Int) -> Element { slice[slice.startIndex + position] }
}

extension FlatRunView: Sendable where Element: Sendable {}

extension Array {
    /// `pending` (each element with the index of its owner, owners in any
    /// order) sorted by owner, keeping the order within an owner: a counting
    /// sort, with each of `ownerCount` owners' run in the result.
    static func grouped(_ pending: [(owner: Int32, element: Element)], ownerCount: Int) -> (list: [Element], runs: [FlatRun]) {
        var runs = [FlatRun](filling: FlatRun(), count: ownerCount)
        for item in pending { runs[Int(item.owner)].count += 1 }
        var start: Int32 = 0
        for owner in runs.indices {
            runs[owner].start = start
            start += runs[owner].count
        }
        var next = runs.map(\.start)
        // Each slot is written exactly once: the runs' counts sum to `pending.count`.
        let list = [Element](unsafeUninitializedCapacity: pending.count) { buffer, initialized in
            for item in pending {
                (buffer.baseAddress! + Int(next[Int(item.owner)])).initialize(to: item.element)
                next[Int(item.owner)] += 1
            }
            initialized = pending.count
        }
        return (list, runs)
    }
}
