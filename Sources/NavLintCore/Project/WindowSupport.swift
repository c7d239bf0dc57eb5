/// Whether a project's app can show several windows at once, read from its
/// manifests: an iPad or Mac Catalyst app whose scene manifest allows multiple
/// scenes, a macOS app, a visionOS app. Navigation state shared by every window
/// is only a hazard where there can be two.
public enum WindowSupport {
    /// `true` when a manifest allows several windows; `false` when the app's
    /// manifests (an `Info.plist` or a `project.pbxproj`) were found and none
    /// does; `nil` when there are none to read (a package, a bare folder).
    public static func multipleWindows(_ manifests: [(path: String, text: String)]) -> Bool? {
        var found = false
        for manifest in manifests {
            if manifest.path.hasSuffix("Info.plist") {
                found = true
                if plistAllowsMultipleScenes(manifest.text) { return true }
            } else if manifest.path.hasSuffix("/project.pbxproj") {
                found = true
                if projectAllowsMultipleWindows(manifest.text) { return true }
            }
        }
        return found ? false : nil
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

    /// Build settings of a target that can open several windows: Xcode's generated
    /// scene manifest (the "Supports multiple windows" default of its SwiftUI
    /// templates) or the key set directly, a macOS app, a visionOS app.
    static func projectAllowsMultipleWindows(_ text: String) -> Bool {
        let keys: Set<String> = ["INFOPLIST_KEY_UIApplicationSceneManifest_Generation",
                                 "INFOPLIST_KEY_UIApplicationSupportsMultipleScenes", "SDKROOT", "SUPPORTED_PLATFORMS"]
        return BuildSettings.values(of: keys, in: text).contains { key, value in
            switch key {
            case "SDKROOT": return value == "macosx" || value == "xros"
            case "SUPPORTED_PLATFORMS": return value.split(separator: " ").contains { $0 == "macosx" || $0 == "xros" }
            default: return value == "YES"
            }
        }
    }
}
