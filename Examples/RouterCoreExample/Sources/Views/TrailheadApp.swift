// The SwiftUI side of the example. It builds only where SwiftUI exists; a test
// parses it on Linux, and CI lints it with `navlint lint --strict`.
#if canImport(SwiftUI)
import RouterCore
import SwiftUI

/// The app's scene. An app target marks it `@main`; here it is a library type.
@available(iOS 17, macOS 14, *)
public struct TrailheadApp: App {
    public init() {}

    public var body: some Scene {
        WindowGroup {
            TrailheadRoot()
        }
    }
}

/// One window: its own navigation (state per scene), tabs bound to the selection,
/// links sent to the tab they belong to, the selected tab saved with the scene.
@available(iOS 17, macOS 14, *)
struct TrailheadRoot: View {
    @State private var navigation = TrailNavigation()
    @SceneStorage("trailhead.selectedTab") private var savedTab: Data?

    var body: some View {
        @Bindable var tabs = navigation.tabs
        TabView(selection: $tabs.selectedTab) {
            TripsTab(router: navigation.tabs.router(for: .trips), startNewTrip: navigation.startNewTrip)
                .tabItem { Label("Trips", systemImage: "map") }
                .tag(TrailTab.trips)
            ExploreTab(router: navigation.tabs.router(for: .explore))
                .tabItem { Label("Explore", systemImage: "binoculars") }
                .tag(TrailTab.explore)
            ProfileTab(router: navigation.tabs.router(for: .profile))
                .tabItem { Label("Profile", systemImage: "person") }
                .tag(TrailTab.profile)
        }
        .onOpenURL { url in
            navigation.open(url)
        }
        .onAppear {
            navigation.tabs.restoreSelection(from: savedTab)
        }
        .onChange(of: navigation.tabs.selectedTab) {
            savedTab = try? navigation.tabs.encodeSelection()
        }
    }
}
#endif
