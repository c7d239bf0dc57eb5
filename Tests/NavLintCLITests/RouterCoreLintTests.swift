import Foundation
import Testing

/// RouterCore is what every rule's fix points to, so it must pass every rule.
struct RouterCoreLintTests {
    @Test func routerCoreHasNoFindings() throws {
        let result = try navlint(["lint", "--strict", "--reporter", "json", "Sources/RouterCore"])
        #expect(result.status == 0, "\(result.stdout)\n\(result.stderr)")
        let report = try #require(try JSONSerialization.jsonObject(with: result.stdoutBytes) as? [String: Any])
        let findings = try #require(report["findings"] as? [Any])
        #expect(findings.isEmpty, "\(result.stdout)")
        let summary = try #require(report["summary"] as? [String: Int])
        #expect((summary["files"] ?? 0) > 0, "the directory was linted")
    }
}
