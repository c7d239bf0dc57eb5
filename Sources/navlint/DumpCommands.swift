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

    static func navigation(_ arguments: [String]) throws -> ExitCode {
        let parsed = try parseArguments(arguments, ArgumentSpec(command: "dump-navigation"))
        let discovered = try Discovery().files(in: parsed.positionals.isEmpty ? ["."] : parsed.positionals)
        var files: [SourceFile] = []
        for file in discovered {
            if case .success(let bytes) = FileReader.read(file.openPath) {
                files.append(SourceFile(path: file.displayPath, bytes: bytes))
            }
        }
        Console.out(NavigationModel(files: files).dump() + "\n")
        return .success
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
