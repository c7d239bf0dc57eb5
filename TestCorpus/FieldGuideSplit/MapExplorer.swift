import SwiftUI

/// Written as a standalone screen with its own stack: fine as a sheet or a
/// window, nested once the sidebar pushes it on a compact-width phone.
struct MapExplorer: View {
    @State private var path: [MapRoute] = []

    var body: some View {
        NavigationStack(path: $path) { // expect: nested_navigation_stack
            MapCanvas()
                .navigationDestination(for: MapRoute.self) { route in
                    switch route {
                    case .region(let name): RegionScreen(name: name)
                    }
                }
        }
    }
}

struct MapCanvas: View {
    var body: some View {
        Rectangle().fill(.green.opacity(0.2))
            .overlay { NavigationLink("North ridge", value: MapRoute.region("North ridge")) }
    }
}

struct RegionScreen: View {
    let name: String
    var body: some View { Text(name) }
}
