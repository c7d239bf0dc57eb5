/// Type facts by name, in the shards `TypeFacts` gathered them in on separate
/// threads. Each name lives in exactly one shard, picked from its length and
/// last byte, so a lookup reads one dictionary and nothing is ever merged.
package struct FactsTable: Sendable {
    package typealias Facts = TypeFacts.Facts
    var shards: [[String: Facts]]

    init(shards: [[String: Facts]] = [[:]]) { self.shards = shards }

    /// The shard that owns `name` among `count`: a cheap spread, no hash of the whole name.
    static func shard(of name: String, among count: Int) -> Int {
        count == 1 ? 0 : (name.utf8.count &+ Int(name.utf8.last ?? 0)) % count
    }

    package subscript(name: String) -> Facts? {
        shards[Self.shard(of: name, among: shards.count)][name]
    }

    /// Every name with its facts, in no particular order.
    package var all: some Sequence<(key: String, value: Facts)> { shards.lazy.joined() }
}
