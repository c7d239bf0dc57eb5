import Observation

/// The navigation state of one `NavigationStack` and the modal over it, with the
/// verbs that change it.
///
/// Views call verbs (`push`, `pop`, `present`…) instead of owning paths or
/// building destination views; the stack binds `path`, so the router is the one
/// owner of the trail. Routes are `Codable` so a path can be restored and
/// described by a URL; identifiers make better routes than models.
///
/// Every change is reported to `onChange` with its cause. Writes to `path`,
/// `sheet` and `fullScreenCover` that do not come from a verb (a SwiftUI
/// binding: the back button, a swipe, a sheet pulled down) are reported as
/// `.external`, so the stream is complete without the UI cooperating.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@MainActor @Observable
public final class Router<Route: Hashable & Codable, Sheet: Hashable & Identifiable> {
    // Path and presentation are stored apart so a view that reads only one of them
    // is not invalidated when the other changes.
    private var storedPath: [Route]
    private var storedPresentation: Presentation<Sheet>?

    /// Called after every change, on the main actor. Not observed: replacing the
    /// observer is not a navigation change.
    @ObservationIgnored public var onChange: (@MainActor (RouterChange<Route, Sheet>) -> Void)?

    /// What `push` does while a sheet or cover is up: never push silently underneath it.
    @ObservationIgnored public var pushWhilePresenting: ModalPushPolicy = .dismissFirst

    /// The routers of flows presented from this one, by the presentation that hosts them
    /// (see `flow(for:)`); dropped when that presentation goes away.
    @ObservationIgnored var flows: [Presentation<Sheet>: Router<Route, Sheet>] = [:]
    /// The router that presents this one's flow; nil for a stack that is not a presented flow.
    @ObservationIgnored public internal(set) weak var parent: Router<Route, Sheet>?
    /// Observers added with `addObserver(_:)` or `changes()`, by token, in the order added.
    @ObservationIgnored var observers: [(token: Int, notify: @MainActor (RouterChange<Route, Sheet>) -> Void)] = []
    @ObservationIgnored var nextObserverToken = 0

    /// Called when the path cannot be saved (see `dataToSave(replacing:)`); the
    /// last good save is kept. Log it: a route that does not encode is a bug.
    @ObservationIgnored public var onSaveFailure: (@MainActor (PathSaveFailure) -> Void)?

    /// How `encode()` and `restore(from:)` version, migrate and validate a saved path.
    @ObservationIgnored public var restoration: PathRestoration<Route>

    public init(path: [Route] = [], restoration: PathRestoration<Route> = PathRestoration()) {
        self.storedPath = path
        self.storedPresentation = nil
        self.restoration = restoration
    }

    // MARK: State

    /// The pushed routes, root first. Bind a `NavigationStack` to it; a write here
    /// that does not come from a verb is reported as `.external`.
    public var path: [Route] {
        get { storedPath }
        set { commit(NavigationState(path: newValue, presentation: storedPresentation), cause: .external) }
    }

    /// The presented sheet. Setting a value replaces any presentation; setting nil
    /// dismisses the sheet but leaves a full-screen cover alone, because a sheet
    /// binding writes nil only when its own sheet went away.
    public var sheet: Sheet? {
        get { state.sheet }
        set { commit(NavigationState(path: storedPath, presentation: presentation(setting: newValue, as: Presentation.sheet)), cause: .external) }
    }

    /// The presented full-screen cover; setting it behaves like `sheet`.
    public var fullScreenCover: Sheet? {
        get { state.fullScreenCover }
        set {
            commit(NavigationState(path: storedPath, presentation: presentation(setting: newValue, as: Presentation.fullScreenCover)),
                   cause: .external)
        }
    }

    /// A snapshot of the whole state, for planning and comparison.
    public var state: NavigationState<Route, Sheet> {
        NavigationState(path: storedPath, presentation: storedPresentation)
    }

    /// True when nothing is pushed and nothing is presented.
    public var isRoot: Bool { state.isRoot }

    // MARK: Pushing and popping

    /// Pushes `route`; `policy` says what to do if it is already on the path. While a sheet
    /// or cover is up, `pushWhilePresenting` decides where the push goes.
    public func push(_ route: Route, policy: DuplicatePushPolicy = .always) {
        if let presentation = storedPresentation {
            switch pushWhilePresenting {
            case .pushInFlow:
                if let flow = flows[presentation] {
                    flow.push(route, policy: policy)
                    return
                }
                // No flow router to push into: dismiss first rather than push underneath.
                commitPath(pushed(route, policy: policy), dismissing: true, cause: .push)
            case .dismissFirst:
                commitPath(pushed(route, policy: policy), dismissing: true, cause: .push)
            }
            return
        }
        commitPath(pushed(route, policy: policy), cause: .push)
    }

    /// The path after pushing `route` with `policy`.
    private func pushed(_ route: Route, policy: DuplicatePushPolicy) -> [Route] {
        var newPath = storedPath
        switch policy {
        case .always:
            newPath.append(route)
        case .ignoreIfTop:
            if newPath.last != route { newPath.append(route) }
        case .popToExisting:
            if let index = newPath.lastIndex(of: route) {
                newPath.removeSubrange((index + 1)...)
            } else {
                newPath.append(route)
            }
        }
        return newPath
    }

    /// Pops the top route. Does nothing at the root.
    public func pop() {
        pop(count: 1)
    }

    /// Pops `count` routes, clamped to what is there: a count beyond the path pops
    /// to the root, zero or less does nothing.
    public func pop(count: Int) {
        let removed = min(max(count, 0), storedPath.count)
        commitPath(Array(storedPath.dropLast(removed)), cause: .pop)
    }

    /// Pops until the last occurrence of `route` is on top. Returns false, and
    /// changes nothing, when `route` is not on the path.
    @discardableResult
    public func pop(to route: Route) -> Bool {
        guard let index = storedPath.lastIndex(of: route) else { return false }
        commitPath(Array(storedPath[...index]), cause: .pop)
        return true
    }

    /// Pops until the last route matching `predicate` is on top. Returns false, and
    /// changes nothing, when no route on the path matches.
    @discardableResult
    public func popTo(where predicate: (Route) -> Bool) -> Bool {
        guard let index = storedPath.lastIndex(where: predicate) else { return false }
        commitPath(Array(storedPath[...index]), cause: .pop)
        return true
    }

    /// Pops everything, back to the stack's root view.
    public func popToRoot() {
        commitPath([], cause: .pop)
    }

    /// Replaces the whole path and dismisses any presentation: the new trail is a
    /// different place, and a modal belonged to the old one.
    public func replace(with routes: [Route]) {
        commit(NavigationState(path: routes, presentation: nil), cause: .replace)
    }

    // MARK: Presenting

    /// Presents `sheet` as a sheet, replacing any current presentation.
    public func present(_ sheet: Sheet) {
        commit(NavigationState(path: storedPath, presentation: .sheet(sheet)), cause: .present)
    }

    /// Presents `cover` full screen, replacing any current presentation.
    public func presentFullScreen(_ cover: Sheet) {
        commit(NavigationState(path: storedPath, presentation: .fullScreenCover(cover)), cause: .present)
    }

    /// Dismisses the sheet or cover, if any.
    public func dismiss() {
        commit(NavigationState(path: storedPath, presentation: nil), cause: .dismiss)
    }

    // MARK: Committing

    /// The single place state changes: stores `new` and reports it, or does
    /// nothing when it equals the current state.
    func commit(_ new: NavigationState<Route, Sheet>, cause: RouterChangeCause) {
        let old = state
        guard new != old else { return }
        if new.path != old.path { storedPath = new.path }
        if new.presentation != old.presentation {
            storedPresentation = new.presentation
            // A flow lives as long as the presentation that hosts it.
            if let gone = old.presentation { flows[gone]?.parent = nil; flows[gone] = nil }
        }
        let change = RouterChange(old: old, new: new, cause: cause)
        onChange?(change)
        for observer in observers { observer.notify(change) }
    }

    private func commitPath(_ newPath: [Route], dismissing: Bool = false, cause: RouterChangeCause) {
        commit(NavigationState(path: newPath, presentation: dismissing ? nil : storedPresentation), cause: cause)
    }

    /// The presentation after a binding for one style writes `value`.
    private func presentation(setting value: Sheet?, as style: (Sheet) -> Presentation<Sheet>) -> Presentation<Sheet>? {
        if let value { return style(value) }
        // nil clears only a presentation of this style.
        guard let current = storedPresentation, current == style(current.content) else { return storedPresentation }
        return nil
    }
}
