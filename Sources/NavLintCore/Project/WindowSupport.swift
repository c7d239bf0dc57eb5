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
