#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import NavLintCore
import SwiftScanner

/// How much resident memory each per-file part of a run takes: the parts a
/// lint run keeps until it exits, built here one part at a time over every
/// file (all files' bytes, then all their tokens, …), so the growth in
/// resident memory between two steps is that part's share.
///
/// Memory is time here: every page a run writes for the first time is a
/// fault (`fresh-memory` prints what one MB costs on this machine), and every
/// page it holds is freed by the kernel after it exits, before the shell sees
/// the exit. Resident memory is read from `/proc/self/statm` (Linux only; 0
/// elsewhere). Unlike a run, the lexer's arrays are kept here beside the
/// trimmed copy `SyntaxTokens` makes of them, so the first two token rows
/// overlap; the outline's own arrays are listed at their element sizes.
enum MemoryParts {
    static func run(paths: [String]) {
        let files = paths.flatMap { SwiftFiles.under($0) }
        guard !files.isEmpty else { fail("memory: no .swift files under \(paths.joined(separator: " "))") }
        var rows: [(String, Double)] = []
        var last = residentMB()
        func mark(_ part: String) {
            let now = residentMB()
            rows.append((part, now - last))
            last = now
        }
        let bytes = files.map(LexerBench.readFile)
        mark("source bytes")
        let lexed = bytes.map { Lexer.lex($0, trivia: .commentsOnly) }
        mark("lexer output (tokens and comments)")
        let tokens = zip(bytes, lexed).map { SyntaxTokens(bytes: $0, lexed: $1.tokens) }
        mark("syntax tokens (trimmed copy, brackets)")
        let lines = bytes.map(LineTable.init)
        mark("line tables")
        let outlines = tokens.map(Outline.init)
        mark("outlines")
        withExtendedLifetime((lexed, lines)) {
            let sourceMB = Double(bytes.reduce(0) { $0 + $1.count }) / 1e6
            print("\(files.count) files, \(fixed(sourceMB, 1)) MB of source")
            for (part, megabytes) in rows { print("\(part.padding(to: 40)) \(fixed(megabytes, 1)) MB") }
            print("of which the outlines' records:")
            var recordsMB = 0.0
            for (record, count, stride) in outlineRecords(outlines) {
                let megabytes = Double(count * stride) / 1e6
                recordsMB += megabytes
                print("  \(record.padding(to: 38)) \(fixed(megabytes, 1)) MB (\(count) x \(stride) B)")
            }
            let rest = (rows.last?.1 ?? 0) - recordsMB
            print("  \("the rest (strings, lists, call index)".padding(to: 38)) \(fixed(rest, 1)) MB")
        }
    }

    /// Each kind of record the outlines hold: how many, and the bytes of each.
    private static func outlineRecords(_ outlines: [Outline]) -> [(String, Int, Int)] {
        func total(_ count: (Outline) -> Int) -> Int { outlines.reduce(0) { $0 + count($1) } }
        return [
            ("calls", total { $0.calls.count }, MemoryLayout<CallSite>.stride),
            ("arguments", total { o in o.calls.indices.reduce(0) { $0 + o.arguments(of: $1).count } },
             MemoryLayout<Argument>.stride),
            ("trailing closures", total { o in o.calls.indices.reduce(0) { $0 + o.trailingClosures(of: $1).count } },
             MemoryLayout<TrailingClosure>.stride),
            ("scopes", total { $0.scopes.count }, MemoryLayout<Scope>.stride),
            ("properties", total { $0.properties.count }, MemoryLayout<PropertyDeclaration>.stride),
            ("functions", total { $0.functions.count }, MemoryLayout<FunctionDeclaration>.stride),
            ("types", total { $0.types.count }, MemoryLayout<TypeDeclaration>.stride),
            ("enum cases", total { $0.enumCases.count }, MemoryLayout<EnumCaseDeclaration>.stride),
        ]
    }

    /// Resident memory in MB (10^6 bytes).
    static func residentMB() -> Double {
        // statm: size, resident, … in pages.
        let fields = String(decoding: LexerBench.readFileIfPresent("/proc/self/statm") ?? [], as: UTF8.self)
            .split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
        return Double(pages * Int(sysconf(Int32(_SC_PAGESIZE)))) / 1e6
    }
}
