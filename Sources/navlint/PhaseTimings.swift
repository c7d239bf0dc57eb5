import Foundation

/// Wall time per phase of a lint run, and the peak resident memory at the end
/// of each, printed to stderr when `NAVLINT_TIMINGS` is set: where a run spends
/// its time, without a profiler. Scripts/bench
/// prints it next to its figures.
struct PhaseTimings {
    private let enabled = ProcessInfo.processInfo.environment["NAVLINT_TIMINGS"] != nil
    private var last = ContinuousClock.now
    private var phases: [(String, Duration)] = []
    /// The peak resident memory when each phase ended, in MB (10^6 bytes).
    private var peaks: [Double] = []
    private var details: [String] = []

    /// The sub-phases of `phase`, summed over projects, printed on a line of their own.
    mutating func detail(_ phase: String, _ perProject: [[(phase: String, duration: Duration)]]) {
        guard enabled, let first = perProject.first else { return }
        let parts = first.indices.map { index in
            let total = perProject.reduce(Duration.zero) { $0 + ($1.indices.contains(index) ? $1[index].duration : .zero) }
            return "\(first[index].phase) \(Self.milliseconds(total)) ms"
        }
        details.append("navlint: timings of \(phase): " + parts.joined(separator: "; "))
    }

    /// Ends the phase running since the previous mark (or since creation).
    mutating func mark(_ phase: String) {
        guard enabled else { return }
        let now = ContinuousClock.now
        phases.append((phase, now - last))
        peaks.append(Self.peakResidentMegabytes())
        last = now
    }

    func print() {
        guard enabled else { return }
        let total = phases.reduce(Duration.zero) { $0 + $1.1 }
        var line = "navlint: timings:"
        for (phase, duration) in phases + [("total", total)] {
            line += " \(phase) \(Self.milliseconds(duration)) ms;"
        }
        Console.error(String(line.dropLast()) + "\n")
        // Memory a run touches costs twice: a fault when first written, freeing at exit.
        let memory = zip(phases, peaks).map { phase, peak in "\(phase.0) \(String(format: "%.1f", peak))" }
        Console.error("navlint: peak resident MB at the end of: " + memory.joined(separator: "; ") + "\n")
        for detail in details { Console.error(detail + "\n") }
    }

    /// `getrusage`'s peak resident set: kilobytes on Linux, bytes on Darwin.
    static func peakResidentMegabytes() -> Double {
        var usage = rusage()
        #if canImport(Darwin)
        guard getrusage(RUSAGE_SELF, &usage) == 0 else { return 0 }
        return Double(usage.ru_maxrss) / 1e6
        #else
        guard getrusage(RUSAGE_SELF.rawValue, &usage) == 0 else { return 0 }
        return Double(usage.ru_maxrss) * 1024 / 1e6
        #endif
    }

    static func milliseconds(_ duration: Duration) -> String {
        let (seconds, attoseconds) = duration.components
        return String(format: "%.1f", Double(seconds) * 1e3 + Double(attoseconds) * 1e-15)
    }
}

/// Values kept alive until the process exits. A run ends right after its
/// report; freeing every file's tokens and outline first would only delay the
/// exit (3% of a run over a large app), so the lint command parks them here.
enum KeptUntilExit {
    nonisolated(unsafe) private static var values: [Any] = []

    static func keep(_ value: Any) { values.append(value) }
}
