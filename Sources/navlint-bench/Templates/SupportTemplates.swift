// Templates for code with no UI at all: each feature's service, and the shared
// networking, formatting, caching and parsing code every app carries. The
// linter must read all of it and find nothing, so it weighs in the benchmark.

enum SupportTemplates {
    static let prefixes = ["Feed", "Image", "Session", "Search", "Upload", "Profile", "Sync", "Media", "Auth", "Export"]

    static func coreFileName(_ g: inout Gen) -> (folder: String, name: String) {
        let (folder, stem) = g.rng.pick([("Networking", "Network"), ("Formatting", "Format"), ("Utilities", "Utility"),
                                         ("Persistence", "Storage"), ("Diagnostics", "Diagnostic")])
        return (folder, g.names.unique(g.rng.pick(prefixes) + stem + "Support"))
    }

    static func service(_ f: Feature, _ g: inout Gen) -> String {
        let version = g.rng.int(1...4)
        return #"""
        /// Talks to the `/\#(f.plural.lowercased())` endpoints. Stateless, so it is a value
        /// the store can hand to background tasks.
        struct \#(f.service): Sendable {
            var baseURL = URL(string: "https://api.example.com/v\#(version)")!
            var session: URLSession = .shared

            enum Failure: Error, LocalizedError {
                case invalidResponse
                case status(Int)

                var errorDescription: String? {
                    switch self {
                    case .invalidResponse: "The server sent something that is not HTTP."
                    case .status(let code): "The server answered \(code) for \#(f.plural.lowerFirst)."
                    }
                }
            }

            func fetchAll() async throws -> [\#(f.entity)] {
                let (data, response) = try await session.data(from: baseURL.appendingPathComponent("\#(f.plural.lowercased())"))
                try Self.validate(response)
                return try Self.decoder.decode([\#(f.entity)].self, from: data)
            }

            func upload(_ item: \#(f.entity)) async throws {
                var request = URLRequest(url: baseURL.appendingPathComponent("\#(f.plural.lowercased())/\(item.id.uuidString)"))
                request.httpMethod = "PUT"
                request.setValue("application/json", forHTTPHeaderField: "Content-Type")
                request.httpBody = try Self.encoder.encode(item)
                let (_, response) = try await session.data(for: request)
                try Self.validate(response)
            }

            func delete(id: UUID) async throws {
                var request = URLRequest(url: baseURL.appendingPathComponent("\#(f.plural.lowercased())/\(id.uuidString)"))
                request.httpMethod = "DELETE"
                let (_, response) = try await session.data(for: request)
                try Self.validate(response)
            }

            private static let decoder: JSONDecoder = {
                let decoder = JSONDecoder()
                decoder.dateDecodingStrategy = .iso8601
                return decoder
            }()

            private static let encoder: JSONEncoder = {
                let encoder = JSONEncoder()
                encoder.dateEncodingStrategy = .iso8601
                encoder.outputFormatting = [.sortedKeys]
                return encoder
            }()

            private static func validate(_ response: URLResponse) throws {
                guard let http = response as? HTTPURLResponse else { throw Failure.invalidResponse }
                guard (200..<300).contains(http.statusCode) else { throw Failure.status(http.statusCode) }
            }
        }
        """#
    }

    static func name(_ g: inout Gen, _ base: String) -> String { g.names.unique(g.rng.pick(prefixes) + base) }

    static var fillers: [(inout Gen) -> String] { [
        { g in
            let name = name(&g, "Formatters")
            return #"""
            /// Formatters are expensive to make; these are made once and shared.
            enum \#(name) {
                static let currency: NumberFormatter = {
                    let formatter = NumberFormatter()
                    formatter.numberStyle = .currency
                    formatter.maximumFractionDigits = \#(g.rng.int(0...2))
                    return formatter
                }()

                static let shortDate: DateFormatter = {
                    let formatter = DateFormatter()
                    formatter.dateStyle = .\#(g.rng.pick(["short", "medium"]))
                    formatter.timeStyle = .none
                    return formatter
                }()

                static let relative = RelativeDateTimeFormatter()

                static func byteCount(_ bytes: Int64) -> String {
                    ByteCountFormatter.string(fromByteCount: bytes, countStyle: .file)
                }

                static func duration(_ seconds: TimeInterval) -> String {
                    let minutes = Int(seconds) / 60
                    return minutes < 60 ? "\(minutes) min" : "\(minutes / 60) h \(minutes % 60) min"
                }
            }
            """#
        },
        { g in
            let name = name(&g, "Cache")
            return #"""
            /// A least-recently-used cache. Not thread-safe: callers confine it to one actor.
            final class \#(name)<Key: Hashable, Value> {
                private var storage: [Key: Value] = [:]
                private var order: [Key] = []
                let capacity: Int

                init(capacity: Int = \#(g.rng.pick([32, 64, 128, 256]))) {
                    precondition(capacity > 0, "capacity must be positive")
                    self.capacity = capacity
                }

                subscript(key: Key) -> Value? {
                    get {
                        guard let value = storage[key] else { return nil }
                        touch(key)
                        return value
                    }
                    set {
                        if let newValue {
                            storage[key] = newValue
                            touch(key)
                            if order.count > capacity, let oldest = order.first {
                                order.removeFirst()
                                storage[oldest] = nil
                            }
                        } else {
                            storage[key] = nil
                            order.removeAll { $0 == key }
                        }
                    }
                }

                private func touch(_ key: Key) {
                    order.removeAll { $0 == key }
                    order.append(key)
                }
            }
            """#
        },
        { g in
            let name = name(&g, "RetryPolicy")
            return #"""
            /// Exponential backoff with jitter, capped; retries only what can succeed later.
            struct \#(name): Sendable {
                var attempts = \#(g.rng.int(2...5))
                var baseDelay: Duration = .milliseconds(\#(g.rng.int(100...500)))
                var maximumDelay: Duration = .seconds(\#(g.rng.int(5...30)))

                func run<T: Sendable>(_ operation: @Sendable () async throws -> T) async throws -> T {
                    var delay = baseDelay
                    for attempt in 1...attempts {
                        do {
                            return try await operation()
                        } catch let error as URLError where error.code == .timedOut || error.code == .networkConnectionLost {
                            guard attempt < attempts else { throw error }
                            try await Task.sleep(for: delay + .milliseconds(Int.random(in: 0...\#(g.rng.int(50...250)))))
                            delay = min(delay * 2, maximumDelay)
                        }
                    }
                    preconditionFailure("the loop returns or throws on its last attempt")
                }
            }
            """#
        },
        { g in
            let name = name(&g, "Endpoint")
            let resource = g.rng.pick(Words.nouns).lowercased()
            return #"""
            /// Every request path in one place, so a renamed route is one edit.
            enum \#(name) {
                case list(page: Int)
                case item(id: String)
                case search(query: String, limit: Int)

                var path: String {
                    switch self {
                    case .list(let page): "/\#(resource)s?page=\(page)"
                    case .item(let id): "/\#(resource)s/\(id)"
                    case .search(let query, let limit):
                        "/\#(resource)s/search?q=\(query.addingPercentEncoding(withAllowedCharacters: .urlQueryAllowed) ?? "")&limit=\(limit)"
                    }
                }

                func url(relativeTo base: URL) -> URL? {
                    URL(string: path, relativeTo: base)
                }
            }
            """#
        },
        { g in
            let name = name(&g, "TextTools")
            return #"""
            enum \#(name) {
                /// "Hello, World!" -> "hello-world". Used for file names and share links.
                static func slug(_ text: String) -> String {
                    var result = ""
                    var pendingDash = false
                    for scalar in text.lowercased().unicodeScalars {
                        if CharacterSet.alphanumerics.contains(scalar) {
                            if pendingDash && !result.isEmpty { result.append("-") }
                            result.unicodeScalars.append(scalar)
                            pendingDash = false
                        } else {
                            pendingDash = true
                        }
                    }
                    return result
                }

                /// Initials for avatars: at most \#(g.rng.int(2...3)) letters.
                static func initials(_ name: String) -> String {
                    name.split(separator: " ").prefix(\#(g.rng.int(2...3))).compactMap(\.first).map(String.init).joined()
                }

                /// Levenshtein distance, for "did you mean" suggestions in search.
                static func distance(_ a: String, _ b: String) -> Int {
                    let a = Array(a), b = Array(b)
                    if a.isEmpty { return b.count }
                    var previous = Array(0...b.count)
                    for i in 1...a.count {
                        var current = [i] + Array(repeating: 0, count: b.count)
                        for j in stride(from: 1, through: b.count, by: 1) {
                            let cost = a[i - 1] == b[j - 1] ? 0 : 1
                            current[j] = Swift.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                        }
                        previous = current
                    }
                    return previous[b.count]
                }
            }
            """#
        },
        { g in
            let name = name(&g, "Log")
            let subsystem = "com.example.\(g.rng.pick(Words.apps).lowercased())"
            return #"""
            /// A tiny logger that keeps the last lines in memory for bug reports.
            actor \#(name) {
                enum Level: Int, Comparable {
                    case debug, info, warning, error
                    static func < (lhs: Level, rhs: Level) -> Bool { lhs.rawValue < rhs.rawValue }
                }

                static let shared = \#(name)()
                private var lines: [String] = []
                private let limit = \#(g.rng.pick([200, 500, 1000]))
                var minimumLevel: Level = .info

                func log(_ message: @autoclosure () -> String, level: Level = .info, file: String = #fileID, line: Int = #line) {
                    guard level >= minimumLevel else { return }
                    lines.append("[\#(subsystem)] \(level) \(file):\(line) \(message())")
                    if lines.count > limit { lines.removeFirst(lines.count - limit) }
                }

                func export() -> String {
                    lines.joined(separator: "\n")
                }
            }
            """#
        },
        { g in
            let name = name(&g, "CSVReader")
            return #"""
            /// Splits one CSV line, honouring quotes and doubled quotes ("a ""b"" c").
            /// Good enough for the export format; not a general CSV parser.
            struct \#(name) {
                var separator: Character = "\#(g.rng.pick([",", ";"]))"

                func fields(in line: String) -> [String] {
                    var fields: [String] = []
                    var current = ""
                    var quoted = false
                    var iterator = line.makeIterator()
                    while let character = iterator.next() {
                        switch character {
                        case "\"" where quoted:
                            if let next = iterator.next() {
                                if next == "\"" { current.append("\"") } else {
                                    quoted = false
                                    if next == separator { fields.append(current); current = "" } else { current.append(next) }
                                }
                            } else {
                                quoted = false
                            }
                        case "\"":
                            quoted = true
                        case separator where !quoted:
                            fields.append(current)
                            current = ""
                        default:
                            current.append(character)
                        }
                    }
                    fields.append(current)
                    return fields
                }
            }
            """#
        },
        { g in
            let name = name(&g, "FeatureFlags")
            return ##"""
            /// Remote-configurable switches. Defaults ship in the binary, so the app
            /// behaves the same offline on first launch.
            struct \##(name): Codable, Equatable {
                var newOnboarding = \##(g.rng.chance(0.5))
                var compactRows = \##(g.rng.chance(0.5))
                var maxUploads = \##(g.rng.int(1...8))

                static let defaultsJSON = #"""
                {
                    "newOnboarding": false,
                    "compactRows": true,
                    "maxUploads": 3
                }
                """#

                static func load(from data: Data?) -> \##(name) {
                    guard let data, let flags = try? JSONDecoder().decode(\##(name).self, from: data) else {
                        return (try? JSONDecoder().decode(\##(name).self, from: Data(defaultsJSON.utf8))) ?? \##(name)()
                    }
                    return flags
                }
            }
            """##
        },
    ] }
}
