import SwiftUI
import WebKit

struct ArticleDetailView: View {
    let articleID: Article.ID

    @Environment(ReadingLibrary.self) private var library
    @Environment(ArticleRouter.self) private var router

    var body: some View {
        if let article = library.article(articleID) {
            ScrollView {
                VStack(alignment: .leading, spacing: 16) {
                    Text(article.headline).font(.largeTitle.bold())
                    Text(article.standfirst).font(.title3).foregroundStyle(.secondary)
                    if let author = library.author(article.authorID) {
                        NavigationLink("By \(author.name)", value: ArticleRoute.author(author.id))
                    }
                    Text(article.body)
                    Button("Read at the source") {
                        router.open(.webReader(article.sourceURL))
                    }
                    .buttonStyle(.bordered)
                }
                .padding()
            }
            .navigationTitle(library.desk(article.deskID)?.title ?? "")
            .navigationBarTitleDisplayMode(.inline)
            .userActivity(ReadingActivity.type) { activity in
                activity.title = article.headline
                activity.userInfo = ["articleID": article.id, "deskID": article.deskID]
                activity.isEligibleForHandoff = true
            }
            .toolbar {
                Button("\(article.commentCount)", systemImage: "bubble.left") {
                    router.open(.comments(articleID: article.id))
                }
                Button("Share", systemImage: "square.and.arrow.up") {
                    router.present(.share(article.id))
                }
            }
            .onAppear { library.remember(.article(article.id)) }
        } else {
            ContentUnavailableView("Article unavailable", systemImage: "doc.questionmark")
        }
    }
}

struct CommentsView: View {
    let articleID: Article.ID

    @Environment(ArticleRouter.self) private var router
    @State private var comments: [Comment] = []
    @State private var isLoading = true

    var body: some View {
        List(comments) { comment in
            VStack(alignment: .leading, spacing: 4) {
                HStack {
                    Text(comment.handle).font(.subheadline.bold())
                    Spacer()
                    Text(comment.postedAt, style: .relative).font(.caption).foregroundStyle(.secondary)
                }
                Text(comment.text)
            }
        }
        .overlay { if isLoading { ProgressView() } }
        .navigationTitle("Comments")
        .toolbar {
            ToolbarItem(placement: .topBarTrailing) {
                Menu("More", systemImage: "ellipsis.circle") {
                    Button("Back to article") {
                        router.back()
                    }
                    Button("Back to desk") {
                        router.back(steps: 2)
                    }
                    Button("Front page") {
                        router.popToRoot()
                    }
                }
            }
        }
        .task {
            comments = (try? await NewsAPIClient.shared.comments(for: articleID)) ?? []
            isLoading = false
        }
    }
}

struct AuthorView: View {
    let authorID: Author.ID

    @Environment(ReadingLibrary.self) private var library
    @Environment(ArticleRouter.self) private var router

    var body: some View {
        List {
            if let author = library.author(authorID) {
                Section { Text(author.bio) }
            }
            Section("Recent pieces") {
                ForEach(library.articles.filter { $0.authorID == authorID }) { article in
                    NavigationLink(article.headline, value: ArticleRoute.article(article.id))
                }
            }
        }
        .navigationTitle(library.author(authorID)?.name ?? "Author")
        .navigationBarBackButtonHidden()
        .toolbar {
            ToolbarItem(placement: .topBarLeading) {
                // Custom back button so the title can show the previous screen's name.
                Button("Back", systemImage: "chevron.backward") {
                    router.path.removeLast() // the author page is on the path while this button shows
                }
            }
        }
        .onAppear { library.remember(.author(authorID)) }
    }
}

struct WebReaderView: View {
    let url: URL

    @Environment(ArticleRouter.self) private var router

    var body: some View {
        WebPageView(url: url)
            .ignoresSafeArea(edges: .bottom)
            .navigationTitle(url.host() ?? "")
            .navigationBarTitleDisplayMode(.inline)
            .navigationBarBackButtonHidden()
            .toolbar {
                ToolbarItem(placement: .confirmationAction) {
                    Button("Done") { router.closeReader() }
                }
                ToolbarItem(placement: .cancellationAction) {
                    Button("Back", systemImage: "chevron.backward") {
                        _ = router.path.popLast()
                    }
                }
            }
    }
}

private struct WebPageView: UIViewRepresentable {
    let url: URL

    func makeUIView(context: Context) -> WKWebView {
        let view = WKWebView()
        view.load(URLRequest(url: url))
        return view
    }

    func updateUIView(_ view: WKWebView, context: Context) {
        if view.url != url { view.load(URLRequest(url: url)) }
    }
}

struct ShareArticleSheet: View {
    let articleID: Article.ID

    @Environment(ReadingLibrary.self) private var library

    var body: some View {
        if let article = library.article(articleID) {
            ShareLink(item: article.sourceURL, subject: Text(article.headline)) {
                Label("Share \u{201C}\(article.headline)\u{201D}", systemImage: "square.and.arrow.up")
            }
            .presentationDetents([.medium])
        }
    }
}

struct TextSizeSheet: View {
    @AppStorage("reader.textScale") private var textScale = 1.0

    var body: some View {
        Form {
            Slider(value: $textScale, in: 0.8...1.6, step: 0.1) { Text("Text size") }
            Text("The quick brown fox").font(.system(size: 17 * textScale))
        }
        .presentationDetents([.height(220)])
    }
}
