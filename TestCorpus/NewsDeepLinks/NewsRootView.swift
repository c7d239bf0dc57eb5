import SwiftUI
import CoreSpotlight

/// The reader's one stack. Routes map to screens here and nowhere else.
struct NewsRootView: View {
    @Environment(ArticleRouter.self) private var router
    @Environment(ReadingLibrary.self) private var library

    var body: some View {
        @Bindable var router = router

        NavigationStack(path: $router.path) {
            HeadlinesView()
                .navigationDestination(for: ArticleRoute.self) { route in
                    switch route {
                    case .desk(let deskID):
                        DeskView(deskID: deskID)
                    case .article(let articleID):
                        ArticleDetailView(articleID: articleID)
                    case .comments(let articleID):
                        CommentsView(articleID: articleID)
                    case .author(let authorID):
                        AuthorView(authorID: authorID)
                    case .webReader(let url):
                        WebReaderView(url: url)
                    }
                }
        }
        .sheet(item: $router.sheet) { sheet in
            switch sheet {
            case .share(let articleID):
                ShareArticleSheet(articleID: articleID)
            case .textSize:
                TextSizeSheet()
            }
        }
        // Universal links tapped in Safari or Messages.
        .onContinueUserActivity(NSUserActivityTypeBrowsingWeb) { activity in
            guard let url = activity.webpageURL, let route = ArticleRoute(webURL: url) else { return }
            library.noteOpened(from: url)
            router.path.append(route) // expect: deep_link_blind_append, deep_link_out_of_view
        }
        // Spotlight results: the indexed article, under its desk, replacing whatever was open.
        .onContinueUserActivity(CSSearchableItemActionType) { activity in
            guard let identifier = activity.userInfo?[CSSearchableItemActivityIdentifier] as? String,
                  let article = library.article(identifier) else { return }
            router.sheet = nil
            router.path = ArticleRoute.stack(for: article.id, desk: article.deskID)
        }
        .onContinueUserActivity(ReadingActivity.type) { activity in
            router.continueReading(activity)
        }
    }
}

#Preview {
    NewsRootView()
        .environment(ArticleRouter())
        .environment(ReadingLibrary())
}
