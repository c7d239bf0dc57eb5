// The SwiftUI side of RouterCore. It cannot build where SwiftUI is missing
// (Linux), so it stays thin: every decision lives in Router, NavigationPlan,
// DeepLinkTable and PathRestoration, which are tested everywhere. A test parses
// this file with `swiftc -frontend -parse` and lints it with navlint.
#if canImport(SwiftUI)
import SwiftUI

/// One `NavigationStack` driven by a `Router`: binds its path, registers the
/// destination builder once on the root view inside the stack, hosts the sheet
/// and the full-screen cover, follows `onOpenURL` through a deep-link table and
/// restores the path from `SceneStorage`. The router is put in the environment
/// for the views inside.
///
/// A presented flow that needs its own pushes gets its own `Router` and its own
/// `RoutedNavigationStack` inside `presented`, never a second stack on this path.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
public struct RoutedNavigationStack<Route: Hashable & Codable, Sheet: Hashable & Identifiable,
                                    Root: View, Destination: View, Presented: View>: View {
    @Bindable private var router: Router<Route, Sheet>
    private let links: DeepLinkTable<Route>?
    private let restores: Bool
    private let root: Root
    private let destination: (Route) -> Destination
    private let presented: (Sheet) -> Presented
    @SceneStorage private var savedPath: Data?
    @State private var restorationSettled = false

    /// - Parameters:
    ///   - links: the deep-link table for `onOpenURL`; nil when someone else
    ///     handles URLs (a `TabRouter`, for stacks inside tabs).
    ///   - restorationKey: the `SceneStorage` key for the path, unique among the
    ///     stacks of a scene (`.tab(AppTab.orders)`, `.flow("compose")`); nil to not
    ///     save or restore. There is no default: two stacks under one key
    ///     overwrite each other's saved path.
    ///   - destination: the view for each route, registered once at the root.
    ///   - presented: the view for a presented sheet or cover.
    public init(router: Router<Route, Sheet>,
                links: DeepLinkTable<Route>? = nil,
                restorationKey: RestorationKey?,
                @ViewBuilder root: () -> Root,
                @ViewBuilder destination: @escaping (Route) -> Destination,
                @ViewBuilder presented: @escaping (Sheet) -> Presented) {
        self.router = router
        self.links = links
        self.restores = restorationKey != nil
        self.root = root()
        self.destination = destination
        self.presented = presented
        self._savedPath = SceneStorage(restorationKey?.rawValue ?? "RouterCore.unsaved")
    }

    public var body: some View {
        NavigationStack(path: $router.path) {
            root
                .navigationDestination(for: Route.self) { route in
                    destination(route)
                }
        }
        .sheet(item: $router.sheet) { sheet in
            presented(sheet)
        }
        #if os(macOS)
        .sheet(item: $router.fullScreenCover) { cover in
            presented(cover)
        }
        #else
        .fullScreenCover(item: $router.fullScreenCover) { cover in
            presented(cover)
        }
        #endif
        .environment(router)
        .onAppear { restoreOnce() }
        .onOpenURL { url in
            guard let links else { return }
            // A link is where the user asked to be: it wins over a saved path.
            restorationSettled = true
            // Step by step: a sheet finishes going away before the stack pops, and pops before it pushes.
            Task { await router.open(url, with: links, pacing: .system) }
        }
        .onChange(of: router.path) {
            guard restores else { return }
            // A path that does not encode keeps the last good save (and tells `onSaveFailure`).
            savedPath = router.dataToSave(replacing: savedPath)
        }
    }

    /// Restores once per view lifetime, and only onto an empty path: if a link or
    /// the app already navigated, the saved path is older news.
    private func restoreOnce() {
        guard restores, !restorationSettled else { return }
        restorationSettled = true
        guard router.path.isEmpty, let savedPath else { return }
        router.restore(from: savedPath)
    }
}
#endif
