// Dev-only differential test: compares navlint's lexer with swift-syntax's on
// identifier and keyword token spans. Built by Scripts/lexer-diff against the
// toolchain's host modules (usr/lib/swift/host); never a package dependency.
//
// usage: lexer-diff [--show N] PATH...   (files or directories of .swift files)
// Prints one summary line per run; exits 1 when a token was missed.

import Foundation
import SwiftParser
import SwiftScanner
import SwiftSyntax

struct Span: Hashable { let offset: Int; let length: Int }

func swiftFiles(under paths: [String]) -> [String] {
    var files: [String] = []
    for path in paths {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            FileHandle.standardError.write("lexer-diff: no such path: \(path)\n".data(using: .utf8)!)
            exit(2)
        }
        if !isDirectory.boolValue { files.append(path); continue }
        let enumerator = FileManager.default.enumerator(atPath: path)
        while let relative = enumerator?.nextObject() as? String {
            if relative.hasSuffix(".swift") { files.append(path + "/" + relative) }
        }
    }
    return files.sorted()
}

/// Identifier-like tokens as swift-syntax sees them. `_` is a wildcard token
/// there and a keyword in navlint; both count as names here.
func referenceSpans(_ bytes: UnsafeBufferPointer<UInt8>) -> Set<Span> {
    var spans = Set<Span>()
    let tree = Parser.parse(source: bytes)
    for token in tree.tokens(viewMode: .sourceAccurate) {
        switch token.tokenKind {
        case .identifier, .keyword, .dollarIdentifier, .wildcard:
            spans.insert(Span(offset: token.positionAfterSkippingLeadingTrivia.utf8Offset,
                              length: token.trimmedLength.utf8Length))
        default:
            break
        }
    }
    return spans
}

func navlintSpans(_ bytes: UnsafeBufferPointer<UInt8>) -> Set<Span> {
    var spans = Set<Span>()
    for token in Lexer.lex(bytes, trivia: .commentsOnly).tokens where token.kind == .identifier || token.kind == .keyword {
        spans.insert(Span(offset: token.start, length: token.end - token.start))
    }
    return spans
}

func describe(_ span: Span, in bytes: [UInt8], file: String) -> String {
    let lines = LineTable(bytes)
    let (line, column) = lines.location(of: span.offset)
    let text = String(decoding: bytes[span.offset..<min(bytes.count, span.offset + span.length)], as: UTF8.self)
    let lineText = bytes.withUnsafeBufferPointer { buffer in
        String(decoding: buffer[lines.range(ofLine: line, in: buffer)], as: UTF8.self)
    }
    return "\(file):\(line):\(column): `\(text)` in: \(lineText.trimmingCharacters(in: .whitespaces).prefix(120))"
}

var arguments = Array(CommandLine.arguments.dropFirst())
var show = 20
if let index = arguments.firstIndex(of: "--show"), index + 1 < arguments.count {
    show = Int(arguments[index + 1]) ?? 20
    arguments.removeSubrange(index...(index + 1))
}
let files = swiftFiles(under: arguments)
var referenceTotal = 0, matched = 0, navlintTotal = 0
var missed: [String] = [], extra: [String] = []
for file in files {
    guard let data = FileManager.default.contents(atPath: file) else { continue }
    let bytes = [UInt8](data)
    let (reference, ours) = bytes.withUnsafeBufferPointer { (referenceSpans($0), navlintSpans($0)) }
    referenceTotal += reference.count
    navlintTotal += ours.count
    matched += reference.intersection(ours).count
    for span in reference.subtracting(ours).sorted(by: { $0.offset < $1.offset }) where missed.count < show {
        missed.append(describe(span, in: bytes, file: file))
    }
    for span in ours.subtracting(reference).sorted(by: { $0.offset < $1.offset }) where extra.count < show {
        extra.append(describe(span, in: bytes, file: file))
    }
}
for line in missed { print("missed: \(line)") }
for line in extra { print("extra:  \(line)") }
let recall = referenceTotal == 0 ? 100 : Double(matched) * 100 / Double(referenceTotal)
let precision = navlintTotal == 0 ? 100 : Double(matched) * 100 / Double(navlintTotal)
print(String(format: "files %d  swift-syntax names %d  matched %d (%.3f%%)  navlint names %d (%.3f%% of them in swift-syntax)",
             files.count, referenceTotal, matched, recall, navlintTotal, precision))
exit(matched == referenceTotal ? 0 : 1)
