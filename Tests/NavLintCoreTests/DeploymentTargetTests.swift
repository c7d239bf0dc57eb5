import NavLintCore
import Testing

struct DeploymentTargetTests {
    typealias Version = DeploymentTarget.Version

    @Test func packageManifestPlatforms() {
        let manifest = """
            let package = Package(
                name: "App",
                platforms: [.iOS(.v15_4), .macOS("12.0"), .watchOS(.v8)],
                targets: [.target(name: "App")]
            )
            """
        let target = DeploymentTarget.fromPackageManifest(manifest)
        #expect(target?.iOS == Version(15, 4))
        #expect(target?.macOS == Version(12))
        #expect(target?.oldestBeforeNavigationStack == "iOS 15.4 and macOS 12.0")
        #expect(DeploymentTarget.fromPackageManifest("let package = Package(name: \"NoPlatforms\")") == nil)
        #expect(DeploymentTarget.fromPackageManifest("platforms: [.iOS(.v17), .macOS(.v10_15)]")?.macOS == Version(10, 15))
    }

    @Test func projectFileTakesTheOldestOfItsConfigurations() {
        let pbxproj = """
            buildSettings = { IPHONEOS_DEPLOYMENT_TARGET = 17.0; };
            buildSettings = { IPHONEOS_DEPLOYMENT_TARGET = "16.4"; };
            buildSettings = { SDKROOT = iphoneos; };
            """
        let target = DeploymentTarget.fromProjectFile(pbxproj, source: "App.xcodeproj")
        #expect(target?.iOS == Version(16, 4))
        #expect(target?.macOS == nil)
        #expect(target?.oldestBeforeNavigationStack == nil, "iOS 16.4 has NavigationStack")
    }

    @Test func oldestOfAProjectsManifests() {
        let target = DeploymentTarget.oldest(of: [
            (path: "App/Package.swift", text: "platforms: [.iOS(.v17)]"),
            (path: "App/App.xcodeproj/project.pbxproj", text: "IPHONEOS_DEPLOYMENT_TARGET = 15.0;"),
        ])
        #expect(target?.iOS == Version(15))
        #expect(target?.source == "Package.swift, App.xcodeproj")
        #expect(DeploymentTarget.oldest(of: []) == nil)
    }

    @Test func theNavigationViewMessageFollowsTheTarget() throws {
        let source = "struct A: View { var body: some View { NavigationView { Text(\"a\") } } }"
        let rule = NavigationViewDeprecated()
        func message(_ target: DeploymentTarget?) -> String? {
            let project = ProjectIndex(files: [SourceFile(path: "A.swift", text: source)], deploymentTarget: target)
            return Linter(rules: [rule]).lint(project).first?.message
        }
        #expect(message(DeploymentTarget(iOS: Version(15), source: "Package.swift"))?
            .contains("still supports iOS 15.0 (Package.swift)") == true)
        #expect(message(DeploymentTarget(iOS: Version(16), source: "Package.swift"))?.contains("still supports") == false)
        #expect(message(nil)?.contains("still supports") == false)
    }
}
