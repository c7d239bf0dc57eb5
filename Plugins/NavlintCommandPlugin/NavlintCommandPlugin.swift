import Foundation
import PackagePlugin

/// `swift package navlint [--target NAME ...] [navlint lint options]`: lints the
/// package's Swift source targets (or the named ones) with navlint, passing
/// every other argument through to `navlint lint`.
@main
struct NavlintCommandPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let names = extractor.extractOption(named: "target")
        let targets = names.isEmpty ? context.package.targets : try context.package.targets(named: names)
        // Swift targets only: navlint reads Swift. (The `directoryURL` of the `Target` protocol needs a
        // newer tools version than this package's; the concrete type has it.)
        let directories = targets.compactMap { $0 as? SwiftSourceModuleTarget }
            .filter { $0.kind != .test || !names.isEmpty }
            .map(\.directoryURL.path)
        guard !directories.isEmpty else {
            Diagnostics.warning("navlint: no Swift source targets to lint")
            return
        }
        // The whole package is context (views are followed across modules); the chosen targets are reported.
        let root = context.package.directoryURL
        try run(try context.tool(named: "navlint").url,
                ["lint"] + extractor.remainingArguments + directories.flatMap { ["--report-only", $0] } + [root.path],
                in: root)
    }

    func run(_ tool: URL, _ arguments: [String], in directory: URL) throws {
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        process.currentDirectoryURL = directory
        try process.run()
        process.waitUntilExit()
        // navlint has printed its findings; a failing run fails the command like a failing linter.
        if process.terminationStatus != 0 {
            throw NavlintPluginError.failed(status: process.terminationStatus)
        }
    }
}

enum NavlintPluginError: Error, CustomStringConvertible {
    case failed(status: Int32)

    var description: String {
        switch self {
        case .failed(let status):
            let meaning = [1: "findings that fail the run", 2: "usage or configuration error", 3: "unreadable input"][status]
            return "navlint exited with status \(status)" + (meaning.map { " (\($0))" } ?? "")
        }
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension NavlintCommandPlugin: XcodeCommandPlugin {
    /// From Xcode's project navigator: lints the selected targets' Swift files.
    func performCommand(context: XcodePluginContext, arguments: [String]) throws {
        var extractor = ArgumentExtractor(arguments)
        let names = Set(extractor.extractOption(named: "target"))
        let targets = context.xcodeProject.targets.filter { names.isEmpty || names.contains($0.displayName) }
        let files = targets.flatMap { $0.inputFiles.map(\.url).filter { $0.pathExtension == "swift" }.map(\.path) }
        guard !files.isEmpty else { return }
        let root = context.xcodeProject.directoryURL
        try run(try context.tool(named: "navlint").url,
                ["lint"] + extractor.remainingArguments + files.flatMap { ["--report-only", $0] } + [root.path],
                in: root)
    }
}
#endif
