import Foundation

/// A type that can fill a `:parameter` segment of a deep-link pattern.
///
/// Text is already percent-decoded when parsed and is percent-encoded after
/// `deepLinkText`, so conformances deal in plain values only. `UUID`, `Int` and
/// `String` conform; a `RawRepresentable` type whose raw value conforms gets
/// both requirements for free (`extension Filter: DeepLinkParameterValue {}`).
public protocol DeepLinkParameterValue: Sendable {
    /// Parses decoded segment text; nil when it is not a valid value.
    init?(deepLinkText: String)
    /// The segment text for this value, before percent-encoding.
    var deepLinkText: String { get }
}

extension String: DeepLinkParameterValue {
    public init?(deepLinkText: String) { self = deepLinkText }
    public var deepLinkText: String { self }
}

extension Int: DeepLinkParameterValue {
    /// Decimal digits with an optional leading minus; no `+`, spaces or other
    /// spellings, so each number has one URL.
    public init?(deepLinkText: String) {
        let digits = deepLinkText.hasPrefix("-") ? deepLinkText.dropFirst() : Substring(deepLinkText)
        guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }), let value = Int(deepLinkText) else { return nil }
        self = value
    }
    public var deepLinkText: String { String(self) }
}

extension UUID: DeepLinkParameterValue {
    /// Accepts either case; writes the canonical uppercase form.
    public init?(deepLinkText: String) {
        guard let value = UUID(uuidString: deepLinkText) else { return nil }
        self = value
    }
    public var deepLinkText: String { uuidString }
}

extension DeepLinkParameterValue where Self: RawRepresentable, RawValue: DeepLinkParameterValue {
    public init?(deepLinkText: String) {
        guard let raw = RawValue(deepLinkText: deepLinkText) else { return nil }
        self.init(rawValue: raw)
    }
    public var deepLinkText: String { rawValue.deepLinkText }
}
