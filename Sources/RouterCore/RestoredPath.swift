import Foundation

/// What `restore(from:)` brought back, and what it had to leave behind.
public struct RestoredPath<Route> {
    /// The routes to show: the saved trail up to the first thing that could not
    /// come back. Possibly empty; never a trail with a hole in it.
    public var routes: [Route]
    /// Routes that were read but not restored because an earlier route was cut
    /// (invalid, or followed a route that failed to decode); the first of them is
    /// the one `reason` names, for `.invalidRoute`.
    public var dropped: [Route]
    /// Why anything was lost; nil when the whole saved trail came back, or when
    /// nothing had been saved.
    public var reason: RestorationIssue?

    public init(routes: [Route], dropped: [Route] = [], reason: RestorationIssue? = nil) {
        self.routes = routes
        self.dropped = dropped
        self.reason = reason
    }

    /// True when nothing saved was lost.
    public var isComplete: Bool { reason == nil }
}

extension RestoredPath: Equatable where Route: Equatable {}
extension RestoredPath: Sendable where Route: Sendable {}

/// Why a saved path did not fully come back. Every case is survivable: the
/// router restores what it can (often the root) instead of crashing at launch.
public enum RestorationIssue: Hashable, Sendable {
    /// The data is not a RouterCore envelope: corrupt, truncated, or another format.
    case unreadable(detail: String)
    /// Written by a newer RouterCore with an envelope format this one does not read.
    case unsupportedFormat(Int)
    /// Written by a newer app (a downgrade); its routes may not exist here.
    case newerSchema(Int)
    /// An older schema and no migration hook to read it.
    case noMigration(fromSchema: Int)
    /// The migration hook returned nil or threw for this older schema.
    case migrationFailed(fromSchema: Int)
    /// The route at `index` did not decode; it and the `count - 1` after it are gone.
    case undecodableRoute(index: Int, count: Int)
    /// The validation hook rejected the route at `index`; the path stops before it.
    case invalidRoute(index: Int)
}

/// A path saved under an older schema version, handed to the migration hook.
public struct LegacyPath: Sendable {
    /// The schema version the app declared when it saved the path.
    public let schemaVersion: Int
    /// The saved routes, as a JSON array (the same values, re-serialized).
    public let json: Data

    public init(schemaVersion: Int, json: Data) {
        self.schemaVersion = schemaVersion
        self.json = json
    }

    /// Decodes the old routes into a type that still reads them (a copy of the old
    /// route enum, or a struct of just the fields that matter).
    public func decode<T: Decodable>(_ type: T.Type = T.self) throws -> T {
        try JSONDecoder().decode(T.self, from: json)
    }

    /// The saved routes as `JSONSerialization` objects, for a migration that only
    /// renames a key or two.
    public func jsonObject() throws -> Any {
        try JSONSerialization.jsonObject(with: json, options: [.fragmentsAllowed])
    }
}
