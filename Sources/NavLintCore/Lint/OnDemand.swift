import Foundation

/// A value worked out the first time something asks for it, once.
///
/// For facts only a rare question needs: the preview-only code (read by the
/// shared-router question and an opt-in rule) and the targets of a project's
/// `project.pbxproj` files (read by a window-sharing finding). A run that never
/// asks pays nothing. A class, so every copy of the model shares the one answer;
/// the lock makes the first reader work it out and any other wait for it, so the
/// answer is the same at any `--jobs`.
package final class OnDemand<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private let make: @Sendable () -> Value
    private var workedOut: Value?

    package init(_ make: @escaping @Sendable () -> Value) {
        self.make = make
    }

    /// The value; the first call works it out.
    package var value: Value {
        lock.lock()
        defer { lock.unlock() }
        if let workedOut { return workedOut }
        let found = make()
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
