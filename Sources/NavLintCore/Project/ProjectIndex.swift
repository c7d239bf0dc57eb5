/// Facts gathered across every file of a run, built once after all files are
/// outlined and shared read-only by the rules.
public struct ProjectIndex: Sendable {
    public let files: [SourceFile]
    public let navigation: NavigationModel
    /// The oldest systems the project supports, when the front end found its manifests.
    public let deploymentTarget: DeploymentTarget?
    /// Whether its app can show several windows at once; nil when no manifest says (see `WindowSupport`).
    public let supportsMultipleWindows: Bool?

    public init(files: [SourceFile], jobs: Int = 1, options: NavigationOptions = NavigationOptions(),
                deploymentTarget: DeploymentTarget? = nil, supportsMultipleWindows: Bool? = nil) {
        self.files = files
        navigation = NavigationModel(files: files, jobs: jobs, options: options)
        self.deploymentTarget = deploymentTarget
        self.supportsMultipleWindows = supportsMultipleWindows
    }

    /// A project and what its manifests (`Package.swift`, `project.pbxproj`,
    /// `Info.plist`, given by path with their text) say about it.
    public init(files: [SourceFile], manifests: [(path: String, text: String)], jobs: Int = 1,
                options: NavigationOptions = NavigationOptions()) {
        self.init(files: files, jobs: jobs, options: options, deploymentTarget: DeploymentTarget.oldest(of: manifests),
                  supportsMultipleWindows: WindowSupport.multipleWindows(manifests))
    }

    /// Whether the scanned sources declare a type of this name.
    public func declaresType(_ name: String) -> Bool { navigation.facts.isDeclared(name) }
}
