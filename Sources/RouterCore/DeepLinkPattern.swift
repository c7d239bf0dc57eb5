/// A deep-link path such as `projects/:projectID/tasks/:taskID`: literal words
/// and `:named` parameters, one per segment.
///
/// Rules, checked when the pattern is parsed:
/// - segments are separated by `/`; a leading or trailing `/` is ignored; the
///   empty pattern matches the bare link (`myapp://`, `https://host/`);
/// - a literal uses only letters, digits, `-`, `.`, `_` and `~`, so it needs no
///   encoding and can be the host of a custom-scheme URL;
/// - the first segment is a literal, because in `myapp://projects/…` it is the
///   host, and hosts cannot carry arbitrary parameter text;
/// - parameter names are unique within the pattern.
public struct DeepLinkPattern: Hashable, Sendable, CustomStringConvertible {
    public enum Segment: Hashable, Sendable {
        case literal(String)
        case parameter(String)
    }

    public let segments: [Segment]

    public init(_ text: String) throws(DeepLinkPatternError) {
        var trimmed = Substring(text)
        if trimmed.hasPrefix("/") { trimmed = trimmed.dropFirst() }
        if trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        guard !trimmed.isEmpty else {
            segments = []
            return
        }
        var parsed: [Segment] = []
        var names: Set<String> = []
        for piece in trimmed.split(separator: "/", omittingEmptySubsequences: false) {
            if piece.hasPrefix(":") {
                let name = String(piece.dropFirst())
                guard Self.isValidName(name) else { throw .invalidParameterName(pattern: text, name: name) }
                guard names.insert(name).inserted else { throw .duplicateParameter(pattern: text, name: name) }
                parsed.append(.parameter(name))
            } else {
                guard Self.isValidLiteral(piece) else { throw .invalidLiteral(pattern: text, segment: String(piece)) }
                parsed.append(.literal(String(piece)))
            }
        }
        if case .parameter = parsed.first { throw .leadingParameter(pattern: text) }
        segments = parsed
    }

    /// The parameter names, in order.
    public var parameterNames: [String] {
        segments.compactMap { if case .parameter(let name) = $0 { name } else { nil } }
    }

    public var description: String {
        segments.map {
            switch $0 {
            case .literal(let word): word
            case .parameter(let name): ":" + name
            }
        }.joined(separator: "/")
    }

    /// The parameters of `path` (decoded segments) when it has this shape.
    /// Literals match regardless of ASCII case: a custom-scheme link's first word
    /// is a host, and hosts are case-insensitive.
    func match(_ path: [String]) -> DeepLinkParameters? {
        guard path.count == segments.count else { return nil }
        var texts: [String: String] = [:]
        for (segment, text) in zip(segments, path) {
            switch segment {
            case .literal(let word):
                guard word.lowercased() == text.lowercased() else { return nil }
            case .parameter(let name):
                texts[name] = text
            }
        }
        return DeepLinkParameters(texts: texts)
    }

    /// The decoded segments for `parameters`; nil when one is missing or empty
    /// (an empty segment would vanish from the URL and the link would not parse back).
    func fill(with parameters: DeepLinkParameters) -> [String]? {
        var path: [String] = []
        for segment in segments {
            switch segment {
            case .literal(let word):
                path.append(word)
            case .parameter(let name):
                guard let text = parameters.texts[name], !text.isEmpty else { return nil }
                path.append(text)
            }
        }
        return path
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
}
