import NavLintCore
import Testing

struct ConfigurationLoaderTests {
    func load(_ text: String) throws -> Configuration {
        try ConfigurationLoader.load(path: ".navlint.json", bytes: Array(text.utf8), rootDirectory: "/project",
                                     rules: RuleRegistry.all.map(\.description), reporters: Reporters.names)
    }

    func error(_ text: String) -> String {
        do {
            _ = try load(text)
            return "no error"
        } catch {
            return "\(error)"
        }
    }

    @Test func readsEveryKey() throws {
        let configuration = try load("""
            {
              "$schema": "navlint.schema.json",
              "include": ["Sources/**"],
              "exclude": ["**/Generated", "Sources/Legacy/*.swift"],
              "rules": {
                "navigation_view_deprecated": "off",
                "model_as_route": "error",
                "route_not_codable": {"severity": "warning", "assumePathsSaved": true}
              },
              "strict": true,
              "reporter": "sarif",
              "routeProtocols": ["AppRoute"],
              "lazyContainers": ["FeedList"],
              "presentationModifiers": ["bottomSheet"]
            }
            """)
        #expect(configuration.include.map(\.pattern) == ["Sources/**"])
        #expect(configuration.severities["navigation_view_deprecated"] == .some(nil))
        #expect(configuration.severities["model_as_route"] == .some(.error))
        #expect(configuration.strict && configuration.reporter == "sarif")
        #expect(configuration.navigation.routeProtocols == ["AppRoute"])
        #expect(configuration.navigation.lazyContainers == ["FeedList"])
        #expect(configuration.navigation.presentationModifiers == ["bottomSheet"])
        let options = RuleConfiguration(values: configuration.ruleOptions["route_not_codable"] ?? [:])
        #expect(options.bool("assumePathsSaved"))
        let rule = try #require(RuleRegistry.rule(id: "navigation_view_deprecated")).description
        #expect(configuration.severity(of: rule) == nil)
    }

    /// One "did you mean" for keys, rule ids, reporters and flags: nearest by edit distance, ties
    /// to the name that sorts first, whatever order the candidates come in.
    @Test func theClosestNameIsOneAnswer() {
        #expect(closestName(to: "ab", among: ["ac", "aa"]) == "aa")
        #expect(closestName(to: "ab", among: ["aa", "ac"]) == "aa")
        #expect(closestName(to: "model_as_rout", among: RuleRegistry.all.map(\.description.id)) == "model_as_route")
        #expect(closestName(to: "zzzzzz", among: ["strict", "reporter"]) == nil)
    }

    @Test func docsURLMustBeAnAbsoluteURL() throws {
        #expect(try load(#"{"docsURL": "https://example.com/navlint/Rules/"}"#).docsURL == "https://example.com/navlint/Rules/")
        #expect(error(#"{"docsURL": "Rules/"}"#)
            == #".navlint.json:1:13: docsURL: expected an absolute URL such as "https://example.com/navlint/Rules/", found "Rules/""#)
    }

    @Test func errorsNameFileKeyPathAndPosition() {
        #expect(error("{\n  \"strct\": true\n}") == ".navlint.json:2:3: strct: unknown key 'strct'; did you mean 'strict'? (expected one of: "
            + ConfigurationLoader.topLevelKeys.joined(separator: ", ") + ")")
        #expect(error("{\"rules\": {\"nested_navigaton_stack\": \"off\"}}")
            .hasPrefix(".navlint.json:1:12: rules.nested_navigaton_stack: unknown rule id 'nested_navigaton_stack'; did you mean 'nested_navigation_stack'?"))
        #expect(error("{\"strict\": \"yes\"}") == ".navlint.json:1:12: strict: expected true or false, found a string")
        #expect(error("{\"exclude\": [\"a\", 3]}") == ".navlint.json:1:19: exclude[1]: expected a string, found a number")
        #expect(error("{\"rules\": {\"model_as_route\": \"loud\"}}")
            == ".navlint.json:1:30: rules.model_as_route: expected \"off\", \"warning\" or \"error\", found \"loud\"")
        #expect(error("{\"rules\": {\"route_not_codable\": {\"assumePathsSaved\": \"yes\"}}}")
            == ".navlint.json:1:54: rules.route_not_codable.assumePathsSaved: expected true or false, found a string")
        #expect(error("{\"reporter\": \"sarf\"}").contains("unknown reporter 'sarf'; did you mean 'sarif'?"))
        #expect(error("[]") == ".navlint.json:1:1: expected an object at the top level, found an array")
    }

    /// SwiftLint's `only_rules`, `disabled_rules` and `opt_in_rules`, and `--enable-all-rules`.
    @Test func ruleSelectionDecidesWhatRuns() throws {
        let rules = RuleRegistry.descriptions
        func running(_ configuration: Configuration) -> [String] {
            rules.filter { configuration.severity(of: $0) != nil }.map(\.id)
        }
        let optIn = try #require(rules.first { $0.isOptIn })
        let defaults = running(try load("{}"))
        #expect(!defaults.contains(optIn.id) && defaults.count == rules.count - rules.filter(\.isOptIn).count)
        #expect(running(try load(#"{"only_rules": ["model_as_route", "\#(optIn.id)"]}"#)) == ["model_as_route", optIn.id]
            .sorted { a, b in rules.firstIndex { $0.id == a }! < rules.firstIndex { $0.id == b }! })
        let disabled = running(try load(#"{"disabled_rules": ["model_as_route"]}"#))
        #expect(disabled.count == defaults.count - 1 && !disabled.contains("model_as_route"))
        #expect(running(try load(#"{"opt_in_rules": ["\#(optIn.id)"]}"#)).contains(optIn.id))
        var all = try load(#"{"rules": {"model_as_route": "off"}, "disabled_rules": ["nested_navigation_stack"]}"#)
        all.enableAllRules = true
        #expect(running(all) == rules.map(\.id))
        #expect(error(#"{"disabled_rules": ["model_as_rout"]}"#)
            == ".navlint.json:1:21: disabled_rules[0]: unknown rule id 'model_as_rout'; did you mean 'model_as_route'? (see `navlint rules`)")
        #expect(error(#"{"only_rules": "model_as_route"}"#) == ".navlint.json:1:16: only_rules: expected an array of rule ids, found a string")
    }

    @Test func malformedJSONIsLocated() {
        #expect(error("{\n  \"strict\": true,\n}") == ".navlint.json:3:1: malformed JSON: expected a quoted key")
        #expect(error("{\"a\": tru}").hasPrefix(".navlint.json:1:7: malformed JSON"))
        #expect(error("{\"include\": [] \"exclude\": []}") == ".navlint.json:1:16: malformed JSON: expected ',' or '}'")
        #expect(error("{\"strict\": true, \"strict\": false}").contains("duplicate key 'strict'"))
        #expect(error("").hasPrefix(".navlint.json:1:1: malformed JSON"))
    }

    @Test func globsMatchPathsAndTheirFolders() {
        #expect(Glob("Sources/**").matches("Sources/App/A.swift"))
        #expect(Glob("**/Generated").matches("Sources/App/Generated/Model.swift"))
        #expect(Glob("**/*.generated.swift").matches("A/B/Types.generated.swift"))
        #expect(Glob("Pods").matches("Pods/Lib/x.swift"))
        #expect(!Glob("Pods").matches("Sources/Pods.swift"))
        #expect(Glob("Sources/*/Views").matches("Sources/App/Views/Home.swift"))
        #expect(!Glob("Sources/*.swift").matches("Sources/App/Home.swift"))
        #expect(Glob("**").matches("anything/at/all.swift"))
        #expect(Glob("Test?/[ab].swift").matches("Tests/a.swift"))
        #expect(!Glob("Test?/[ab].swift").matches("Tests/c.swift"))
        var configuration = Configuration(rootDirectory: "/project")
        configuration.include = [Glob("Sources")]
        configuration.exclude = [Glob("**/Generated")]
        #expect(configuration.admits(absolutePath: "/project/Sources/A.swift"))
        #expect(!configuration.admits(absolutePath: "/project/Sources/Generated/A.swift"))
        #expect(!configuration.admits(absolutePath: "/project/Tests/A.swift"))
        #expect(!configuration.admits(absolutePath: "/elsewhere/Sources/A.swift"))
    }

    @Test func jsonParserHandlesEscapesAndDeepNesting() throws {
        let value = try JSONParser.parse(Array(#"{"a": "q\"\\\/\n\u00e9\ud83d\ude00", "b": [1, -2.5e3, true, null]}"#.utf8))
        guard case .object(let entries, _) = value, case .string(let text, _) = entries[0].value else {
            Issue.record("\(value)"); return
        }
        #expect(text == "q\"\\/\né😀")
        let nested = String(repeating: "[", count: 500) + String(repeating: "]", count: 500)
        #expect(throws: Never.self) { try JSONParser.parse(Array(nested.utf8)) }
        // Hostile depth is an error, not a crash.
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        #expect(throws: JSONSyntaxError.self) { try JSONParser.parse(Array(deep.utf8)) }
    }
}
