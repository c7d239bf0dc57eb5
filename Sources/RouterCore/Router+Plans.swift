import Foundation

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
extension Router {
    /// Applies `plan` to the current state as one change, so observers and the
    /// stack see a single jump rather than a pop followed by a push.
    public func apply(_ plan: NavigationPlan<Route, Sheet>, cause: RouterChangeCause = .deepLink) {
        commit(plan.apply(to: state), cause: cause)
    }

    /// Goes to `routes` the way a deep link should: dismisses a modal first,
    /// appends when the current path leads there, does nothing when already there,
    /// and otherwise replaces the trail. Returns the plan that was applied.
    @discardableResult
    public func navigate(to routes: [Route], cause: RouterChangeCause = .deepLink) -> NavigationPlan<Route, Sheet> {
        let plan = NavigationPlan.deepLink(from: state, to: routes)
        apply(plan, cause: cause)
        return plan
    }

    /// Resolves `url` with `links` and navigates there. Returns false, changing
    /// nothing, when the table does not know the URL: an unknown link should leave
    /// the user where they were.
    @discardableResult
    public func open(_ url: URL, with links: DeepLinkTable<Route>) -> Bool {
        guard let routes = links.routes(for: url) else { return false }
        navigate(to: routes, cause: .deepLink)
        return true
    }
}
