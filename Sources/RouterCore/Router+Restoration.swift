import Foundation

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
extension Router {
    /// The current path in a versioned envelope (see `PathRestoration`).
    /// Presentations are not saved: a half-finished modal is better discarded
    /// than brought back stale.
    public func encode() throws -> Data {
        try restoration.encode(path)
    }

    /// Replaces the path with what `data` restores (dismissing any modal) and
    /// reports what was lost. Never fails: unreadable data restores the root.
    @discardableResult
    public func restore(from data: Data?) -> RestoredPath<Route> {
        let restored = restoration.decode(data)
        commit(NavigationState(path: restored.routes, presentation: nil), cause: .restore)
        return restored
    }
}
