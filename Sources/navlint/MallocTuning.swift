#if canImport(Glibc)
import Glibc
#endif

/// glibc's allocator, set for a run that builds a large model on a few threads
/// and exits. Each worker thread's arena is a 64 MB reservation that glibc opens
/// for writing a little at a time, one `mprotect` call per step as the heap
/// grows: 10,000 calls on 420k lines of real code, 33,000 on a dense corpus, 3–5%
/// of a run's CPU. Asking for 64 MB of padding (`M_TOP_PAD`) opens each arena in
/// one call. Pages are only committed when touched, so peak memory is unchanged.
///
/// `mallopt` is not in Swift's view of `Glibc`, so it is looked up by name; where
/// it is missing (another C library, a static binary) the defaults stay.
enum MallocTuning {
    /// `M_TOP_PAD` in `<malloc.h>`.
    private static let topPadParameter: Int32 = -2
    static let topPad: Int32 = 64 << 20

    /// Whether the padding was set.
    @discardableResult
    static func apply() -> Bool {
        #if canImport(Glibc)
        guard let symbol = dlsym(nil, "mallopt") else { return false }
        let mallopt = unsafeBitCast(symbol, to: (@convention(c) (Int32, Int32) -> Int32).self)
        return mallopt(topPadParameter, topPad) == 1
        #else
        return false
        #endif
    }
}
