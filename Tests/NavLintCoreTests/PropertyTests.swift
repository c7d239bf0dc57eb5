import Foundation
import NavLintCore
import SeededRandom
import SwiftScanner
import Testing

// "No input crashes it", as seeded, reproducible properties: random and
// mutated inputs go through the whole pipeline (lexer, SourceFile,
// ProjectIndex, every rule). A crash kills the test process, so set
// NAVLINT_PROPERTY_TRACE=1 to print each input's round before it runs; the
// seeds make the failing round come back on every run.

/// Seeded, so every run draws the same inputs.
typealias PropertyRandom = SplitMix64

let propertyTrace = ProcessInfo.processInfo.environment["NAVLINT_PROPERTY_TRACE"] != nil

func trace(_ message: @autoclosure () -> String) {
    if propertyTrace { print("property: \(message())") }
}

/// The lexer's lossless contract: non-empty pieces tiling the input from byte 0
/// to its end. (The SwiftScanner tests' helper lives in another test target.)
func losslessProblem(_ bytes: [UInt8]) -> String? {
    var expected = 0
    for piece in Lexer.lex(bytes, trivia: .all).allPieces() {
        if piece.length == 0 { return "empty \(piece.kind) piece at \(piece.offset)" }
        if piece.start != expected { return "gap or overlap at \(expected): next piece starts at \(piece.start)" }
        expected = piece.end
    }
    return expected == bytes.count ? nil : "pieces end at \(expected) of \(bytes.count)"
}

/// Lints `files` as one project with every rule, expecting each finding and
/// related location to point at a line and column inside a file of the project.
@discardableResult
func lintChecked(_ files: [(path: String, bytes: [UInt8])], _ context: @autoclosure () -> String = "") -> [Finding] {
    let sources = files.map { SourceFile(path: $0.path, bytes: $0.bytes) }
    let findings = Linter().lint(ProjectIndex(files: sources))
    var lineCounts: [String: Int] = [:]
    for file in sources { lineCounts[file.path] = file.lines.lineCount }
    func inside(_ file: String, _ line: Int, _ column: Int) -> Bool {
        guard let count = lineCounts[file] else { return false }
        return line >= 1 && line <= count && column >= 1
    }
    for finding in findings {
        #expect(inside(finding.file, finding.line, finding.column), "\(context()): \(finding)")
        for related in finding.related {
            #expect(inside(related.file, related.line, related.column), "\(context()): \(finding.ruleID) note \(related)")
        }
    }
    return findings
}

struct PropertyTests {
    /// Swift's special characters, as in the lexer's coverage test, plus whole
    /// fragments the outline and the navigation model key on, so random inputs
    /// also reach declarations, calls and the rules rather than only the lexer.
    static let punctuation = Array("\"#/\\*(){}[]`$@'.:,;\n\r\t a1_é😀<>=!?-+&|".utf8)
    static let fragments: [[UInt8]] = [
        "struct ", "class ", "enum ", "case ", "extension ", "func ", "init(", "var ", "let ", "static ", "@State ",
        "@Observable ", "var body: some View ", ": View ", ": Hashable", "NavigationStack", "NavigationView",
        "NavigationLink(", "value:", "destination:", "path:", "$path", ".navigationDestination(for: ", ".self",
        ".sheet(item: ", "List {", "ForEach(", "TabView {", "append(", "removeLast()", "try! ", "\"\"\"", "#\"",
        "\\(", "#/", "/*", "*/", "//", "#if ", "#endif", "// navlint:disable:next ", "\n}\n",
    ].map { Array($0.utf8) }

    static func randomInput(_ random: inout PropertyRandom) -> [UInt8] {
        var bytes: [UInt8] = []
        for _ in 0..<random.int(in: 0...48) {
            switch random.int(in: 0..<4) {
            case 0, 1: bytes.append(random.element(of: punctuation))
            case 2: bytes += random.element(of: fragments)
            default: bytes.append(random.byte(in: 0...255))
            }
        }
        return bytes
    }

    /// 4 × 2,500 = 10,000 inputs, in four cases so Swift Testing runs them in parallel.
    @Test(arguments: 0..<4)
    func randomInputsLexLosslesslyAndLint(_ chunk: Int) {
        var random = PropertyRandom(seed: 0xF022_0000 + UInt64(chunk))
        for round in 0..<2_500 {
            let bytes = Self.randomInput(&random)
            trace("random chunk \(chunk) round \(round): \(bytes)")
            if let problem = losslessProblem(bytes) {
                Issue.record("chunk \(chunk) round \(round), bytes \(bytes): \(problem)")
                return
            }
            lintChecked([("Random.swift", bytes)], "chunk \(chunk) round \(round), bytes \(bytes)")
        }
    }

    // MARK: Mutations of the corpus

    static let corpusRoot = packageRoot.appendingPathComponent("TestCorpus")

    static var apps: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: corpusRoot.path)) ?? []
        return names.filter { !$0.hasPrefix(".") }.sorted()
    }

    static func appFiles(_ app: String) throws -> [(path: String, bytes: [UInt8])] {
        let root = corpusRoot.appendingPathComponent(app)
        var files: [(path: String, bytes: [UInt8])] = []
        let enumerator = FileManager.default.enumerator(atPath: root.path)
        while let relative = enumerator?.nextObject() as? String {
            guard relative.hasSuffix(".swift") else { continue }
            let bytes = [UInt8](try Data(contentsOf: root.appendingPathComponent(relative)))
            files.append(("TestCorpus/\(app)/\(relative)", bytes))
        }
        return files.sorted { $0.path < $1.path }
    }

    /// What an editor session leaves behind: unbalanced delimiters, half-typed
    /// strings and comments, code moved around.
    static let insertions: [[UInt8]] = ["\"", "#", "/", "{", "}", "(", "\"\"\"", "\\("].map { Array($0.utf8) }

    /// A random range of `bytes`: usually a few tokens, sometimes a whole
    /// declaration or more.
    static func randomRange(in count: Int, _ random: inout PropertyRandom) -> Range<Int> {
        let start = random.int(in: 0...count)
        let longest = random.bool() ? 16 : 1_024
        return start..<min(count, start + random.int(in: 0...longest))
    }

    static func mutate(_ bytes: [UInt8], _ random: inout PropertyRandom) -> (bytes: [UInt8], steps: [String]) {
        var bytes = bytes
        var steps: [String] = []
        for _ in 0..<random.int(in: 1...3) {
            switch random.int(in: 0..<4) {
            case 0:
                let range = randomRange(in: bytes.count, &random)
                bytes.removeSubrange(range)
                steps.append("delete \(range)")
            case 1:
                let range = randomRange(in: bytes.count, &random)
                bytes.insert(contentsOf: bytes[range], at: range.upperBound)
                steps.append("duplicate \(range)")
            case 2:
                let a = randomRange(in: bytes.count, &random), b = randomRange(in: bytes.count, &random)
                let (first, second) = a.lowerBound <= b.lowerBound ? (a, b) : (b, a)
                guard first.upperBound <= second.lowerBound else { continue } // overlapping: no swap
                bytes = Array(bytes[..<first.lowerBound]) + bytes[second] + bytes[first.upperBound..<second.lowerBound]
                    + bytes[first] + bytes[second.upperBound...]
                steps.append("swap \(first) \(second)")
            default:
                let text = random.element(of: insertions)
                let at = random.int(in: 0...bytes.count)
                bytes.insert(contentsOf: text, at: at)
                steps.append("insert \(String(decoding: text, as: UTF8.self)) at \(at)")
            }
        }
        return (bytes, steps)
    }

    /// Four mutants of every corpus file (about 280 in all), each linted alone
    /// and in place of the original within its app's project.
    @Test(arguments: apps)
    func corpusMutantsLexLosslesslyAndLint(_ app: String) throws {
        let files = try Self.appFiles(app)
        #expect(!files.isEmpty)
        var random = PropertyRandom(seed: app.utf8.reduce(0xC0FFEE) { $0 &* 31 &+ UInt64($1) })
        for (index, file) in files.enumerated() {
            for round in 0..<4 {
                let (mutant, steps) = Self.mutate(file.bytes, &random)
                let context = "\(file.path) mutant \(round): \(steps.joined(separator: ", "))"
                trace(context)
                if let problem = losslessProblem(mutant) {
                    Issue.record("\(context): \(problem)")
                    continue
                }
                lintChecked([(file.path, mutant)], context)
                var project = files
                project[index].bytes = mutant
                lintChecked(project, "\(context), in its project")
            }
        }
    }

    /// The mutator really mutates: otherwise the test above would pass vacuously.
    @Test func mutantsDifferFromTheirOriginals() throws {
        let original = try Self.appFiles(try #require(Self.apps.first)).first!.bytes
        var random = PropertyRandom(seed: 1)
        let changed = (0..<50).filter { _ in Self.mutate(original, &random).bytes != original }.count
        #expect(changed >= 40)
    }
}
