#!/usr/bin/env swift
// A file of every lexical form navlint's lexer must agree with swift-syntax on.
/* block /* nested /* twice */ */ still comment */
/** doc block */
/// doc line
import Foundation

let plain = "plain \"escaped\" \\ \t \u{1F600}"
let interpolated = "a \(1 + 2) b \(call(x: "inner \(deep("deepest \(0)"))")) c"
let multi = """
    line one \(value)
    "quoted" ""quoted twice"" \"""
    line \
    continued
    """
let raw = #"raw \(not) \#(yes) "quotes" "#
let raw2 = ##"a "# still "## + ##"x"##
let rawMulti = #"""
    raw multi \(no) \#(interp)
    """#
let emptyStrings = "" + """

"""
let chars = "😀👍🏽🇫🇷" + "\u{0041}"
let regex1 = /ab+c/
let regex2 = #/a/b/#
let regex3 = ##/ ab #/ c /##
let regexMulti = #/
  a+ # comment
  b
/#
let ratio = total / count / 2
let ratio2 = (a) / (b)
let x = [/a/, /b/]
let y = foo(/bar/)
let division = width/2
let numbers = [0, 42, 1_000_000, 0xFF, 0xff_ff, 0o17, 0b1010_0101, 3.14, 1e10, 1.5e-3, 2E+4, 0x1p3, 0x1.8p-2, 1_0.0_1]
let members = 1.description + 0x10.description
let range = 0..<10
let closed = 1...5
let tuple = t.0.1
let `class` = "backticked"
let `default` = 1
func `func`(`in`: Int) -> Int { `in` }
let dollars = items.map { $0 + $1 } + [$foo, $bar.baz]
@available(iOS 16, *) @MainActor @objc(Foo) final class Café: NSObject {}
let ünïcödé = "δ"; let 變數 = 1; let 🐶 = "dog"
infix operator ∪: AdditionPrecedence
infix operator <~>
let custom = a <~> b ∪ c ≤ d
let ops = a ?? b; let opt = a?.b?[0]?.c!; let neg = -x; let not = !flag
let ternary = a ? b : c
let chained = x?.y ?? z
let arrows: (Int) -> (String) -> Void = { _ in { _ in } }
let generic: Array<Array<Int>> = [[1]]
let keyPath = \Foo.bar.baz
let selector = #selector(Foo.bar)
let file = #file; let line = #line; let column = #column
let color = #colorLiteral(red: 1, green: 0, blue: 0, alpha: 1)
#if os(iOS) && !targetEnvironment(simulator)
let platform = "ios"
#elseif canImport(AppKit)
let platform = "mac"
#else
let platform = "other"
#endif
if #available(iOS 17, *) { use() }
if #unavailable(iOS 15) { fallback() }
#sourceLocation(file: "foo.swift", line: 10)
#sourceLocation()
#warning("check this")
let macro = #Preview { ContentView() }
let stringify = #stringify(1 + 2)
let comment = a /* inline */ + b // trailing
let weird = a+/*c*/b
let get = 1; var set = 2; let async = 3; let await = 4
struct S { var x: Int { get { 0 } set {} } }
switch v { case .a where x > 1: break; default: fallthrough }
let dot = .init(); let sf = Self.self; let t = T.Type.self
let opaque: some View = EmptyView(); let existential: any P = p
let d1 = y / z / w
let d2 = foo(a / b, c / d)
let d3 = x /= 2
let d4 = values.reduce(0, +) / Double(values.count)
let d5 = (width - padding)/columns
let r1 = /(?<name>\w+)@(?<host>[a-z/]+)/
let r2 = text.split(separator: /\s+/)
let r3 = try /a(b)c/.firstMatch(in: s)
func r4() -> Regex<Substring> { return /x+/ }
let r5 = [/a/: 1]
let r6 = s.contains(/[\/]+/) && s.hasPrefix("a")
let r7 = #/a\/b/#
let interpolatedRegex = "\(/a/)"
let nestedClosure = "\(items.map { "\($0.name) \("x")" }.joined())"
let rawInterp = ##"\##(value) \#(not)"##
let mixed = """
    \(items.map { """
        inner \($0)
        """ })
    """
