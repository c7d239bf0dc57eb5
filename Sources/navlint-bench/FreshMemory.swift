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
        let clock = ContinuousClock()
        let start = clock.now
        // MAP_FAILED is (void *)-1, a macro Swift does not import on every platform.
        guard let mapped = mmap(nil, size, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0),
              mapped != UnsafeMutableRawPointer(bitPattern: -1) else { fail("fresh-memory: could not map \(megabytes) MB") }
        let bytes = mapped.assumingMemoryBound(to: UInt8.self)
        for offset in stride(from: 0, to: size, by: page) { bytes[offset] = 1 }
        let elapsed = clock.now - start
        munmap(mapped, size)
        let ms = Double(elapsed.components.seconds) * 1e3 + Double(elapsed.components.attoseconds) / 1e15
        print("fresh memory: \(megabytes) MB in \(formatted(ms)) ms, \(formatted(ms / Double(megabytes), places: 2)) ms/MB")
    }

    private static func formatted(_ value: Double, places: Int = 1) -> String {
        var scale = 1.0
        for _ in 0..<places { scale *= 10 }
        let rounded = (value * scale).rounded() / scale
        let text = String(rounded)
        let decimals = text.split(separator: ".").last?.count ?? 0
        return text + String(repeating: "0", count: max(0, places - decimals))
    }
}
