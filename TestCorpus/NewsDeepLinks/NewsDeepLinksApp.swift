import SwiftUI

/// The Daily Brief reader. Links from notifications, the widget and Safari
/// all go through the app's one router, which every window shares.
@main
struct NewsDeepLinksApp: App {
    @State private var router = ArticleRouter() // expect: global_router_singleton
    @State private var library = ReadingLibrary()

    var body: some Scene {
        WindowGroup {
            NewsRootView()
                .environment(router)
                .environment(library)
                .task { await library.refreshFrontPage() }
                .onOpenURL { url in
                    if url.host() == "widget" {
                        router.openFromWidget(url)
                    } else {
                        router.handle(url)
                    }
                }
        }
    }
}
