import SwiftUI
import Observation

/// Modal screens. Kept apart from `ArticleRoute`: none of these is a step on the trail.
enum NewsSheet: Identifiable {
    case share(Article.ID)
    case textSize

    var id: String {
        switch self {
        case .share(let articleID): "share-\(articleID)"
        case .textSize: "text-size"
        }
    }
}

@Observable
@MainActor
final class ArticleRouter {
    var path: [ArticleRoute] = []
    var sheet: NewsSheet?

    func open(_ route: ArticleRoute) {
        path.append(route)
    }

    func present(_ sheet: NewsSheet) {
        self.sheet = sheet
    }

    func back() {
        guard !path.isEmpty else { return }
        path.removeLast()
    }

    /// "Back to desk" on a comment thread jumps over the article.
    func back(steps: Int) {
        path.removeLast(steps) // expect: unguarded_remove_last
    }

    func popToRoot() {
        path.removeAll()
    }

    /// The web reader has its own Done button; it only closes the reader itself.
    func closeReader() {
        if case .webReader = path.last {
            path.removeLast()
        }
    }

    /// Push notifications and shared links open `dailybrief://` URLs.
    func handle(_ url: URL) {
        guard let route = ArticleRoute(url: url) else { return }
        sheet = nil
        path.append(route) // expect: deep_link_blind_append
    }

    /// The "Top story" widget links to `dailybrief://widget/<desk>/<article>`.
    func openFromWidget(_ url: URL) {
        let parts = url.path.split(separator: "/").map(String.init)
        guard url.host() == "widget", parts.count == 2 else { return }
        sheet = nil
        path.append(.article(parts[1])) // expect: deep_link_blind_append
    }

    /// Handoff from the Mac: land on the same article, under its desk, without
    /// stacking a second copy when the phone already shows it.
    func continueReading(_ activity: NSUserActivity) {
        guard let articleID = activity.userInfo?["articleID"] as? String,
              let deskID = activity.userInfo?["deskID"] as? String else { return }
        let target = ArticleRoute.stack(for: articleID, desk: deskID)
        if path == target {
            return
        }
        if target.starts(with: path) {
            path.append(contentsOf: target.dropFirst(path.count)) // expect: deep_link_out_of_view
        } else {
            path = target
        }
    }
}
