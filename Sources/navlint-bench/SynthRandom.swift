import SeededRandom

/// The corpus's random stream: a seed gives the same corpus on any toolchain
/// (see `SplitMix64`), so every draw below is written out too.
struct Rng {
    private var stream: SplitMix64

    init(seed: UInt64) { stream = SplitMix64(seed: seed) }

    mutating func next() -> UInt64 { stream.next() }

    /// Uniform in [0, 1).
    mutating func unit() -> Double { Double(next() >> 11) / Double(UInt64(1) << 53) }

    mutating func int(_ range: ClosedRange<Int>) -> Int {
        range.lowerBound + Int(next() % UInt64(range.count))
    }

    mutating func chance(_ probability: Double) -> Bool { unit() < probability }

    mutating func pick<T>(_ items: [T]) -> T { items[Int(next() % UInt64(items.count))] }

    /// Fisher-Yates, for the same reason as above.
    mutating func shuffled<T>(_ items: [T]) -> [T] {
        var result = items
        var i = result.count - 1
        while i > 0 {
            result.swapAt(i, Int(next() % UInt64(i + 1)))
            i -= 1
        }
        return result
    }

    mutating func sample<T>(_ items: [T], count: Int) -> [T] { Array(shuffled(items).prefix(count)) }
}

/// Type names are unique across the corpus, as in an app that compiles: the
/// project index then sees one declaration per name, as it would in real code.
/// (A Set is fine here: only membership is asked, never its order.)
struct NameRegistry {
    private var used: Set<String> = []

    mutating func unique(_ base: String) -> String {
        if used.insert(base).inserted { return base }
        var n = 2
        while !used.insert("\(base)\(n)").inserted { n += 1 }
        return "\(base)\(n)"
    }
}

/// What every template draws from: the random stream and the names taken so far.
struct Gen {
    var rng: Rng
    var names = NameRegistry()
}

enum Words {
    static let nouns = [
        "Recipe", "Trip", "Album", "Track", "Workout", "Note", "Project", "Ticket", "Contact", "Invoice",
        "Order", "Product", "Review", "Episode", "Podcast", "Article", "Booking", "Flight", "Hotel", "Course",
        "Lesson", "Habit", "Expense", "Budget", "Account", "Device", "Plant", "Garden", "Book", "Author",
        "Playlist", "Event", "Venue", "Reminder", "Message", "Lead", "Channel", "Team", "Player", "Match",
        "Vehicle", "Recording", "Station", "Shift", "Patient", "Appointment", "Document", "Folder", "Photo", "Movie",
        "Show", "Wine", "Coffee", "Meal", "Pet", "Listing", "Property", "Claim", "Policy", "Repository",
    ]
    static let qualifiers = [
        "Shared", "Archived", "Local", "Remote", "Saved", "Featured", "Draft", "Team", "Family", "Public",
        "Private", "Recent", "Pinned", "Synced", "Offline", "Premium", "Guest", "Scheduled", "Imported", "Custom",
    ]
    static let areas = ["Catalog", "Account", "Social", "Library", "Planner", "Commerce", "Health", "Media", "Work", "Travel"]
    static let people = [
        "Anna Kowalski", "Ben Okafor", "Chen Wei", "Dana Levi", "Eli Brandt", "Fatima Zahra", "Gus Moreno",
        "Hana Sato", "Ivan Petrov", "Jules Martin", "Kim Nguyen", "Lea Fischer", "Mateo Rossi", "Nora Lind",
    ]
    static let apps = ["Pantry", "Wayfarer", "Harbor", "Ledger", "Cadence", "Orchard", "Beacon", "Atlas"]
    static let symbols = [
        "star", "heart", "bookmark", "folder", "tray", "calendar", "clock", "person", "tag", "flag",
        "bell", "paperplane", "cart", "map", "photo", "doc.text", "leaf", "bolt", "globe", "house",
    ]
    static let adjectives = ["quick", "calm", "bright", "steady", "gentle", "bold", "quiet", "clear", "warm", "fresh"]
    static let verbs = ["refresh", "sync", "archive", "share", "duplicate", "export", "pin", "rename"]
    static let components = ["Badge", "Card", "Header", "Footer", "Chip", "Summary", "Banner", "Tile", "Cell", "Panel"]
    static let lorem = [
        "Keeps the list in sync with the server after every edit.",
        "Shown when the user has not added anything yet.",
        "The server returns dates in ISO 8601 with fractional seconds.",
        "Sorted newest first; ties keep their server order.",
        "Cached for the session; invalidated on sign-out.",
        "Mirrors the design spec from the onboarding redesign.",
        "Called on the main actor; the work itself runs in a task.",
        "Empty strings are treated as missing values.",
        "Values outside the range are clamped rather than rejected.",
        "Accessibility labels read the full title, not the abbreviation.",
    ]
}

extension String {
    /// `Recipe` -> `recipe`, `TeamNote` -> `teamNote`.
    var lowerFirst: String { prefix(1).lowercased() + dropFirst() }
    var plural: String {
        if hasSuffix("y"), !hasSuffix("ay"), !hasSuffix("ey") { return dropLast() + "ies" }
        if hasSuffix("s") || hasSuffix("ch") || hasSuffix("sh") { return self + "es" }
        return self + "s"
    }
    var lineCount: Int { utf8.reduce(0) { $0 + ($1 == 10 ? 1 : 0) } }
}
