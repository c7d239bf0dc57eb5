import Foundation

/// The `:parameter` values of one deep link, by name.
///
/// The same type travels both ways: a pattern's `match` closure reads typed
/// values out of it, and its `build` closure returns one (as a dictionary
/// literal, `["projectID": id]`) to fill the pattern back in.
public struct DeepLinkParameters: Hashable, Sendable, ExpressibleByDictionaryLiteral {
    /// Decoded segment text by parameter name.
    public private(set) var texts: [String: String]

    public init(texts: [String: String] = [:]) {
        self.texts = texts
    }

    public init(dictionaryLiteral elements: (String, any DeepLinkParameterValue)...) {
        self.texts = Dictionary(elements.map { ($0.0, $0.1.deepLinkText) }, uniquingKeysWith: { _, last in last })
    }

    /// The value of parameter `name`, parsed as `T`.
    /// - Throws: `DeepLinkParameterError` when it is missing or does not parse; a
    ///   `match` closure lets it propagate and the link is rejected.
    public func value<T: DeepLinkParameterValue>(_ name: String, as type: T.Type = T.self) throws(DeepLinkParameterError) -> T {
        guard let text = texts[name] else { throw .missing(name: name) }
        guard let value = T(deepLinkText: text) else { throw .invalid(name: name, text: text, expected: "\(T.self)") }
        return value
    }

    public func uuid(_ name: String) throws(DeepLinkParameterError) -> UUID { try value(name) }
    public func int(_ name: String) throws(DeepLinkParameterError) -> Int { try value(name) }
    public func string(_ name: String) throws(DeepLinkParameterError) -> String { try value(name) }
}

/// Why a parameter could not be read.
public enum DeepLinkParameterError: Error, Hashable, Sendable {
    /// The pattern has no parameter by this name (a typo in `match`).
    case missing(name: String)
    /// The URL's text is not a valid value of the expected type.
    case invalid(name: String, text: String, expected: String)
}
