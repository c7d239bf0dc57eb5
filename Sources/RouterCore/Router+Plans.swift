import Foundation

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
extension Router {
    /// Applies `plan` to the current state as one change, so observers and the
    /// stack see a single jump rather than a pop followed by a push.
    public func apply(_ plan: NavigationPlan<Route, Sheet>, cause: RouterChangeCause = .deepLink) {
        commit(plan.apply(to: state), cause: cause)
    }

    /// Applies `plan` one step at a time: each step is a change of its own, reported with
    /// `cause`, and `pacing` waits after each before the next, so SwiftUI finishes dismissing a
    /// sheet before the stack pops, and pops before it pushes. Each step applies to the state as
    /// it is then (a pop is clamped). Stops early, between steps, if the task is cancelled.
    public func perform(_ plan: NavigationPlan<Route, Sheet>, cause: RouterChangeCause = .deepLink,
                        pacing: TransitionPacing) async {
        for (index, step) in plan.steps.enumerated() {
            if Task.isCancelled { return }
            commit(step.apply(to: state), cause: cause)
            if index < plan.steps.count - 1 { await pacing.pause(step.kind) }
        }
    }

    /// `navigate(to:)`, staged: the same plan, performed step by step with `pacing`.
    @discardableResult
    public func navigate(to routes: [Route], cause: RouterChangeCause = .deepLink,
                         pacing: TransitionPacing) async -> NavigationPlan<Route, Sheet> {
        let plan = NavigationPlan.deepLink(from: state, to: routes)
        await perform(plan, cause: cause, pacing: pacing)
        return plan
    }

    /// `open(_:with:)`, staged with `pacing`.
    @discardableResult
    public func open(_ url: URL, with links: DeepLinkTable<Route>, pacing: TransitionPacing) async -> Bool {
        guard let destination = links.destination(for: url) else { return false }
        await navigate(to: destination.target(from: path), cause: .deepLink, pacing: pacing)
        return true
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

    /// Resolves `url` with `links` and navigates there (on top of the current path when the
    /// link's row says `.pushOnTopWhenPrefix` and the path leads to it). Returns false, changing
    /// nothing, when the table does not know the URL: an unknown link should leave
    /// the user where they were.
    @discardableResult
    public func open(_ url: URL, with links: DeepLinkTable<Route>) -> Bool {
        guard let destination = links.destination(for: url) else { return false }
        navigate(to: destination.target(from: path), cause: .deepLink)
        return true
    }
}
