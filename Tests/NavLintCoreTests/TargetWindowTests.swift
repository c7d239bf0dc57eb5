import NavLintCore
import Testing

/// A multiplatform project opens several windows through its Mac target, but the
/// `App` of its tvOS target, or of an iPad target without multiple scenes, still
/// has one window (Prismedia's `PrismediaTVApp` and `PrismediaiOSApp`, blind-triaged
/// false positives of `global_router_singleton`). Which targets build a file is read
/// from the project file: folders synchronized into a target, and its Sources phase.
struct TargetWindowTests {
    /// Mac and tvOS apps built from synchronized folders (`Mac`, `TV`, and `Shared` in both),
    /// an iPad app from a classic group `Phone`, and a framework from `Kit`.
    static func projectFile(iPadSettings: String = "") -> String {
        func configurations(_ id: String, _ settings: String) -> String {
            """
            \(id)L = { isa = XCConfigurationList; buildConfigurations = ( \(id)D /* Debug */, \(id)R, ); };
            \(id)D = { isa = XCBuildConfiguration; buildSettings = { \(settings) }; name = Debug; };
            \(id)R = { isa = XCBuildConfiguration; buildSettings = { \(settings) }; name = Release; };
            """
        }
        let padSettings = "SDKROOT = iphoneos; TARGETED_DEVICE_FAMILY = \"1,2\"; " + iPadSettings
        return """
            // !$*UTF8*$!
            {
                archiveVersion = 1;
                objects = {
                    P = { isa = PBXProject; buildConfigurationList = PL; mainGroup = G; targets = ( MAC, TV, PAD, KIT, ); };
                    \(configurations("P", "SWIFT_VERSION = 5.0;"))
                    G = { isa = PBXGroup; children = ( SH, MF, TF, PG, KG, ); sourceTree = "<group>"; };
                    SH = { isa = PBXFileSystemSynchronizedRootGroup; path = Shared; sourceTree = "<group>"; };
                    MF = { isa = PBXFileSystemSynchronizedRootGroup; path = Mac; sourceTree = "<group>"; };
                    TF = { isa = PBXFileSystemSynchronizedRootGroup; path = TV; sourceTree = "<group>"; };
                    PG = { isa = PBXGroup; children = ( PA /* PadApp.swift */, ); path = Phone; sourceTree = "<group>"; };
                    PA = { isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = "PadApp.swift"; sourceTree = "<group>"; };
                    PB = { isa = PBXBuildFile; fileRef = PA /* PadApp.swift */; };
                    PS = { isa = PBXSourcesBuildPhase; files = ( PB, ); };
                    KG = { isa = PBXFileSystemSynchronizedRootGroup; path = Kit; sourceTree = "<group>"; };
                    MAC = { isa = PBXNativeTarget; buildConfigurationList = MACL; fileSystemSynchronizedGroups = ( SH, MF, ); name = Mac; productType = "com.apple.product-type.application"; };
                    \(configurations("MAC", "SDKROOT = macosx;"))
                    TV = { isa = PBXNativeTarget; buildConfigurationList = TVL; fileSystemSynchronizedGroups = ( TF, ); name = TV; productType = "com.apple.product-type.application"; };
                    \(configurations("TV", "SDKROOT = appletvos; TARGETED_DEVICE_FAMILY = 3;"))
                    PAD = { isa = PBXNativeTarget; buildConfigurationList = PADL; buildPhases = ( PS, ); name = Pad; productType = "com.apple.product-type.application"; };
                    \(configurations("PAD", padSettings))
                    KIT = { isa = PBXNativeTarget; buildConfigurationList = KITL; fileSystemSynchronizedGroups = ( KG, ); name = Kit; productType = "com.apple.product-type.framework"; };
                    \(configurations("KIT", "SDKROOT = iphoneos;"))
                };
                rootObject = P /* Project object */;
            }
            """
    }

    func windows(_ file: String, iPadSettings: String = "", plist: String? = nil) -> Bool? {
        var manifests = [(path: "./Multi/Multi.xcodeproj/project.pbxproj", text: Self.projectFile(iPadSettings: iPadSettings))]
        if let plist { manifests.append((path: "./Multi/Phone/Info.plist", text: plist)) }
        return WindowSupport.multipleWindows(ofFile: file, manifests: manifests)
    }

    @Test func theTargetsThatBuildAFileSayWhetherItsAppHasTwoWindows() {
        #expect(windows("Multi/TV/TVApp.swift") == false, "a tvOS app has one window")
        #expect(windows("Multi/Mac/MacApp.swift") == true)
        #expect(windows("./Multi/Shared/Router.swift") == true, "shared with the Mac app")
        #expect(windows("Multi/Phone/PadApp.swift") == false, "an iPad app without multiple scenes")
        #expect(windows("Multi/Phone/PadApp.swift", iPadSettings: "INFOPLIST_KEY_UIApplicationSceneManifest_Generation = YES;") == true)
        let scenes = "<dict><key>UIApplicationSupportsMultipleScenes</key>\n<true/></dict>"
        #expect(windows("Multi/Phone/PadApp.swift", iPadSettings: "INFOPLIST_FILE = Phone/Info.plist;", plist: scenes) == true)
        #expect(windows("Multi/Phone/PadApp.swift", iPadSettings: "INFOPLIST_FILE = \"$(SRCROOT)/Phone/Info.plist\";",
                        plist: "<dict></dict>") == false)
        #expect(windows("Multi/Phone/PadApp.swift", iPadSettings: "INFOPLIST_FILE = Phone/Missing.plist;") == nil,
                "an Info.plist navlint was not given cannot be judged")
        #expect(windows("Multi/Kit/Router.swift") == nil, "a framework runs in whatever app links it")
        #expect(windows("Multi/Elsewhere/App.swift") == nil, "no target builds it")
        #expect(windows("Other/TV/TVApp.swift") == nil, "outside the project's folder")
    }

    @Test func theProjectFileIsReadAsAPropertyList() {
        let text = "// header\n{ a = ( \"x y\", b/c.swift, ); /* note */ d = { e = \"q\\\"t\"; }; }"
        #expect(OpenStepPlist.parse(text) == .dictionary([
            "a": .array([.string("x y"), .string("b/c.swift")]),
            "d": .dictionary(["e": .string("q\"t")]),
        ]))
        #expect(OpenStepPlist.parse("{ a = b; ") == nil, "unterminated")
        #expect(XcodeTargets(projectFile: "buildSettings = { SDKROOT = macosx; };") == nil, "not a project file")
    }

    /// An `App` that hands one router to every window of its group.
    static let app = """
        @Observable final class AppRouter { var path: [Route] = [] }
        @main struct TVApp: App {
            @State private var router = AppRouter()
            var body: some Scene {
                WindowGroup { NavigationStack(path: $router.path) { Home() }.environment(router) }
            }
        }
        """

    @Test func aRouterInATVAppIsNotSharedBetweenWindows() {
        func count(_ path: String) -> Int {
            let manifests = [(path: "Multi/Multi.xcodeproj/project.pbxproj", text: Self.projectFile())]
            let project = ProjectIndex(files: [SourceFile(path: path, text: Self.app)], manifests: manifests)
            return Linter(rules: [GlobalRouterSingleton()]).lint(project).count
        }
        #expect(count("Multi/Mac/MacApp.swift") == 1, "the Mac app opens a window per group instance")
        #expect(count("Multi/TV/TVApp.swift") == 0, "one window on tvOS")
    }

    /// The project file runs to megabytes: it is parsed only when a window-sharing rule has a finding.
    @Test func theProjectFileIsReadOnlyForAFinding() {
        let manifests = [(path: "Multi/Multi.xcodeproj/project.pbxproj", text: Self.projectFile())]
        let quiet = ProjectIndex(files: [SourceFile(path: "Multi/TV/Home.swift", text: "struct Home: View { var body: some View { Text(\"Hi\") } }")],
                                 manifests: manifests)
        _ = Linter(rules: RuleRegistry.all).lint(quiet)
        #expect(!quiet.xcodeTargets.isWorkedOut)
        let asking = ProjectIndex(files: [SourceFile(path: "Multi/Mac/MacApp.swift", text: Self.app)], manifests: manifests)
        #expect(Linter(rules: [GlobalRouterSingleton()]).lint(asking).count == 1)
        #expect(asking.xcodeTargets.isWorkedOut)
    }
}
