import Foundation

/// The targets of a project's `project.pbxproj` files, read the first time a rule
/// asks which targets build a file, once: a project file runs to megabytes, and
/// only a window-sharing finding asks (see `WindowSupport.multipleWindows(ofFile:)`).
/// The lock makes the first asker read them and any other wait, so the answer is
/// the same at any `--jobs`.
package final class XcodeTargetsOnDemand: @unchecked Sendable {
    private let lock = NSLock()
    private let manifests: [(path: String, text: String)]
    private var read: [(folder: String, targets: XcodeTargets)]?

    init(manifests: [(path: String, text: String)]) {
        self.manifests = manifests
    }

    /// Each readable project file's folder (`""` at the top, without `./`) and targets.
    package var projects: [(folder: String, targets: XcodeTargets)] {
        lock.lock()
        defer { lock.unlock() }
        if let read { return read }
        let found = manifests.compactMap { manifest -> (folder: String, targets: XcodeTargets)? in
            guard manifest.path.hasSuffix("project.pbxproj"),
                  let folder = WindowSupport.projectFolder(of: WindowSupport.normalized(manifest.path)),
                  let targets = XcodeTargets(projectFile: manifest.text) else { return nil }
            return (folder, targets)
        }
        read = found
        return found
    }

    /// Whether some asker has read them yet (for tests: a run with no window-sharing finding reads none).
    package var isRead: Bool {
        lock.lock()
        defer { lock.unlock() }
        return read != nil
    }
}
