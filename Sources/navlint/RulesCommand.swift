import NavLintCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

enum RulesCommand {
    static func run(_ arguments: [String]) throws -> ExitCode {
        let spec = ArgumentSpec(command: "rules", flags: ["--json"] + RuleSelection.flags, valued: ["--markdown", "--config"],
                                repeated: RuleSelection.repeated, commaSeparated: RuleSelection.commaSeparated)
        let parsed = try parseArguments(arguments, spec)
        guard parsed.positionals.isEmpty else {
            throw UsageError(message: "rules: unexpected argument '\(parsed.positionals[0])'")
        }
        if let directory = parsed.value("--markdown") {
            return try writeDocs(to: directory)
        }
        // What runs here: the nearest .navlint.json (or --config) and the selection flags, as lint reads them.
        var configuration = try ConfigurationLookup.load(explicitPath: parsed.value("--config"))
        try RuleSelection.apply(parsed, to: &configuration, command: "rules")
        let rules = RuleRegistry.descriptions
        if parsed.has("--json") {
            let entries = rules.map { rule in
                "  {\"id\": \(JSONText.quote(rule.id)), \"name\": \(JSONText.quote(rule.name)), "
                    + "\"severity\": \"\(rule.severity.rawValue)\", \"optIn\": \(rule.isOptIn), "
                    + "\"enabled\": \(configuration.severity(of: rule) != nil), "
                    + "\"configuredSeverity\": \(configuration.severity(of: rule).map { "\"\($0.rawValue)\"" } ?? "null"), "
                    + "\"summary\": \(JSONText.quote(rule.summary)), "
                    + "\"options\": [\(rule.options.map { JSONText.quote($0.name) }.joined(separator: ", "))]}"
            }
            Console.out("[\n" + entries.joined(separator: ",\n") + "\n]\n")
            return .success
        }
        Console.out(table(rules, configuration))
        return .success
    }

    /// Each rule with what runs under `configuration`: its severity there, or `off`, and
    /// `*` where that differs from the rule's default; opt-in rules listed apart.
    static func table(_ rules: [RuleDescription], _ configuration: Configuration) -> String {
        let width = (rules.map(\.id.count).max() ?? 0) + 2
        func lines(_ rules: [RuleDescription]) -> String {
            rules.map { rule in
                let effective = configuration.severity(of: rule)
                let byDefault: Severity? = rule.isOptIn ? nil : rule.severity
                let mark = effective == byDefault ? " " : "*"
                return rule.id.padding(to: width) + ((effective?.rawValue ?? "off") + mark).padding(to: 10) + rule.summary + "\n"
            }.joined()
        }
        let on = rules.filter { configuration.severity(of: $0) != nil }.count
        var out = "\(on) of \(rules.count) rules on with \(configuration.path ?? "the defaults (no .navlint.json)")"
        out += "; * differs from the default\n\n"
        out += lines(rules.filter { !$0.isOptIn })
        let optIn = rules.filter(\.isOptIn)
        if let first = optIn.first {
            out += "\nOpt-in, off unless .navlint.json turns them on (\"opt_in_rules\": [\"\(first.id)\"]):\n"
            out += lines(optIn)
        }
        return out
    }

    static func writeDocs(to directory: String) throws -> ExitCode {
        mkdir(directory, 0o755)
        for rule in RuleRegistry.all.map(\.description) {
            let path = directory + "/" + RuleDocumentation.fileName(for: rule)
            guard let handle = fopen(path, "w") else {
                throw UsageError(message: "rules: cannot write \(path): \(String(cString: strerror(errno)))")
            }
            fputs(RuleDocumentation.markdown(for: rule), handle)
            fclose(handle)
        }
        Console.error("navlint: wrote \(RuleRegistry.all.count) rule docs to \(directory)\n")
        return .success
    }
}
