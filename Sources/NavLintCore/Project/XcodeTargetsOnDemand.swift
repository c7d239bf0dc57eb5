/// The targets of a project's `project.pbxproj` files, read the first time a rule
/// asks which targets build a file, once: a project file runs to megabytes, and
/// only a window-sharing finding asks (see `WindowSupport.multipleWindows(ofFile:)`).
/// Each readable project file's folder (`""` at the top, without `./`) and targets.
package typealias XcodeTargetsOnDemand = OnDemand<[(folder: String, targets: XcodeTargets)]>

extension OnDemand where Value == [(folder: String, targets: XcodeTargets)] {
    convenience init(manifests: [(path: String, text: String)]) {
        self.init {
            manifests.compactMap { manifest -> (folder: String, targets: XcodeTargets)? in
                guard manifest.path.hasSuffix("project.pbxproj"),
                      let folder = WindowSupport.projectFolder(of: WindowSupport.normalized(manifest.path)),
                      let targets = XcodeTargets(projectFile: manifest.text) else { return nil }
                return (folder, targets)
            }
        }
    }
}
