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
/// same time do not count), best of three. A quadratic lookup — a rule asking a
/// project-wide question per file — shows here as 3-4x long before it is slow.
@Suite(.serialized) struct ScalingShapeTests {
    static func cost(_ files: [(path: String, text: String)]) -> Double {
        let sources = files.filter { $0.path.hasSuffix(".swift") && $0.path != "Package.swift" }
        var best = Double.infinity
        for _ in 0..<3 {
            let start = threadCPUSeconds()
            let session = LintSession(configuration: Configuration(rootDirectory: "/dense"), jobs: 1)
            let project = ProjectSources(files: sources.map { SourceFile(path: $0.path, text: $0.text) },
                                         manifests: [("Package.swift", DenseModules.manifest)])
            let findings = session.findings(session.index([project]))
            precondition(findings.isEmpty, "the dense corpus is clean code: \(findings.prefix(3))")
            best = min(best, threadCPUSeconds() - start)
        }
        return best
    }

    static func threadCPUSeconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    @Test func doublingTheModulesAtMostDoublesTheWork() {
        let small = Self.cost(DenseModules.modules(24)), large = Self.cost(DenseModules.modules(48))
        #expect(large / small <= 2.3, "24 modules: \(small) s, 48 modules: \(large) s")
    }

    /// Feature modules that all declare `Router`, `Route`, `Home`: lookups by bare name must not
    /// scan every module's declaration for each use.
    @Test func doublingModulesWithTheSameTypeNamesAtMostDoublesTheWork() {
        let small = Self.cost(DenseModules.modules(24, sameNames: true))
        let large = Self.cost(DenseModules.modules(48, sameNames: true))
        #expect(large / small <= 2.3, "24 modules: \(small) s, 48 modules: \(large) s")
    }

    @Test func doublingTheStacksOfOneModuleAtMostDoublesTheWork() {
        let small = Self.cost(DenseModules.stacks(40)), large = Self.cost(DenseModules.stacks(80))
        #expect(large / small <= 2.3, "40 stacks: \(small) s, 80 stacks: \(large) s")
    }
}
