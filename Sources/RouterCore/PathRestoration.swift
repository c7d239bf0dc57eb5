import Foundation

/// How a router saves its path and brings it back after a relaunch.
///
/// Restoration has to survive the app changing underneath it: a route case
/// renamed since the path was saved, a record deleted, a user signed out, or
/// plain corrupt data. Bump `schemaVersion` whenever a saved route would no
/// longer decode, and give `migrate` the old shape; `isValid` drops what no
/// longer exists. Nothing here throws at launch.
public struct PathRestoration<Route: Codable> {
    /// The app's version of its route types; saved with every path.
    public var schemaVersion: Int
    /// Reads a path saved under an older `schemaVersion`: returns the routes it
    /// means today, or nil (or throws) to give up and start at the root.
    public var migrate: (@MainActor (LegacyPath) throws -> [Route]?)?
    /// Whether a restored route may still be shown (its record exists, the user
    /// may see it). The path is cut at the first route that fails, since what
    /// follows was reached through it.
    public var isValid: (@MainActor (Route) -> Bool)?

    public init(schemaVersion: Int = 1,
                migrate: (@MainActor (LegacyPath) throws -> [Route]?)? = nil,
                isValid: (@MainActor (Route) -> Bool)? = nil) {
        self.schemaVersion = schemaVersion
        self.migrate = migrate
        self.isValid = isValid
    }

    /// The versioned envelope for `routes`. Throws only when a route's own
    /// `encode(to:)` does.
    public func encode(_ routes: [Route]) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return try encoder.encode(RestorationEnvelope.Written(schema: schemaVersion, routes: routes))
    }

    /// The routes in `data`, migrated and validated. Nil or empty data means
    /// nothing was saved: an empty path and no issue.
    @MainActor
    public func decode(_ data: Data?) -> RestoredPath<Route> {
        guard let data, !data.isEmpty else { return RestoredPath(routes: []) }
        let header: RestorationEnvelope.Header
        do {
            header = try JSONDecoder().decode(RestorationEnvelope.Header.self, from: data)
        } catch {
            return RestoredPath(routes: [], reason: .unreadable(detail: String(describing: error)))
        }
        guard header.format <= RestorationEnvelope.formatVersion else {
            return RestoredPath(routes: [], reason: .unsupportedFormat(header.format))
        }
        if header.schema > schemaVersion {
            return RestoredPath(routes: [], reason: .newerSchema(header.schema))
        }
        if header.schema < schemaVersion {
            return validated(migrated(data, from: header.schema))
        }
        do {
            let read = try JSONDecoder().decode(RestorationEnvelope.LenientRoutes<Route>.self, from: data)
            let reason = read.failure.map { RestorationIssue.undecodableRoute(index: $0.index, count: $0.count) }
            return validated(RestoredPath(routes: read.routes, reason: reason))
        } catch {
            return RestoredPath(routes: [], reason: .unreadable(detail: String(describing: error)))
        }
    }

    @MainActor
    private func migrated(_ data: Data, from schema: Int) -> RestoredPath<Route> {
        guard let migrate else { return RestoredPath(routes: [], reason: .noMigration(fromSchema: schema)) }
        guard let json = try? RestorationEnvelope.rawRoutes(of: data),
              let routes = (try? migrate(LegacyPath(schemaVersion: schema, json: json))) ?? nil else {
            return RestoredPath(routes: [], reason: .migrationFailed(fromSchema: schema))
        }
        return RestoredPath(routes: routes)
    }

    /// Cuts `restored` at its first invalid route. An earlier cut wins: it decides
    /// what the user sees.
    @MainActor
    private func validated(_ restored: RestoredPath<Route>) -> RestoredPath<Route> {
        guard let isValid, let index = restored.routes.firstIndex(where: { !isValid($0) }) else { return restored }
        return RestoredPath(routes: Array(restored.routes[..<index]), dropped: Array(restored.routes[index...]),
                            reason: .invalidRoute(index: index))
    }
}
