import NavLintCore

/// A small, strict argument parser: every option is declared, anything
/// unknown is a usage error that names the closest valid spelling.
struct ArgumentSpec {
    var command: String
    /// Options without a value, e.g. `--strict`.
    var flags: [String] = []
    /// Options that take a value, e.g. `--reporter json` or `--reporter=json`.
    var valued: [String] = []
    /// Options that take a value and may be given again, each adding to a list
    /// (`--only-rule a --only-rule b`).
    var repeated: [String] = []
    /// Repeated options whose values are lists themselves (`--only-rule a,b`); paths are not.
    var commaSeparated: Set<String> = []
}

struct ParsedArguments {
    var positionals: [String] = []
    var flags: Set<String> = []
    var values: [String: String] = [:]
    var lists: [String: [String]] = [:]

    func value(_ option: String) -> String? { values[option] }
    /// Every value of a repeatable option, commas split; nil when it was not given.
    func list(_ option: String) -> [String]? { lists[option] }
    func has(_ flag: String) -> Bool { flags.contains(flag) }
}

func parseArguments(_ arguments: [String], _ spec: ArgumentSpec) throws -> ParsedArguments {
    var parsed = ParsedArguments()
    var index = 0
    var optionsEnded = false
    while index < arguments.count {
        let argument = arguments[index]
        index += 1
        if optionsEnded || !argument.hasPrefix("-") || argument == "-" {
            parsed.positionals.append(argument)
            continue
        }
        if argument == "--" { optionsEnded = true; continue }
        var name = argument
        var inlineValue: String?
        if let equals = argument.firstIndex(of: "=") {
            name = String(argument[..<equals])
            inlineValue = String(argument[argument.index(after: equals)...])
        }
        if spec.flags.contains(name) {
            guard inlineValue == nil else { throw UsageError(message: "\(spec.command): option '\(name)' takes no value") }
            parsed.flags.insert(name)
        } else if spec.valued.contains(name) || spec.repeated.contains(name) {
            let value: String
            if let inlineValue {
                value = inlineValue
            } else if index < arguments.count {
                value = arguments[index]
                index += 1
            } else {
                throw UsageError(message: "\(spec.command): option '\(name)' needs a value")
            }
            if spec.repeated.contains(name) {
                parsed.lists[name, default: []] += spec.commaSeparated.contains(name)
                    ? value.split(separator: ",").map(String.init) : [value]
            } else {
                parsed.values[name] = value
            }
        } else {
            let known = spec.flags + spec.valued + spec.repeated + ["--help"]
            throw UsageError(message: "\(spec.command): unknown option '\(name)'" + suggestion(for: name, among: known))
        }
    }
    return parsed
}

/// "; did you mean '--strict'?" when a known name is close enough, else "".
func suggestion(for input: String, among candidates: [String]) -> String {
    closestName(to: input, among: candidates).map { "; did you mean '\($0)'?" } ?? ""
}
