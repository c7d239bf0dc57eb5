import Foundation
import RouterCore
import Testing

@MainActor
struct RestorationTests {
    let saved: [AppRoute] = [.project(projectA), .task(projectID: projectA, taskID: taskA1), .tag("x y")]

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func encodeThenRestoreBringsThePathBack() throws {
        let router = AppRouter(path: saved, restoration: PathRestoration(schemaVersion: 3))
        let data = try router.encode()
        let restoredRouter = AppRouter(restoration: PathRestoration(schemaVersion: 3))
        let log = ChangeLog(restoredRouter)
        let restored = restoredRouter.restore(from: data)
        #expect(restored == RestoredPath(routes: saved))
        #expect(restored.isComplete)
        #expect(restoredRouter.path == saved)
        #expect(log.causes == [.restore])
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func theEnvelopeCarriesBothVersions() throws {
        let data = try PathRestoration<AppRoute>(schemaVersion: 7).encode([.settings])
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(object["format"] as? Int == 1)
        #expect(object["schema"] as? Int == 7)
        #expect((object["routes"] as? [Any])?.count == 1)
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func nothingSavedRestoresTheRootWithoutAnIssue() {
        let restoration = PathRestoration<AppRoute>()
        #expect(restoration.decode(nil) == RestoredPath(routes: []))
        #expect(restoration.decode(Data()) == RestoredPath(routes: []))
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test(arguments: [
        Data([0xFF, 0x00, 0x13, 0x37]),
        Data("not json".utf8),
        Data("{\"format\":1,\"schema\":1,\"routes\":[{\"settings\":{}}".utf8),  // truncated
        Data("[\"settings\"]".utf8),  // a bare array, not an envelope
        Data("{\"format\":1,\"schema\":1}".utf8),  // no routes
        Data("{\"format\":\"one\",\"schema\":1,\"routes\":[]}".utf8),
        Data("{\"format\":1,\"schema\":1,\"routes\":{}}".utf8),
    ])
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    func corruptDataRestoresAnEmptyPathWithAReason(data: Data) {
        let router = AppRouter(path: [.inbox])
        router.present(.newProject)
        let restored = router.restore(from: data)
        #expect(restored.routes.isEmpty)
        guard case .unreadable(let detail) = restored.reason else {
            Issue.record("expected .unreadable, got \(String(describing: restored.reason))")
            return
        }
        #expect(!detail.isEmpty)
        #expect(router.isRoot, "restoring replaces the trail and any modal")
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func aRouteThatNoLongerDecodesCutsThePathThere() throws {
        var object = try #require(try JSONSerialization.jsonObject(with: try PathRestoration<AppRoute>().encode(saved)) as? [String: Any])
        var routes = try #require(object["routes"] as? [Any])
        routes[1] = ["archivedTask": ["id": "x"]]
        object["routes"] = routes
        let restored = PathRestoration<AppRoute>().decode(try JSONSerialization.data(withJSONObject: object))
        #expect(restored.routes == [.project(projectA)])
        #expect(restored.reason == .undecodableRoute(index: 1, count: 2))
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func newerFormatsAndSchemasAreNotGuessedAt() {
        let newerFormat = Data("{\"format\":2,\"schema\":1,\"routes\":[]}".utf8)
        #expect(PathRestoration<AppRoute>().decode(newerFormat) == RestoredPath(routes: [], reason: .unsupportedFormat(2)))
        let newerSchema = Data("{\"format\":1,\"schema\":5,\"routes\":[{\"settings\":{}}]}".utf8)
        #expect(PathRestoration<AppRoute>(schemaVersion: 4).decode(newerSchema) == RestoredPath(routes: [], reason: .newerSchema(5)))
    }

    /// Version 1 of the app called the settings screen `preferences` and the
    /// project route `proj`; version 2 renamed them.
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func anOldSchemaGoesThroughTheMigrationHook() throws {
        let v1 = Data("""
        {"format":1,"schema":1,"routes":[{"proj":{"_0":"\(projectA.uuidString)"}},{"preferences":{}}]}
        """.utf8)
        var seen: [Int] = []
        let restoration = PathRestoration<AppRoute>(schemaVersion: 2, migrate: { legacy in
            seen.append(legacy.schemaVersion)
            let old = try legacy.decode([LegacyRouteV1].self)
            return old.map { route in
                switch route {
                case .proj(let id): .project(id)
                case .preferences: .settings
                }
            }
        })
        let router = AppRouter(restoration: restoration)
        let restored = router.restore(from: v1)
        #expect(restored == RestoredPath(routes: [.project(projectA), .settings]))
        #expect(router.path == [.project(projectA), .settings])
        #expect(seen == [1])
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func theHookCanWorkOnRawJSON() throws {
        let v1 = Data(#"{"format":1,"schema":1,"routes":[{"preferences":{}}]}"#.utf8)
        let restoration = PathRestoration<AppRoute>(schemaVersion: 2, migrate: { legacy in
            let routes = try legacy.jsonObject() as? [[String: Any]]
            return routes?.compactMap { $0.keys.first == "preferences" ? AppRoute.settings : nil }
        })
        #expect(restoration.decode(v1).routes == [.settings])
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func aDecliningOrMissingHookRestoresTheRoot() {
        let v1 = Data(#"{"format":1,"schema":1,"routes":[{"preferences":{}}]}"#.utf8)
        #expect(PathRestoration<AppRoute>(schemaVersion: 2).decode(v1) == RestoredPath(routes: [], reason: .noMigration(fromSchema: 1)))
        let declines = PathRestoration<AppRoute>(schemaVersion: 2, migrate: { _ in nil })
        #expect(declines.decode(v1) == RestoredPath(routes: [], reason: .migrationFailed(fromSchema: 1)))
        let throwsError = PathRestoration<AppRoute>(schemaVersion: 2, migrate: { try $0.decode([AppRoute].self) })
        #expect(throwsError.decode(v1) == RestoredPath(routes: [], reason: .migrationFailed(fromSchema: 1)))
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func aDeletedRecordCutsThePathAtItsRoute() throws {
        let data = try PathRestoration<AppRoute>().encode(saved)
        let store = TaskStore(deleted: [taskA1])
        let restoration = PathRestoration<AppRoute>(isValid: { route in
            if case .task(_, let taskID) = route { return store.exists(taskID) }
            return true
        })
        let restored = restoration.decode(data)
        #expect(restored.routes == [.project(projectA)])
        #expect(restored.dropped == [.task(projectID: projectA, taskID: taskA1), .tag("x y")], "what followed was reached through it")
        #expect(restored.reason == .invalidRoute(index: 1))
        store.deleted = []
        #expect(restoration.decode(data).isComplete)
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func signingOutInvalidatesEverything() throws {
        let data = try PathRestoration<AppRoute>().encode(saved)
        let restoration = PathRestoration<AppRoute>(isValid: { _ in false })
        #expect(restoration.decode(data) == RestoredPath(routes: [], dropped: saved, reason: .invalidRoute(index: 0)))
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func migratedRoutesAreValidatedToo() {
        let v1 = Data(#"{"format":1,"schema":1,"routes":[{"preferences":{}},{"preferences":{}}]}"#.utf8)
        let restoration = PathRestoration<AppRoute>(schemaVersion: 2, migrate: { _ in [.inbox, .settings] },
                                                    isValid: { $0 != .settings })
        #expect(restoration.decode(v1) == RestoredPath(routes: [.inbox], dropped: [.settings], reason: .invalidRoute(index: 1)))
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func theEarliestCutWins() throws {
        let data = Data("""
        {"format":1,"schema":1,"routes":["inbox-not-an-object",{"settings":{}}]}
        """.utf8)
        let undecodable = PathRestoration<AppRoute>(isValid: { _ in false }).decode(data)
        #expect(undecodable == RestoredPath(routes: [], reason: .undecodableRoute(index: 0, count: 2)))
        let valid = try PathRestoration<AppRoute>().encode([.inbox, .settings])
        var routes = try #require((try JSONSerialization.jsonObject(with: valid) as? [String: Any])?["routes"] as? [Any])
        routes.append("junk")
        let mixed = try JSONSerialization.data(withJSONObject: ["format": 1, "schema": 1, "routes": routes])
        let cut = PathRestoration<AppRoute>(isValid: { $0 != .settings }).decode(mixed)
        #expect(cut == RestoredPath(routes: [.inbox], dropped: [.settings], reason: .invalidRoute(index: 1)))
    }
}

/// The app's record store, as a validation hook would consult it.
@MainActor
private final class TaskStore {
    var deleted: Set<UUID>
    init(deleted: Set<UUID>) { self.deleted = deleted }
    func exists(_ id: UUID) -> Bool { !deleted.contains(id) }
}

/// The route enum as version 1 of the app declared it.
private enum LegacyRouteV1: Decodable {
    case proj(UUID)
    case preferences
}
