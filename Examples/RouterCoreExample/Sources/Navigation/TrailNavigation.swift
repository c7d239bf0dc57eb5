import Foundation
import RouterCore

/// Where a scene keeps what it saves between launches: `SceneStorage` in the
/// app, a dictionary in tests.
public protocol TrailStorage: AnyObject {
    subscript(key: String) -> Data? { get set }
}

/// The navigation of one Trailhead window: a router per tab, the selected tab,
/// links, and saving and restoring all of it. Views call its routers' verbs;
/// nothing here needs SwiftUI, so it is tested on Linux.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@MainActor
public final class TrailNavigation {
    public let tabs: TabRouter<TrailTab, TrailRoute, TrailSheet>
    /// Why a path could not be saved, for the log.
    public private(set) var saveFailures: [PathSaveFailure] = []

    public init(selectedTab: TrailTab = .trips) {
        tabs = TabRouter(selectedTab: selectedTab, tabFor: TrailTab.home(of:)) { _ in
            Router(restoration: PathRestoration(schemaVersion: 1))
        }
        for tab in TrailTab.allCases {
            let router = tabs.router(for: tab)
            router.pushWhilePresenting = .pushInFlow
            router.onSaveFailure = { [weak self] in self?.saveFailures.append($0) }
        }
    }

    /// Opens a link in its tab; false for a URL the app does not know.
    @discardableResult
    public func open(_ url: URL) -> Bool {
        tabs.open(url, with: TrailRoute.links)
    }

    /// Starts the "new trip" flow over the Trips tab, on its first step.
    public func startNewTrip() {
        let trips = tabs.router(for: .trips)
        trips.present(.newTrip)
        trips.presentedFlow?.push(.draftDetails)
    }

    /// Saves the selected tab and every tab's path, each under its own key; a path that
    /// does not encode keeps its last good save.
    public func save(to storage: TrailStorage) {
        storage[Self.selectionKey] = (try? tabs.encodeSelection()) ?? storage[Self.selectionKey]
        for tab in TrailTab.allCases {
            let key = tabs.restorationKey(for: tab).rawValue
            storage[key] = tabs.router(for: tab).dataToSave(replacing: storage[key])
        }
    }

    /// Restores what `save(to:)` wrote: each tab's path, then the selected tab.
    public func restore(from storage: TrailStorage) {
        for tab in TrailTab.allCases {
            tabs.router(for: tab).restore(from: storage[tabs.restorationKey(for: tab).rawValue])
        }
        tabs.restoreSelection(from: storage[Self.selectionKey])
    }

    static let selectionKey = "trailhead.selectedTab"
}
