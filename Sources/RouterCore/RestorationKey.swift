/// The name one stack's saved path is kept under in a scene's storage.
///
/// Each stack needs its own: two stacks saving under one key overwrite each
/// other's path, and the last to save decides what both restore (the bug
/// navlint's `shared_path_across_tabs` reports for live paths). There is no
/// default; derive keys from what tells stacks apart, a tab or a flow.
public struct RestorationKey: Hashable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral {
    public let rawValue: String

    public init(_ rawValue: String) {
        precondition(!rawValue.isEmpty, "a restoration key must not be empty")
        self.rawValue = rawValue
    }

    /// `restorationKey: "library.path"`.
    public init(stringLiteral value: String) {
        self.init(value)
    }

    /// The key of a tab's stack: `RestorationKey.tab(AppTab.orders)`.
    public static func tab<Tab: Hashable>(_ tab: Tab) -> RestorationKey {
        RestorationKey("RouterCore.path.tab." + String(reflecting: tab))
    }

    /// The key of a presented flow's stack, by a name unique among the scene's flows.
    public static func flow(_ name: String) -> RestorationKey {
        RestorationKey("RouterCore.path.flow." + name)
    }

    public var description: String { rawValue }
}
