/// One way a route fails to survive what navigation does to it: saving and
/// restoring, or travelling through its URL. Its description is written for a
/// test log: the route, what went wrong, and what to change.
public struct RouteProblem: Hashable, Sendable, CustomStringConvertible {
    public enum Kind: Hashable, Sendable {
        /// Encoding threw (a `Double.nan` or an infinity in JSON, a custom `encode(to:)` that throws).
        case encodingFailed(detail: String)
        /// The encoded route did not decode again.
        case decodingFailed(detail: String)
        /// It decoded, but not to an equal route: a custom `Codable` that drops or changes a field.
        case changedByRoundTrip(decoded: String)
        /// Somewhere in its payload sits an instance of a class: decoding makes a new object, so the
        /// restored screen holds a copy, not the object the rest of the app shows and edits.
        case referencePayload(path: String, type: String)
        /// Somewhere in its payload sits a value that cannot be encoded at all (a closure, a value of a
        /// type that is not `Encodable`).
        case unencodablePayload(path: String, type: String)
        /// A link row builds a URL for it, but that URL opens a different route (or none).
        case urlDoesNotRoundTrip(url: String, opens: String)
        /// No sample route is built by this link pattern, so nothing checks it.
        case patternWithoutSample(pattern: String)
        /// Saved and restored as a path, it did not all come back.
        case notRestored(detail: String)
    }

    /// The route as `String(reflecting:)` prints it (for a pattern problem, the pattern).
    public let route: String
    public let kind: Kind

    public init(route: String, kind: Kind) {
        self.route = route
        self.kind = kind
    }

    public var description: String {
        switch kind {
        case .encodingFailed(let detail):
            return "\(route): encoding it throws (\(detail)). A JSON encoder rejects NaN and infinite numbers; "
                + "keep such values out of routes, or route by an identifier."
        case .decodingFailed(let detail):
            return "\(route): it encodes, but the data does not decode back (\(detail)). Check that "
                + "`init(from:)` reads what `encode(to:)` writes, or let Swift synthesize both."
        case .changedByRoundTrip(let decoded):
            return "\(route): after encoding and decoding it comes back as \(decoded). Its `Codable` "
                + "conformance loses or changes data: encode every field, or let Swift synthesize it."
        case .referencePayload(let path, let type):
            return "\(route): its payload holds an instance of the class `\(type)` (at \(path)). A restored "
                + "path holds a decoded copy, not the object the app shows and edits; route by the object's id."
        case .unencodablePayload(let path, let type):
            return "\(route): its payload holds a `\(type)` (at \(path)), which cannot be encoded, so a path "
                + "holding this route cannot be saved; carry an identifier or a plain value instead."
        case .urlDoesNotRoundTrip(let url, let opens):
            return "\(route): its link is \(url), but that URL opens \(opens). Make the row's `build` and "
                + "`match` describe the same route."
        case .patternWithoutSample(let pattern):
            return "link pattern `\(pattern)`: no sample route builds it, so nothing checks that it round-trips. "
                + "Add a sample of the route it opens."
        case .notRestored(let detail):
            return "\(route): saved and restored as a path, it did not come back whole (\(detail)). "
                + "Check its `Codable` conformance and the restoration's `isValid` and `migrate`."
        }
    }
}

/// What a `RouteCheck` found: nothing, when every route survives.
public struct RouteCheckReport: Error, Hashable, Sendable, CustomStringConvertible {
    public let problems: [RouteProblem]

    public init(problems: [RouteProblem]) {
        self.problems = problems
    }

    public var isEmpty: Bool { problems.isEmpty }

    /// One problem per line, numbered, for a test log.
    public var description: String {
        guard !problems.isEmpty else { return "every route survives" }
        let header = problems.count == 1 ? "1 route problem:" : "\(problems.count) route problems:"
        return ([header] + problems.enumerated().map { "\($0.offset + 1). \($0.element)" }).joined(separator: "\n")
    }

    /// Throws this report when it has problems: `try RouteCheck.codable(AppRoute.allCases).requireNone()`
    /// fails an XCTest or Swift Testing test with every problem in its message.
    public func requireNone() throws {
        if !problems.isEmpty { throw self }
    }
}
