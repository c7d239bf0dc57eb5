/// Facts gathered across every file of a run, built once after all files are
/// outlined and shared read-only by the rules.
public struct ProjectIndex: Sendable {
    public let files: [SourceFile]
    public let navigation: NavigationModel
    /// The oldest systems the project supports, when the front end found its manifests.
    public let deploymentTarget: DeploymentTarget?

    public init(files: [SourceFile], jobs: Int = 1, options: NavigationOptions = NavigationOptions(),
                deploymentTarget: DeploymentTarget? = nil) {
        self.files = files
        navigation = NavigationModel(files: files, jobs: jobs, options: options)
        self.deploymentTarget = deploymentTarget
    }

    /// Whether the scanned sources declare a type of this name.
    public func declaresType(_ name: String) -> Bool { navigation.facts.isDeclared(name) }
}
