import NavLintCore

/// `navlint explain RULE`: prints the rule's documentation.
enum ExplainCommand {
    static func run(_ arguments: [String]) throws -> ExitCode {
        let parsed = try parseArguments(arguments, ArgumentSpec(command: "explain"))
        guard parsed.positionals.count == 1, let id = parsed.positionals.first else {
            throw UsageError(message: "explain: expected one rule id (see `navlint rules`)")
        }
        guard let rule = RuleRegistry.rule(id: id) else {
            throw UsageError(message: "explain: unknown rule '\(id)'"
                + suggestion(for: id, among: RuleRegistry.all.map(\.description.id)) + " (see `navlint rules`)")
        }
        Console.out(RuleDocumentation.markdown(for: rule.description))
        return .success
    }
}
