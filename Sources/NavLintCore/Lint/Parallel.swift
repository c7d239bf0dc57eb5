import Dispatch
import Foundation

/// Maps `count` indices on up to `jobs` threads. Results come back in index
/// order whatever the scheduling, so output never depends on `--jobs`.
package func parallelMap<T: Sendable>(count: Int, jobs: Int, _ transform: @Sendable (Int) -> T) -> [T] {
    guard count > 0 else { return [] }
    let workers = max(1, min(jobs, count))
    if workers == 1 { return (0..<count).map(transform) }
    let slots = ResultSlots<T>(count: count)
    let next = WorkCounter(limit: count, batch: WorkCounter.batchSize(count: count, workers: workers))
    DispatchQueue.concurrentPerform(iterations: workers) { _ in
        while let batch = next.take() {
            for index in batch { slots.store(transform(index), at: index) }
        }
    }
    return slots.collect()
}

/// The union of what `transform` finds per index, on up to `jobs` threads:
/// for project-wide scans that look at each file on its own. A set has no
/// order, so the result is the same at any `--jobs`.
package func parallelUnion<Element: Hashable & Sendable>(count: Int, jobs: Int,
                                                        _ transform: @Sendable (Int) -> Set<Element>) -> Set<Element> {
    parallelMap(count: count, jobs: jobs, transform).reduce(into: Set<Element>()) { union, part in
        union.formUnion(part)
    }
}

/// Hands out indices in small batches, in order: files vary too much in size
/// for one static chunk per worker, but one index at a time took the lock
/// (and moved its cache line between the cores) for every unit and file, and
/// neighbouring results were written by different cores.
private final class WorkCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0
    private let limit: Int
    private let batch: Int

    init(limit: Int, batch: Int) {
        self.limit = limit
        self.batch = batch
    }

    /// 32 batches or more per worker where there are that many indices (more once
    /// a batch reaches its cap of 64): enough that the workers finish together
    /// however uneven the items are.
    static func batchSize(count: Int, workers: Int) -> Int {
        min(64, max(1, count / (workers * 32)))
    }

    func take() -> Range<Int>? {
        lock.lock()
        defer { lock.unlock() }
        guard value < limit else { return nil }
        let start = value
        value = min(limit, value + batch)
        return start..<value
    }
}

/// One slot per index; each is written by exactly one worker, then read once
/// after all workers have finished.
private final class ResultSlots<T>: @unchecked Sendable {
    private let storage: UnsafeMutablePointer<T?>
    private let count: Int

    init(count: Int) {
        self.count = count
        storage = .allocate(capacity: count)
        storage.initialize(repeating: nil, count: count)
    }

    deinit {
        storage.deinitialize(count: count)
        storage.deallocate()
    }

    func store(_ value: T, at index: Int) { storage[index] = value }

    /// Moves the results out: copying them would retain each and release it again at `deinit`.
    func collect() -> [T] {
        let results = (0..<count).map { (storage + $0).move()! }
        storage.initialize(repeating: nil, count: count)
        return results
    }
}
