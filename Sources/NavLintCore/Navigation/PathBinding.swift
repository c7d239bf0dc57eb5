/// What a stack's `path:` argument is bound to.
package enum PathBinding: Sendable, Equatable {
    /// No `path:` argument.
    case none
    /// A homogeneous typed path, `[Element]`. `elementToken` is where the element
    /// type is written in the property's declaration, when it can be found.
    case typed(element: String, elementToken: SourceRef?)
    /// A type-erased `NavigationPath`.
    case erased
    /// Bound, but to something the sources do not tell (`$router[tab]`, an unknown type).
    case unknown
}

/// A property declaration somewhere in the project.
package struct PropertyRef: Hashable, Sendable {
    package var file: Int
    package var property: Int
}

/// A token in some file of the project.
package struct SourceRef: Hashable, Comparable, Sendable {
    package var file: Int
    package var token: Int
    package static func < (a: SourceRef, b: SourceRef) -> Bool { (a.file, a.token) < (b.file, b.token) }
}

extension NavigationModel {
    /// Resolves `NavigationStack(path: $x.y.z)` through the properties of the
    /// view that holds the stack and the types they name.
    static func pathBinding(stack: Int, in file: FileNavigation, owner: String?, files: [FileNavigation],
                            facts: TypeFacts) -> PathBinding {
        let outline = file.source.outline
        guard let argument = outline.argument("path", of: stack) else { return .none }
        let tokens = file.source.tokens
        let range = argument.value
        guard let owner, let names = bindingChain(tokens, range) else { return .unknown }
        return pathKind(of: names, from: owner, files: files, facts: facts, near: file.index)
    }

    /// The property a stack's `path: $x.y` binding resolves to, when it can be told.
    static func pathDeclaration(stack: Int, in file: FileNavigation, owner: String?, files: [FileNavigation],
                                facts: TypeFacts) -> PropertyRef? {
        let tokens = file.source.tokens
        guard let owner, let argument = file.source.outline.argument("path", of: stack) else { return nil }
        guard let names = bindingChain(tokens, argument.value) else { return nil }
        return propertyChainDeclaration(names, from: owner, files: files, facts: facts, near: file.index)
    }

    /// `$a.b.c`, a binding to a property chain: its names (`["a", "b", "c"]`), or nil for anything else.
    static func bindingChain(_ tokens: SyntaxTokens, _ range: ClosedRange<Int>) -> [String]? {
        let first = tokens.text(range.lowerBound)
        guard tokens.kind(range.lowerBound) == .identifier, first.hasPrefix("$"), first.count > 1,
              let rest = memberChain(tokens, from: range.lowerBound + 1, through: range.upperBound) else { return nil }
        return [String(first.dropFirst())] + rest
    }

    /// `.b.c` after a first name: the member names, or nil if anything else is there.
    static func memberChain(_ tokens: SyntaxTokens, from start: Int, through end: Int) -> [String]? {
        var names: [String] = []
        var j = start
        while j <= end {
            guard tokens.kind(j) == .period, j + 1 <= end, tokens.kind(j + 1) == .identifier else { return nil }
            names.append(tokens.text(j + 1))
            j += 2
        }
        return names
    }

    /// What a chain of property names (`router.path`), read from inside type
    /// `owner`, holds as a navigation path.
    static func pathKind(of names: [String], from owner: String, files: [FileNavigation], facts: TypeFacts,
                         near: Int? = nil) -> PathBinding {
        guard let declared = propertyChainType(names, from: owner, files: files, facts: facts, near: near) else { return .unknown }
        var text = facts.resolve(declared.type)
        if text.hasPrefix("Binding<") && text.hasSuffix(">") { text = String(text.dropFirst(8).dropLast()) }
        if text == "NavigationPath" { return .erased }
        guard let element = arrayElement(Substring(text)) else { return .unknown }
        if let substituted = declared.substitutions[element] {
            return .typed(element: substituted.text, elementToken: substituted.token)
        }
        return .typed(element: element, elementToken: declared.token.flatMap { locate(element, near: $0, files: files) })
    }

    /// The declaration of the last property of a chain, read from inside type `owner`.
    static func propertyChainDeclaration(_ names: [String], from owner: String, files: [FileNavigation],
                                         facts: TypeFacts, near: Int? = nil) -> PropertyRef? {
        guard let last = names.last else { return nil }
        var typeName = owner
        for name in names.dropLast() {
            guard let property = findProperty(name, in: typeName, files: files, facts: facts, near: near),
                  let type = propertyType(property, files: files, facts: facts) else { return nil }
            typeName = splitGeneric(resolve(type.type, near: property.file, files: files, facts: facts)).0
        }
        return findProperty(last, in: typeName, files: files, facts: facts, near: near)
            .map { PropertyRef(file: $0.file, property: $0.property) }
    }

    /// The declared type of the last property of a chain, with the generic
    /// arguments met on the way (`Router<Destination, Page>` makes `D` mean `Destination`).
    static func propertyChainType(_ names: [String], from owner: String, files: [FileNavigation], facts: TypeFacts,
                                  near: Int? = nil)
        -> (type: String, token: SourceRef?, substitutions: [String: (text: String, token: SourceRef?)])? {
        var typeName = owner
        var substitutions: [String: (text: String, token: SourceRef?)] = [:]
        for (position, name) in names.enumerated() {
            guard let property = findProperty(name, in: typeName, files: files, facts: facts, near: near),
                  let type = propertyType(property, files: files, facts: facts) else { return nil }
            if position == names.count - 1 { return (type.type, type.token, substitutions) }
            // Descend into the property's type, remembering its generic arguments.
            // `typealias AppRouter = Router<AppDestination, AppSheet>` names the arguments elsewhere.
            let (base, arguments) = splitGeneric(resolve(type.type, near: property.file, files: files, facts: facts))
            guard let parameters = facts.facts(base)?.genericParameters else { return nil }
            substitutions = [:]
            for (parameter, argument) in zip(parameters, arguments) {
                substitutions[parameter.name] = (argument, type.token.flatMap { locate(argument, near: $0, files: files) })
            }
            typeName = base
        }
        return nil
    }

    /// Type name `name` as file `near` means it: where the run declares both a type and an alias of
    /// that name (or several aliases), two apps linted together, the declaration nearest in the folder
    /// tree wins; otherwise the usual resolution.
    static func resolve(_ name: String, near: Int, files: [FileNavigation], facts: TypeFacts) -> String {
        guard let aliases = facts.aliasDeclarations[name],
              aliases.count > 1 || facts.byName[name]?.kinds.isEmpty == false else { return facts.resolve(name) }
        let here = files[near].source.path.split(separator: "/")
        func shared(_ file: Int) -> Int {
            zip(here, files[file].source.path.split(separator: "/")).prefix { $0 == $1 }.count
        }
        let nearestAlias = aliases.max { shared($0.file) < shared($1.file) }
        let nearestType = facts.byName[name]?.declarations.map { shared($0.file) }.max() ?? -1
        guard let alias = nearestAlias, shared(alias.file) > nearestType else { return name }
        return facts.resolve(alias.aliased)
    }

    /// Property `name` of `type`. Two apps linted together may each declare a type of that name: of
    /// the matches, the one declared nearest to file `near` in the folder tree is meant.
    static func findProperty(_ name: String, in type: String, files: [FileNavigation], facts: TypeFacts,
                             near: Int? = nil) -> (file: Int, property: Int)? {
        guard let typeFacts = facts.facts(type) else { return nil }
        let matches = typeFacts.properties(named: name, in: files)
        guard matches.count > 1, let near else { return matches.first }
        if let index = typeFacts.propertiesByFolder[name], let first = index.nearest(to: near, prefixes: facts.folderPrefixes).first {
            return matches[first]
        }
        let prefixes = facts.folderPrefixes
        func shared(_ file: Int) -> Int { file == near ? Int.max : prefixes.sharedFolders(near, file) }
        return matches.max { shared($0.file) < shared($1.file) }
    }

    /// A property's type as written, or as its initializer or environment attribute tells.
    static func propertyType(_ reference: (file: Int, property: Int), files: [FileNavigation], facts: TypeFacts,
                             depth: Int = 0) -> (type: String, token: SourceRef?)? {
        let source = files[reference.file].source
        let property = source.outline.properties[reference.property]
        if let type = property.type, let range = property.typeRange {
            return (type, SourceRef(file: reference.file, token: range.lowerBound))
        }
        if let environment = property.attributes.first(where: { $0.name == "Environment" }),
           environment.arguments.hasSuffix(".self)") {
            return (String(environment.arguments.dropFirst().dropLast(6)), nil)
        }
        if let initializer = property.initializer {
            let outline = source.outline
            // `= Router<A, B>()`, `= NavigationPath()`, `= [Route]()`
            let candidate = UnitItem.firstCall(atOrAfter: initializer.lowerBound, in: outline)
            if candidate < outline.calls.count, outline.calls[candidate].nameToken == initializer.lowerBound,
               outline.calls[candidate].receiver == .none {
                let call = outline.calls[candidate]
                let generics = outline.genericArguments(of: candidate).map { "<\($0)>" } ?? ""
                return (call.name + generics, SourceRef(file: reference.file, token: initializer.lowerBound))
            }
            let tokens = source.tokens
            // `= inboxRouter` (a global) or `= AppRouter.shared` (a static): the type of what it names.
            if depth < 4, tokens.kind(initializer.lowerBound) == .identifier {
                let names = [tokens.text(initializer.lowerBound)]
                    + (memberChain(tokens, from: initializer.lowerBound + 1, through: initializer.upperBound) ?? ["\u{0}"])
                if names.count == 1, let global = facts.globals[names[0]] {
                    return propertyType(global, files: files, facts: facts, depth: depth + 1)
                }
                if names.count == 2, names[0].first?.isUppercase == true,
                   let member = staticMember(names[1], of: names[0], files: files, facts: facts) {
                    return propertyType(member, files: files, facts: facts, depth: depth + 1)
                        ?? (names[0], nil) // `static let shared = Self()`
                }
            }
            if tokens.kind(initializer.lowerBound) == .leftBracket, let close = tokens.closer(of: initializer.lowerBound) {
                if tokens.kind(close + 1) == .leftParen, close > initializer.lowerBound + 1 {
                    return (tokens.compactText(initializer.lowerBound, close), SourceRef(file: reference.file, token: initializer.lowerBound))
                }
            }
        }
        return nil
    }

    /// `Type.name` where `name` is a static property: the first declaration, in
    /// file order, found through the type's facts (its properties across files
    /// and extensions). A scan of every file's properties per initializer like
    /// `= Theme.accent` made this quadratic in the project's size.
    static func staticMember(_ name: String, of type: String, files: [FileNavigation],
                             facts: TypeFacts) -> (file: Int, property: Int)? {
        facts.facts(type)?.properties.first { reference in
            let candidate = files[reference.file].source.outline.properties[reference.property]
            return candidate.isStatic && candidate.name == name
        }
    }

    /// `Router<A, B>` → ("Router", ["A", "B"]).
    static func splitGeneric(_ type: String) -> (String, [String]) {
        // Over UTF-8: every delimiter is ASCII, and `String.firstIndex(of:)` with a
        // `Character` (grapheme by grapheme) was a percent of a run on its own.
        let utf8 = type.utf8
        guard let open = utf8.firstIndex(of: UInt8(ascii: "<")), utf8.last == UInt8(ascii: ">") else { return (type, []) }
        let inner = type[utf8.index(after: open)..<utf8.index(before: utf8.endIndex)]
        var parts: [String] = []
        var depth = 0
        var start = inner.startIndex
        for i in inner.utf8.indices {
            switch inner.utf8[i] {
            case UInt8(ascii: "<"), UInt8(ascii: "["), UInt8(ascii: "("): depth += 1
            case UInt8(ascii: ">"), UInt8(ascii: "]"), UInt8(ascii: ")"): depth -= 1
            case UInt8(ascii: ",") where depth == 0:
                parts.append(String(inner[start..<i]).trimmingSpaces())
                start = inner.utf8.index(after: i)
            default: break
            }
        }
        parts.append(String(inner[start...]).trimmingSpaces())
        return (String(type[..<open]), parts)
    }

    /// The first identifier token spelled `name` at or after `start`, within a short window.
    static func locate(_ name: String, near start: SourceRef, files: [FileNavigation]) -> SourceRef? {
        let tokens = files[start.file].source.tokens
        let unqualified = name.split(separator: "<").first.map(String.init) ?? name
        let base = unqualified.split(separator: ".").last.map(String.init) ?? unqualified
        for j in start.token..<min(tokens.count, start.token + 32) where tokens[j].kind == .identifier {
            if tokens.text(j) == base { return SourceRef(file: start.file, token: j) }
        }
        return nil
    }
}

extension String {
    /// Without leading and trailing spaces.
    func trimmingSpaces() -> String {
        var slice = Substring(self)
        while slice.first == " " { slice.removeFirst() }
        while slice.last == " " { slice.removeLast() }
        return String(slice)
    }
}
