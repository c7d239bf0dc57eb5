import Dispatch
import Foundation
import NavLintCore

/// Reads, lexes and outlines files while discovery is still walking the
/// tree: the walk is a serial run of system calls (a tenth of a whole run on
/// four thousand files), and the workers need not wait for it to end.
///
/// Discovery hands each file over as it finds it; the workers take them in
/// that order. What the run uses is still discovery's final list, in its
/// order: a file discovery later drops (named twice, excluded by a nested
/// configuration) is read for nothing, and one it kept but never handed over
/// is read when the results are collected. So the result is the same as
/// reading the final list, at any `--jobs`.
final class StreamedReading: @unchecked Sendable {
    private let condition = NSCondition()
    private var queue: [DiscoveredFile] = []
    private var taken = 0
    private var finished = false
    /// By display path; the first read of a path wins.
    private var results: [String: Result<SourceFile, ReadProblem>] = [:]
    private let workers = DispatchGroup()

    init(workers count: Int) {
        for _ in 0..<count {
            DispatchQueue.global().async(group: workers) { self.work() }
        }
    }

    /// A file discovery found: read as soon as a worker is free.
    func add(_ file: DiscoveredFile) {
        condition.lock()
        queue.append(file)
        condition.signal()
        condition.unlock()
    }

    /// Discovery is over: the workers stop once the queue is empty. Safe to call twice.
    func finish() {
        condition.lock()
        finished = true
        condition.broadcast()
        condition.unlock()
        workers.wait()
    }

    /// Waits for the workers, then gives what `files` read to, in order.
    func results(for files: [DiscoveredFile]) -> [Result<SourceFile, ReadProblem>] {
        finish()
        return files.map { results[$0.displayPath] ?? LintCommand.readSource($0) }
    }

    private func work() {
        while let file = next() {
            let result = LintCommand.readSource(file)
            condition.lock()
            if results[file.displayPath] == nil { results[file.displayPath] = result }
            condition.unlock()
        }
    }

    /// The next file to read; nil once discovery is over and every file is taken.
    private func next() -> DiscoveredFile? {
        condition.lock()
        defer { condition.unlock() }
        while taken == queue.count && !finished { condition.wait() }
        guard taken < queue.count else { return nil }
        taken += 1
        return queue[taken - 1]
    }
}
