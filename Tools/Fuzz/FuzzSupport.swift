// Shared by every fuzz target (Scripts/fuzz compiles it next to the target).
// The checks here are the pipeline's contracts; breaking one must crash so
// libFuzzer saves the input, hence `fatalError` rather than a returned flag.
import NavLintCore
import SwiftScanner

/// The lexer's lossless contract on `bytes`: with `.all` trivia the pieces are
/// non-empty and tile the input from byte 0 to the end, and the lean
/// `.commentsOnly` mode (what `SourceFile` uses) yields the same tokens.
func checkLexerContract(_ bytes: [UInt8]) {
    let full = Lexer.lex(bytes, trivia: .all)
    var expected = 0
    for piece in full.allPieces() {
        if piece.length == 0 { fatalError("empty \(piece.kind) piece at \(piece.offset)") }
        if piece.start != expected { fatalError("gap or overlap at \(expected): next piece starts at \(piece.start)") }
        expected = piece.end
    }
    if expected != bytes.count { fatalError("pieces end at \(expected) of \(bytes.count)") }
    let lean = Lexer.lex(bytes, trivia: .commentsOnly)
    if lean.tokens != full.tokens { fatalError("commentsOnly lexing changed the tokens") }
    if lean.trivia != full.trivia.filter({ $0.kind.isComment }) { fatalError("commentsOnly lexing changed the comments") }
}

/// Lints `files` as one project with every rule and checks that each finding,
/// and each of its related locations, points into a file of the project.
@discardableResult
func lintAndCheck(_ files: [SourceFile]) -> [Finding] {
    let project = ProjectIndex(files: files)
    let findings = Linter().lint(project)
    var lineCounts: [String: Int] = [:]
    for file in files { lineCounts[file.path] = file.lines.lineCount }
    func check(_ file: String, _ line: Int, _ column: Int, _ what: String) {
        guard let count = lineCounts[file] else { fatalError("\(what) names unknown file \(file)") }
        if line < 1 || line > count || column < 1 { fatalError("\(what) at \(file):\(line):\(column) is outside the file (\(count) lines)") }
    }
    for finding in findings {
        check(finding.file, finding.line, finding.column, finding.ruleID)
        for related in finding.related { check(related.file, related.line, related.column, "\(finding.ruleID) note") }
    }
    return findings
}
