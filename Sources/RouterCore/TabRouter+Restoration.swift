import Foundation

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
extension TabRouter where Tab: Codable {
    /// The selected tab, for a scene's storage next to each tab's path.
    public func encodeSelection() throws -> Data {
        try JSONEncoder().encode(selectedTab)
    }

    /// Selects the tab `data` saved, without popping it (unlike selecting it by
    /// hand). Nil or unreadable data, or a tab that no longer exists, leaves the
    /// selection as it is; returns whether it restored one.
    @discardableResult
    public func restoreSelection(from data: Data?) -> Bool {
        guard let data, let tab = try? JSONDecoder().decode(Tab.self, from: data) else { return false }
        restoreSelectedTab(tab)
        return true
    }

    /// The key each tab's stack saves its path under: one per tab.
    public func restorationKey(for tab: Tab) -> RestorationKey {
        .tab(tab)
    }
}
