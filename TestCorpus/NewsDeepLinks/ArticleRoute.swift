import Foundation

struct Desk: Identifiable, Hashable, Codable {
    let id: String
    let title: String
    let accentHex: String
}

struct Author: Identifiable, Hashable, Codable {
    let id: String
    let name: String
    let bio: String
}

struct Article: Identifiable, Hashable, Codable {
    let id: String
    let deskID: Desk.ID
    let authorID: Author.ID
    let headline: String
    let standfirst: String
    let body: String
    let publishedAt: Date
    let sourceURL: URL
    let commentCount: Int
}

struct Comment: Identifiable, Hashable, Codable {
    let id: UUID
    let articleID: Article.ID
    let handle: String
    let text: String
    let postedAt: Date
}

/// Every screen of the reader's one stack. Plain identifiers only, so the
/// trail can be saved, logged and rebuilt from a link.
enum ArticleRoute: Hashable, Codable {
    case desk(Desk.ID)
    case article(Article.ID)
    case comments(articleID: Article.ID)
    case author(Author.ID)
    case webReader(URL)
}

extension ArticleRoute {
    static let appScheme = "dailybrief"
    static let webHost = "dailybrief.example"

    /// `dailybrief://article/<slug>`, `dailybrief://desk/<slug>`, `dailybrief://author/<slug>`
    /// and `dailybrief://comments/<article-slug>`.
    init?(url: URL) {
        guard url.scheme == Self.appScheme, let host = url.host() else { return nil }
        guard let slug = url.pathComponents.dropFirst().first, !slug.isEmpty else { return nil }
        switch host {
        case "article": self = .article(slug)
        case "desk": self = .desk(slug)
        case "author": self = .author(slug)
        case "comments": self = .comments(articleID: slug)
        default: return nil
        }
    }

    /// Universal links copied from the website:
    /// `https://dailybrief.example/<desk>/<yyyy>/<mm>/<slug>` or `https://dailybrief.example/by/<author>`.
    init?(webURL: URL) {
        guard webURL.host() == Self.webHost else { return nil }
        let parts = webURL.pathComponents.filter { $0 != "/" }
        if parts.count == 2, parts[0] == "by" {
            self = .author(parts[1])
        } else if parts.count == 4, Int(parts[1]) != nil {
            self = .article(parts[3])
        } else if parts.count == 1 {
            self = .desk(parts[0])
        } else {
            return nil
        }
    }

    /// The whole trail an article link stands for: the article sits under its desk.
    static func stack(for articleID: Article.ID, desk deskID: Desk.ID) -> [ArticleRoute] {
        [.desk(deskID), .article(articleID)]
    }

    /// The whole trail of a web link, when the link names the desk as well as the article.
    static func stack(for webURL: URL) -> [ArticleRoute]? {
        guard webURL.host() == webHost else { return nil }
        let parts = webURL.pathComponents.filter { $0 != "/" }
        var trail: [ArticleRoute] = []
        if let deskID = parts.first {
            trail.append(.desk(deskID))
        }
        if parts.count == 4 {
            trail.append(.article(parts[3]))
        }
        return trail.isEmpty ? nil : trail
    }
}

/// Handoff between the phone and the Mac app while reading.
enum ReadingActivity {
    static let type = "example.dailybrief.reading"
}
