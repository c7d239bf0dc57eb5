import Foundation
import RouterCore
import RouterCoreExample
import Testing

/// The Trailhead example's navigation, tested as an app would test its own:
/// no SwiftUI, just routes, links and routers. (The testing guide in the
/// README walks through these.)
@MainActor
struct TrailNavigationTests {
    final class MemoryStorage: TrailStorage {
        var values: [String: Data] = [:]
        subscript(key: String) -> Data? {
            get { values[key] }
            set { values[key] = newValue }
        }
    }

    @Test func everyRouteSurvivesSavingAndItsLink() throws {
        try RouteCheck.codable(TrailRoute.samples).requireNone()
        try RouteCheck.links(TrailRoute.samples.filter { TrailRoute.links.url(for: $0) != nil }, table: TrailRoute.links)
            .requireNone()
        try RouteCheck.restoration(TrailRoute.samples).requireNone()
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func aLinkOpensInItsTabAndClosesTheSheetOnTheOne() throws {
        let navigation = TrailNavigation()
        navigation.startNewTrip()
        #expect(navigation.tabs.router(for: .trips).sheet == .newTrip)
        #expect(navigation.open(try #require(URL(string: "https://trailhead.example/guides/alpine-lakes"))))
        #expect(navigation.tabs.selectedTab == .explore)
        #expect(navigation.tabs.router(for: .explore).path == [.guide(slug: "alpine-lakes")])
        #expect(navigation.tabs.router(for: .trips).sheet == nil)
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func theNewTripFlowPushesInsideItsSheetAndItsDismissReachesTheTab() throws {
        let navigation = TrailNavigation()
        navigation.startNewTrip()
        let trips = navigation.tabs.router(for: .trips)
        let flow = try #require(trips.presentedFlow)
        trips.push(.draftInvite(count: 2))  // pushWhilePresenting = .pushInFlow
        #expect(flow.path == [.draftDetails, .draftInvite(count: 2)])
        #expect(trips.path.isEmpty)
        flow.dismissFlow()
        #expect(trips.sheet == nil)
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func aStopLinkGoesOnTopWhenTheUserIsOnItsTrip() throws {
        let navigation = TrailNavigation()
        let trips = navigation.tabs.router(for: .trips)
        trips.push(.trip(TrailSamples.lakeTrip))
        trips.push(.search(query: "huts", page: 1))
        let stop = try #require(URL(string: "trailhead://trips/\(TrailSamples.lakeTrip)/stops/\(TrailSamples.summit)"))
        navigation.open(stop)
        #expect(trips.path == [.trip(TrailSamples.lakeTrip), .search(query: "huts", page: 1),
                               .stop(tripID: TrailSamples.lakeTrip, stopID: TrailSamples.summit)])
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func aRelaunchRestoresEachTabAndTheSelection() throws {
        let storage = MemoryStorage()
        let before = TrailNavigation()
        before.tabs.router(for: .trips).push(.trip(TrailSamples.lakeTrip))
        before.tabs.router(for: .explore).push(.search(query: "waterfalls", page: 2))
        before.tabs.selectedTab = .explore
        before.save(to: storage)

        let after = TrailNavigation()
        after.restore(from: storage)
        #expect(after.tabs.selectedTab == .explore)
        #expect(after.tabs.router(for: .trips).path == [.trip(TrailSamples.lakeTrip)])
        #expect(after.tabs.router(for: .explore).path == [.search(query: "waterfalls", page: 2)])
        #expect(after.tabs.router(for: .profile).path.isEmpty)
    }
}
