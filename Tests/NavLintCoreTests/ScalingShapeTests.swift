import DenseCorpus
import NavLintCore
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The shape of navlint's cost on dense navigation code, not a time: doubling the
/// project must at most double the work, with room for noise (2.3x). The work is
/// measured as this thread's CPU time with `jobs: 1`, over several rounds of a run
/// of each size (small, large, small, large, …). A quadratic lookup — a rule
/// asking a project-wide question per file — shows here as 3-4x long before it is slow.
///
/// Only quiet runs count: runs in which the rest of the test process used next to no
/// CPU. Instruction counts are linear here (callgrind, debug build: 8.14G for 24
/// modules, 16.24G for 48, 2.00x), but CPU time is not when another test runs on the
/// other core: it shares the cache, and the larger corpus, with twice the working
/// set, loses more to it. Beside the rest of the suite a linear build measured
/// 2.32–2.45x on a two-core CI machine, and 1.9–2.2x alone. So the test runs rounds
/// until it has enough quiet ones, for up to `patience` seconds; the other suites
/// finish well within that. At the deadline two quiet rounds are enough; with fewer,
/// every round counts.
///
/// The ratio is the median of each round's own ratio, its large run over its small
/// one, taken seconds apart. The machine's speed swings by a quarter over minutes
/// (the same command, 0.28–0.38 s), and the least small cost over all rounds
/// against the least large one paired the fastest minute of one with a slower
/// minute of the other: 2.31x for a build whose instructions grow 1.91x
/// (callgrind, release, `--same-names`, 333.3M for 24 modules, 638.0M for 48).
@Suite(.serialized) struct ScalingShapeTests {
    /// The most the large corpus may cost, as a multiple of the small one.
    static let bound = 2.3
    /// Quiet rounds wanted: each gives one run of each size.
    static let quietRounds = 4
    /// How long to wait for quiet rounds, in seconds of wall time.
    static let patience = 300.0

    /// One run of one size: this thread's CPU seconds, and whether the rest of the
    /// process used no more than a twentieth of that beside it.
    struct Run {
        var cost: Double
        var quiet: Bool
    }

    /// The least cost of each size, each counted round's ratio, and how many rounds were quiet.
    struct Costs: CustomStringConvertible {
        var small: Double
        var large: Double
        var ratios: [Double] = []
        var quietRounds: Int
        /// The median round's ratio.
        var ratio: Double {
            let sorted = ratios.sorted()
            guard !sorted.isEmpty else { return .infinity }
            let middle = sorted.count / 2
            return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
        }
        var description: String {
            "least small \(small) s, least large \(large) s, ratios \(ratios.map { ($0 * 100).rounded() / 100 }), "
                + "\(quietRounds) quiet rounds"
        }
    }

    /// The costs of each corpus: over quiet rounds if there are enough, else
    /// over every round.
    static func costs(_ small: [(path: String, text: String)], _ large: [(path: String, text: String)])
        -> Costs {
        var all = Costs(small: .infinity, large: .infinity, quietRounds: 0)
        var quiet = all
        let deadline = wallSeconds() + patience
        for round in 1... {
            let (s, l) = (run(small), run(large))
            all.small = min(all.small, s.cost)
            all.large = min(all.large, l.cost)
            all.ratios.append(l.cost / s.cost)
            if s.quiet && l.quiet {
                quiet.small = min(quiet.small, s.cost)
                quiet.large = min(quiet.large, l.cost)
                quiet.ratios.append(l.cost / s.cost)
                quiet.quietRounds += 1
            }
            if quiet.quietRounds >= quietRounds && round >= 5 { return quiet }
            if wallSeconds() > deadline { return quiet.quietRounds >= 2 ? quiet : all }
        }
        fatalError("unreachable: the rounds end by returning")
    }

    /// One run: read, model and lint the corpus.
    static func run(_ files: [(path: String, text: String)]) -> Run {
        let sources = files.filter { $0.path.hasSuffix(".swift") && $0.path != "Package.swift" }
        let (threadStart, processStart) = (cpuSeconds(CLOCK_THREAD_CPUTIME_ID), cpuSeconds(CLOCK_PROCESS_CPUTIME_ID))
        let session = LintSession(configuration: Configuration(rootDirectory: "/dense"), jobs: 1)
        let project = ProjectSources(files: sources.map { SourceFile(path: $0.path, text: $0.text) },
                                     manifests: [("Package.swift", DenseModules.manifest)])
        let findings = session.findings(session.index([project]))
        precondition(findings.isEmpty, "the dense corpus is clean code: \(findings.prefix(3))")
        let cost = cpuSeconds(CLOCK_THREAD_CPUTIME_ID) - threadStart
        let others = cpuSeconds(CLOCK_PROCESS_CPUTIME_ID) - processStart - cost
        return Run(cost: cost, quiet: others <= cost / 20)
    }

    static func cpuSeconds(_ clock: clockid_t) -> Double {
        var time = timespec()
        clock_gettime(clock, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    static func wallSeconds() -> Double { cpuSeconds(CLOCK_MONOTONIC) }

    @Test func doublingTheModulesAtMostDoublesTheWork() {
        let costs = Self.costs(DenseModules.modules(24), DenseModules.modules(48))
        #expect(costs.ratio <= Self.bound, "24 → 48 modules: \(costs)")
    }

    /// Feature modules that all declare `Router`, `Route`, `Home`: lookups by bare name must not
    /// scan every module's declaration for each use.
    @Test func doublingModulesWithTheSameTypeNamesAtMostDoublesTheWork() {
        let costs = Self.costs(DenseModules.modules(24, sameNames: true),
                               DenseModules.modules(48, sameNames: true))
        #expect(costs.ratio <= Self.bound, "24 → 48 modules: \(costs)")
    }

    @Test func doublingTheStacksOfOneModuleAtMostDoublesTheWork() {
        let costs = Self.costs(DenseModules.stacks(40), DenseModules.stacks(80))
        #expect(costs.ratio <= Self.bound, "40 → 80 stacks: \(costs)")
    }
}
