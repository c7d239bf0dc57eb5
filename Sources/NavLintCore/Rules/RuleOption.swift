/// A setting a rule accepts in `.navlint.json` (`"rules": {"id": {"option": …}}`).
public struct RuleOption: Sendable {
    public enum Kind: String, Sendable {
        case bool = "boolean"
        case strings = "array of strings"
    }
    public var name: String
    public var kind: Kind
    public var summary: String
    /// The default, as JSON text (`false`, `[]`).
    public var defaultValue: String

    public init(name: String, kind: Kind, summary: String, defaultValue: String) {
        self.name = name
        self.kind = kind
        self.summary = summary
        self.defaultValue = defaultValue
    }

    func validate(_ value: ParsedJSON, keyPath: String,
                  _ fail: (String, JSONPosition, String) -> ConfigurationError) throws {
        switch (kind, value) {
        case (.bool, .bool): return
        case (.strings, .array(let elements, _)):
            for (index, element) in elements.enumerated() {
                guard case .string = element else {
                    throw fail("\(keyPath)[\(index)]", element.position, "expected a string, found \(element.kindDescription)")
                }
            }
        default:
            throw fail(keyPath, value.position, "expected \(kind == .bool ? "true or false" : "an array of strings"), found \(value.kindDescription)")
        }
    }
}
