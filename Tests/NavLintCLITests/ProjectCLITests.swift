import Foundation
import Testing

/// What `lint` learns from a project's manifests, and how it keeps projects apart.
struct ProjectCLITests {
    /// Linting the corpus folder finds what linting each app alone finds: the
    /// two packages of TwinPackages declare the same names and stay apart.
    @Test func theCorpusTogetherEqualsItsAppsAlone() throws {
        let together = try navlint(["lint", "--reporter", "json", "TestCorpus"])
        let apps = try FileManager.default.contentsOfDirectory(atPath: packageRoot.appendingPathComponent("TestCorpus").path)
            .filter { !$0.hasPrefix(".") }.sorted()
        var alone: [String] = []
        for app in apps {
            alone += try findingLines(navlint(["lint", "--reporter", "json", "TestCorpus/\(app)"]))
        }
        #expect(try findingLines(together).sorted() == alone.sorted())
        #expect(alone.contains { $0.hasPrefix("TestCorpus/TwinPackages/ReaderKit/") })
    }

    /// The deployment target comes from `Package.swift` or `project.pbxproj`,
    /// the oldest one wins, and it shapes `navigation_view_deprecated`'s advice.
    @Test func deploymentTargetFromManifests() throws {
        let legacy = try navlint(["lint", "."], in: packageRoot.appendingPathComponent("TestCorpus/LegacyLibrary"))
        #expect(legacy.stdout.contains("LibraryApp.swift:13:13: warning: `NavigationView` is soft-deprecated, and this project still supports iOS 15.0 (Package.swift)"))

        let view = "struct A: View { var body: some View { NavigationView { Text(\"a\") } } }\n"
        let config = #"{"rules": {"navigation_view_deprecated": "warning"}}"#
        let pbxproj = "buildSettings = {\n\tIPHONEOS_DEPLOYMENT_TARGET = 17.0;\n};\nbuildSettings = {\n\tMACOSX_DEPLOYMENT_TARGET = 12.4;\n};\n"
        let root = try temporaryTree([".navlint.json": config, "Mac/App.xcodeproj/project.pbxproj": pbxproj, "Mac/A.swift": view,
                                      "Modern/Package.swift": "let package = Package(platforms: [.iOS(.v17)])\n", "Modern/A.swift": view,
                                      "Loose/A.swift": view])
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try navlint(["lint", "."], in: root)
        #expect(result.stdout.contains("Mac/A.swift:1:40: warning: `NavigationView` is soft-deprecated, and this project still supports macOS 12.4 (App.xcodeproj)"))
        #expect(result.stdout.contains("Modern/A.swift:1:40: warning: `NavigationView` is soft-deprecated; use `NavigationStack`"))
        #expect(result.stdout.contains("Loose/A.swift:1:40: warning: `NavigationView` is soft-deprecated; use `NavigationStack`"))
        let unconfigured = try temporaryTree(["A.swift": view])
        defer { try? FileManager.default.removeItem(at: unconfigured) }
        #expect(try navlint(["lint", "."], in: unconfigured).stdout.isEmpty, "opt-in: off without a configuration")
    }

    /// `Info.plist` files are found with the project and say whether it shows several windows.
    @Test func windowSupportFromInfoPlist() throws {
        let router = """
            @Observable final class AppRouter {
                static let shared = AppRouter()
                var path: [Route] = []
            }
            struct Root: View {
                @Bindable var router = AppRouter.shared
                var body: some View { NavigationStack(path: $router.path) { Home() } }
            }

            """
        let plist = { (allowed: Bool) in
            "<plist><dict><key>UIApplicationSceneManifest</key><dict>"
                + "<key>UIApplicationSupportsMultipleScenes</key>\(allowed ? "<true/>" : "<false/>")</dict></dict></plist>\n"
        }
        let root = try temporaryTree(["Phone/App.xcodeproj/project.pbxproj": "SDKROOT = iphoneos;\n",
                                      "Phone/Phone/Info.plist": plist(false), "Phone/Phone/Root.swift": router,
                                      "Pad/App.xcodeproj/project.pbxproj": "SDKROOT = iphoneos;\n",
                                      "Pad/Pad/Info.plist": plist(true), "Pad/Pad/Root.swift": router])
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try navlint(["lint", "."], in: root)
        #expect(result.stdout.contains("Pad/Pad/Root.swift:2:16: warning:"))
        #expect(!result.stdout.contains("Phone/"))
    }

    private func findingLines(_ result: RunResult) throws -> [String] {
        let object = try #require(try JSONSerialization.jsonObject(with: result.stdoutBytes) as? [String: Any])
        let findings = try #require(object["findings"] as? [[String: Any]])
        return findings.map { "\($0["file"] ?? ""):\($0["line"] ?? ""):\($0["column"] ?? "") \($0["ruleId"] ?? $0["rule"] ?? "") \($0["message"] ?? "")" }
    }
}
