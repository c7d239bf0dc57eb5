import Foundation
import Testing
import NavLintCore

/// The README's "Using navlint as a library" example is the code of
/// `Examples/LibraryConsumer`, a package that sees only the public API
/// (`.ci/run` builds and runs it). Here: the two do not drift apart, and the
/// flow they show finds what it should.
@Suite struct LibraryAPITests {
    @Test func theReadmeExampleIsTheConsumersCode() throws {
        let readme = try String(contentsOf: packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let consumer = try String(contentsOf: packageRoot.appendingPathComponent(
            "Examples/LibraryConsumer/Sources/LintInProcess/main.swift"), encoding: .utf8)
        let section = try #require(readme.components(separatedBy: "## Using navlint as a library").dropFirst().first)
        let block = try #require(section.components(separatedBy: "```swift\n").dropFirst().first?
            .components(separatedBy: "```").first)
        let lines = block.split(separator: "\n").map(String.init).filter { !$0.isEmpty }
        #expect(lines.count >= 5)
        for line in lines {
            #expect(consumer.contains(line + "\n"), "README line not in the consumer: \(line)")
        }
    }

    @Test func aSessionFindsANestedStackAndAReporterWritesIt() {
        let source = """
        import SwiftUI
        struct Root: View {
            var body: some View {
                NavigationStack {
                    NavigationStack { NavigationLink("Inner", value: 1) }
                }
            }
        }
        """
        let session = LintSession(configuration: Configuration(rootDirectory: "/app"), jobs: 2)
        let findings = session.findings(session.index([ProjectSources(files: [SourceFile(path: "Root.swift", text: source)])]))
        #expect(findings.map(\.ruleID) == ["nested_navigation_stack"])
        let report = XcodeReporter().report(ReportContext(findings: findings, summary: RunSummary(files: 1, findings: findings)))
        #expect(report.hasPrefix("Root.swift:5:13: error: "))
    }
}
