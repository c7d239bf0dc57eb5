import Foundation
import PackagePlugin

/// Lints a target on every build. navlint prints findings as
/// `path:line:column: warning|error: …`, which Xcode and SwiftPM show inline;
/// an error finding fails the build like a compile error. The command declares
/// no outputs — a declared output would be added to the target as a resource —
/// so the build system runs it on every build; navlint is fast enough for that.
@main
struct NavlintBuildToolPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let sources = target.sourceFiles(withSuffix: "swift").map(\.url)
        return [try command(tool: context.tool(named: "navlint").url, name: target.name, sources: sources)]
    }

    func command(tool: URL, name: String, sources: [URL]) -> Command {
        .buildCommand(
            displayName: "navlint \(name)",
            executable: tool,
            arguments: ["lint", "--quiet"] + sources.map(\.path),
            inputFiles: sources,
            outputFiles: [])
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension NavlintBuildToolPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        let sources = target.inputFiles.map(\.url).filter { $0.pathExtension == "swift" }
        return [command(tool: try context.tool(named: "navlint").url, name: target.displayName, sources: sources)]
    }
}
#endif
