/// A change of a `TabRouter`'s selection, or a tap on the selected tab.
public struct TabChange<Tab: Hashable>: Hashable {
    public enum Cause: Hashable, Sendable {
        /// The user (or code) selected another tab.
        case selected
        /// The selected tab was tapped again and popped to its root.
        case reselected
        /// The selected tab was tapped again while already at its root: the signal to
        /// scroll its root view to the top, as system apps do.
        case reselectedAtRoot
        /// A deep link selected the tab it lives in.
        case deepLink
        /// `restoreSelection(from:)` brought back the saved tab.
        case restored
    }

    public let old: Tab
    public let new: Tab
    public let cause: Cause

    public init(old: Tab, new: Tab, cause: Cause) {
        self.old = old
        self.new = new
        self.cause = cause
    }
}

extension TabChange: Sendable where Tab: Sendable {}
