/// A deep-link path such as `projects/:projectID/tasks/:taskID`: literal words
/// and `:named` parameters, one per segment, then optional trailing `:named?`
/// segments and `?query&items` read as named parameters too.
///
/// Rules, checked when the pattern is parsed:
/// - segments are separated by `/`; a leading or trailing `/` is ignored; the
///   empty pattern matches the bare link (`myapp://`, `https://host/`);
/// - a literal uses only letters, digits, `-`, `.`, `_` and `~`, so it needs no
///   encoding and can be the host of a custom-scheme URL;
/// - the first segment is a literal, because in `myapp://projects/…` it is the
///   host, and hosts cannot carry arbitrary parameter text;
/// - `:name?` marks an optional segment; only the last segments may be optional
///   (`inbox/:filter?` matches `inbox` and `inbox/open`);
/// - `?page&sort` after the path names query items the link reads
///   (`search?q&page` matches `search?q=swift&page=2`); query items are always
///   optional, and items the pattern does not name (tracking parameters) are ignored;
///   after an optional segment the query needs its own `?`: `inbox/:filter??page`;
/// - parameter names are unique within the pattern, path and query together.
public struct DeepLinkPattern: Hashable, Sendable, CustomStringConvertible {
    public enum Segment: Hashable, Sendable {
        case literal(String)
        case parameter(String)
        /// A trailing segment the URL may leave out.
        case optionalParameter(String)
    }

    public let segments: [Segment]
    /// The query items the pattern reads, in the order its URLs write them.
    public let queryNames: [String]

    public init(_ text: String) throws(DeepLinkPatternError) {
        let parts = Self.pathAndQuery(text)
        var trimmed = parts.path
        if trimmed.hasPrefix("/") { trimmed = trimmed.dropFirst() }
        if trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        var parsed: [Segment] = []
        var names: Set<String> = []
        func claim(_ name: String) throws(DeepLinkPatternError) {
            guard Self.isValidName(name) else { throw .invalidParameterName(pattern: text, name: name) }
            guard names.insert(name).inserted else { throw .duplicateParameter(pattern: text, name: name) }
        }
        for piece in trimmed.isEmpty ? [] : trimmed.split(separator: "/", omittingEmptySubsequences: false) {
            if piece.hasPrefix(":") && piece.hasSuffix("?") && piece.count > 2 {
                let name = String(piece.dropFirst().dropLast())
                try claim(name)
                parsed.append(.optionalParameter(name))
            } else if piece.hasPrefix(":") {
                let name = String(piece.dropFirst())
                try claim(name)
                if case .optionalParameter? = parsed.last { throw .optionalSegmentNotLast(pattern: text) }
                parsed.append(.parameter(name))
            } else {
                guard Self.isValidLiteral(piece) else { throw .invalidLiteral(pattern: text, segment: String(piece)) }
                if case .optionalParameter? = parsed.last { throw .optionalSegmentNotLast(pattern: text) }
                parsed.append(.literal(String(piece)))
            }
        }
        switch parsed.first {
        case .parameter?, .optionalParameter?: throw .leadingParameter(pattern: text)
        default: break
        }
        var query: [String] = []
        if let queryText = parts.query {
            for name in queryText.split(separator: "&") {
                try claim(String(name))
                query.append(String(name))
            }
        }
        segments = parsed
        queryNames = query
    }

    /// Splits `inbox/:filter??page` into its path (`inbox/:filter?`) and query (`page`). A `?` that
    /// ends the text or is followed by `/` or another `?` marks an optional segment; the first
    /// other `?` starts the query.
    private static func pathAndQuery(_ text: String) -> (path: Substring, query: Substring?) {
        var index = text.startIndex
        while let mark = text[index...].firstIndex(of: "?") {
            let next = text.index(after: mark)
            if next == text.endIndex || text[next] == "/" {
                index = next
                continue
            }
            if text[next] == "?" {
                return (text[..<next], text[text.index(after: next)...])
            }
            return (text[..<mark], text[next...])
        }
        return (Substring(text), nil)
    }

    /// The parameter names, in order: path segments, then query items.
    public var parameterNames: [String] {
        segments.compactMap { segment -> String? in
            switch segment {
            case .literal: nil
            case .parameter(let name), .optionalParameter(let name): name
            }
        } + queryNames
    }

    public var description: String {
        let path = segments.map {
            switch $0 {
            case .literal(let word): word
            case .parameter(let name): ":" + name
            case .optionalParameter(let name): ":" + name + "?"
            }
        }.joined(separator: "/")
        return queryNames.isEmpty ? path : path + "?" + queryNames.joined(separator: "&")
    }

    private var requiredCount: Int {
        segments.filter { if case .optionalParameter = $0 { false } else { true } }.count
    }

    /// The parameters of `path` (decoded segments) and `query` (decoded items) when the path
    /// has this shape. Literals match regardless of ASCII case: a custom-scheme link's first
    /// word is a host, and hosts are case-insensitive. Query items the pattern does not name
    /// are ignored.
    func match(_ path: [String], query: [String: String] = [:]) -> DeepLinkParameters? {
        guard path.count >= requiredCount, path.count <= segments.count else { return nil }
        var texts: [String: String] = [:]
        for (segment, text) in zip(segments, path) {
            switch segment {
            case .literal(let word):
                guard word.lowercased() == text.lowercased() else { return nil }
            case .parameter(let name), .optionalParameter(let name):
                texts[name] = text
            }
        }
        for name in queryNames {
            if let value = query[name] { texts[name] = value }
        }
        return DeepLinkParameters(texts: texts)
    }

    /// The decoded segments and query items for `parameters`; nil when a required one is
    /// missing or empty (an empty segment would vanish from the URL and the link would not
    /// parse back), or an optional segment is given after one that is left out.
    func fill(with parameters: DeepLinkParameters) -> (path: [String], query: [(name: String, value: String)])? {
        var path: [String] = []
        var leftOut = false
        for segment in segments {
            switch segment {
            case .literal(let word):
                path.append(word)
            case .parameter(let name):
                guard let text = parameters.texts[name], !text.isEmpty else { return nil }
                path.append(text)
            case .optionalParameter(let name):
                guard let text = parameters.texts[name], !text.isEmpty else { leftOut = true; continue }
                guard !leftOut else { return nil }
                path.append(text)
            }
        }
        let query = queryNames.compactMap { name in parameters.texts[name].map { (name, $0) } }
        return (path, query)
    }

    private static func isValidLiteral(_ text: Substring) -> Bool {
        !text.isEmpty && text.unicodeScalars.allSatisfy { $0.isASCII && (isAlphanumeric($0) || "-._~".unicodeScalars.contains($0)) }
    }

    private static func isValidName(_ name: String) -> Bool {
        !name.isEmpty && name.unicodeScalars.allSatisfy { $0.isASCII && (isAlphanumeric($0) || $0 == "_") }
    }

    private static func isAlphanumeric(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
    }
}

/// A malformed deep-link pattern: a programming error, found when the table is built.
public enum DeepLinkPatternError: Error, Hashable, Sendable {
    case invalidLiteral(pattern: String, segment: String)
    case invalidParameterName(pattern: String, name: String)
    case duplicateParameter(pattern: String, name: String)
    case leadingParameter(pattern: String)
    /// A `:name?` segment followed by a required one: only trailing segments may be left out.
    case optionalSegmentNotLast(pattern: String)
}
