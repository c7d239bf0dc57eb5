/// How long a staged navigation waits after each step, so that SwiftUI sees a
/// dismissal finish before a pop starts, and a pop before a push: one state
/// change that dismisses, pops and pushes at once is what makes stacks glitch
/// (a pop to the root that lands on the wrong screen, a push under a closing sheet).
///
/// The pause is a closure, so tests pass `.immediate` and run without waiting.
public struct TransitionPacing: Sendable {
    /// Waits after `step`, before the next one; not called after the last step.
    public let pause: @Sendable (TransitionStep) async -> Void

    public init(pause: @escaping @Sendable (TransitionStep) async -> Void) {
        self.pause = pause
    }

    /// No waiting: every step is still a change of its own, one after another.
    public static let immediate = TransitionPacing { _ in }

    /// Waits about as long as the system's own animations: a sheet takes longest to go away.
    public static let system = TransitionPacing { step in
        let milliseconds = step == .dismiss ? 450 : 350
        try? await Task.sleep(for: .milliseconds(milliseconds))
    }
}

/// The kind of a plan step, as a pacing sees it.
public enum TransitionStep: Hashable, Sendable {
    case dismiss, pop, push, present
}
