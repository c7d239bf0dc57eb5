import Foundation
import RouterCore
import Testing

/// RouteCheck, over the fixture app's routes and over routes built to fail in
/// each way a route can: a lossy custom `Codable`, a NaN, a class payload, a
/// nested route enum, a link pattern with no sample, a URL that opens another route.
struct RouteCheckTests {
    @Test func everyFixtureRouteSurvivesEncodingAndItsLink() throws {
        try RouteCheck.codable(everyLinkedRoute).requireNone()
        try RouteCheck.links(everyLinkedRoute, table: appLinks).requireNone()
    }

    @MainActor @Test func aFixturePathRestoresWhole() throws {
        try RouteCheck.restoration(everyLinkedRoute, restoration: PathRestoration(schemaVersion: 2)).requireNone()
    }

    @Test func aCustomCodableThatDropsAFieldIsReportedWithWhatCameBack() {
        let report = RouteCheck.codable([LossyRoute.search(query: "swift", page: 3)])
        #expect(report.problems.count == 1)
        guard case .changedByRoundTrip(let decoded)? = report.problems.first?.kind else {
            Issue.record("expected a changed round trip, got \(report)")
            return
        }
        #expect(decoded.contains("page: 1"))
        #expect(report.description.contains("encode every field"))
    }

    @Test func aNaNFailsToEncode() {
        let report = RouteCheck.codable([MapRoute.zoom(.nan), MapRoute.zoom(2)])
        #expect(report.problems.count == 1)
        guard case .encodingFailed? = report.problems.first?.kind else {
            Issue.record("expected an encoding failure, got \(report)")
            return
        }
    }

    @Test func aClassInThePayloadIsNamedWithWhereItSits() {
        let report = RouteCheck.codable([DocumentRoute.editor(Document(title: "Notes")), .list])
        #expect(report.problems == [RouteProblem(route: String(reflecting: DocumentRoute.editor(Document(title: "Notes"))),
                                                 kind: .referencePayload(path: ".editor", type: String(reflecting: Document.self)))])
    }

    @Test func aNestedRouteEnumIsCheckedThrough() {
        #expect(RouteCheck.codable([ShellRoute.settings(.account), .settings(.lossy(7))]).problems.count == 1)
        #expect(RouteCheck.codable(ShellRoute.SettingsRoute.allCasesButLossy.map(ShellRoute.settings)).isEmpty)
    }

    @Test func aPatternNoSampleBuildsIsReported() {
        let report = RouteCheck.links([AppRoute.settings, .inbox], table: appLinks)
        let patterns = report.problems.compactMap { problem -> String? in
            if case .patternWithoutSample(let pattern) = problem.kind { return pattern }
            return nil
        }
        #expect(patterns.contains("projects/:projectID"))
        #expect(!patterns.contains("settings"))
    }

    @Test func aURLThatOpensAnotherRouteIsReported() {
        let table = DeepLinkTable<AppRoute>(scheme: "myapp", links: [
            DeepLink("tags/:name") { link in [.tag(try link.string("name").lowercased())] } build: { route in
                guard case .tag(let name) = route else { return nil }
                return ["name": name]
            },
        ])
        let report = RouteCheck.links([AppRoute.tag("Swift")], table: table)
        #expect(report.problems.count == 1)
        #expect(report.description.contains("myapp://tags/Swift"))
    }

    @MainActor @Test func aRestorationThatDropsARouteIsReported() {
        let restoration = PathRestoration<AppRoute>(isValid: { $0 != .settings })
        let report = RouteCheck.restoration([.inbox, .settings, .page(2)], restoration: restoration)
        #expect(report.problems.count == 1)
        #expect(report.description.contains("did not come back whole"))
    }

    @Test func anEmptyReportThrowsNothingAndAFullOneListsEveryProblem() throws {
        try RouteCheckReport(problems: []).requireNone()
        let report = RouteCheck.codable([MapRoute.zoom(.infinity), MapRoute.zoom(-.infinity)])
        #expect(throws: RouteCheckReport.self) { try report.requireNone() }
        #expect(report.description.hasPrefix("2 route problems:"))
    }
}

/// A route whose hand-written `Codable` forgets the page.
enum LossyRoute: Codable, Equatable {
    case search(query: String, page: Int)

    enum Key: CodingKey { case query }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Key.self)
        self = .search(query: try container.decode(String.self, forKey: .query), page: 1)
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        guard case .search(let query, _) = self else { return }
        try container.encode(query, forKey: .query)
    }
}

enum MapRoute: Codable, Equatable {
    case zoom(Double)
}

/// A class carried by value in a route: hand-written `Codable` hides it from the round trip.
final class Document: Codable, Equatable {
    let title: String
    init(title: String) { self.title = title }
    static func == (a: Document, b: Document) -> Bool { a.title == b.title }
}

enum DocumentRoute: Codable, Equatable {
    case list
    case editor(Document)
}

/// A route enum that carries another.
enum ShellRoute: Codable, Equatable {
    case settings(SettingsRoute)

    enum SettingsRoute: Codable, Equatable {
        case account
        case notifications
        case lossy(Int)

        static let allCasesButLossy: [SettingsRoute] = [.account, .notifications]

        init(from decoder: any Decoder) throws {
            let text = try decoder.singleValueContainer().decode(String.self)
            self = text == "notifications" ? .notifications : .account
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            switch self {
            case .account: try container.encode("account")
            case .notifications: try container.encode("notifications")
            case .lossy: try container.encode("lossy")
            }
        }
    }
}
