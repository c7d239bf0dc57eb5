import Foundation
import Testing

/// The SwiftUI glue cannot compile where SwiftUI is missing, so at least check
/// that it parses: the parser reads inactive `#if` branches too.
struct SwiftUIGlueSyntaxTests {
    static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources/RouterCore")

    /// `swiftc` from PATH, or nil.
    static let swiftc: URL? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        return path.split(separator: ":").map { URL(fileURLWithPath: String($0)).appendingPathComponent("swiftc") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }()

    /// The example app's SwiftUI views.
    static let exampleViews = sources.deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Examples/RouterCoreExample/Sources/Views")

    /// Every RouterCore file that needs SwiftUI, and the example app's views.
    static func glueFiles() throws -> [URL] {
        try [sources, exampleViews].flatMap { folder in
            try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
        }
        .filter { $0.pathExtension == "swift" }
        .filter { (try? String(contentsOf: $0, encoding: .utf8).contains("#if canImport(SwiftUI)")) == true }
        .sorted { $0.lastPathComponent < $1.lastPathComponent }
    }

    @Test func theGlueIsWhereItShouldBe() throws {
        let names = try Self.glueFiles().map(\.lastPathComponent)
        #expect(names.contains("RoutedNavigationStack.swift"))
        #expect(names.contains("TrailheadApp.swift") && names.contains("TrailTabs.swift"))
    }

    @Test(.enabled(if: swiftc != nil, "swiftc is not on PATH"))
    func theGlueParses() throws {
        let swiftc = try #require(Self.swiftc)
        for file in try Self.glueFiles() {
            let result = try run(swiftc, ["-frontend", "-parse", file.path])
            #expect(result.status == 0, "\(file.lastPathComponent):\n\(result.output)")
        }
    }

    @Test(.enabled(if: swiftc != nil, "swiftc is not on PATH"))
    func theCheckCatchesABrokenGlueFile() throws {
        // Guards the check itself: if the parser skipped inactive #if branches, a
        // syntax error there would pass and theGlueParses would prove nothing.
        let swiftc = try #require(Self.swiftc)
        let broken = FileManager.default.temporaryDirectory.appendingPathComponent("routercore-broken-\(UUID().uuidString).swift")
        defer { try? FileManager.default.removeItem(at: broken) }
        let source = try String(contentsOf: Self.sources.appendingPathComponent("RoutedNavigationStack.swift"), encoding: .utf8)
        try source.replacingOccurrences(of: "presented(sheet)", with: "presented(sheet").write(to: broken, atomically: true, encoding: .utf8)
        #expect(try run(swiftc, ["-frontend", "-parse", broken.path]).status != 0)
    }

    private func run(_ executable: URL, _ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: output, as: UTF8.self))
    }
}
