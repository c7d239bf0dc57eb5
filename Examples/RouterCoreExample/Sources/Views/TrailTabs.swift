#if canImport(SwiftUI)
import RouterCore
import SwiftUI

/// The Trips tab: its own stack and saved path; "New Trip" presents a flow with
/// a stack of its own, run by the child router the tab's router owns.
@available(iOS 17, macOS 14, *)
struct TripsTab: View {
    let router: Router<TrailRoute, TrailSheet>
    let startNewTrip: () -> Void

    var body: some View {
        RoutedNavigationStack(router: router, restorationKey: .tab(TrailTab.trips)) {
            TripList(startNewTrip: startNewTrip)
        } destination: { route in
            TrailScreen(route: route)
        } presented: { sheet in
            switch sheet {
            case .newTrip:
                if let flow = router.presentedFlow {
                    RoutedNavigationStack(router: flow, restorationKey: nil) {
                        Text("Plan a trip")
                    } destination: { route in
                        TrailScreen(route: route)
                    } presented: { _ in EmptyView() }
                }
            case .share(let tripID):
                ShareLink(item: TrailRoute.links.url(for: .trip(tripID)) ?? URL(string: "https://trailhead.example")!)
            }
        }
    }
}

@available(iOS 17, macOS 14, *)
struct ExploreTab: View {
    let router: Router<TrailRoute, TrailSheet>

    var body: some View {
        RoutedNavigationStack(router: router, restorationKey: .tab(TrailTab.explore)) {
            List {
                NavigationLink("Alpine lakes", value: TrailRoute.guide(slug: "alpine-lakes"))
                NavigationLink("Waterfalls", value: TrailRoute.search(query: "waterfalls", page: 1))
            }
            .navigationTitle("Explore")
        } destination: { route in
            TrailScreen(route: route)
        } presented: { _ in EmptyView() }
    }
}

@available(iOS 17, macOS 14, *)
struct ProfileTab: View {
    let router: Router<TrailRoute, TrailSheet>

    var body: some View {
        RoutedNavigationStack(router: router, restorationKey: .tab(TrailTab.profile)) {
            Button("Settings") { router.push(.settings, policy: .ignoreIfTop) }
                .navigationTitle("Profile")
        } destination: { route in
            TrailScreen(route: route)
        } presented: { _ in EmptyView() }
    }
}

@available(iOS 17, macOS 14, *)
struct TripList: View {
    @Environment(Router<TrailRoute, TrailSheet>.self) private var router
    let startNewTrip: () -> Void

    var body: some View {
        List {
            NavigationLink("Lake loop", value: TrailRoute.trip(TrailSamples.lakeTrip))
            Button("Share lake loop") { router.present(.share(tripID: TrailSamples.lakeTrip)) }
        }
        .navigationTitle("Trips")
        .toolbar { Button("New Trip", action: startNewTrip) }
    }
}

/// Every pushed screen, chosen once from its route.
@available(iOS 17, macOS 14, *)
struct TrailScreen: View {
    @Environment(Router<TrailRoute, TrailSheet>.self) private var router
    let route: TrailRoute

    var body: some View {
        switch route {
        case .trip(let id):
            List { NavigationLink("Summit", value: TrailRoute.stop(tripID: id, stopID: TrailSamples.summit)) }
                .navigationTitle("Trip")
        case .stop:
            Text("Stop").navigationTitle("Stop")
        case .guide(let slug):
            Text(slug).navigationTitle("Guide")
        case .search(let query, let page):
            Text("\(query), page \(page)").navigationTitle("Search")
        case .settings:
            Text("Settings").navigationTitle("Settings")
        case .draftDetails:
            Button("Invite friends") { router.push(.draftInvite(count: 3)) }
        case .draftInvite(let count):
            Button("Done (\(count) invited)") { router.dismissFlow() }
        }
    }
}
#endif
