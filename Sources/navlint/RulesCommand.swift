import NavLintCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

enum RulesCommand {
    static func run(_ arguments: [String]) throws -> ExitCode {
        let parsed = try parseArguments(arguments, ArgumentSpec(command: "rules", flags: ["--json"], valued: ["--markdown"]))
        guard parsed.positionals.isEmpty else {
            throw UsageError(message: "rules: unexpected argument '\(parsed.positionals[0])'")
        }
        if let directory = parsed.value("--markdown") {
            return try writeDocs(to: directory)
        }
        let rules = RuleRegistry.all.map(\.description)
        if parsed.has("--json") {
            let entries = rules.map { rule in
                "  {\"id\": \(JSONText.quote(rule.id)), \"name\": \(JSONText.quote(rule.name)), "
                    + "\"severity\": \"\(rule.severity.rawValue)\", \"optIn\": \(rule.isOptIn), \"summary\": \(JSONText.quote(rule.summary)), "
                    + "\"options\": [\(rule.options.map { JSONText.quote($0.name) }.joined(separator: ", "))]}"
            }
            Console.out("[\n" + entries.joined(separator: ",\n") + "\n]\n")
            return .success
        }
        let width = (rules.map(\.id.count).max() ?? 0) + 2
        func lines(_ rules: [RuleDescription]) -> String {
            rules.map { $0.id.padding(to: width) + $0.severity.rawValue.padding(to: 9) + $0.summary + "\n" }.joined()
        }
        var out = lines(rules.filter { !$0.isOptIn })
        let optIn = rules.filter(\.isOptIn)
        if let first = optIn.first {
            out += "\nOpt-in, off unless .navlint.json turns them on (\"rules\": {\"\(first.id)\": \"warning\"}):\n"
            out += lines(optIn)
        }
        Console.out(out)
        return .success
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
