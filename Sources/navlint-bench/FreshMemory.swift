#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What this machine charges for memory a process has never touched: maps
/// `megabytes` of anonymous memory and writes one byte a page, as a run's heap
/// is first written. On a virtual machine whose balloon hands free memory back
/// to its host, the cost per MB grows with the amount (BENCHMARKS, stops 38 and
/// 39): a figure that says how much of a larger run's time is the host's, not
/// navlint's. Prints milliseconds and milliseconds per MB.
enum FreshMemory {
    static func run(megabytes: Int) {
        let size = megabytes << 20
        let page = Int(sysconf(Int32(_SC_PAGESIZE)))
        let start = monotonicSeconds()
        // MAP_FAILED is (void *)-1, a macro Swift does not import on every platform.
        guard let mapped = mmap(nil, size, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0),
              mapped != UnsafeMutableRawPointer(bitPattern: -1) else { fail("fresh-memory: could not map \(megabytes) MB") }
        let bytes = mapped.assumingMemoryBound(to: UInt8.self)
        for offset in stride(from: 0, to: size, by: page) { bytes[offset] = 1 }
        let ms = (monotonicSeconds() - start) * 1e3
        munmap(mapped, size)
        print("fresh memory: \(megabytes) MB in \(fixed(ms, 1)) ms, \(fixed(ms / Double(megabytes), 2)) ms/MB")
    }
}
