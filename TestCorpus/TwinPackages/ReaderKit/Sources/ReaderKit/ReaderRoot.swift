import SwiftUI

public struct ReaderRoot: View {
    @State private var path: [Article] = [] // expect: model_as_route
    @State private var articles: [Article] = []

    public init() {}

    public var body: some View {
        NavigationStack(path: $path) {
            List(articles) { article in
                NavigationLink(article.title, value: article)
                    .fontWeight(article.isRead ? .regular : .semibold)
            }
            .navigationTitle("Unread")
            .navigationDestination(for: Article.self) { article in // expect: model_as_route
                ArticleScreen(article: article)
            }
        }
    }
}

struct ArticleScreen: View {
    let article: Article

    var body: some View {
        ScrollView {
            Text(article.body).padding()
        }
        .navigationTitle(article.title)
        // Marking it read changes its hash while the path holds it.
        .onAppear { article.isRead = true }
    }
}
