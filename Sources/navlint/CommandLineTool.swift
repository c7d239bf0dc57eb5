import NavLintCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Subcommand dispatch.
enum CommandLineTool {
    static let commands: [(name: String, summary: String)] = [
        ("lint", "Lint Swift files for navigation bugs (the default task)"),
        ("fix", "Apply the mechanical fixes (lint --fix), then lint again"),
        ("rules", "List the rules (--json for scripts), or write their docs with --markdown DIR"),
        ("explain", "Print the documentation of one rule"),
        ("init", "Write a minimal .navlint.json in the current directory"),
        ("schema", "Print the JSON Schema of .navlint.json"),
        ("version", "Print navlint's version"),
        ("graph", "Print the navigation map of PATHs as Graphviz DOT or Mermaid, findings in red"),
        ("dump-tokens", "Print every token and trivia piece of a file as JSON lines (debugging)"),
        ("dump-outline", "Print the declarations, calls and scopes navlint reads from a file (debugging)"),
        ("dump-navigation", "Print the builder units and stack trails navlint sees in PATHs (debugging)"),
        ("help", "Show help for navlint or one of its subcommands"),
    ]

    static func run(_ arguments: [String]) -> ExitCode {
        // As SwiftLint: `navlint`, `navlint --strict` and `navlint Sources` are `navlint lint …`.
        let arguments = defaultingToLint(arguments)
        let command = arguments[0]
        let rest = Array(arguments.dropFirst())
        do {
            if rest.contains("--help") || rest.contains("-h") {
                return try HelpCommand.run([command])
            }
            switch command {
            case "lint": return try LintCommand.run(rest)
            case "fix": return try LintCommand.run(["--fix"] + rest)
            case "rules": return try RulesCommand.run(rest)
            case "explain": return try ExplainCommand.run(rest)
            case "init": return try InitCommand.run(rest)
            case "schema":
                _ = try parseArguments(rest, ArgumentSpec(command: "schema"))
                Console.out(ConfigurationSchema.json())
                return .success
            case "version", "--version":
                _ = try parseArguments(rest, ArgumentSpec(command: "version"))
                Console.out("navlint \(NavLint.version)\n")
                return .success
            case "graph": return try GraphCommand.run(rest)
            case "dump-tokens": return try DumpCommands.tokens(rest)
            case "dump-outline": return try DumpCommands.outline(rest)
            case "dump-navigation": return try DumpCommands.navigation(rest)
            case "help", "--help", "-h": return try HelpCommand.run(rest)
            default:
                throw UsageError(message: "unknown subcommand '\(command)'"
                    + suggestion(for: command, among: commands.map(\.name)) + " (see 'navlint help')")
            }
        } catch let error as UsageError {
            Console.error("navlint: \(error.message)\n")
            return .usage
        } catch {
            Console.error("navlint: \(error)\n")
            return .usage
        }
    }

    /// The arguments with `lint` in front when they do not start with a subcommand:
    /// nothing, an option (`--strict`), or a path (one that exists, or has a `/` or `.`).
    /// A bare word that is none of these stays, to be reported as an unknown subcommand.
    static func defaultingToLint(_ arguments: [String]) -> [String] {
        guard let first = arguments.first else { return ["lint"] }
        if commands.contains(where: { $0.name == first }) || ["--help", "-h", "--version"].contains(first) {
            return arguments
        }
        var info = stat()
        if first.hasPrefix("-") || first.contains("/") || first.contains(".") || stat(first, &info) == 0 {
            return ["lint"] + arguments
        }
        return arguments
    }
}
