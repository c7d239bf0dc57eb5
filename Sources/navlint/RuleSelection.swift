import NavLintCore

/// `--only-rule ID` (repeatable, or `a,b`) and `--enable-all-rules`: the command
/// line's say over which rules run, on top of `.navlint.json`'s `only_rules`,
/// `disabled_rules` and `opt_in_rules`. `lint`, `graph` and `rules` take them.
enum RuleSelection {
    static let flags = ["--enable-all-rules"]
    static let repeated = ["--only-rule"]
    static let commaSeparated: Set<String> = ["--only-rule"]

    static func apply(_ parsed: ParsedArguments, to configuration: inout Configuration, command: String) throws {
        if let only = parsed.list("--only-rule") {
            let ids = RuleRegistry.descriptions.map(\.id)
            for id in only where !ids.contains(id) {
                throw UsageError(message: "\(command): unknown rule id '\(id)'" + suggestion(for: id, among: ids)
                    + " (see 'navlint rules')")
            }
            configuration.onlyRules = Set(only)
        }
        if parsed.has("--enable-all-rules") {
            if parsed.list("--only-rule") != nil {
                throw UsageError(message: "\(command): --only-rule and --enable-all-rules contradict each other")
            }
            configuration.enableAllRules = true
        }
    }
}
