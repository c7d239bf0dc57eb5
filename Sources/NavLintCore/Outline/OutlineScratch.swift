#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The outline builder's working tables, kept by each thread from one file to
/// the next. They are the builder's alone (none reaches the outline), sized by
/// the file, and were allocated and freed for every file: a dozen heap blocks a
/// file, some grown two or three times on the way, and their frees 1.3% of a
/// run's instructions. Recycled, each keeps the capacity of the largest file its
/// thread has outlined, and a file only clears what it uses.
final class OutlineScratch {
    /// The most tokens a file may have for its tables to be kept: real files have up to tens
    /// of thousands; a generated or pathological one of millions would otherwise hold tens
    /// of megabytes on its thread for the rest of the run.
    static let keptTokenLimit = 1 << 18
    var wordIDs: [WordClasses.Word] = []
    var braceRoles: [Int32] = []
    var callByArgumentsClose: [Int32] = []
    var scopeByOpen: [Int32] = []
    var calleeByGenericClose: [Int32] = []
    var braceRoleList: [OutlineBuilder.BraceRole] = []
    var frames: [OutlineBuilder.Frame] = []
    var pendingArguments: [(owner: Int32, element: Argument)] = []
    var pendingTrailingClosures: [(owner: Int32, element: TrailingClosure)] = []
    var trailingClosureCounts: [Int32] = []
    var scopeIsTrailingClosure: [Bool] = []

    /// The calling thread's scratch, made on its first file and released when the thread ends.
    static var forThisThread: OutlineScratch {
        if let stored = pthread_getspecific(key) {
            return Unmanaged<OutlineScratch>.fromOpaque(stored).takeUnretainedValue()
        }
        let scratch = OutlineScratch()
        pthread_setspecific(key, Unmanaged.passRetained(scratch).toOpaque())
        return scratch
    }

    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        let created = pthread_key_create(&key) { stored in
            guard let stored else { return }
            Unmanaged<OutlineScratch>.fromOpaque(stored).release()
        }
        precondition(created == 0, "no thread-specific key for the outline scratch")
        return key
    }()
}

extension Array {
    /// The array, moved out and this one left empty: still uniquely held, so it can be
    /// cleared and refilled in place, where a copy would be reallocated.
    mutating func takeAll() -> [Element] {
        var taken: [Element] = []
        swap(&taken, &self)
        return taken
    }

    /// The array moved out (`takeAll`), emptied with its capacity kept: a table given back for recycling.
    mutating func takeEmptied() -> [Element] {
        var taken = takeAll()
        taken.removeAll(keepingCapacity: true)
        return taken
    }
}
