import Foundation
import NavLintCore
import Testing

/// Every rule example is Swift that parses: `swiftc -parse` (the toolchain's
/// own parser, no type checking) over every file of every example, in one
/// run. Examples cannot be type-checked here (no SwiftUI on Linux), so
/// compiling apart from the hazard they show is also a matter of review.
struct RuleExampleSyntaxTests {
    @Test(.enabled(if: swiftc() != nil, "swiftc is not on PATH"))
    func everyExampleParses() throws {
        let swiftc = try #require(Self.swiftc())
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("navlint-examples-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var written: [(path: String, label: String)] = []
        for rule in RuleRegistry.all.map(\.description) {
            for (index, example) in (rule.triggeringExamples + rule.nonTriggeringExamples).enumerated() {
                for file in exampleFiles(example.code) {
                    let url = folder.appendingPathComponent("\(rule.id)-\(index)-\(file.name.replacingOccurrences(of: "/", with: "_"))")
                    try file.source.write(to: url, atomically: true, encoding: .utf8)
                    written.append((url.path, "\(rule.id) example \(index + 1), \(file.name)"))
                }
            }
        }
        let process = Process()
        process.executableURL = swiftc
        process.arguments = ["-parse"] + written.map(\.path)
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let output = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        var report = output
        for (path, label) in written { report = report.replacingOccurrences(of: path, with: label) }
        #expect(process.terminationStatus == 0, "examples that do not parse:\n\(report)")
    }

    /// `swiftc` next to the `swift` that runs the tests, else on PATH; nil where there is none.
    static func swiftc() -> URL? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        for folder in path.split(separator: ":") {
            let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent("swiftc")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        return nil
    }
}
