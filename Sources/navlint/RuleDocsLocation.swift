import Foundation

/// Where the rule pages shipped with this navlint are: the `Rules` folder of the
/// package it was built from (`.build/release/navlint` → the checkout's `Rules/`),
/// as a `file://` URL, or nil for a binary installed without them.
enum RuleDocsLocation {
    static func shipped() -> String? {
        guard var folder = Bundle.main.executableURL?.resolvingSymlinksInPath().deletingLastPathComponent() else {
            return nil
        }
        for _ in 0..<5 {
            let rules = folder.appendingPathComponent("Rules")
            if FileManager.default.fileExists(atPath: rules.appendingPathComponent("superfluous_disable.md").path) {
                return rules.absoluteString.hasSuffix("/") ? rules.absoluteString : rules.absoluteString + "/"
            }
            folder.deleteLastPathComponent()
        }
        return nil
    }
}
