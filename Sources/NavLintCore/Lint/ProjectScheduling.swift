import Dispatch
import Foundation

/// How the projects of a run share the threads while their models are built.
///
/// Projects share nothing, so several are modelled side by side, the largest
/// first (a small project's serial steps then overlap a large one's). Each
/// project modelled beside others gets its share of the threads, none beyond
/// its own when there are as many projects as jobs: it got no more anyway
/// (libdispatch gives a `concurrentPerform` nested in another one thread on two
/// cores), but told `jobs`, work split for threads ran serially on one.
///
/// One project can be most of a run, though: the app beside a few small
/// packages of a monorepo. Modelled beside the rest on one thread it is the
/// whole phase (ten real apps: 59% of the code in one project, the model at
/// `--jobs 2` only 1.2× its `--jobs 1` speed). A project larger than its share
/// (a `jobs`-th of all tokens) is therefore modelled on the calling thread
/// with every thread, while the others are modelled on a thread of their own
/// beside it, with one thread fewer. The results come back in the projects' order.
package struct ProjectScheduling {
    let projects: [ProjectSources]
    /// Project indexes, largest first (by tokens; ties in the given order).
    package let order: [Int]
    /// The project that gets every thread, when one is larger than its share.
    package let dominant: Int?
    let jobs: Int

    package init(projects: [ProjectSources], jobs: Int) {
        self.projects = projects
        let size = projects.map { $0.files.reduce(0) { $0 + $1.tokens.count } }
        order = projects.indices.sorted { (size[$1], $0) < (size[$0], $1) }
        self.jobs = jobs
        let total = size.reduce(0, +)
        if jobs > 1, order.count > 1, size[order[0]] * jobs > total {
            dominant = order[0]
        } else {
            dominant = nil
        }
    }

    /// `build` for each project, with the number of threads it may use.
    package func run<T: Sendable>(_ build: @escaping @Sendable (ProjectSources, Int) -> T) -> [T] {
        var results = [T?](repeating: nil, count: projects.count)
        if let dominant {
            let others = Array(order.dropFirst())
            let beside = OwnThread { sideBySide(others, jobs: jobs - 1, build) }
            results[dominant] = build(projects[dominant], jobs)
            for (k, result) in beside.wait().enumerated() { results[others[k]] = result }
        } else {
            for (k, result) in sideBySide(order, jobs: jobs, build).enumerated() {
                results[order[k]] = result
            }
        }
        return results.map { $0! }
    }

    /// `build` for the projects `chosen`, up to `jobs` of them at a time, each with its share of the threads.
    private func sideBySide<T: Sendable>(_ chosen: [Int], jobs: Int,
                                         _ build: @Sendable (ProjectSources, Int) -> T) -> [T] {
        let each = max(1, jobs / max(1, min(jobs, chosen.count)))
        return parallelMap(count: chosen.count, jobs: jobs) { k in build(projects[chosen[k]], each) }
    }
}

/// Work started on a thread of its own rather than one of libdispatch's
/// workers: a `concurrentPerform` on the calling thread meanwhile still gets
/// every worker, where from inside a dispatched block it would get one.
private final class OwnThread<T: Sendable>: @unchecked Sendable {
    private var result: T?
    private let done = DispatchSemaphore(value: 0)

    init(_ work: @escaping @Sendable () -> T) {
        let thread = Thread { [self] in
            result = work()
            done.signal()
        }
        // The main thread's size: a project's model recurses as deep as its deepest nesting.
        thread.stackSize = 8 << 20
        thread.start()
    }

    /// The result, once the thread has finished; the semaphore orders its write before this read.
    func wait() -> T {
        done.wait()
        return result!
    }
}
