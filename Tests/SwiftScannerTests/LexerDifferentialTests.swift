import Foundation
import Testing

/// Compares identifier and keyword spans with swift-syntax, the compiler's
/// own parser, through Scripts/lexer-diff. Skips where the toolchain's
/// swift-syntax host modules are absent (the script exits 77).
struct LexerDifferentialTests {
    /// Whether the toolchain on PATH ships swift-syntax's host modules, as Scripts/lexer-diff checks.
    static let hasHostModules: Bool = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        guard let swiftc = path.split(separator: ":").map({ URL(fileURLWithPath: String($0)).appendingPathComponent("swiftc") })
            .first(where: { FileManager.default.isExecutableFile(atPath: $0.path) }) else { return false }
        let host = swiftc.resolvingSymlinksInPath().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("lib/swift/host/SwiftParser.swiftmodule")
        return FileManager.default.fileExists(atPath: host.path)
    }()

    @Test(.timeLimit(.minutes(5)), .enabled(if: hasHostModules, "the toolchain has no swift-syntax host modules"))
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
        #expect(process.terminationStatus == 0, "\(text)")
        #expect(text.contains("(100.000%)"), "\(text)")
    }
}
