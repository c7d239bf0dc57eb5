// How a model field appears on screen: its label, its line in a row or the
// detail, and its control in the editor's form. Kept apart from the screen
// templates so each screen reads as the code it emits.

extension ViewTemplates {
    static func label(_ field: Field) -> String {
        switch field.name {
        case "isFavorite": return "Favorite"
        case "isArchived": return "Archived"
        case "createdAt": return "Created"
        case "dueDate": return "Due"
        default: return field.name.prefix(1).uppercased() + field.name.dropFirst()
        }
    }

    /// How a row shows one field (indented for the row's VStack).
    static func rowLine(_ field: Field) -> String {
        let x = "item.\(field.name)"
        let pad = "                "
        switch field.kind {
        case .text: return pad + "Text(\(x))\n\(pad)    .font(.subheadline)\n\(pad)    .foregroundStyle(.secondary)"
        case .optionalText: return pad + "if let \(field.name) = \(x) {\n\(pad)    Text(\(field.name)).lineLimit(2)\n\(pad)}"
        case .integer: return pad + "Text(\"\(label(field)): \\(\(x))\")\n\(pad)    .font(.caption)"
        case .decimal: return pad + "Text(\(x), format: .currency(code: \"USD\"))"
        case .flag: return pad + "if \(x) {\n\(pad)    Image(systemName: \"checkmark.circle.fill\")\n\(pad)}"
        case .date: return pad + "Text(\(x), style: .relative)\n\(pad)    .font(.caption2)"
        case .list: return pad + "Text(\(x).joined(separator: \" · \"))\n\(pad)    .font(.caption)"
        case .status: return pad + "Text(\(x).label)\n\(pad)    .font(.caption.weight(.semibold))"
        }
    }

    /// How the editor's form edits one field.
    static func formLine(_ field: Field, _ f: Feature) -> String {
        let binding = "$draft.\(field.name)"
        let pad = "                    "
        switch field.kind {
        case .text: return pad + "TextField(\"\(label(field))\", text: \(binding))"
        case .optionalText: return pad + "TextField(\"\(label(field))\", text: Binding(\n\(pad)    get: { draft.\(field.name) ?? \"\" },\n\(pad)    set: { draft.\(field.name) = $0.isEmpty ? nil : $0 }\n\(pad)), axis: .vertical)"
        case .integer: return pad + "Stepper(\"\(label(field)): \\(draft.\(field.name))\", value: \(binding), in: 0...100)"
        case .decimal: return pad + "TextField(\"\(label(field))\", value: \(binding), format: .number)\n\(pad)    .keyboardType(.decimalPad)"
        case .flag: return pad + "Toggle(\"\(label(field))\", isOn: \(binding))"
        case .date: return pad + "DatePicker(\"\(label(field))\", selection: \(binding), displayedComponents: .date)"
        case .list: return pad + "LabeledContent(\"\(label(field))\", value: draft.\(field.name).joined(separator: \", \"))"
        case .status: return pad + "Picker(\"Status\", selection: \(binding)) {\n\(pad)    ForEach(\(f.status).allCases, id: \\.self) { status in\n\(pad)        Text(status.label).tag(status)\n\(pad)    }\n\(pad)}"
        }
    }
}

extension String {
    /// Re-indents a block rendered for one nesting depth to another.
    func replacingIndent(from: Int, to: Int) -> String {
        split(separator: "\n", omittingEmptySubsequences: false).map { line in
            String(repeating: " ", count: to) + line.dropFirst(min(from, line.prefix { $0 == " " }.count))
        }.joined(separator: "\n")
    }
}
