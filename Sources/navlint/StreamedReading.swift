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
    /// What the read of `queue[i]` gave, once it is done.
    private var read: [Result<SourceFile, ReadProblem>?] = []
    private var taken = 0
    private var finished = false
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
        read.append(nil)
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

    /// Waits for the workers, then gives what `files` read to, in order. A path
    /// handed over twice answers with its first read. Unless discovery kept
    /// every file it handed over, in order, the reads are found by path in a
    /// table over the paths' bytes: a dictionary hashed every path with
    /// SipHash, under the lock the workers share and again here.
    func results(for files: [DiscoveredFile]) -> [Result<SourceFile, ReadProblem>] {
        finish()
        // Usually discovery kept every file it handed over, in that order: the
        // reads are the answer as they stand, and no table is needed.
        if files.count == queue.count, zip(files, queue).allSatisfy({ $0.displayPath == $1.displayPath }) {
            return files.indices.map { read[$0] ?? LintCommand.readSource(files[$0]) }
        }
        let positions = TokenNameTable(queue.map(\.displayPath))
        return files.map { file in
            positions.id(ofName: file.displayPath).flatMap { read[$0] } ?? LintCommand.readSource(file)
        }
    }

    private func work() {
        while let (position, file) = next() {
            let result = LintCommand.readSource(file)
            condition.lock()
            read[position] = result
            condition.unlock()
        }
    }

    /// The next file to read and its place in the queue; nil once discovery is over and every file is taken.
    private func next() -> (Int, DiscoveredFile)? {
        condition.lock()
        defer { condition.unlock() }
        while taken == queue.count && !finished { condition.wait() }
        guard taken < queue.count else { return nil }
        taken += 1
        return (taken - 1, queue[taken - 1])
    }
}
