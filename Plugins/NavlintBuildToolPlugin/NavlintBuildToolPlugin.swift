import Foundation
import PackagePlugin

/// Lints a target on every build. navlint prints findings as
/// `path:line:column: warning|error: …`, which Xcode and SwiftPM show inline;
/// an error finding fails the build like a compile error.
///
/// navlint follows views across modules (a screen in one target pushed from a
/// stack in another), so the plugin lints the whole package or project as
/// context and reports only the target being built (`--report-only`): each
/// target's findings appear once, in its own build, and none is lost because
/// its cause sits in another module. The package's `.navlint.json` applies.
///
/// The command declares no outputs — a declared output would be added to the
/// target as a resource — so the build system runs it on every build; navlint
/// is fast enough for that.
@main
struct NavlintBuildToolPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let sources = target.sourceFiles(withSuffix: "swift").map(\.url)
        guard !sources.isEmpty else { return [] }
        return [command(tool: try context.tool(named: "navlint").url, name: target.name,
                        root: context.package.directoryURL, reported: sources)]
    }

    func command(tool: URL, name: String, root: URL, reported: [URL]) -> Command {
        var arguments = ["lint", "--quiet", "--relative-to", "/"]
        let configuration = root.appendingPathComponent(".navlint.json")
        if FileManager.default.fileExists(atPath: configuration.path) {
            arguments += ["--config", configuration.path]
        }
        arguments += reported.flatMap { ["--report-only", $0.path] }
        return .buildCommand(
            displayName: "navlint \(name)",
            executable: tool,
            arguments: arguments + [root.path],
            inputFiles: reported,
            outputFiles: [])
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension NavlintBuildToolPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        let sources = target.inputFiles.map(\.url).filter { $0.pathExtension == "swift" }
        guard !sources.isEmpty else { return [] }
        return [command(tool: try context.tool(named: "navlint").url, name: target.displayName,
                        root: context.xcodeProject.directoryURL, reported: sources)]
    }
}
#endif
