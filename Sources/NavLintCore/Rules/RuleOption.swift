/// A setting a rule accepts in `.navlint.json` (`"rules": {"id": {"option": …}}`).
public struct RuleOption: Sendable {
    /// The JSON kind an option takes, as the schema and error messages name it.
    public enum Kind: String, Sendable {
        case bool = "boolean"
        case strings = "array of strings"
    }
    /// The key under the rule's id in `.navlint.json`.
    public var name: String
    /// What kind of JSON value it takes.
    public var kind: Kind
    /// What it changes, for the rule page and the schema.
    public var summary: String
    /// The default, as JSON text (`false`, `[]`).
    public var defaultValue: String

    /// An option a rule declares in its description.
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
