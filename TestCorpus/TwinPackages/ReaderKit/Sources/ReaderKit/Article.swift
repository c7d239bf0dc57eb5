import Foundation

/// An article of a subscribed feed. The reader marks it read while its screen
/// is open, and its equality includes that flag so that lists refresh.
final class Article: Hashable, Identifiable {
    let id: UUID
    var title: String
    var body: String
    var isRead = false

    init(id: UUID = UUID(), title: String, body: String) {
        self.id = id
        self.title = title
        self.body = body
    }

    static func == (lhs: Article, rhs: Article) -> Bool {
        lhs.id == rhs.id && lhs.isRead == rhs.isRead
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(id)
        hasher.combine(isRead)
    }
}
