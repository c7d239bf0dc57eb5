/// One change of a router's state, reported after it happened.
///
/// Every change is reported exactly once, with the state before and after, so an
/// observer can log, persist or assert on navigation without diffing itself.
/// Writes that leave the state as it was are not reported.
public struct RouterChange<Route: Hashable, Sheet: Hashable>: Hashable {
    public let old: NavigationState<Route, Sheet>
    public let new: NavigationState<Route, Sheet>
    public let cause: RouterChangeCause

    public init(old: NavigationState<Route, Sheet>, new: NavigationState<Route, Sheet>, cause: RouterChangeCause) {
        self.old = old
        self.new = new
        self.cause = cause
    }
}

extension RouterChange: Sendable where Route: Sendable, Sheet: Sendable {}

/// Why a router's state changed: which verb ran, or that the UI wrote it.
public enum RouterChangeCause: String, Hashable, Sendable, CaseIterable {
    /// `push(_:)` or `push(_:policy:)` (even when the policy popped back to an existing route).
    case push
    /// `pop()`, `pop(count:)`, `pop(to:)` or `popToRoot()`.
    case pop
    /// `replace(with:)`.
    case replace
    /// A deep link or a navigation plan: `open(_:with:)`, `navigate(to:)`, `apply(_:)`.
    case deepLink
    /// `restore(from:)`.
    case restore
    /// `present(_:)` or `presentFullScreen(_:)`.
    case present
    /// `dismiss()`.
    case dismiss
    /// `path`, `sheet` or `fullScreenCover` set directly rather than through a verb:
    /// in practice a SwiftUI binding write, such as the system back button, an
    /// interactive pop or a sheet swiped away.
    case external
}
