import Foundation
import NavLintCore
import Testing

/// `Rules/<id>.md` is generated from each rule's values; a checked-in doc
/// that differs means someone edited one and not the other.
struct RuleDocsTests {
    @Test(arguments: RuleRegistry.all.map(\.description.id))
    func checkedInDocMatchesTheRule(_ id: String) throws {
        let rule = try #require(RuleRegistry.rule(id: id)).description
        let url = packageRoot.appendingPathComponent("Rules").appendingPathComponent(RuleDocumentation.fileName(for: rule))
        let checkedIn = try String(contentsOf: url, encoding: .utf8)
        #expect(checkedIn == RuleDocumentation.markdown(for: rule),
                "Rules/\(id).md is stale: run `swift run navlint rules --markdown Rules`")
    }

    @Test func noDocWithoutARule() throws {
        let ids = Set(RuleRegistry.all.map(\.description.id))
        let docs = try FileManager.default.contentsOfDirectory(atPath: packageRoot.appendingPathComponent("Rules").path)
            .filter { $0.hasSuffix(".md") && $0 != "README.md" }
        for doc in docs { #expect(ids.contains(String(doc.dropLast(3))), "Rules/\(doc) has no rule") }
    }

    @Test func docHasEveryPart() throws {
        let rule = try #require(RuleRegistry.all.first).description
        let doc = RuleDocumentation.markdown(for: rule)
        for heading in ["## What it does", "## Why is this bad?", "## How to fix", "### Wrong", "### Right"] {
            #expect(doc.contains(heading))
        }
        #expect(doc.contains(rule.triggeringExamples[0]))
    }
}
