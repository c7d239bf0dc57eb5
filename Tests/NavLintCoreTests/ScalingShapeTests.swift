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
/// measured as this thread's CPU time with `jobs: 1` (so other tests running at the
/// same time do not count), the least of at least five runs of each size, taken in
/// turn (small, large, small, …) so that a stretch of contention from the tests
/// beside it weighs on both sizes alike. A quadratic lookup — a rule asking a
/// project-wide question per file — shows here as 3-4x long before it is slow.
///
/// While the ratio of the least costs is above the bound, up to ten more rounds
/// are taken: on a shared two-core machine a linear build measured 1.9–2.3x run
/// alone and 2.45x once beside the rest of the suite, where another core's tests
/// slow the larger corpus's runs more (its working set is twice the size). More
/// rounds bring each least cost nearer the true one; they cannot bring a
/// quadratic's ratio down to the bound, since its true ratio is above it.
@Suite(.serialized) struct ScalingShapeTests {
    /// The most the large corpus may cost, as a multiple of the small one.
    static let bound = 2.3

    /// The least cost of each corpus over five alternating runs, or up to fifteen
    /// while the ratio is above `bound`.
    static func costs(_ small: [(path: String, text: String)], _ large: [(path: String, text: String)])
        -> (small: Double, large: Double) {
        var best = (small: Double.infinity, large: Double.infinity)
        for round in 1...15 {
            best.small = min(best.small, cost(small))
            best.large = min(best.large, cost(large))
            if round >= 5 && best.large / best.small <= bound { break }
        }
        return best
    }

    /// One run: read, model and lint the corpus, in this thread's CPU seconds.
    static func cost(_ files: [(path: String, text: String)]) -> Double {
        let sources = files.filter { $0.path.hasSuffix(".swift") && $0.path != "Package.swift" }
        let start = threadCPUSeconds()
        let session = LintSession(configuration: Configuration(rootDirectory: "/dense"), jobs: 1)
        let project = ProjectSources(files: sources.map { SourceFile(path: $0.path, text: $0.text) },
                                     manifests: [("Package.swift", DenseModules.manifest)])
        let findings = session.findings(session.index([project]))
        precondition(findings.isEmpty, "the dense corpus is clean code: \(findings.prefix(3))")
        return threadCPUSeconds() - start
    }

    static func threadCPUSeconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    @Test func doublingTheModulesAtMostDoublesTheWork() {
        let (small, large) = Self.costs(DenseModules.modules(24), DenseModules.modules(48))
        #expect(large / small <= Self.bound, "24 modules: \(small) s, 48 modules: \(large) s")
    }

    /// Feature modules that all declare `Router`, `Route`, `Home`: lookups by bare name must not
    /// scan every module's declaration for each use.
    @Test func doublingModulesWithTheSameTypeNamesAtMostDoublesTheWork() {
        let (small, large) = Self.costs(DenseModules.modules(24, sameNames: true),
                                        DenseModules.modules(48, sameNames: true))
        #expect(large / small <= Self.bound, "24 modules: \(small) s, 48 modules: \(large) s")
    }

    @Test func doublingTheStacksOfOneModuleAtMostDoublesTheWork() {
        let (small, large) = Self.costs(DenseModules.stacks(40), DenseModules.stacks(80))
        #expect(large / small <= Self.bound, "40 stacks: \(small) s, 80 stacks: \(large) s")
    }
}
