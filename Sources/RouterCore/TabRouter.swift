import Foundation
import Observation

/// The navigation of a tab view: which tab is selected and one `Router` per tab.
///
/// Each tab that pushes needs its own stack and path; one path shared by tabs
/// leaks screens between them. Links and notifications go through `open(_:)`,
/// which picks the tab a route lives in (the app's `tabFor` mapping) before
/// setting that tab's path, so the right screen never shows in the wrong tab.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@MainActor @Observable
public final class TabRouter<Tab: Hashable, Route: Hashable & Codable, Sheet: Hashable & Identifiable> {
    /// The selected tab. Writing the tab that is already selected pops it to its
    /// root, like `select(_:)`: a `TabView` bound to `$tabs.selectedTab` writes the
    /// current tab again when it is tapped again, so re-taps work with no glue.
    public var selectedTab: Tab {
        get { storedTab }
        set { select(newValue) }
    }

    private var storedTab: Tab

    /// Called after the selection changes or the selected tab is tapped again, with why.
    @ObservationIgnored public var onTabChange: (@MainActor (TabChange<Tab>) -> Void)?

    // Routers are created on first use and never replaced, so their identity is
    // stable for the views bound to them; each one is observable on its own.
    @ObservationIgnored private var routers: [Tab: Router<Route, Sheet>] = [:]
    @ObservationIgnored private let makeRouter: @MainActor (Tab) -> Router<Route, Sheet>
    @ObservationIgnored private let tabFor: @MainActor (Route) -> Tab

    /// - Parameters:
    ///   - selectedTab: the tab shown first.
    ///   - tabFor: the tab a route lives in; for a stack, the tab of its first route.
    ///   - makeRouter: builds each tab's router (restoration settings, observers).
    public init(selectedTab: Tab,
                tabFor: @escaping @MainActor (Route) -> Tab,
                makeRouter: @escaping @MainActor (Tab) -> Router<Route, Sheet> = { _ in Router() }) {
        self.storedTab = selectedTab
        self.tabFor = tabFor
        self.makeRouter = makeRouter
    }

    /// The router of `tab`, the same instance every time.
    public func router(for tab: Tab) -> Router<Route, Sheet> {
        if let router = routers[tab] { return router }
        let router = makeRouter(tab)
        routers[tab] = router
        return router
    }

    /// The router of the selected tab.
    public var selectedRouter: Router<Route, Sheet> { router(for: selectedTab) }

    /// Selects `tab`; selecting the tab that is already selected pops it to its
    /// root, as tapping the current tab does in system apps.
    public func select(_ tab: Tab) {
        if tab == storedTab {
            let selected = router(for: tab)
            // Tapped again at the root: nothing to pop, so the tab's root should scroll to top.
            let cause: TabChange<Tab>.Cause = selected.path.isEmpty ? .reselectedAtRoot : .reselected
            selected.popToRoot()
            onTabChange?(TabChange(old: tab, new: tab, cause: cause))
        } else {
            setTab(tab, cause: .selected)
        }
    }

    private func setTab(_ tab: Tab, cause: TabChange<Tab>.Cause) {
        let old = storedTab
        guard old != tab else { return }
        storedTab = tab
        onTabChange?(TabChange(old: old, new: tab, cause: cause))
    }

    /// Selects `tab` as restoration does: no pop, even when it is already selected.
    func restoreSelectedTab(_ tab: Tab) {
        setTab(tab, cause: .restored)
    }

    /// Shows `route` in its tab: selects the tab and sets its path to `[route]`.
    public func open(_ route: Route) {
        open([route])
    }

    /// Shows the stack `routes` (root first) in the tab of its first route: selects
    /// that tab and navigates its router there as a deep link (dismissing a modal,
    /// keeping a prefix already shown), after dismissing what the tab it leaves had
    /// presented. An empty stack does nothing: it names no tab.
    public func open(_ routes: [Route]) {
        guard let first = routes.first else { return }
        let tab = tabFor(first)
        // A sheet up on the tab being left covers the whole tab view: close it, or the link opens behind it.
        if tab != storedTab { router(for: storedTab).dismissAll() }
        setTab(tab, cause: .deepLink)  // not `select`: opening a link must not pop its own tab first
        router(for: tab).navigate(to: routes, cause: .deepLink)
    }

    /// Resolves `url` with `links` and opens it in its tab. Returns false, changing
    /// nothing, for a URL the table does not know.
    @discardableResult
    public func open(_ url: URL, with links: DeepLinkTable<Route>) -> Bool {
        guard let destination = links.destination(for: url), let first = destination.routes.first else { return false }
        open(destination.target(from: router(for: tabFor(first)).path))
        return true
    }
}
