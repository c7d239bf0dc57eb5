#if canImport(Glibc)
import Glibc
#endif
import Foundation

/// glibc's allocator, set for a run that builds a large model on a few threads
/// and exits.
///
/// - **One step per arena.** Each worker thread's arena is a 64 MB reservation
///   that glibc opens for writing a little at a time, one `mprotect` call per
///   step as the heap grows: 10,000 calls on 420k lines of real code, 33,000 on
///   a dense corpus, 3–5% of a run's CPU. Asking for 64 MB of padding
///   (`M_TOP_PAD`) opens each arena in one call. Pages are only committed when
///   touched, so peak memory is unchanged.
/// - **Huge pages.** Nearly everything a run allocates lives until it exits,
///   so its heap is touched page by page, once: 23,000 page faults on 420k
///   lines, a tenth of the run's CPU in the kernel. Where transparent huge
///   pages are given on request (`madvise`, the usual default), the heap asks
///   for them, as glibc's own `glibc.malloc.hugetlb=1` tunable would: one
///   fault per 2 MB. Peak memory grows by at most a huge page per arena.
/// - **Not where the host takes free memory back.** A virtual machine whose
///   balloon reports free pages (`VIRTIO_BALLOON_F_REPORTING`) hands every
///   free 2 MB block back to its host, and a huge page is such a block: after
///   any pause, each one the run touches the host must back again. Measured on
///   such a machine (BENCHMARKS, stop 38): touching 700 MB after a 3 s pause
///   took 2.0–2.2 s in huge pages against 0.3–0.4 s in small ones, and a run
///   over 420k lines after a 4 s pause 0.34–0.41 s with the advice against
///   0.23–0.34 s without. Small pages come from memory the guest still holds.
///
/// `mallopt` is not in Swift's view of `Glibc`, so it is looked up by name; where
/// it is missing (another C library, a static binary) the defaults stay. The
/// advice changes speed and memory, never what a run reports: where the kernel
/// refuses it, pages stay small. `GLIBC_TUNABLES=glibc.malloc.hugetlb=0` turns
/// it off, as it would glibc's own.
enum MallocTuning {
    /// `M_TOP_PAD` in `<malloc.h>`.
    private static let topPadParameter: Int32 = -2
    static let topPad: Int32 = 64 << 20
    /// glibc's arena heaps for threads other than the main one: reservations
    /// of this size, aligned to it (`HEAP_MAX_SIZE` on 64-bit targets).
    private static let threadHeapSize = 64 << 20
    private static let hugePageSize = 2 << 20
    /// What `adviseThreadHeap` allocates to find the calling thread's arena.
    private static let probeSize = 4096
    private static let advised = AdvisedHeaps()
    /// Whether the heap asks for huge pages in this run.
    static var advisesHugePages: Bool { advised.enabled }

    /// Whether the padding was set. Called first thing on the main thread;
    /// `adviseHugePages` is for tests, which check the advice on any host.
    @discardableResult
    static func apply(adviseHugePages: Bool = hugePagesPayOff()) -> Bool {
        #if canImport(Glibc)
        guard let symbol = dlsym(nil, "mallopt") else { return false }
        let mallopt = unsafeBitCast(symbol, to: (@convention(c) (Int32, Int32) -> Int32).self)
        guard mallopt(topPadParameter, topPad) == 1 else { return false }
        if adviseHugePages {
            advised.enabled = true
            if Thread.isMainThread { adviseMainHeap() }
        }
        return true
        #else
        return false
        #endif
    }

    /// Asks huge pages for the heap of the calling thread's arena: called by
    /// each worker before it allocates a file's model. A thread's arena is
    /// advised once; the main arena each time it has grown since.
    static func adviseThreadHeap() {
        #if canImport(Glibc)
        // The probe is larger than any block glibc keeps in a thread's cache (1,032
        // bytes): a small one can be a block this thread freed for another thread,
        // in that thread's arena, and then the wrong heap is advised. That is the
        // likely reason a test found a worker's block unadvised in 2 of 16 full runs.
        guard advised.enabled, let probe = malloc(probeSize) else { return }
        defer { free(probe) }
        let address = Int(bitPattern: probe)
        let programBreak = Int(bitPattern: sbrk(0))
        if address < programBreak {
            // The main arena, which grows at the program break by the padding at a time.
            if let grown = advised.mainHeapGrowth(to: programBreak) { adviseHugePages(grown) }
            return
        }
        // A thread's heap: a mapping of its own, far above the break.
        let base = address & ~(threadHeapSize - 1)
        guard advised.firstTime(base) else { return }
        adviseHugePages(base..<base + threadHeapSize)
        #endif
    }

    /// The main arena grows at the program break. Allocating past its top
    /// makes glibc move the break by the 64 MB of padding (a few blocks, each
    /// under the size glibc maps apart); the padding then stays (glibc trims
    /// only past it), so the advice covers what follows.
    private static func adviseMainHeap() {
        #if canImport(Glibc)
        let before = sbrk(0)
        var blocks: [UnsafeMutableRawPointer] = []
        blocks.reserveCapacity(8)
        while sbrk(0) == before, blocks.count < 8, let block = malloc(64 << 10) { blocks.append(block) }
        defer { blocks.forEach { free($0) } }
        guard let first = blocks.first else { return }
        let start = (Int(bitPattern: first) + hugePageSize - 1) & ~(hugePageSize - 1)
        let top = Int(bitPattern: sbrk(0))
        guard top > start else { return }
        _ = advised.mainHeapGrowth(to: top)
        adviseHugePages(start..<top)
        #endif
    }

    private static func adviseHugePages(_ range: Range<Int>) {
        #if canImport(Glibc)
        _ = madvise(UnsafeMutableRawPointer(bitPattern: range.lowerBound), range.count, MADV_HUGEPAGE)
        #endif
    }

    /// Forgets which thread heaps were advised, as a new process starts. A lint
    /// run keeps what it allocates until it exits, so a heap it advised stays
    /// mapped; a test process frees whole heaps, and glibc maps the next one at
    /// the same address, where the advice is gone but the address is known.
    static func forgetThreadHeaps() {
        advised.forgetBases()
    }

    /// Whether this run should ask for huge pages: the kernel gives them only
    /// where asked, the user has not turned glibc's huge pages off, and no
    /// balloon hands free 2 MB blocks back to a host.
    static func hugePagesPayOff() -> Bool {
        guard MemoryLayout<Int>.size == 8, kernelGivesHugePagesOnRequest else { return false }
        if let tunables = getenv("GLIBC_TUNABLES"), String(cString: tunables).contains("glibc.malloc.hugetlb=0") {
            return false
        }
        return !FreePageReporting.active()
    }

    /// Whether transparent huge pages are given only where asked (`madvise`, the usual default).
    static var kernelGivesHugePagesOnRequest: Bool {
        let setting = "/sys/kernel/mm/transparent_hugepage/enabled"
        guard let mode = try? String(contentsOfFile: setting, encoding: .utf8) else { return false }
        return mode.contains("[madvise]")
    }
}

/// The arena heaps already advised, shared by the worker threads.
private final class AdvisedHeaps: @unchecked Sendable {
    private let lock = NSLock()
    private var bases: Set<Int> = []
    /// How far the main arena was advised: the program break then.
    private var mainHeapTop = 0
    /// Set once at start, before any worker runs.
    var enabled = false

    /// The part of the main arena past what was advised, if it grew.
    func mainHeapGrowth(to programBreak: Int) -> Range<Int>? {
        lock.lock()
        defer { lock.unlock() }
        guard programBreak > mainHeapTop else { return nil }
        defer { mainHeapTop = programBreak }
        return mainHeapTop == 0 ? nil : mainHeapTop..<programBreak
    }

    func forgetBases() {
        lock.lock()
        defer { lock.unlock() }
        bases = []
    }

    func firstTime(_ base: Int) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        return bases.insert(base).inserted
    }
}
