import SwiftUI
import Observation

/// Talks to the Daily Brief content API. A plain service: one per process is fine.
final class NewsAPIClient {
    static let shared = NewsAPIClient()

    let baseURL = URL(string: "https://api.dailybrief.example/v2")!
    private let session: URLSession
    private let decoder: JSONDecoder

    init(session: URLSession = .shared) {
        self.session = session
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        self.decoder = decoder
    }

    func frontPage() async throws -> FrontPage {
        try await get("front")
    }

    func comments(for articleID: Article.ID) async throws -> [Comment] {
        try await get("articles/\(articleID)/comments")
    }

    private func get<T: Decodable>(_ endpoint: String) async throws -> T {
        let (data, response) = try await session.data(from: baseURL.appending(path: endpoint))
        guard let http = response as? HTTPURLResponse, (200..<300).contains(http.statusCode) else {
            throw URLError(.badServerResponse)
        }
        return try decoder.decode(T.self, from: data)
    }
}

struct FrontPage: Codable {
    let desks: [Desk]
    let authors: [Author]
    let articles: [Article]
}

/// What the reader has downloaded, plus a short trail of recently opened screens
/// for the "Jump back in" shelf. That trail is a list, not the navigation path.
@Observable
@MainActor
final class ReadingLibrary {
    private(set) var desks: [Desk] = []
    private(set) var authors: [Author] = []
    private(set) var articles: [Article] = []
    private(set) var recentRoutes: [ArticleRoute] = []
    private(set) var linkOpens: [String: Int] = [:]
    var loadError: String?

    private let client = NewsAPIClient.shared
    private let recentLimit = 8

    func refreshFrontPage() async {
        do {
            let page = try await client.frontPage()
            desks = page.desks
            authors = page.authors
            articles = page.articles.sorted { $0.publishedAt > $1.publishedAt }
            loadError = nil
        } catch {
            loadError = error.localizedDescription
        }
    }

    func article(_ id: Article.ID) -> Article? { articles.first { $0.id == id } }
    func desk(_ id: Desk.ID) -> Desk? { desks.first { $0.id == id } }
    func author(_ id: Author.ID) -> Author? { authors.first { $0.id == id } }

    func articles(in deskID: Desk.ID) -> [Article] {
        articles.filter { $0.deskID == deskID }
    }

    func remember(_ route: ArticleRoute) {
        recentRoutes.removeAll { $0 == route }
        recentRoutes.insert(route, at: 0)
        if recentRoutes.count > recentLimit {
            recentRoutes.removeLast(recentRoutes.count - recentLimit)
        }
    }

    /// "Forget oldest" on the shelf, which is only shown when it has something in it.
    func forgetOldest() {
        recentRoutes.removeLast()
    }

    func noteOpened(from url: URL) {
        linkOpens[url.host() ?? "unknown", default: 0] += 1
    }
}

struct HeadlinesView: View {
    @Environment(ReadingLibrary.self) private var library
    @Environment(ArticleRouter.self) private var router

    var body: some View {
        List {
            if !library.recentRoutes.isEmpty {
                Section("Jump back in") {
                    ForEach(library.recentRoutes, id: \.self) { route in
                        NavigationLink(value: route) {
                            RecentRow(route: route)
                        }
                    }
                    Button("Forget oldest", role: .destructive) {
                        library.forgetOldest()
                    }
                }
            }
            Section("Desks") {
                ForEach(library.desks) { desk in
                    NavigationLink(desk.title, value: ArticleRoute.desk(desk.id))
                }
            }
            Section("Latest") {
                ForEach(library.articles.prefix(20)) { article in
                    NavigationLink(value: ArticleRoute.article(article.id)) {
                        HeadlineRow(article: article)
                    }
                }
            }
        }
        .navigationTitle("The Daily Brief")
        .toolbar {
            Button("Text size", systemImage: "textformat.size") {
                router.present(.textSize)
            }
        }
        .refreshable { await library.refreshFrontPage() }
        .overlay {
            if let message = library.loadError, library.articles.isEmpty {
                ContentUnavailableView("Couldn't load the front page", systemImage: "wifi.slash", description: Text(message))
            }
        }
    }
}

struct DeskView: View {
    let deskID: Desk.ID

    @Environment(ReadingLibrary.self) private var library

    var body: some View {
        List(library.articles(in: deskID)) { article in
            NavigationLink(value: ArticleRoute.article(article.id)) {
                HeadlineRow(article: article)
            }
        }
        .navigationTitle(library.desk(deskID)?.title ?? "Desk")
    }
}

private struct HeadlineRow: View {
    let article: Article

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text(article.headline).font(.headline)
            Text(article.standfirst).font(.subheadline).foregroundStyle(.secondary).lineLimit(2)
            Text(article.publishedAt, style: .relative).font(.caption).foregroundStyle(.tertiary)
        }
    }
}

private struct RecentRow: View {
    let route: ArticleRoute

    @Environment(ReadingLibrary.self) private var library

    var body: some View {
        switch route {
        case .desk(let id): Label(library.desk(id)?.title ?? id, systemImage: "square.grid.2x2")
        case .article(let id): Label(library.article(id)?.headline ?? id, systemImage: "doc.text")
        case .comments(let id): Label("Comments on \(library.article(id)?.headline ?? id)", systemImage: "bubble.left.and.bubble.right")
        case .author(let id): Label(library.author(id)?.name ?? id, systemImage: "person")
        case .webReader(let url): Label(url.host() ?? url.absoluteString, systemImage: "safari")
        }
    }
}
