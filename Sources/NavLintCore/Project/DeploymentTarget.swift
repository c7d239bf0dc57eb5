/// The oldest systems a project still supports, read from its manifests:
/// SwiftPM's `platforms:` in `Package.swift`, and the deployment targets in an
/// Xcode project's `project.pbxproj`. Front ends read the files; this parses
/// their text, so rules only ever see the result.
package struct DeploymentTarget: Sendable, Equatable {
    /// Major and minor version, `15.4` as `(15, 4)`.
    package struct Version: Sendable, Equatable, Comparable, CustomStringConvertible {
        package var major: Int
        package var minor: Int
        package init(_ major: Int, _ minor: Int = 0) { self.major = major; self.minor = minor }
        package static func < (a: Version, b: Version) -> Bool { (a.major, a.minor) < (b.major, b.minor) }
        package var description: String { "\(major).\(minor)" }

        /// `15`, `15.4`, `15.4.1`.
        init?(_ text: Substring) {
            let parts = text.split(separator: ".").map { Int($0) }
            guard let first = parts.first, let major = first else { return nil }
            self.init(major, parts.count > 1 ? parts[1] ?? 0 : 0)
        }
    }

    package var iOS: Version?
    package var macOS: Version?
    /// The manifest it was read from (`Package.swift`, `App.xcodeproj`), for messages.
    package var source: String

    package init(iOS: Version? = nil, macOS: Version? = nil, source: String) {
        self.iOS = iOS
        self.macOS = macOS
        self.source = source
    }

    /// The oldest supported system without `NavigationStack` (before iOS 16 or
    /// macOS 13), as people write it (`iOS 15.0`); nil when every supported system has it.
    package var oldestBeforeNavigationStack: String? {
        let old = [("iOS", iOS, Version(16)), ("macOS", macOS, Version(13))].compactMap { name, version, limit in
            version.flatMap { $0 < limit ? "\(name) \($0)" : nil }
        }
        return old.isEmpty ? nil : old.joined(separator: " and ")
    }

    /// The oldest of two readings (a project with a package and an app target supports both).
    package func merged(with other: DeploymentTarget) -> DeploymentTarget {
        func oldest(_ a: Version?, _ b: Version?) -> Version? { [a, b].compactMap { $0 }.min() }
        return DeploymentTarget(iOS: oldest(iOS, other.iOS), macOS: oldest(macOS, other.macOS),
                                source: source == other.source ? source : "\(source), \(other.source)")
    }

    /// `platforms: [.iOS(.v15), .macOS("12.0")]` in a `Package.swift`; nil when it names none.
    package static func fromPackageManifest(_ text: String, source: String = "Package.swift") -> DeploymentTarget? {
        var target = DeploymentTarget(source: source)
        // Searched as bytes: Foundation's `range(of:)` bridged the rest of the manifest
        // to UTF-16 for each occurrence, a hundredth of a run on a small project.
        let bytes = Array(text.utf8)
        for (platform, keyPath) in [("iOS", \DeploymentTarget.iOS), ("macOS", \DeploymentTarget.macOS)] {
            let needle = Array(".\(platform)(".utf8)
            for found in bytes.withUnsafeBufferPointer({ $0.offsets(of: needle) }) {
                let start = found + needle.count
                // `.v15`, `.v15_4`, or a string `"15.4"`.
                let end = bytes[start...].firstIndex(of: UInt8(ascii: ")")) ?? bytes.count
                let argument = String(decoding: bytes[start..<end], as: UTF8.self)
                let digits = argument.drop { !$0.isNumber }.prefix { $0.isNumber || $0 == "_" || $0 == "." }
                guard let version = Version(Substring(digits.replacingOccurrences(of: "_", with: "."))) else { continue }
                target[keyPath: keyPath] = [target[keyPath: keyPath], version].compactMap { $0 }.min()
            }
        }
        return target.iOS == nil && target.macOS == nil ? nil : target
    }

    /// The oldest `IPHONEOS_DEPLOYMENT_TARGET` and `MACOSX_DEPLOYMENT_TARGET` of a `project.pbxproj`.
    package static func fromProjectFile(_ text: String, source: String) -> DeploymentTarget? {
        var target = DeploymentTarget(source: source)
        for (key, value) in BuildSettings.values(of: ["IPHONEOS_DEPLOYMENT_TARGET", "MACOSX_DEPLOYMENT_TARGET"], in: text) {
            guard let version = Version(Substring(value)) else { continue }
            if key == "IPHONEOS_DEPLOYMENT_TARGET" {
                target.iOS = [target.iOS, version].compactMap { $0 }.min()
            } else {
                target.macOS = [target.macOS, version].compactMap { $0 }.min()
            }
        }
        return target.iOS == nil && target.macOS == nil ? nil : target
    }
}

extension DeploymentTarget {
    /// The oldest target a project's manifests name: each `Package.swift` and
    /// `….xcodeproj/project.pbxproj` (by path), given with its text.
    package static func oldest(of manifests: [(path: String, text: String)]) -> DeploymentTarget? {
        let targets = manifests.compactMap { manifest -> DeploymentTarget? in
            let suffix = "/project.pbxproj"
            guard manifest.path.hasSuffix(suffix) else { return fromPackageManifest(manifest.text) }
            let project = manifest.path.dropLast(suffix.count).split(separator: "/").last.map(String.init)
            return fromProjectFile(manifest.text, source: project ?? manifest.path)
        }
        return targets.dropFirst().reduce(targets.first) { $0?.merged(with: $1) }
    }
}
