import NavLintCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `navlint init`: writes a minimal, valid `.navlint.json` in the working directory.
enum InitCommand {
    static let template = """
        {
          "$schema": "https://raw.githubusercontent.com/navlint/navlint/main/navlint.schema.json",
          "exclude": ["**/Generated", "**/*.generated.swift"],
          "rules": {
            "navigation_view_deprecated": "warning"
          }
        }

        """

    static func run(_ arguments: [String]) throws -> ExitCode {
        let parsed = try parseArguments(arguments, ArgumentSpec(command: "init", flags: ["--force"]))
        guard parsed.positionals.isEmpty else { throw UsageError(message: "init: unexpected argument '\(parsed.positionals[0])'") }
        let path = ConfigurationLookup.fileName
        var info = stat()
        if stat(path, &info) == 0 && !parsed.has("--force") {
            throw UsageError(message: "init: \(path) already exists (use --force to overwrite)")
        }
        try ReportFile(path: path).commit(template)
        Console.out("""
            Wrote \(path). Rule docs: `navlint rules` lists the rules, `navlint explain RULE` prints one,
            and `navlint rules --markdown DIR` writes every page (Rules/<id>.md, as shipped with navlint).
            Editors validate the file with navlint.schema.json; `navlint lint` picks it up from here or any folder below.

            """)
        return .success
    }
}
