import NavLintCore
import Testing

/// What a project's manifests say: its deployment target and whether it shows several windows.
struct ProjectManifestTests {
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

    @Test func multipleWindowsFromManifests() {
        let plist = { (value: String) in
            (path: "App/Info.plist", text: "<dict>\n\t<key>UIApplicationSceneManifest</key>\n\t<dict>\n"
                + "\t\t<key>UIApplicationSupportsMultipleScenes</key>\n\t\t<\(value)/>\n\t</dict>\n</dict>")
        }
        #expect(WindowSupport.multipleWindows([plist("true")]) == true)
        #expect(WindowSupport.multipleWindows([plist("false")]) == false)
        let project = { (settings: String) in (path: "App.xcodeproj/project.pbxproj", text: "buildSettings = {\n\(settings)\n};") }
        #expect(WindowSupport.multipleWindows([project("\t\t\t\tINFOPLIST_KEY_UIApplicationSceneManifest_Generation = YES;")]) == true)
        #expect(WindowSupport.multipleWindows([project("\t\t\t\tSDKROOT = macosx;")]) == true)
        #expect(WindowSupport.multipleWindows([project("\t\t\t\tSUPPORTED_PLATFORMS = \"iphoneos iphonesimulator xros xrsimulator\";")]) == true)
        #expect(WindowSupport.multipleWindows([project("\t\t\t\tSDKROOT = iphoneos;\n\t\t\t\tSUPPORTS_MACCATALYST = YES;")]) == false,
                "Catalyst without a scene manifest shows one window")
        #expect(WindowSupport.multipleWindows([(path: "Package.swift", text: "platforms: [.macOS(.v14)]")]) == nil)
    }

    /// An iPhone shows one window whatever the scene manifest says; an iPad or a Mac running the
    /// iPad app shows several. A project that names no device family gets Xcode's default, with iPad.
    @Test func multipleWindowsNeedADeviceThatShowsThem() {
        let project = { (settings: String) in (path: "App.xcodeproj/project.pbxproj", text: "buildSettings = {\n\(settings)\n};") }
        let generated = "\t\t\t\tINFOPLIST_KEY_UIApplicationSceneManifest_Generation = YES;\n"
        #expect(WindowSupport.multipleWindows([project(generated + "\t\t\t\tTARGETED_DEVICE_FAMILY = 1;")]) == false)
        #expect(WindowSupport.multipleWindows([project(generated + "\t\t\t\tTARGETED_DEVICE_FAMILY = \"1,2\";")]) == true)
        #expect(WindowSupport.multipleWindows([project(generated + "\t\t\t\tTARGETED_DEVICE_FAMILY = 1;\n"
            + "\t\t\t\tSUPPORTS_MACCATALYST = YES;")]) == true)
        let plist = (path: "App/Info.plist", text: "<key>UIApplicationSupportsMultipleScenes</key>\n<true/>")
        #expect(WindowSupport.multipleWindows([plist, project("\t\t\t\tTARGETED_DEVICE_FAMILY = 1;")]) == false)
    }

    /// Gem: the app is iPhone-only; its share extension and widget are built for iPhone and iPad.
    /// An extension, a framework or a test bundle opens no window of the app.
    @Test func onlyTheAppTargetsDevicesCount() {
        func block(_ settings: [String]) -> String {
            "\t\tbuildSettings = {\n" + settings.map { "\t\t\t\t\($0);\n" }.joined() + "\t\t\t};\n"
        }
        let app = block(["INFOPLIST_KEY_UIApplicationSceneManifest_Generation = YES", "TARGETED_DEVICE_FAMILY = 1",
                         "SUPPORTS_MACCATALYST = NO"])
        let widget = block(["PRODUCT_BUNDLE_IDENTIFIER = com.example.app.widget", "SKIP_INSTALL = YES",
                            "TARGETED_DEVICE_FAMILY = \"1,2\""])
        let tests = block(["TEST_HOST = \"$(BUILT_PRODUCTS_DIR)/App.app/App\"", "TARGETED_DEVICE_FAMILY = \"1,2\""])
        let project = (path: "App.xcodeproj/project.pbxproj", text: app + widget + tests)
        #expect(WindowSupport.multipleWindows([project]) == false)
        let iPadApp = block(["INFOPLIST_KEY_UIApplicationSceneManifest_Generation = YES", "TARGETED_DEVICE_FAMILY = \"1,2\""])
        #expect(WindowSupport.multipleWindows([(path: project.path, text: iPadApp + widget)]) == true)
    }

    @Test func aSharedRouterNeedsASecondWindow() {
        let source = """
            @Observable final class AppRouter {
                static let shared = AppRouter()
                var path: [Route] = []
            }
            struct Root: View {
                @Bindable var router = AppRouter.shared
                var body: some View { NavigationStack(path: $router.path) { Home() } }
            }
            """
        func count(_ windows: Bool?) -> Int {
            let project = ProjectIndex(files: [SourceFile(path: "A.swift", text: source)], supportsMultipleWindows: windows)
            return Linter(rules: [GlobalRouterSingleton()]).lint(project).count
        }
        #expect(count(true) == 1)
        #expect(count(nil) == 1, "nothing says there is one window only")
        #expect(count(false) == 0, "one window at a time: nothing to share between")
    }
}
