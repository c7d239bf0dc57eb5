import DenseCorpus

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// navlint-bench: the measuring side of performance work. It prints figures;
// it never asserts on them (a timed test is flaky on a busy machine, a printed
// figure is something to compare). Scripts/bench drives it.

let usage = """
    usage: navlint-bench lexer [--repeat N] PATH...
               Read every .swift file under PATH into memory, then lex them all
               on one thread N times (default 5); print MB/s, tokens/s, lines/s.
           navlint-bench synth --lines N --out DIR [--seed S]
               Write a deterministic synthetic SwiftUI corpus of about N lines.
           navlint-bench dense --modules N --out DIR [--same-names yes]
           navlint-bench dense --stacks K --out DIR
               Write a corpus where navigation is dense: N feature modules of about
               1,400 lines that reuse the same member names (and with --same-names yes,
               the same type names too), or one module with K tabs.
           navlint-bench fresh-memory --megabytes N
               Touch N MB of memory this process never had, a page at a time; print
               the milliseconds it took (what the machine charges for a heap that size).
           navlint-bench memory DIR...
               Build each per-file part of a run (bytes, tokens, line tables, outlines) for
               every .swift file under DIR, one part at a time; print the resident MB each
               part adds (Linux), and the outlines' records by kind.
    """

func fail(_ message: String) -> Never {
    // write(2), not fputs(stderr): Swift 6 rejects the global `stderr` as shared mutable state.
    let text = Array("navlint-bench: \(message)\n".utf8)
    _ = text.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
    exit(2)
}

/// Splits `--name value` options from positional arguments; every option here takes a value.
func parseOptions(_ arguments: ArraySlice<String>, known: [String]) -> (options: [String: String], positional: [String]) {
    var options: [String: String] = [:]
    var positional: [String] = []
    var index = arguments.startIndex
    while index < arguments.endIndex {
        let argument = arguments[index]
        if argument.hasPrefix("--") {
            guard known.contains(argument) else { fail("unknown option \(argument)\n\(usage)") }
            guard index + 1 < arguments.endIndex else { fail("\(argument) needs a value") }
            options[argument] = arguments[index + 1]
            index += 2
        } else {
            positional.append(argument)
            index += 1
        }
    }
    return (options, positional)
}

func positiveInt(_ text: String?, option: String, default value: Int) -> Int {
    guard let text else { return value }
    guard let number = Int(text), number >= 1 else { fail("\(option) expects a whole number of at least 1, got '\(text)'") }
    return number
}

let arguments = Array(CommandLine.arguments.dropFirst())
switch arguments.first {
case "lexer":
    let (options, paths) = parseOptions(arguments.dropFirst(), known: ["--repeat"])
    guard !paths.isEmpty else { fail("lexer: give at least one PATH\n\(usage)") }
    let repeats = positiveInt(options["--repeat"], option: "--repeat", default: 5)
    LexerBench.run(paths: paths, repeats: repeats)
case "synth":
    let (options, extra) = parseOptions(arguments.dropFirst(), known: ["--lines", "--out", "--seed"])
    guard extra.isEmpty else { fail("synth: unexpected argument '\(extra[0])'") }
    guard let out = options["--out"] else { fail("synth: --out DIR is required") }
    let lines = positiveInt(options["--lines"], option: "--lines", default: 100_000)
    guard let seed = UInt64(options["--seed"] ?? "1") else { fail("synth: --seed expects a whole number") }
    let written = Synthesizer(targetLines: lines, seed: seed).write(to: out)
    print("synth: \(written.files) files, \(written.lines) lines, \(written.bytes) bytes in \(out)")
case "dense":
    let (options, extra) = parseOptions(arguments.dropFirst(), known: ["--modules", "--stacks", "--out", "--same-names"])
    guard extra.isEmpty else { fail("dense: unexpected argument '\(extra[0])'") }
    guard let out = options["--out"] else { fail("dense: --out DIR is required") }
    guard (options["--modules"] == nil) != (options["--stacks"] == nil) else { fail("dense: give --modules N or --stacks K") }
    let files = options["--modules"] != nil
        ? DenseModules.modules(positiveInt(options["--modules"], option: "--modules", default: 1),
                               sameNames: options["--same-names"] == "yes")
        : DenseModules.stacks(positiveInt(options["--stacks"], option: "--stacks", default: 1))
    let written = CorpusWriter.write(files, to: out)
    print("dense: \(written.files) files, \(written.lines) lines, \(written.bytes) bytes in \(out)")
case "fresh-memory":
    let (options, extra) = parseOptions(arguments.dropFirst(), known: ["--megabytes"])
    guard extra.isEmpty else { fail("fresh-memory: unexpected argument '\(extra[0])'") }
    FreshMemory.run(megabytes: positiveInt(options["--megabytes"], option: "--megabytes", default: 100))
case "memory":
    let paths = Array(arguments.dropFirst())
    guard !paths.isEmpty else { fail("memory: give at least one DIR\n\(usage)") }
    MemoryParts.run(paths: paths)
case "-h", "--help", "help", nil:
    print(usage)
default:
    fail("unknown command '\(arguments[0])'\n\(usage)")
}
