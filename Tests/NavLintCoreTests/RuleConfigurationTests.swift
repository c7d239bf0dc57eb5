import NavLintCore
import Testing

/// A rule's options reach that rule, through its context, and no other rule.
struct RuleConfigurationTests {
    /// A route that cannot be encoded, on a path the project never saves.
    static let source = """
        enum Route: Hashable { case editor(onSave: () -> Void) 
            static func == (a: Route, b: Route) -> Bool { true }
            func hash(into hasher: inout Hasher) {}
        }
        struct Root: View {
            @State private var path: [Route] = []
            var body: some View {
                NavigationStack(path: $path) { Home().navigationDestination(for: Route.self) { _ in Text("") } }
            }
        }
        """

    /// The findings with `.navlint.json` text `json`, read by the configuration loader.
    func findings(_ json: String) throws -> [String] {
        let configuration = try ConfigurationLoader.load(path: ".navlint.json", bytes: Array(json.utf8), rootDirectory: "/project",
                                                         rules: RuleRegistry.all.map(\.description), reporters: Reporters.names)
        let project = ProjectIndex(files: [SourceFile(path: "Root.swift", text: Self.source)])
        return Linter(configuration: configuration).lint(project).map { "\($0.ruleID):\($0.line)" }
    }

    @Test func anOptionChangesItsRuleOnly() throws {
        let quiet = try findings("{}")
        #expect(!quiet.contains { $0.hasPrefix("route_not_codable") }, "nothing saves the path")
        let assumed = try findings(#"{"rules": {"route_not_codable": {"assumePathsSaved": true}}}"#)
        #expect(assumed.contains("route_not_codable:1"))
        #expect(assumed.filter { !$0.hasPrefix("route_not_codable") } == quiet.filter { !$0.hasPrefix("route_not_codable") },
                "other rules see the same project")
    }

    @Test func anOptionLeftOutIsItsDeclaredDefault() throws {
        let rule = try #require(RuleRegistry.rule(id: "route_not_codable")).description
        #expect(!RuleConfiguration(declared: rule.options).bool("assumePathsSaved"))
        #expect(RuleConfiguration().strings("anything") == [])
    }
}
