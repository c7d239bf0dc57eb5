import Foundation

/// A saved reading-plan entry: a value, copied into the path when pushed.
struct Article: Hashable, Identifiable, Codable {
    let id: UUID
    var title: String
    var minutes: Int
}

enum PlannerRoute: Hashable, Codable {
    case article(Article)
    case week(Int)
}
