import Foundation

/// Every screen the Trailhead example pushes, as a value: identifiers and plain
/// values only, so a path can be saved, restored and written as a URL.
public enum TrailRoute: Hashable, Codable, Sendable {
    case trip(UUID)
    case stop(tripID: UUID, stopID: UUID)
    case guide(slug: String)
    case search(query: String, page: Int)
    case settings
    /// The steps of the "new trip" flow, pushed inside its own sheet.
    case draftDetails
    case draftInvite(count: Int)

    /// One of each case, with realistic payloads: what the tests check routes with.
    public static let samples: [TrailRoute] = [
        .trip(TrailSamples.lakeTrip), .stop(tripID: TrailSamples.lakeTrip, stopID: TrailSamples.summit),
        .guide(slug: "alpine-lakes"), .search(query: "waterfalls", page: 2), .search(query: "huts", page: 1),
        .settings, .draftDetails, .draftInvite(count: 3),
    ]
}

/// Modal screens; never pushed.
public enum TrailSheet: Hashable, Identifiable, Sendable {
    case newTrip
    case share(tripID: UUID)
    public var id: Self { self }
}

/// The tabs, each with its own stack.
public enum TrailTab: String, Hashable, Codable, Sendable, CaseIterable {
    case trips, explore, profile

    /// The tab a route lives in: where a link to it opens.
    public static func home(of route: TrailRoute) -> TrailTab {
        switch route {
        case .trip, .stop, .draftDetails, .draftInvite: .trips
        case .guide, .search: .explore
        case .settings: .profile
        }
    }
}

/// Fixed identifiers for samples and previews.
public enum TrailSamples {
    public static let lakeTrip = UUID(uuidString: "7A1E0000-0000-4000-8000-000000000001")!
    public static let summit = UUID(uuidString: "7A1E0000-0000-4000-8000-000000000002")!
}
