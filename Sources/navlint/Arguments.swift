import NavLintCore

/// A small, strict argument parser: every option is declared, anything
/// unknown is a usage error that names the closest valid spelling.
struct ArgumentSpec {
    var command: String
    /// Options without a value, e.g. `--strict`.
    var flags: [String] = []
    /// Options that take a value, e.g. `--reporter json` or `--reporter=json`.
    var valued: [String] = []
}

struct ParsedArguments {
    var positionals: [String] = []
    var flags: Set<String> = []
    var values: [String: String] = [:]

    func value(_ option: String) -> String? { values[option] }
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
        } else if spec.valued.contains(name) {
            if let inlineValue {
                parsed.values[name] = inlineValue
            } else if index < arguments.count {
                parsed.values[name] = arguments[index]
                index += 1
            } else {
                throw UsageError(message: "\(spec.command): option '\(name)' needs a value")
            }
        } else {
            let known = spec.flags + spec.valued + ["--help"]
            throw UsageError(message: "\(spec.command): unknown option '\(name)'" + suggestion(for: name, among: known))
        }
    }
    return parsed
}

/// "; did you mean '--strict'?" when a known name is close enough, else "".
func suggestion(for input: String, among candidates: [String]) -> String {
    closestName(to: input, among: candidates).map { "; did you mean '\($0)'?" } ?? ""
}
