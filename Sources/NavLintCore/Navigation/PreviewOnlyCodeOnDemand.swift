import Foundation

/// `PreviewOnlyCode`, worked out the first time something asks for it, once.
///
/// Two readers need it: the shared-router question, when the project has a
/// candidate, and the opt-in `navigation_view_deprecated` rule. Worked out
/// while the model was built, whenever a file called `NavigationView`, it was
/// a pass over every identifier of the project (2.6% of a default run on ten
/// real apps) that no default rule read.
///
/// A class, so every copy of the model (the trails are followed on copies)
/// shares the one answer; the lock makes the first reader work it out and any
/// other wait for it, so the answer is the same at any `--jobs`.
package final class PreviewOnlyCodeOnDemand: @unchecked Sendable {
    private let lock = NSLock()
    private let files: [FileNavigation]
    private let jobs: Int
    private var workedOut: PreviewOnlyCode?

    init(files: [FileNavigation], jobs: Int) {
        self.files = files
        self.jobs = jobs
    }

    /// The preview-only code of the project; the first call works it out.
    package var value: PreviewOnlyCode {
        lock.lock()
        defer { lock.unlock() }
        if let workedOut { return workedOut }
        let found = PreviewOnlyCode(files: files, jobs: jobs)
        workedOut = found
        return found
    }

    /// Whether some reader has asked yet (for tests: a run that needs no answer pays for none).
    package var isWorkedOut: Bool {
        lock.lock()
        defer { lock.unlock() }
        return workedOut != nil
    }
}
