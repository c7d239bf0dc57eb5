/// Flows presented with their own stack: a sheet or cover that hosts a
/// `RoutedNavigationStack` of its own gets a child router, owned by the router
/// that presents it, so dismissing, deep links and pushes reach across layers.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
extension Router {
    /// The router of the flow shown in the current presentation, created on first use
    /// and kept while that presentation is up; nil when nothing is presented. Give it
    /// to the presented `RoutedNavigationStack`.
    public var presentedFlow: Router<Route, Sheet>? {
        guard let presentation = state.presentation else { return nil }
        if let flow = flows[presentation] { return flow }
        let flow = Router<Route, Sheet>(restoration: restoration)
        flow.parent = self
        flow.pushWhilePresenting = pushWhilePresenting
        flows[presentation] = flow
        return flow
    }

    /// Closes the flow this router runs: its parent dismisses the presentation that
    /// hosts it. Does nothing for a router that is not a presented flow.
    public func dismissFlow() {
        parent?.dismiss()
    }

    /// Dismisses every presentation from the outermost router down: the whole stack
    /// of modals goes, and each presenting router keeps its own path.
    public func dismissAll() {
        var root = self
        while let parent = root.parent { root = parent }
        root.dismissDown()
    }

    private func dismissDown() {
        presentedFlowIfAny?.dismissDown()
        dismiss()
    }

    /// The flow router of the current presentation, without creating one.
    private var presentedFlowIfAny: Router<Route, Sheet>? {
        state.presentation.flatMap { flows[$0] }
    }

    /// Follows a link that lands inside a presented flow ("sheet > pushed screen"):
    /// this stack goes to `routes` with `sheet` presented over it, and the sheet's
    /// flow goes to `flowRoutes`. Each router reports its own `.deepLink` change.
    public func navigate(to routes: [Route], presenting sheet: Sheet, fullScreen: Bool = false, flow flowRoutes: [Route]) {
        let presentation: Presentation<Sheet> = fullScreen ? .fullScreenCover(sheet) : .sheet(sheet)
        apply(NavigationPlan(from: state, to: NavigationState(path: routes, presentation: presentation)), cause: .deepLink)
        presentedFlow?.navigate(to: flowRoutes, cause: .deepLink)
    }

    // MARK: Observers

    /// Adds an observer called after every change, after `onChange`; keep the token
    /// and `cancel()` it to stop. Several observers can watch one router.
    public func addObserver(_ observer: @escaping @MainActor (RouterChange<Route, Sheet>) -> Void) -> RouterObservation {
        let token = nextObserverToken
        nextObserverToken += 1
        observers.append((token, observer))
        return RouterObservation { [weak self] in self?.observers.removeAll { $0.token == token } }
    }

}

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
extension Router where Route: Sendable, Sheet: Sendable {
    /// Every change from now on, as an asynchronous sequence; it ends when the
    /// consuming task is cancelled.
    public func changes() -> AsyncStream<RouterChange<Route, Sheet>> {
        let (stream, continuation) = AsyncStream<RouterChange<Route, Sheet>>.makeStream()
        let observation = addObserver { continuation.yield($0) }
        continuation.onTermination = { _ in Task { @MainActor in observation.cancel() } }
        return stream
    }
}

/// An observer's registration; `cancel()` removes it.
@MainActor
public final class RouterObservation {
    private var remove: (@MainActor () -> Void)?

    init(remove: @escaping @MainActor () -> Void) {
        self.remove = remove
    }

    public func cancel() {
        remove?()
        remove = nil
    }
}
