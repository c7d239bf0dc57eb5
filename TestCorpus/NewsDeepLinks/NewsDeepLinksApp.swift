import SwiftUI

/// The Daily Brief reader. One router per window: links from notifications,
/// the widget and Safari all land in the window that received them.
@main
struct NewsDeepLinksApp: App {
    @State private var router = ArticleRouter()
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
