/// An ordered JSON tree for reports that nest too deep to write line by line
/// (SARIF, GitLab). Objects keep their keys in the order written, so the same
/// report is always the same bytes, which golden files and diffing CI
/// artifacts depend on; `JSONSerialization` promises no key order.
indirect enum JSONValue: Sendable {
    case string(String)
    case int(Int)
    case bool(Bool)
    case array([JSONValue])
    case object([(key: String, value: JSONValue)])

    /// Two-space indentation, one member per line, `[]`/`{}` when empty and a
    /// final newline: the shape `jq .` prints, easy to read and to diff.
    func pretty() -> String {
        var out = ""
        write(into: &out, indent: "")
        return out + "\n"
    }

    private func write(into out: inout String, indent: String) {
        let inner = indent + "  "
        switch self {
        case .string(let text): out += JSONText.quote(text)
        case .int(let number): out += String(number)
        case .bool(let flag): out += flag ? "true" : "false"
        case .array(let items):
            guard !items.isEmpty else { out += "[]"; return }
            out += "["
            for (index, item) in items.enumerated() {
                out += (index == 0 ? "\n" : ",\n") + inner
                item.write(into: &out, indent: inner)
            }
            out += "\n" + indent + "]"
        case .object(let members):
            guard !members.isEmpty else { out += "{}"; return }
            out += "{"
            for (index, member) in members.enumerated() {
                out += (index == 0 ? "\n" : ",\n") + inner + JSONText.quote(member.key) + ": "
                member.value.write(into: &out, indent: inner)
            }
            out += "\n" + indent + "}"
        }
    }
}

extension JSONValue: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByBooleanLiteral,
    ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral {
    init(stringLiteral value: String) { self = .string(value) }
    init(integerLiteral value: Int) { self = .int(value) }
    init(booleanLiteral value: Bool) { self = .bool(value) }
    init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
    /// Dictionary literals arrive in source order, which is the order kept.
    init(dictionaryLiteral elements: (String, JSONValue)...) { self = .object(elements.map { (key: $0.0, value: $0.1) }) }
}
