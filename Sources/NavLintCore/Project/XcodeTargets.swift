/// The targets of a `project.pbxproj` and the source files each builds: which
/// platforms a file's code runs on. A multiplatform project's Mac target makes
/// the project one that opens several windows, but its tvOS app, compiled from
/// its own folder, still has one window (Prismedia's `PrismediaTVApp`).
package struct XcodeTargets: Sendable {
    package struct Target: Sendable {
        package var name: String
        /// An application (`com.apple.product-type.application`), not a framework, extension or test bundle.
        package var isApp: Bool
        /// Each build configuration's settings, over the project's own settings of the same configuration.
        package var configurations: [[String: String]]
        /// Folders synchronized into the target (Xcode 16), relative to the project folder.
        package var folders: [String]
        /// The files of its Sources phase, relative to the project folder.
        package var sources: Set<String>
    }

    package var targets: [Target]

    /// Reads the project file's text; nil when it is not a project file navlint can read.
    package init?(projectFile text: String) {
        guard let root = OpenStepPlist.parse(text), let objects = root["objects"]?.dictionary,
              let rootID = root["rootObject"]?.string, let project = objects[rootID] else { return nil }
        let paths = Self.paths(objects, mainGroup: project["mainGroup"]?.string)
        let projectSettings = Self.configurations(project["buildConfigurationList"]?.string, objects)
        targets = (project["targets"]?.array ?? []).compactMap { $0.string.flatMap { objects[$0] } }.map { target in
            let own = Self.configurations(target["buildConfigurationList"]?.string, objects)
            let configurations = own.map { name, settings in
                projectSettings.first { $0.name == name }.map { $0.settings.merging(settings) { $1 } } ?? settings
            }
            let folders = (target["fileSystemSynchronizedGroups"]?.array ?? []).compactMap { $0.string.flatMap { paths[$0] } }
            var sources = Set<String>()
            for phase in (target["buildPhases"]?.array ?? []).compactMap({ $0.string.flatMap { objects[$0] } })
            where phase["isa"]?.string == "PBXSourcesBuildPhase" {
                for file in phase["files"]?.array ?? [] {
                    if let reference = file.string.flatMap({ objects[$0]?["fileRef"]?.string }), let path = paths[reference] {
                        sources.insert(path)
                    }
                }
            }
            return Target(name: target["name"]?.string ?? "", isApp: target["productType"]?.string == "com.apple.product-type.application",
                          configurations: configurations, folders: folders, sources: sources)
        }
    }

    /// The targets building `path` (relative to the project folder): those whose Sources phase lists
    /// it or that synchronize a folder holding it.
    package func targets(building path: String) -> [Target] {
        targets.filter { target in
            target.sources.contains(path) || target.folders.contains { path.hasPrefix($0 + "/") }
        }
    }

    /// Each configuration list's configurations: name and settings (an array setting joined by spaces).
    private static func configurations(_ list: String?, _ objects: [String: OpenStepPlist]) -> [(name: String, settings: [String: String])] {
        guard let list, let ids = objects[list]?["buildConfigurations"]?.array else { return [] }
        return ids.compactMap { $0.string.flatMap { objects[$0] } }.map { configuration in
            var settings: [String: String] = [:]
            for (key, value) in configuration["buildSettings"]?.dictionary ?? [:] {
                settings[key] = value.string ?? value.array?.compactMap(\.string).joined(separator: " ")
            }
            return (configuration["name"]?.string ?? "", settings)
        }
    }

    /// Every file reference's and group's path relative to the project folder, following the groups
    /// that hold it (`sourceTree = "<group>"`); one under `SOURCE_ROOT` is its own path.
    private static func paths(_ objects: [String: OpenStepPlist], mainGroup: String?) -> [String: String] {
        var paths: [String: String] = [:]
        var pending: [(id: String, parent: String)] = mainGroup.map { [($0, "")] } ?? []
        var seen = Set<String>()
        while let (id, parent) = pending.popLast() {
            guard seen.insert(id).inserted, let object = objects[id] else { continue }
            let own = object["path"]?.string
            let tree = object["sourceTree"]?.string ?? "<group>"
            let path: String
            switch tree {
            case "<group>": path = [parent, own ?? ""].filter { !$0.isEmpty }.joined(separator: "/")
            case "SOURCE_ROOT": path = own ?? ""
            default: continue   // absolute, or relative to the SDK or build products: not the project's sources
            }
            paths[id] = path
            for child in object["children"]?.array ?? [] {
                if let child = child.string { pending.append((child, path)) }
            }
        }
        return paths
    }
}
