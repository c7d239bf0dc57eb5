import Foundation
import RouterCore
import Testing

/// Query items as typed parameters, optional trailing segments, and a link's
/// choice between replacing the trail and pushing on top of it.
struct DeepLinkQueryTests {
    enum Route: Hashable, Codable, Sendable {
        case search(query: String, page: Int)
        case inbox(filter: String?)
        case project(Int)
        case task(project: Int, task: Int)
        case settings
    }

    static func table(taskLanding: DeepLinkLanding = .replaceTrail) -> DeepLinkTable<Route> {
        DeepLinkTable(scheme: "myapp", hosts: ["example.com"], links: [
            DeepLink("search?q&page") { link in
                [.search(query: try link.string("q"), page: (try? link.int("page")) ?? 1)]
            } build: { route in
                guard case .search(let query, let page) = route else { return nil }
                return page == 1 ? ["q": query] : ["q": query, "page": page]
            },
            DeepLink("inbox/:filter?") { link in
                [.inbox(filter: try? link.string("filter"))]
            } build: { route in
                guard case .inbox(let filter) = route else { return nil }
                return filter.map { ["filter": $0] } ?? [:]
            },
            DeepLink("projects/:id") { link in [.project(try link.int("id"))] } build: { route in
                guard case .project(let id) = route else { return nil }
                return ["id": id]
            },
            DeepLink("projects/:id/tasks/:task", landing: taskLanding) { link in
                let id = try link.int("id")
                return [.project(id), .task(project: id, task: try link.int("task"))]
            } build: { route in
                guard case .task(let project, let task) = route else { return nil }
                return ["id": project, "task": task]
            },
            DeepLink("settings") { _ in [.settings] } build: { $0 == .settings ? [:] : nil },
        ])
    }

    @Test func queryItemsAreTypedParametersAndOthersAreIgnored() {
        let table = Self.table()
        #expect(table.routes(for: url("myapp://search?q=swift%20ui&page=3&utm_source=mail")) == [.search(query: "swift ui", page: 3)])
        #expect(table.routes(for: url("https://example.com/search?q=nav")) == [.search(query: "nav", page: 1)])
        #expect(table.routes(for: url("myapp://search?page=2")) == nil, "the match closure requires q")
        #expect(table.url(for: .search(query: "swift ui", page: 3))?.absoluteString == "myapp://search?q=swift%20ui&page=3")
        #expect(table.url(for: .search(query: "nav", page: 1))?.absoluteString == "myapp://search?q=nav")
    }

    @Test func anOptionalTrailingSegmentMatchesWithAndWithoutIt() {
        let table = Self.table()
        #expect(table.routes(for: url("myapp://inbox")) == [.inbox(filter: nil)])
        #expect(table.routes(for: url("myapp://inbox/unread")) == [.inbox(filter: "unread")])
        #expect(table.routes(for: url("myapp://inbox/unread/extra")) == nil)
        #expect(table.url(for: .inbox(filter: nil))?.absoluteString == "myapp://inbox")
        #expect(table.url(for: .inbox(filter: "unread"))?.absoluteString == "myapp://inbox/unread")
    }

    @Test func everyRouteRoundTripsThroughItsURL() throws {
        let samples: [Route] = [.search(query: "a b", page: 2), .search(query: "x", page: 1), .inbox(filter: nil),
                                .inbox(filter: "open"), .project(7), .task(project: 7, task: 9), .settings]
        try RouteCheck.links(samples, table: Self.table()).requireNone()
    }

    @Test func malformedPatternsAreRejected() {
        #expect(throws: DeepLinkPatternError.optionalSegmentNotLast(pattern: "inbox/:filter?/all")) {
            try DeepLinkPattern("inbox/:filter?/all")
        }
        #expect(throws: DeepLinkPatternError.duplicateParameter(pattern: "search/:q?q", name: "q")) {
            try DeepLinkPattern("search/:q?q")
        }
        #expect((try? DeepLinkPattern("inbox/:filter?"))?.description == "inbox/:filter?")
        #expect((try? DeepLinkPattern("search?q&page"))?.parameterNames == ["q", "page"])
        let both = try? DeepLinkPattern("inbox/:filter??page")
        #expect(both?.description == "inbox/:filter??page")
        #expect(both?.queryNames == ["page"])
    }

    @Test func aLinkChoosesBetweenReplacingAndPushingOnTop() {
        let link = url("myapp://projects/7/tasks/9")
        let current: [Route] = [.project(7), .settings]
        let replacing = Self.table().destination(for: link)
        #expect(replacing?.target(from: current) == [.project(7), .task(project: 7, task: 9)])
        let onTop = Self.table(taskLanding: .pushOnTopWhenPrefix).destination(for: link)
        #expect(onTop?.target(from: current) == [.project(7), .settings, .task(project: 7, task: 9)])
        #expect(onTop?.target(from: [.settings]) == [.project(7), .task(project: 7, task: 9)], "not in that flow: replace")
        #expect(onTop?.target(from: [.project(7), .task(project: 7, task: 9)]) == [.project(7), .task(project: 7, task: 9)],
                "already there: no second copy")
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @MainActor @Test func aRouterLandsWhereTheLinkSays() {
        let router = Router<Route, AppSheet>(path: [.project(7), .settings])
        #expect(router.open(url("myapp://projects/7/tasks/9"), with: Self.table(taskLanding: .pushOnTopWhenPrefix)))
        #expect(router.path == [.project(7), .settings, .task(project: 7, task: 9)])
        #expect(router.open(url("myapp://projects/7/tasks/9"), with: Self.table()))
        #expect(router.path == [.project(7), .task(project: 7, task: 9)])
    }
}
