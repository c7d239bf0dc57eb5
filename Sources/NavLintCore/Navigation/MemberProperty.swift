/// What the model needs to know of a property to reason about the conditions
/// that read it: whether a caller can set it (a plain `let`/`var`, not view
/// state), the literal it starts from, and, for `@Environment(\.key)`, the key.
package struct MemberProperty: Sendable {
    package var isStatic: Bool
    package var isComputed: Bool
    /// A plain stored property: no property wrapper, so its value comes from the initializer or its default.
    package var isPlainStored: Bool
    /// `\.horizontalSizeClass` for `@Environment(\.horizontalSizeClass)`.
    package var environmentKey: String?
    /// The initial value when it is a literal (`true`, `nil`, `.plain`, `3`).
    package var defaultValue: String?
    /// Whether a caller can pass a value: a `var`, or a `let` without an initial value.
    package var isSettable: Bool

    init(_ property: PropertyDeclaration, tokens: SyntaxTokens) {
        isStatic = property.isStatic
        isComputed = property.isComputed
        isPlainStored = !property.isComputed && !property.isStatic
            && property.attributes.allSatisfy { $0.name == "ViewBuilder" }
        if let environment = property.attributes.first(where: { $0.name == "Environment" }),
           environment.arguments.hasPrefix("(\\") {
            environmentKey = String(environment.arguments.dropFirst().dropLast())
        }
        defaultValue = property.initializer.flatMap { LiteralValue.read(tokens, $0) }
        isSettable = !property.isConstant || property.initializer == nil
    }
}

/// `NavigationModel.memberProperty` over one project, behind one reference: the
/// placements phase hands a lookup to every unit, on several threads, and a
/// closure that captured the files and the type facts copied the facts' every
/// collection per unit, retaining counts the other threads were retaining too.
final class MemberLookup: Sendable {
    let files: [FileNavigation]
    let facts: TypeFacts

    init(files: [FileNavigation], facts: TypeFacts) {
        self.files = files
        self.facts = facts
    }

    func property(_ name: String, of type: String) -> MemberProperty? {
        NavigationModel.memberProperty(name, of: type, files: files, facts: facts)
    }
}

extension NavigationModel {
    /// Property `name` of `type`, declared in it or an extension, as conditions need it.
    static func memberProperty(_ name: String, of type: String, files: [FileNavigation], facts: TypeFacts) -> MemberProperty? {
        guard let reference = findProperty(name, in: type, files: files, facts: facts) else { return nil }
        let source = files[reference.file].source
        return MemberProperty(source.outline.properties[reference.property], tokens: source.tokens)
    }

    /// The properties of `owners` by name, as conditions need them: worked out once per type, in parallel.
    static func memberTables(of owners: [String], files: [FileNavigation], facts: TypeFacts,
                             jobs: Int) -> [String: [String: MemberProperty]] {
        let tables = parallelMap(count: owners.count, jobs: jobs) { index -> [String: MemberProperty] in
            var table: [String: MemberProperty] = [:]
            for reference in facts.facts(owners[index])?.properties ?? [] {
                let source = files[reference.file].source
                let property = source.outline.properties[reference.property]
                if table[property.name] == nil { table[property.name] = MemberProperty(property, tokens: source.tokens) }
            }
            return table
        }
        return Dictionary(uniqueKeysWithValues: zip(owners, tables))
    }
}

/// Literals a condition can be evaluated against, normalized so that
/// `Style.plain` and `.plain` compare equal.
enum LiteralValue {
    static func read(_ tokens: SyntaxTokens, _ range: ClosedRange<Int>) -> String? {
        let first = range.lowerBound, last = range.upperBound
        // A case with its payload, `.embedded(popTo: pop)`: a `switch` picks its branch by the case alone.
        if tokens.kind(last) == .rightParen, let open = tokens.partner(of: last), open - 1 > first,
           let name = read(tokens, first...(open - 1)), name.hasPrefix("."), name != ".init" {
            return name
        }
        if first == last {
            switch tokens[first].kind {
            case .keyword where tokens.isWord(first, "true") || tokens.isWord(first, "false") || tokens.isWord(first, "nil"):
                return tokens.text(first)
            case .integerLiteral, .floatLiteral:
                return tokens.text(first)
            default:
                return nil
            }
        }
        // `.plain`, `Style.plain`, `Module.Style.plain`: a case name after a dot, nothing called.
        if tokens.kind(first) == .period {
            return last == first + 1 && tokens.kind(last) == .identifier ? "." + tokens.text(last) : nil
        }
        // A plain string literal: `"compact"`.
        if last == first + 2, tokens[first].kind == .stringQuote, tokens[first + 1].kind == .stringSegment,
           tokens[last].kind == .stringQuote {
            return tokens.text(first) + tokens.text(first + 1) + tokens.text(last)
        }
        // Type names, then the case: every even offset a word, every odd one a dot, and a type first.
        guard (last - first) % 2 == 0, tokens.text(first).first?.isUppercase == true else { return nil }
        for j in first...last where tokens.kind(j) != ((j - first) % 2 == 0 ? .identifier : .period) { return nil }
        return "." + tokens.text(last)
    }
}
