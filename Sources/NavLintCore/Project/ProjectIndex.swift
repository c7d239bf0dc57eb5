/// Facts gathered across every file of a run, built once after all files are
/// outlined and shared read-only by the rules.
///
/// A class, not a struct: each file's `RuleContext` holds the project, and
/// copying a struct that holds the model retained and released every one of
/// the model's stored references, per file. On two threads those shared
/// counts went back and forth between the cores, and the rules ran at
/// `--jobs 2` hardly faster than at `--jobs 1` (74 ms against 80 on the dense
/// corpus at 400 modules; 45 against 66 as a class).
public final class ProjectIndex: Sendable {
    package let files: [SourceFile]
    package let navigation: NavigationModel
    /// The oldest systems the project supports, when the front end found its manifests.
    package let deploymentTarget: DeploymentTarget?
    /// Whether its app can show several windows at once; nil when no manifest says (see `WindowSupport`).
    package let supportsMultipleWindows: Bool?
    /// The manifests' paths and texts, for the questions only a finding asks (which targets build a file).
    package let manifests: [(path: String, text: String)]
    /// Their project files' targets, read when first asked.
    package let xcodeTargets: XcodeTargetsOnDemand

    package init(files: [SourceFile], jobs: Int = 1, options: NavigationOptions = NavigationOptions(),
                deploymentTarget: DeploymentTarget? = nil, supportsMultipleWindows: Bool? = nil,
                manifests: [(path: String, text: String)] = []) {
        self.files = files
        self.manifests = manifests
        xcodeTargets = XcodeTargetsOnDemand(manifests: manifests)
        navigation = NavigationModel(files: files, jobs: jobs, options: options)
        self.deploymentTarget = deploymentTarget
        self.supportsMultipleWindows = supportsMultipleWindows
    }

    /// A project and what its manifests (`Package.swift`, `project.pbxproj`,
    /// `Info.plist`, given by path with their text) say about it.
    package convenience init(files: [SourceFile], manifests: [(path: String, text: String)], jobs: Int = 1,
                options: NavigationOptions = NavigationOptions()) {
        self.init(files: files, jobs: jobs, options: options, deploymentTarget: DeploymentTarget.oldest(of: manifests),
                  supportsMultipleWindows: WindowSupport.multipleWindows(manifests), manifests: manifests)
    }

    /// Whether the app code in file `path` can have two windows: the project's answer, unless the
    /// targets that build the file say they cannot (read from the project file only when asked).
    package func supportsMultipleWindows(inFile path: String) -> Bool? {
        if supportsMultipleWindows == false { return false }
        let own = WindowSupport.multipleWindows(ofFile: path, manifests: manifests, projects: xcodeTargets.value)
        return own == false ? false : supportsMultipleWindows
    }

    /// Whether the scanned sources declare a type of this name.
    package func declaresType(_ name: String) -> Bool { navigation.facts.isDeclared(name) }
}
