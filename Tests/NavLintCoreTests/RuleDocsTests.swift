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
        #expect(doc.contains(rule.triggeringExamples[0].code))
    }

    /// A rule written but not registered would never run: every `struct …: Rule` in
    /// `Sources/NavLintCore/Rules` is in `RuleRegistry.all`.
    @Test func everyRuleTypeIsRegistered() throws {
        let folder = packageRoot.appendingPathComponent("Sources/NavLintCore/Rules")
        let registered = Set(RuleRegistry.all.map { String(describing: type(of: $0)) })
        var declared: [String] = []
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) where name.hasSuffix(".swift") {
            let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            for line in text.split(separator: "\n") where line.contains(": Rule {") {
                let words = line.split(separator: " ")
                guard let keyword = words.firstIndex(of: "struct"), keyword + 1 < words.count else { continue }
                declared.append(String(words[keyword + 1].prefix { $0 != ":" }))
            }
        }
        #expect(declared.count == RuleRegistry.all.count)
        for type in declared { #expect(registered.contains(type), "\(type) is not in RuleRegistry.all") }
    }

    /// The README's rule tables and the configuration schema name every rule.
    @Test func theReadmeAndTheSchemaListEveryRule() throws {
        let readme = try String(contentsOf: packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let schema = try String(contentsOf: packageRoot.appendingPathComponent("navlint.schema.json"), encoding: .utf8)
        for rule in RuleRegistry.all.map(\.description) {
            #expect(readme.contains("[`\(rule.id)`](Rules/\(RuleDocumentation.fileName(for: rule)))"), "README lacks \(rule.id)")
            #expect(schema.contains("\"\(rule.id)\""), "navlint.schema.json lacks \(rule.id)")
        }
    }
}
