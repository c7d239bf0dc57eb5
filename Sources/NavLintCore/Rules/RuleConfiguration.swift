/// One rule's options as `.navlint.json` set them (`"rules": {"id": {"option": …}}`),
/// read through the options the rule declares: a value the file leaves out is the
/// declared default. The loader has already checked each value against its kind,
/// so reading cannot fail.
package struct RuleConfiguration: Sendable, Equatable {
    /// The options as written, by name; only declared names reach here.
    package let values: [String: ParsedJSON]
    /// The rule's declared options, for their defaults.
    let declared: [RuleOption]

    package init(values: [String: ParsedJSON] = [:], declared: [RuleOption] = []) {
        self.values = values
        self.declared = declared
    }

    package static func == (a: RuleConfiguration, b: RuleConfiguration) -> Bool {
        a.values == b.values && a.declared.map(\.name) == b.declared.map(\.name)
    }

    /// A boolean option: as set, else its declared default (`false` when the default says so).
    package func bool(_ name: String) -> Bool {
        if case .bool(let value, _)? = values[name] { return value }
        return declared.first { $0.name == name }?.defaultValue == "true"
    }

    /// An array-of-strings option: as set, else empty (the only default such options declare).
    package func strings(_ name: String) -> [String] {
        guard case .array(let elements, _)? = values[name] else { return [] }
        return elements.compactMap { if case .string(let text, _) = $0 { text } else { nil } }
    }
}
