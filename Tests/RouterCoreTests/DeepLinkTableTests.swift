import Foundation
import RouterCore
import Testing

struct DeepLinkTableTests {
    // MARK: Round trips

    @Test(arguments: everyLinkedRoute)
    func everyPatternRoundTripsInBothForms(route: AppRoute) throws {
        for form in [DeepLinkURLForm.customScheme, .https] {
            let link = try #require(appLinks.url(for: route, form: form))
            let routes = try #require(appLinks.routes(for: link), "\(link)")
            #expect(routes.last == route, "\(link)")
        }
        #expect(appLinks.url(for: route) == appLinks.url(for: route, form: .customScheme), "custom scheme is the default canonical form")
    }

    @Test func theRoundTripsCoverEveryDeclaredPattern() {
        for link in appLinks.links {
            let alone = DeepLinkTable<AppRoute>(scheme: "myapp", links: [link])
            #expect(everyLinkedRoute.contains { alone.url(for: $0) != nil }, "no sample route for '\(link.pattern)'")
        }
    }

    @Test func canonicalURLsAreStable() {
        #expect(appLinks.url(for: .task(projectID: projectA, taskID: taskA1))?.absoluteString
            == "myapp://projects/AAAAAAAA-0000-4000-8000-000000000001/tasks/AAAAAAAA-1111-4000-8000-000000000003")
        #expect(appLinks.url(for: .settings, form: .https)?.absoluteString == "https://example.com/settings")
        #expect(appLinks.url(for: .page(12))?.absoluteString == "myapp://inbox/page/12")
        let web = DeepLinkTable<AppRoute>(scheme: "myapp", hosts: ["example.com"], canonicalForm: .https, links: appLinks.links)
        #expect(web.url(for: .inbox)?.absoluteString == "https://example.com/inbox")
    }

    @Test func aLinkOpensTheWholeStack() {
        let routes = appLinks.routes(for: url("myapp://projects/\(projectA.uuidString)/tasks/\(taskA1.uuidString)"))
        #expect(routes == [.project(projectA), .task(projectID: projectA, taskID: taskA1)])
    }

    @Test func aRouteNoPatternBuildsHasNoURL() {
        let partial = DeepLinkTable<AppRoute>(scheme: "myapp", links: Array(appLinks.links.prefix(1)))
        #expect(partial.url(for: .settings) == nil)
        #expect(partial.url(for: .project(projectA), form: .https) == nil, "no host to build an https link on")
        #expect(appLinks.url(for: .tag("")) == nil, "an empty value would vanish from the URL")
    }

    // MARK: Schemes and hosts

    @Test func customSchemeAndAllowedHostsResolveToTheSameRoutes() {
        let path = "projects/\(projectA.uuidString)/tasks/\(taskA1.uuidString)"
        let expected: [AppRoute] = [.project(projectA), .task(projectID: projectA, taskID: taskA1)]
        #expect(appLinks.routes(for: url("myapp://\(path)")) == expected, "the first word is the host")
        #expect(appLinks.routes(for: url("https://example.com/\(path)")) == expected)
        #expect(appLinks.routes(for: url("https://www.example.com/\(path)")) == expected)
        #expect(appLinks.routes(for: url("https://EXAMPLE.com/\(path)")) == expected, "hosts are case-insensitive")
        #expect(appLinks.routes(for: url("MyApp://Projects/\(projectA.uuidString)")) == [.project(projectA)], "so are schemes and words")
        #expect(appLinks.routes(for: url("myapp:///\(path)")) == expected, "an empty host with the words in the path")
    }

    @Test func disallowedHostsAndUnknownSchemesAreRejected() {
        #expect(appLinks.routes(for: url("https://evil.example/settings")) == nil)
        #expect(appLinks.routes(for: url("https://example.com.evil.example/settings")) == nil)
        #expect(appLinks.routes(for: url("http://example.com/settings")) == nil, "only https links are the app's")
        #expect(appLinks.routes(for: url("otherapp://settings")) == nil)
        #expect(appLinks.routes(for: url("file:///settings")) == nil)
        #expect(appLinks.routes(for: url("/settings")) == nil, "a relative URL has no scheme")
    }

    @Test func unknownPathsAreRejected() {
        #expect(appLinks.routes(for: url("myapp://projects")) == nil, "too short")
        #expect(appLinks.routes(for: url("myapp://projects/\(projectA.uuidString)/extra")) == nil, "too long")
        #expect(appLinks.routes(for: url("myapp://unknown")) == nil)
        #expect(appLinks.routes(for: url("https://example.com/")) == nil, "no root pattern declared")
    }

    @Test func trailingSlashesQueriesAndFragmentsDoNotMatter() {
        #expect(appLinks.routes(for: url("myapp://settings/")) == [.settings])
        #expect(appLinks.routes(for: url("https://example.com/settings?utm_source=mail#top")) == [.settings])
    }

    @Test func theEmptyPatternIsTheBareLink() throws {
        let table = DeepLinkTable<AppRoute>(scheme: "myapp", hosts: ["example.com"], links: [
            DeepLink("") { _ in [] } build: { _ in nil },
            DeepLink("/settings/") { _ in [.settings] } build: { $0 == .settings ? [:] : nil },
        ])
        #expect(table.routes(for: url("myapp://")) == [])
        #expect(table.routes(for: url("https://example.com")) == [])
        #expect(table.routes(for: url("https://example.com/settings")) == [.settings])
    }

    // MARK: Parameters

    @Test func badParametersRejectTheLink() {
        #expect(appLinks.routes(for: url("myapp://projects/not-a-uuid")) == nil)
        #expect(appLinks.routes(for: url("myapp://projects/\(projectA.uuidString)/tasks/123")) == nil)
        #expect(appLinks.routes(for: url("myapp://inbox/page/two")) == nil)
        #expect(appLinks.routes(for: url("myapp://inbox/page/+2")) == nil, "one spelling per number")
        #expect(appLinks.routes(for: url("myapp://inbox/page/2.5")) == nil)
        #expect(appLinks.routes(for: url("myapp://inbox/page/99999999999999999999999")) == nil, "overflow")
        #expect(appLinks.routes(for: url("myapp://inbox/page/0")) == nil, "match rejects it")
        #expect(appLinks.routes(for: url("myapp://inbox/archived")) == nil, "not a TaskFilter")
    }

    @Test func typedParametersParse() {
        #expect(appLinks.routes(for: url("myapp://inbox/page/42")) == [.inbox, .page(42)])
        #expect(appLinks.routes(for: url("myapp://inbox/open")) == [.inbox, .filter(.open)])
        let lower = projectA.uuidString.lowercased()
        #expect(appLinks.routes(for: url("myapp://projects/\(lower)")) == [.project(projectA)], "UUIDs in either case")
    }

    @Test func stringsArePercentDecodedAndEncoded() throws {
        #expect(appLinks.routes(for: url("myapp://tags/swift%20ui")) == [.tag("swift ui")])
        #expect(appLinks.routes(for: url("myapp://tags/a%2Fb")) == [.tag("a/b")], "an encoded slash stays in its segment")
        #expect(appLinks.routes(for: url("myapp://tags/caf%C3%A9")) == [.tag("café")])
        #expect(appLinks.routes(for: url("https://example.com/tags/100%25")) == [.tag("100%")])
        for name in ["swift ui", "a/b", "café", "100%", "?#&=+", "日本語", "..", "~tilde-._"] {
            let link = try #require(appLinks.url(for: .tag(name)))
            #expect(!link.absoluteString.dropFirst("myapp://tags/".count).contains("/"), "\(link)")
            #expect(appLinks.routes(for: link) == [.tag(name)], "\(link)")
        }
    }

    @Test func laterRowsGetAShapeAnEarlierRowRejects() {
        let table = DeepLinkTable<AppRoute>(scheme: "myapp", links: [
            DeepLink("projects/:id") { [.project(try $0.uuid("id"))] } build: { _ in nil },
            DeepLink("projects/:slug") { [.tag(try $0.string("slug"))] } build: { _ in nil },
        ])
        #expect(table.routes(for: url("myapp://projects/\(projectA.uuidString)")) == [.project(projectA)])
        #expect(table.routes(for: url("myapp://projects/roadmap")) == [.tag("roadmap")])
    }
}
