import Foundation
import Testing

/// Compares identifier and keyword spans with swift-syntax, the compiler's
/// own parser, through Scripts/lexer-diff. Skips where the toolchain's
/// swift-syntax host modules are absent (the script exits 77).
struct LexerDifferentialTests {
    @Test(.timeLimit(.minutes(5)))
    func matchesSwiftSyntaxOnFixturesAndCorpus() throws {
        let script = packageRoot.appendingPathComponent("Scripts/lexer-diff").path
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = [script, "--show", "10",
                             packageRoot.appendingPathComponent("Tests/SwiftScannerTests/Fixtures").path,
                             packageRoot.appendingPathComponent("TestCorpus").path]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        if process.terminationStatus == 77 {
            print("skipped: \(text)")
            return
        }
        #expect(process.terminationStatus == 0, "\(text)")
        #expect(text.contains("(100.000%)"), "\(text)")
    }
}
