import Dispatch
import Foundation

/// Maps `count` indices on up to `jobs` threads. Results come back in index
/// order whatever the scheduling, so output never depends on `--jobs`.
package func parallelMap<T: Sendable>(count: Int, jobs: Int, _ transform: @Sendable (Int) -> T) -> [T] {
    guard count > 0 else { return [] }
    let workers = max(1, min(jobs, count))
    if workers == 1 { return (0..<count).map(transform) }
    let slots = ResultSlots<T>(count: count)
    let next = WorkCounter()
    DispatchQueue.concurrentPerform(iterations: workers) { _ in
        while let index = next.take(below: count) {
            slots.store(transform(index), at: index)
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

/// Hands out indices one at a time; files vary too much in size for static chunks.
private final class WorkCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0

    func take(below limit: Int) -> Int? {
        lock.lock()
        defer { lock.unlock() }
        guard value < limit else { return nil }
        value += 1
        return value - 1
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

    func collect() -> [T] { (0..<count).map { storage[$0]! } }
}
