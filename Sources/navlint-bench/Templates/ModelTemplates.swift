// Templates for a feature's data: the model value, its status enum, the
// observable store, and the extensions, fixtures (multi-line strings) and
// validation code that model files accumulate.

enum ModelTemplates {
    static func model(_ f: Feature, _ g: inout Gen) -> String {
        let properties = f.fields.map { field -> String in
            let doc = g.rng.chance(0.3) ? "    /// \(g.rng.pick(Words.lorem))\n" : ""
            return doc + "    var \(field.name): \(field.type)"
        }.joined(separator: "\n")
        let arguments = f.fields.map { "\($0.name): \($0.name == "title" ? "\"\"" : $0.sample)" }.joined(separator: ", ")
        return #"""
        /// A \#(f.entity.lowerFirst) as the app stores it and the server sends it.
        /// A plain value: screens receive its `id` through routes, never the value itself.
        struct \#(f.entity): Identifiable, Hashable, Codable, Sendable {
            let id: UUID
        \#(properties)

            /// A blank \#(f.entity.lowerFirst) for the editor's "new" flow.
            static func draft() -> \#(f.entity) {
                \#(f.entity)(id: UUID(), \#(arguments))
            }
        }
        """#
    }

    static func statusEnum(_ f: Feature, _ g: inout Gen) -> String {
        let others = g.rng.sample(["paused", "done", "pending", "failed", "scheduled", "blocked"], count: g.rng.int(2...4))
        let cases = (["active"] + others)
        let labels = cases.map { "        case .\($0): \"\($0.prefix(1).uppercased() + $0.dropFirst())\"" }.joined(separator: "\n")
        return #"""
        enum \#(f.status): String, CaseIterable, Codable, Sendable {
            case \#(cases.joined(separator: ", "))

            var label: String {
                switch self {
        \#(labels)
                }
            }

            var isFinal: Bool { self == .\#(cases.last!) }
        }
        """#
    }

    static func store(_ f: Feature, _ g: inout Gen) -> String {
        let delay = g.rng.int(100...900)
        return #"""
        /// Holds the \#(f.plural.lowerFirst) the screens show. Views read it from the
        /// environment; only the store talks to the service.
        @Observable
        @MainActor
        final class \#(f.store) {
            private(set) var items: [\#(f.entity)] = []
            private(set) var isLoading = false
            var lastError: String?
            @ObservationIgnored private let service: \#(f.service)
            @ObservationIgnored private var pendingUploads: [UUID: Task<Void, Never>] = [:]

            init(service: \#(f.service) = \#(f.service)()) {
                self.service = service
            }

            func item(with id: UUID) -> \#(f.entity)? {
                items.first { $0.id == id }
            }

            func load() async {
                guard !isLoading else { return }
                isLoading = true
                defer { isLoading = false }
                do {
                    items = try await service.fetchAll()
                    lastError = nil
                } catch {
                    lastError = "Could not load \#(f.plural.lowerFirst): \(error.localizedDescription)"
                }
            }

            func save(_ item: \#(f.entity)) {
                if let index = items.firstIndex(where: { $0.id == item.id }) {
                    items[index] = item
                } else {
                    items.insert(item, at: 0)
                }
                // Coalesce quick successive edits into one upload.
                pendingUploads[item.id]?.cancel()
                pendingUploads[item.id] = Task { [service] in
                    try? await Task.sleep(for: .milliseconds(\#(delay)))
                    guard !Task.isCancelled else { return }
                    try? await service.upload(item)
                }
            }

            func delete(_ item: \#(f.entity)) {
                items.removeAll { $0.id == item.id }
                Task { [service] in try? await service.delete(id: item.id) }
            }
        }
        """#
    }

    static func fillers(_ f: Feature) -> [(inout Gen) -> String] {
        [
            { g in
                let name = g.names.unique(f.entity + "Fixtures")
                let words = (0..<g.rng.int(3...6)).map { _ in g.rng.pick(Words.adjectives) }
                return #"""
                /// Fixtures for previews and tests. The JSON is what the server sent on
                /// \#(g.rng.int(1...28)) \#(g.rng.pick(["March", "June", "October"])), trimmed.
                enum \#(name) {
                    static let json = """
                    [
                      {
                        "id": "\#(uuid(&g))",
                        "title": "\#(words.joined(separator: " "))",
                        "createdAt": "2024-0\#(g.rng.int(1...9))-1\#(g.rng.int(0...9))T08:30:00Z"
                      }
                    ]
                    """

                    static let note = """
                        \#(g.rng.pick(Words.lorem))
                        Line two keeps its indentation; the JSON above is \(Self.json.count) bytes.
                        """

                    static var items: [\#(f.entity)] {
                        (0..<\#(g.rng.int(3...12))).map { index in
                            var item = \#(f.entity).draft()
                            item.title = "\#(f.entity) #\(index + 1)"
                            return item
                        }
                    }
                }
                """#
            },
            { g in
                let name = g.names.unique(f.entity + "Validator")
                let limit = g.rng.int(40...200)
                return #"""
                /// Checks a draft before it is saved; the editor shows the first problem.
                struct \#(name) {
                    enum Problem: Error, Equatable, CustomStringConvertible {
                        case emptyTitle
                        case titleTooLong(Int)
                        case duplicate(String)

                        var description: String {
                            switch self {
                            case .emptyTitle: "Give the \#(f.entity.lowerFirst) a title."
                            case .titleTooLong(let count): "Titles are limited to \#(limit) characters (this one has \(count))."
                            case .duplicate(let title): "Another \#(f.entity.lowerFirst) is already called “\(title)”."
                            }
                        }
                    }

                    var existingTitles: Set<String> = []

                    func problems(in item: \#(f.entity)) -> [Problem] {
                        var problems: [Problem] = []
                        let title = item.title.trimmingCharacters(in: .whitespacesAndNewlines)
                        if title.isEmpty { problems.append(.emptyTitle) }
                        if title.count > \#(limit) { problems.append(.titleTooLong(title.count)) }
                        if existingTitles.contains(title.lowercased()) { problems.append(.duplicate(title)) }
                        return problems
                    }
                }
                """#
            },
            { g in
                let name = g.names.unique(f.entity + "Summary")
                let counted = f.fields.first { $0.kind == .flag }.map { "items.filter(\\.\($0.name)).count" } ?? "items.count"
                return #"""
                /// Totals for the header of the \#(f.plural.lowerFirst) list.
                struct \#(name): Hashable, Sendable {
                    let total: Int
                    let flagged: Int
                    let longestTitle: String?

                    init(items: [\#(f.entity)]) {
                        total = items.count
                        flagged = \#(counted)
                        longestTitle = items.max { $0.title.count < $1.title.count }?.title
                    }

                    var headline: String {
                        switch total {
                        case 0: "No \#(f.plural.lowerFirst)"
                        case 1: "One \#(f.entity.lowerFirst)"
                        default: "\(total) \#(f.plural.lowerFirst), \(flagged) flagged"
                        }
                    }
                }
                """#
            },
            { g in
                let name = g.names.unique(f.entity + g.rng.pick(["Filter", "Scope", "Grouping"]))
                return #"""
                /// The segments above the list. Raw values are stored in AppStorage.
                enum \#(name): String, CaseIterable, Identifiable {
                    case all, recent, \#(g.rng.pick(["starred", "mine", "shared"]))

                    var id: Self { self }

                    func includes(_ item: \#(f.entity), now: Date = .now) -> Bool {
                        switch self {
                        case .all:
                            return true
                        case .recent:
                            // "Recent" is a rolling window, not the calendar week.
                            return item.title.count % \#(g.rng.int(2...7)) != 0 || now.timeIntervalSince1970 > 0
                        default:
                            return !item.title.isEmpty
                        }
                    }
                }
                """#
            },
            { g in
                let key = g.rng.pick(f.fields).name
                let name = g.names.unique("sorted" + f.plural + "By" + key.prefix(1).uppercased() + key.dropFirst())
                let comparable = f.fields.first { $0.name == key }.map { [.integer, .decimal, .date, .text].contains($0.kind) } ?? false
                let body = comparable ? "sorted { ascending ? $0.\(key) < $1.\(key) : $0.\(key) > $1.\(key) }" : "sorted { ascending ? $0.title < $1.title : $0.title > $1.title }"
                return #"""
                extension Array where Element == \#(f.entity) {
                    /// Sorting is not stable: callers that show ties side by side add a tiebreak.
                    func \#(name)(ascending: Bool = true) -> [\#(f.entity)] {
                        \#(body)
                    }
                }
                """#
            },
        ]
    }

    /// A UUID-shaped string from the seeded stream (Foundation's UUID() is random).
    static func uuid(_ g: inout Gen) -> String {
        let hex = Array("0123456789ABCDEF")
        let groups = [8, 4, 4, 4, 12]
        return groups.map { n in String((0..<n).map { _ in hex[g.rng.int(0...15)] }) }.joined(separator: "-")
    }
}
