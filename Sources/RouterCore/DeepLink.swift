/// One row of a `DeepLinkTable`: a URL pattern and both directions between its
/// parameters and routes, declared together so they cannot drift apart.
///
/// ```swift
/// DeepLink("projects/:projectID/tasks/:taskID") { link in
///     let projectID = try link.uuid("projectID")
///     return [.project(projectID), .task(projectID: projectID, taskID: try link.uuid("taskID"))]
/// } build: { route in
///     guard case .task(let projectID, let taskID) = route else { return nil }
///     return ["projectID": projectID, "taskID": taskID]
/// }
/// ```
///
/// `match` turns the link's parameters into the whole stack to show, root
/// first, so the user lands with a useful back button; it throws (or returns
/// nil) to reject bad values. `build` says which route this pattern is the URL
/// of (the last route of the stack `match` returns) by returning its
/// parameters, and nil for every other route.
public struct DeepLink<Route>: Sendable {
    public let pattern: DeepLinkPattern
    /// Where a router puts what this link opens (see `DeepLinkLanding`).
    public let landing: DeepLinkLanding
    private let matcher: @Sendable (DeepLinkParameters) throws -> [Route]?
    private let builder: @Sendable (Route) -> DeepLinkParameters?

    public init(pattern: DeepLinkPattern, landing: DeepLinkLanding = .replaceTrail,
                match: @escaping @Sendable (DeepLinkParameters) throws -> [Route]?,
                build: @escaping @Sendable (Route) -> DeepLinkParameters?) {
        self.pattern = pattern
        self.landing = landing
        self.matcher = match
        self.builder = build
    }

    /// Declares a link from pattern text. A malformed pattern is a programming
    /// error and stops here, as a malformed regex literal would; parse with
    /// `DeepLinkPattern(_:)` to handle the error instead.
    public init(_ pattern: String, landing: DeepLinkLanding = .replaceTrail,
                match: @escaping @Sendable (DeepLinkParameters) throws -> [Route]?,
                build: @escaping @Sendable (Route) -> DeepLinkParameters?) {
        do {
            self.init(pattern: try DeepLinkPattern(pattern), landing: landing, match: match, build: build)
        } catch {
            preconditionFailure("invalid deep-link pattern '\(pattern)': \(error)")
        }
    }

    /// The routes for decoded path segments, or nil when the shape differs or
    /// `match` rejects the values.
    func routes(forPath path: [String], query: [String: String] = [:]) -> [Route]? {
        guard let parameters = pattern.match(path, query: query) else { return nil }
        return try? matcher(parameters)
    }

    /// The decoded path segments and query items of `route`'s URL, or nil when this
    /// pattern does not describe `route`.
    func path(for route: Route) -> (path: [String], query: [(name: String, value: String)])? {
        guard let parameters = builder(route) else { return nil }
        return pattern.fill(with: parameters)
    }
}

/// What a router does with the stack a link opens.
public enum DeepLinkLanding: Hashable, Sendable {
    /// Show exactly the link's stack (keeping whatever part of it is already on screen):
    /// the user asked for a screen, not for that screen on top of what they were doing.
    case replaceTrail
    /// The link is a step in a flow the user may already be in: when the current path
    /// starts with the link's stack minus its last route, push that route on top of the
    /// current path (keeping the screens above the shared part); otherwise replace the trail.
    case pushOnTopWhenPrefix
}

/// What a table found for a URL: the stack to show and how to land on it.
public struct DeepLinkDestination<Route> {
    public let routes: [Route]
    public let landing: DeepLinkLanding

    /// The path to show, from the current one.
    public func target(from current: [Route]) -> [Route] where Route: Equatable {
        guard landing == .pushOnTopWhenPrefix, let last = routes.last,
              current.starts(with: routes.dropLast()), current.last != last else { return routes }
        return current + [last]
    }
}

extension DeepLinkDestination: Sendable where Route: Sendable {}
extension DeepLinkDestination: Equatable where Route: Equatable {}
