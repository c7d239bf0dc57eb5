import Foundation
import Testing

/// The README's first screen shows what `swift run navlint lint TestCorpus`
/// prints: each line of its sample (but the `…`) must be a line the real
/// command prints, so the sample cannot go stale.
@Suite struct ReadmeSampleTests {
    @Test func theSampleOutputIsWhatTheCommandPrints() throws {
        let readme = try String(contentsOf: packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let afterHeading = try #require(readme.components(separatedBy: "Sample output:\n").dropFirst().first)
        let block = try #require(afterHeading.components(separatedBy: "```text\n").dropFirst().first?
            .components(separatedBy: "```").first)
        let shown = block.split(separator: "\n").map(String.init).filter { $0 != "…" }
        #expect(shown.count >= 2)
        let result = try navlint(["lint", "TestCorpus"])
        let printed = Set((result.stdout + result.stderr).split(separator: "\n").map(String.init))
        for line in shown {
            #expect(printed.contains(line), "README sample line not printed by `navlint lint TestCorpus`: \(line)")
        }
        #expect(shown.last?.hasPrefix("navlint: ") == true, "the sample ends with the summary line")
    }
}
