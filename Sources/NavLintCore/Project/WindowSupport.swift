/// Whether a project's app can show several windows at once, read from its
/// manifests: an iPad or Mac Catalyst app whose scene manifest allows multiple
/// scenes, a macOS app, a visionOS app. Navigation state shared by every window
/// is only a hazard where there can be two.
package enum WindowSupport {
    /// `true` when a manifest allows several windows; `false` when the app's
    /// manifests (an `Info.plist` or a `project.pbxproj`) were found and none
    /// does; `nil` when there are none to read (a package, a bare folder).
    package static func multipleWindows(_ manifests: [(path: String, text: String)]) -> Bool? {
        var found = false
        var allowsScenes = false
        var reach = DeviceReach()
        for manifest in manifests {
            if manifest.path.hasSuffix("Info.plist") {
                found = true
                if plistAllowsMultipleScenes(manifest.text) { allowsScenes = true }
            } else if manifest.path.hasSuffix("/project.pbxproj") {
                found = true
                let settings = projectSettings(manifest.text)
                if settings.isDesktopOrVision { return true }
                allowsScenes = allowsScenes || settings.allowsScenes
                reach.add(settings.reach)
            }
        }
        guard found else { return nil }
        // Scenes are windows only where a device shows two: an iPad, or a Mac running the iPad app.
        return allowsScenes && reach.canShowTwoWindows
    }

    /// Whether the app code of `file` can have two windows, by the targets that build it: false when
    /// every one is an app that cannot (a tvOS or watchOS app, an iPhone-only app, an iPad app without
    /// multiple scenes), so a multiplatform project's tvOS `App` is not judged by its Mac target; nil
    /// when no project file says which targets build the file, or one of them cannot be judged
    /// (a framework, a target whose platform or `Info.plist` is not in the manifests).
    package static func multipleWindows(ofFile file: String, manifests: [(path: String, text: String)],
                                        projects: [(folder: String, targets: XcodeTargets)]? = nil) -> Bool? {
        let file = normalized(file)
        var verdicts: [Bool?] = []
        for project in projects ?? XcodeTargetsOnDemand(manifests: manifests).value {
            guard let relative = relative(file, to: project.folder) else { continue }
            for target in project.targets.targets(building: relative) {
                verdicts.append(target.isApp ? canShowTwoWindows(target, folder: project.folder, manifests: manifests) : nil)
            }
        }
        if verdicts.isEmpty || verdicts.contains(where: { $0 == nil }) { return nil }
        return verdicts.contains(true)
    }

    /// Whether an app target can show two windows in some configuration; nil when its settings do not say.
    static func canShowTwoWindows(_ target: XcodeTargets.Target, folder: String,
                                  manifests: [(path: String, text: String)]) -> Bool? {
        var verdict: Bool? = target.configurations.isEmpty ? nil : false
        for settings in target.configurations {
            let sdk = settings["SDKROOT"] ?? ""
            let platforms = (settings["SUPPORTED_PLATFORMS"] ?? "").split(separator: " ")
            if sdk == "macosx" || sdk == "xros" || platforms.contains("macosx") || platforms.contains("xros") { return true }
            switch sdk {
            case "appletvos", "watchos": continue
            case "iphoneos":
                let family = (settings["TARGETED_DEVICE_FAMILY"] ?? "1,2").split(separator: ",")
                guard family.contains("2") || settings["SUPPORTS_MACCATALYST"] == "YES" else { continue }
                if settings["INFOPLIST_KEY_UIApplicationSceneManifest_Generation"] == "YES"
                    || settings["INFOPLIST_KEY_UIApplicationSupportsMultipleScenes"] == "YES" { return true }
                guard let plist = settings["INFOPLIST_FILE"] else { continue }
                let inProject = plist.hasPrefix("$(SRCROOT)/") ? String(plist.dropFirst("$(SRCROOT)/".count)) : plist
                let path = [folder, inProject].filter { !$0.isEmpty }.joined(separator: "/")
                guard let text = manifests.first(where: { normalized($0.path) == path })?.text else { verdict = nil; continue }
                if plistAllowsMultipleScenes(text) { return true }
            default: verdict = nil
            }
        }
        return verdict
    }

    /// The folder holding `App.xcodeproj` (`""` at the top), from its `project.pbxproj`'s path.
    static func projectFolder(of path: String) -> String? {
        let components = path.split(separator: "/", omittingEmptySubsequences: false)
        guard let project = components.lastIndex(where: { $0.hasSuffix(".xcodeproj") }) else { return nil }
        return components[..<project].joined(separator: "/")
    }

    /// `path` relative to `folder`, when it is inside it.
    static func relative(_ path: String, to folder: String) -> String? {
        if folder.isEmpty { return path.hasPrefix("/") ? nil : path }
        return path.hasPrefix(folder + "/") ? String(path.dropFirst(folder.count + 1)) : nil
    }

    /// Without a leading `./`.
    static func normalized(_ path: String) -> String {
        var path = Substring(path)
        while path.hasPrefix("./") { path = path.dropFirst(2) }
        return String(path)
    }

    /// `<key>UIApplicationSupportsMultipleScenes</key> <true/>`.
    static func plistAllowsMultipleScenes(_ text: String) -> Bool {
        var rest = Substring(text)
        while let range = rest.range(of: "<key>UIApplicationSupportsMultipleScenes</key>") {
            rest = rest[range.upperBound...]
            if rest.drop(while: { $0.isWhitespace }).hasPrefix("<true/>") { return true }
        }
        return false
    }

    /// Which devices a project's targets run on, as far as its build settings say.
    struct DeviceReach {
        /// Some target names its device family; without one, Xcode's default family includes iPad.
        var namesFamily = false
        var includesIPad = false
        var macCatalyst = false

        mutating func add(_ other: DeviceReach) {
            namesFamily = namesFamily || other.namesFamily
            includesIPad = includesIPad || other.includesIPad
            macCatalyst = macCatalyst || other.macCatalyst
        }

        /// An iPhone-only app (`TARGETED_DEVICE_FAMILY = 1`, no Mac Catalyst) has one window.
        var canShowTwoWindows: Bool { !namesFamily || includesIPad || macCatalyst }
    }

    /// Build settings of a project that bear on windows: Xcode's generated scene manifest (the
    /// "Supports multiple windows" default of its SwiftUI templates) or the key set directly, a
    /// macOS or visionOS target, and the device families.
    static func projectSettings(_ text: String) -> (allowsScenes: Bool, isDesktopOrVision: Bool, reach: DeviceReach) {
        let keys: Set<String> = ["INFOPLIST_KEY_UIApplicationSceneManifest_Generation",
                                 "INFOPLIST_KEY_UIApplicationSupportsMultipleScenes", "SDKROOT", "SUPPORTED_PLATFORMS",
                                 "TARGETED_DEVICE_FAMILY", "SUPPORTS_MACCATALYST"]
        var allowsScenes = false
        var desktop = false
        var reach = DeviceReach()
        for (key, value) in appTargetSettings(keys, in: text) {
            switch key {
            case "SDKROOT": desktop = desktop || value == "macosx" || value == "xros"
            case "SUPPORTED_PLATFORMS":
                desktop = desktop || value.split(separator: " ").contains { $0 == "macosx" || $0 == "xros" }
            case "TARGETED_DEVICE_FAMILY":
                reach.namesFamily = true
                reach.includesIPad = reach.includesIPad || value.split(separator: ",").contains { $0 == "2" }
            case "SUPPORTS_MACCATALYST": reach.macCatalyst = reach.macCatalyst || value == "YES"
            default: allowsScenes = allowsScenes || value == "YES"
            }
        }
        return (allowsScenes, desktop, reach)
    }

    /// The settings named in `keys` from the `buildSettings = { … }` blocks of a project file, but
    /// for those of app extensions, widgets and frameworks (`SKIP_INSTALL = YES`) and test bundles
    /// (`TEST_HOST`, `TEST_TARGET_NAME`, `BUNDLE_LOADER`): they open no window of the app, whatever
    /// devices they are built for. A setting belongs to the last block opened before it (settings
    /// only appear inside blocks); a text with no block is read whole. One byte search for the
    /// blocks and one for the settings: project files run to megabytes.
    static func appTargetSettings(_ keys: Set<String>, in text: String) -> [(key: String, value: String)] {
        let markers: Set<String> = ["SKIP_INSTALL", "TEST_HOST", "TEST_TARGET_NAME", "BUNDLE_LOADER"]
        var text = text
        let starts = text.withUTF8 { $0.offsets(of: Array("buildSettings = {".utf8)) }
        guard !starts.isEmpty else { return BuildSettings.values(of: keys, in: text) }
        let found = BuildSettings.located(keys.union(markers), in: text)
        func block(_ offset: Int) -> Int {
            var low = 0, high = starts.count
            while low < high {
                let mid = (low + high) / 2
                if starts[mid] < offset { low = mid + 1 } else { high = mid }
            }
            return low - 1
        }
        var notApp = Set<Int>()
        for setting in found where markers.contains(setting.key) && (setting.key != "SKIP_INSTALL" || setting.value == "YES") {
            notApp.insert(block(setting.offset))
        }
        return found.filter { keys.contains($0.key) && !notApp.contains(block($0.offset)) }.map { ($0.key, $0.value) }
    }
}
