import Foundation
import RouterCore

extension TrailRoute {
    /// `trailhead://…` and `https://trailhead.example/…`: every door into a screen.
    public static let links = DeepLinkTable<TrailRoute>(scheme: "trailhead", hosts: ["trailhead.example"], links: [
        DeepLink("trips/:trip") { link in
            [.trip(try link.uuid("trip"))]
        } build: { route in
            guard case .trip(let id) = route else { return nil }
            return ["trip": id]
        },
        // A stop opened from a notification while the user is already on its trip goes on top.
        DeepLink("trips/:trip/stops/:stop", landing: .pushOnTopWhenPrefix) { link in
            let trip = try link.uuid("trip")
            return [.trip(trip), .stop(tripID: trip, stopID: try link.uuid("stop"))]
        } build: { route in
            guard case .stop(let trip, let stop) = route else { return nil }
            return ["trip": trip, "stop": stop]
        },
        DeepLink("guides/:slug") { link in
            [.guide(slug: try link.string("slug"))]
        } build: { route in
            guard case .guide(let slug) = route else { return nil }
            return ["slug": slug]
        },
        DeepLink("search?q&page") { link in
            [.search(query: try link.string("q"), page: (try? link.int("page")) ?? 1)]
        } build: { route in
            guard case .search(let query, let page) = route else { return nil }
            return page == 1 ? ["q": query] : ["q": query, "page": page]
        },
        DeepLink("settings") { _ in [.settings] } build: { $0 == .settings ? [:] : nil },
    ])
}
