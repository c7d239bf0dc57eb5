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
    private let matcher: @Sendable (DeepLinkParameters) throws -> [Route]?
    private let builder: @Sendable (Route) -> DeepLinkParameters?

    public init(pattern: DeepLinkPattern,
                match: @escaping @Sendable (DeepLinkParameters) throws -> [Route]?,
                build: @escaping @Sendable (Route) -> DeepLinkParameters?) {
        self.pattern = pattern
        self.matcher = match
        self.builder = build
    }

    /// Declares a link from pattern text. A malformed pattern is a programming
    /// error and stops here, as a malformed regex literal would; parse with
    /// `DeepLinkPattern(_:)` to handle the error instead.
    public init(_ pattern: String,
                match: @escaping @Sendable (DeepLinkParameters) throws -> [Route]?,
                build: @escaping @Sendable (Route) -> DeepLinkParameters?) {
        do {
            self.init(pattern: try DeepLinkPattern(pattern), match: match, build: build)
        } catch {
            preconditionFailure("invalid deep-link pattern '\(pattern)': \(error)")
        }
    }

    /// The routes for decoded path segments, or nil when the shape differs or
    /// `match` rejects the values.
    func routes(forPath path: [String]) -> [Route]? {
        guard let parameters = pattern.match(path) else { return nil }
        return try? matcher(parameters)
    }

    /// The decoded path segments of `route`'s URL, or nil when this pattern does
    /// not describe `route`.
    func path(for route: Route) -> [String]? {
        guard let parameters = builder(route) else { return nil }
        return pattern.fill(with: parameters)
    }
}
