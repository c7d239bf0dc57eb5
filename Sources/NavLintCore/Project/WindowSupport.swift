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
        for line in text.split(separator: "\n") {
            let setting = line.split(separator: "=", maxSplits: 1)
            guard setting.count == 2 else { continue }
            let key = trimmed(setting[0], " \t")
            let value = trimmed(setting[1], " \t;\"")
            switch key {
            case "INFOPLIST_KEY_UIApplicationSceneManifest_Generation", "INFOPLIST_KEY_UIApplicationSupportsMultipleScenes":
                if value == "YES" { return true }
            case "SDKROOT":
                if value == "macosx" || value == "xros" { return true }
            case "SUPPORTED_PLATFORMS":
                if value.split(separator: " ").contains(where: { $0 == "macosx" || $0 == "xros" }) { return true }
            default:
                continue
            }
        }
        return false
    }

    private static func trimmed(_ text: Substring, _ characters: String) -> String {
        String(text.drop { characters.contains($0) }.reversed().drop { characters.contains($0) }.reversed())
    }
}
