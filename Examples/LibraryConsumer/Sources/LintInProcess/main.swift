import Foundation
import NavLintCore

// Lints one view in process and prints the report, as the README's
// "Using navlint as a library" shows. Exits 1 unless the nested stack is found.
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

let configuration = Configuration(rootDirectory: "/path/to/App")   // or ConfigurationLoader.load(...)
let session = LintSession(configuration: configuration, jobs: 2)
let sources = ProjectSources(files: [SourceFile(path: "Root.swift", text: source)])
let findings = session.findings(session.index([sources]))
let report = XcodeReporter().report(ReportContext(findings: findings, summary: RunSummary(files: 1, findings: findings)))

print(report, terminator: "")
let rules = RuleRegistry.descriptions.map(\.id)
print("\(rules.count) rules; found: \(findings.map(\.ruleID))")
if !findings.contains(where: { $0.ruleID == "nested_navigation_stack" }) {
    print("expected nested_navigation_stack")
    exit(1)
}
