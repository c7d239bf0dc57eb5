import NavLintCore
import SwiftScanner

/// Debugging views of what navlint reads.
enum DumpCommands {
    static func tokens(_ arguments: [String]) throws -> ExitCode {
        let bytes = try readSingleFile(arguments, command: "dump-tokens")
        var out = ""
        out.reserveCapacity(bytes.count * 8)
        for piece in Lexer.lex(bytes).allPieces() {
            out += "{\"kind\": \"\(piece.kind.category)\", \"offset\": \(piece.offset), \"length\": \(piece.length)}\n"
        }
        Console.out(out)
        return .success
    }

    static func outline(_ arguments: [String]) throws -> ExitCode {
        let bytes = try readSingleFile(arguments, command: "dump-outline")
        Console.out(SourceFile(path: arguments[0], bytes: bytes).outlineDump() + "\n")
        return .success
    }

    /// The placement model of each project, as `lint` builds it (the configuration's files and
    /// navigation options); unreadable files are named on standard error and exit 3, as with `lint`.
    static func navigation(_ arguments: [String]) throws -> ExitCode {
        let parsed = try parseArguments(arguments, ArgumentSpec(command: "dump-navigation", flags: ["--follow-symlinks"],
                                                                valued: ["--config"]))
        let configuration = try ConfigurationLookup.load(explicitPath: parsed.value("--config"))
        var timings = PhaseTimings()
        let loaded = try SourceLoading.load(parsed.positionals, command: "dump-navigation", configuration: configuration,
                                            followSymlinks: parsed.has("--follow-symlinks"), jobs: 1, timings: &timings)
        let dumps = LintSession(configuration: configuration).index(loaded.projects).map { $0.navigation.dump() }
        Console.out(dumps.joined(separator: "\n") + "\n")
        return loaded.problems.isEmpty ? .success : .unreadableInput
    }

    static func readSingleFile(_ arguments: [String], command: String) throws -> [UInt8] {
        let parsed = try parseArguments(arguments, ArgumentSpec(command: command))
        guard parsed.positionals.count == 1, let path = parsed.positionals.first else {
            throw UsageError(message: "\(command): expected exactly one FILE")
        }
        switch FileReader.read(path) {
        case .success(let bytes): return bytes
        case .failure(let failure): throw UsageError(message: "\(command): cannot read \(path): \(failure.reason)")
        }
    }
}
