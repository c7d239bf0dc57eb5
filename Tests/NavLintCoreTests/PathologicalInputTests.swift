import Foundation
import NavLintCore
import SwiftScanner
import Testing

// Inputs built to break a lexer or a parser: extreme depth and size, literals
// cut off by the end of the file, bytes that are not UTF-8, odd line endings.
// Each must finish, lex losslessly and lint (every rule); where a finding is
// still expected its line must be right; where the cost could blow up, twice
// the input may take at most three times as long.

/// A view with a `NavigationView` on line 3, column 9: a finding to look for
/// after the rest of the file has been made hostile.
let navigationViewOnLine3 = "struct Root: View {\n    var body: some View {\n        NavigationView { Text(\"a\") }\n    }\n}\n"

/// The navigation_view_deprecated findings of a one-file project, as (line, column).
/// (Inputs are lexed and checked outside `#expect`, which would otherwise
/// capture and may describe a multi-megabyte argument.)
func navigationViewFindings(_ bytes: [UInt8]) -> [[Int]] {
    let problem = losslessProblem(bytes)
    #expect(problem == nil)
    return lintChecked([("Pathological.swift", bytes)])
        .filter { $0.ruleID == "navigation_view_deprecated" }.map { [$0.line, $0.column] }
}

func lintPathological(_ bytes: [UInt8]) {
    let problem = losslessProblem(bytes)
    #expect(problem == nil)
    lintChecked([("Pathological.swift", bytes)])
}

func seconds(_ body: () -> Void) -> Double {
    let duration = ContinuousClock().measure(body)
    return Double(duration.components.seconds) + Double(duration.components.attoseconds) * 1e-18
}

/// Lints `make(size)` and `make(2 * size)` and expects the larger to take less
/// than three times as long: a quadratic step would take four. Each is timed
/// three times, interleaved, and the fastest run kept, so a burst of load from
/// other processes (the other tests run alongside) cannot fake a blow-up; times
/// under 50 ms count as 50 ms, so timer noise on tiny inputs cannot either.
/// A ratio over three is measured again, up to three rounds in all: the other
/// tests kept both cores busy through all three runs of one size now and then
/// (stop 38 saw it fail once), and a quadratic step fails every round.
func expectLinear(_ name: String, size: Int, _ make: (Int) -> [UInt8]) {
    let small = make(size), large = make(2 * size)
    var measured = ""
    for _ in 0..<3 {
        var smallTime = Double.infinity, largeTime = Double.infinity
        for _ in 0..<3 {
            smallTime = min(smallTime, seconds { lintPathological(small) })
            largeTime = min(largeTime, seconds { lintPathological(large) })
        }
        let ratio = max(largeTime, 0.05) / max(smallTime, 0.05)
        if ratio < 3 { return }
        measured += " \(size) took \(smallTime)s, \(2 * size) took \(largeTime)s (ratio \(ratio));"
    }
    Issue.record("\(name): three rounds over a ratio of 3:\(measured)")
}

func repeated(_ text: String, _ count: Int) -> [UInt8] {
    let unit = Array(text.utf8)
    var bytes: [UInt8] = []
    bytes.reserveCapacity(unit.count * count)
    for _ in 0..<count { bytes += unit }
    return bytes
}

struct PathologicalInputTests {
    // MARK: Depth

    /// 100,000 levels, balanced (so bracket matching, scopes and the outline's
    /// call tree are as deep as they get) and unclosed; the nested calls with
    /// trailing closures are what view builders look like at depth. Nested
    /// calls `f(f(…))` were quadratic (the current scope was found by walking
    /// the frame stack): 20,000 levels took 49 s in a debug build.
    @Test(arguments: [("{", "}"), ("(", ")"), ("[", "]"), ("VStack {", "}"), ("f(", ")")])
    func deepNestingFinishesInLinearTime(_ open: String, _ close: String) {
        expectLinear("balanced \(open)", size: 10_000) { repeated(open, $0) + repeated(close, $0) }
        lintPathological(repeated(open, 100_000) + repeated(close, 100_000))
        lintPathological(repeated(open, 100_000))
        lintPathological(repeated(close, 100_000))
    }

    @Test func nestedInterpolationsFinishInLinearTime() {
        expectLinear("nested interpolations", size: 10_000) { repeated("\"\\(", $0) + Array("x".utf8) + repeated(")\"", $0) }
        lintPathological(repeated("\"\\(", 20_000))
        lintPathological(repeated("\"\"\"\n\\(", 20_000))
    }

    /// Views that push themselves, directly and through another view: following
    /// the trail from stack to pushed view must not loop.
    @Test func viewsThatPushThemselvesFinish() {
        let source = """
            struct A: View { var body: some View { NavigationStack { NavigationLink("a") { A() }; B() } } }
            struct B: View { var body: some View { NavigationLink("c") { C() } } }
            struct C: View { var body: some View { NavigationStack { NavigationLink("b") { B() } } } }
            """
        lintPathological(Array(source.utf8))
    }

    // MARK: Literals cut off by the end of the file

    @Test(arguments: [
        ("string", "let s = \"abc"),
        ("raw string", "let s = ##\"abc\"#"),
        ("multi-line string", "let s = \"\"\"\nabc\n\"\""),
        ("raw multi-line string", "let s = #\"\"\"\nabc\n\"\"\""),
        ("interpolation", "let s = \"a \\(b + (c"),
        ("block comment", "/* a /* b */ c"),
        ("extended regex", "let r = #/abc"),
        ("multi-line regex", "let r = #/\nabc\n"),
        ("bare regex", "let r = /abc"),
        ("backtick", "let `x"),
        ("initializer", "let x ="),
        ("declaration", "struct"),
        ("call", "NavigationStack(path: $p) {"),
    ])
    func unterminatedConstructAtEndOfFile(_ name: String, _ tail: String) {
        let found = navigationViewFindings(Array((navigationViewOnLine3 + tail).utf8))
        #expect(found == [[3, 9]], "\(name)")
    }

    // MARK: Size

    /// 10 MB on one line, with a deprecated stack every 100 KB: columns in the
    /// millions, a line table of one entry, 100 findings on the same huge line.
    /// Lints once, without the separate lexer check, to keep a debug run near 15 s.
    @Test func tenMegabyteSingleLine() {
        let unit = "let v = f(a, [1, 2]) + \"some text to make the line long\"; "
        let view = Array("struct Root: View { var body: some View { NavigationView { Text(\"a\") } } }; ".utf8)
        let filler = repeated(unit, (100_000 - view.count) / unit.utf8.count)
        var bytes: [UInt8] = []
        var columns: [[Int]] = []
        for _ in 0..<100 {
            bytes += filler
            columns.append([1, bytes.count + 43]) // `NavigationView` is at byte 42 of `view`
            bytes += view
        }
        let file = SourceFile(path: "Long.swift", bytes: bytes)
        let found = Linter().lint(ProjectIndex(files: [file]))
            .filter { $0.ruleID == "navigation_view_deprecated" }.map { [$0.line, $0.column] }
        #expect(bytes.count > 9_900_000)
        #expect(found == columns)
    }

    /// Many findings on one long line (minified or generated code): each
    /// finding once copied the whole line for its `lineText`, which made this
    /// quadratic in time and memory (8,000 findings on a 600 KB line took 18 s
    /// and 4.8 GB in a release build).
    @Test func manyFindingsOnOneLongLineInLinearTime() {
        let view = "struct Root: View { var body: some View { NavigationView { Text(\"a\") } } }; "
        expectLinear("findings on one line", size: 2_500) { repeated(view, $0) }
    }

    /// A large ordinary file: many small views, each with a deprecated stack,
    /// all reported, and twice the size costs at most three times as much.
    /// (1 MB of views keeps a debug build near ten seconds; the 50 MB file is
    /// the next test.)
    @Test func largeFileIsLintedInLinearTime() {
        let view = """
            struct Screen: View {
                @State private var path = NavigationPath()
                var body: some View {
                    NavigationView { List { NavigationLink("Row", value: 1) } }
                }
            }

            """
        let copies = 1_000_000 / view.utf8.count
        let findings = navigationViewFindings(repeated(view, copies))
        #expect(findings.count == copies)
        #expect(findings.last == [4 + 6 * (copies - 1), 9]) // six lines a view
        expectLinear("large file", size: copies / 4) { repeated(view, $0) }
    }

    /// 50 MB: a generated resource file, a base64 blob in a multi-line string
    /// (as asset and font embedding tools write them), with a view after it.
    /// The blob is one string segment per line, so the lexer and the line
    /// table see every byte while the outline and rules see few tokens; the
    /// finding after 660,000 lines is still on the right line.
    @Test func fiftyMegabyteFile() {
        let line = Array("QUJDREVGR0hJSktMTU5PUFFSU1RVVldYWVphYmNkZWZnaGlqa2xtbm9wcXJzdHV2d3h5ejAxMjM0NTY3\n".utf8)
        let lineCount = 50_000_000 / line.count
        var bytes = Array("enum EmbeddedFont {\n    static let base64 = \"\"\"\n".utf8)
        bytes.reserveCapacity(lineCount * line.count + 1_000)
        for _ in 0..<lineCount { bytes += line }
        bytes += Array("    \"\"\"\n}\n".utf8)
        let viewLine = 2 + lineCount + 2 + 3 // header, blob, closers, then the view's third line
        bytes += Array(navigationViewOnLine3.utf8)
        #expect(bytes.count > 50_000_000)
        let file = SourceFile(path: "EmbeddedFont.swift", bytes: bytes)
        let found = Linter().lint(ProjectIndex(files: [file]))
            .filter { $0.ruleID == "navigation_view_deprecated" }.map { [$0.line, $0.column] }
        #expect(found == [[viewLine, 9]])
    }

    /// A 1 MB identifier, as a type name, a call and a member.
    @Test func megabyteIdentifier() {
        let name = String(repeating: "a", count: 1_000_000)
        let source = "struct \(name): View {\n    var body: some View {\n        NavigationView { \(name)().\(name) }\n    }\n}\n"
        let found = navigationViewFindings(Array(source.utf8))
        #expect(found == [[3, 9]])
    }

    // MARK: Bytes that are not UTF-8 Swift

    @Test func nulBytes() {
        // NUL is whitespace to the lexer: between tokens it changes nothing.
        let source = navigationViewOnLine3.replacingOccurrences(of: " ", with: "\0").replacingOccurrences(of: "\"a\"", with: "\"\0\"")
        let found = navigationViewFindings(Array(source.utf8))
        #expect(found == [[3, 9]])
        lintPathological([UInt8](repeating: 0, count: 1_000_000))
    }

    @Test func invalidUTF8() {
        // Overlong, surrogate, out-of-range, stray continuation and truncated
        // sequences: a line of them first, then in a comment, in a string and
        // after the last brace. The finding moves down one line, to 4:9.
        let junk: [UInt8] = [0xC0, 0xAF, 0xED, 0xA0, 0x80, 0xF4, 0x90, 0x80, 0x80, 0x80, 0xFF, 0xE2, 0x82]
        var bytes = junk + [0x0A] + Array("struct Root: View { // ".utf8) + junk + [0x0A]
        bytes += Array("    var body: some View { \"".utf8) + junk + [0x22, 0x0A]
        bytes += Array("        NavigationView { Text(\"a\") }\n    }\n}\n".utf8) + junk
        let found = navigationViewFindings(bytes)
        #expect(found == [[4, 9]])
        var random = PropertyRandom(seed: 0xBAD)
        lintPathological((0..<1_000_000).map { _ in random.byte(in: 0x80...0xFF) })
    }

    /// Read as UTF-8 a UTF-16 file is letters separated by NULs: it must lint
    /// (to nothing useful) without crashing, in either byte order.
    @Test func utf16WithByteOrderMark() {
        let units = Array(navigationViewOnLine3.utf16)
        let littleEndian: [UInt8] = [0xFF, 0xFE] + units.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        let bigEndian: [UInt8] = [0xFE, 0xFF] + units.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
        lintPathological(littleEndian)
        lintPathological(bigEndian)
        // A UTF-8 byte-order mark, though, is whitespace: the file lints as usual.
        let found = navigationViewFindings([0xEF, 0xBB, 0xBF] + Array(navigationViewOnLine3.utf8))
        #expect(found == [[3, 9]])
    }

    // MARK: Line endings

    @Test(arguments: [("CRLF", "\r\n"), ("lone CR", "\r")])
    func lineEndingsKeepLineNumbers(_ name: String, _ ending: String) {
        let source = navigationViewOnLine3.replacingOccurrences(of: "\n", with: ending)
        let found = navigationViewFindings(Array(source.utf8))
        #expect(found == [[3, 9]], "\(name)")
    }

    /// Mixed endings, and line breaks inside a block comment and a multi-line
    /// string before the finding: `\r\n` ends one line, a lone `\r` one, and
    /// `\r` then `\n` (7 line breaks in all) would be one too many if a `\r`
    /// were ignored or a `\r\n` counted twice.
    @Test func mixedLineEndingsKeepLineNumbers() {
        let source = "/* a\r\nb\rc */ let s = \"\"\"\r\nx\r\"\"\"\nstruct Root: View {\r\n    var body: some View {\r"
            + "        NavigationView { Text(\"a\") }\r\n    }\r}\n"
        let found = navigationViewFindings(Array(source.utf8))
        #expect(found == [[8, 9]])
    }

    // MARK: Directives

    /// Only `#if`/`#endif` lines: alternating, nested 50,000 deep, and
    /// `#endif`s with nothing to close.
    @Test func onlyConditionalCompilationLines() {
        expectLinear("alternating #if/#endif", size: 10_000) { repeated("#if DEBUG\n#endif\n", $0) }
        lintPathological(repeated("#if os(iOS)\n", 50_000) + repeated("#else\n#endif\n", 50_000))
        lintPathological(repeated("#endif\n", 100_000))
        lintPathological(repeated("#if\n", 100_000))
    }
}
