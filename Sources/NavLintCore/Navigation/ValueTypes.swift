/// The type of a value pushed onto a stack (`NavigationLink(value:)`,
/// `path.append(…)`), read by declaration: what a literal or initializer
/// spells, or what a local, a parameter, a property or a `case` payload
/// binding is declared as. Nil when the code does not say.
extension NavigationModel {
    package func pushedType(of range: ClosedRange<Int>, inFile index: Int) -> String? {
        let file = files[index].source
        if let spelled = spelledType(of: range, in: file) { return spelled }
        // A name alone: `item`, `self.item`.
        var first = range.lowerBound
        if file.tokens.isWord(first, "self"), file.tokens.kind(first + 1) == .period { first += 2 }
        guard first == range.upperBound, file.tokens.kind(first) == .identifier else { return nil }
        let name = file.tokens.text(first)
        guard let written = declaredType(of: name, at: first, in: index),
              !isAssociatedType(written, at: first, in: file),
              let type = Self.namedType(written, facts: facts) else { return nil }
        // A generic parameter (`func push(_ destination: Destination)`) stands for whatever callers pass.
        // Asked of the name as written too: a parameter `Value` is not some type's `typealias Value`
        // that the name resolves to (SNUTT's `SettingsNavigationLink<Value>` is not a HUD context).
        let owner = file.enclosingTypeName(of: first)
        for candidate in Set([written, type]) {
            if file.isGenericParameter(candidate, at: first) { return nil }
            if let owner, facts.facts(owner)?.genericParameters.contains(where: { $0.name == candidate }) == true {
                return nil
            }
        }
        return type
    }

    /// Whether `name`, used at token `i`, is an associated type of the protocol whose declaration or
    /// extension encloses it (`func push(_ route: RouteType)` in `extension Coordinator`): like a
    /// generic parameter it stands for whatever each conforming type says, and a typealias of that
    /// name elsewhere (a test's `typealias RouteType = MockRoute`) is only one of them.
    private func isAssociatedType(_ name: String, at i: Int, in file: SourceFile) -> Bool {
        guard !name.contains("."), !name.contains("<") else { return false }
        let outline = file.outline
        for scope in outline.scopeChain(from: outline.innermostScope(containing: i)) {
            guard case .typeBody(let type) = outline.scopes[scope].kind else { continue }
            let owner = TypeFacts.lastComponent(outline.types[type].name)
            guard let ownerFacts = facts.facts(owner), ownerFacts.kinds.contains(.protocol) else { continue }
            for declaration in ownerFacts.declarations {
                let source = files[declaration.file].source
                guard let protocolType = source.outline.types.first(where: { $0.nameToken == declaration.token }),
                      protocolType.kind == .protocol else { continue }
                let tokens = source.tokens
                for j in protocolType.range where tokens.isWord(j, "associatedtype") && tokens.text(j + 1) == name {
                    return true
                }
            }
        }
        return false
    }

    /// `Route.book(id)`, `Route.help`, `Settings.Route.privacy`, `Book(id: 1)`: the
    /// type an expression spells. `Route.Reposts(…)` is a case of `Route` when
    /// `Route` declares it, not a type called `Reposts`.
    func spelledType(of range: ClosedRange<Int>, in file: SourceFile) -> String? {
        let tokens = file.tokens
        var j = range.lowerBound
        var lastType: String?
        while j <= range.upperBound, tokens.kind(j) == .identifier {
            let name = tokens.text(j)
            guard let first = name.unicodeScalars.first, first.properties.isUppercase else { break }
            if let previous = lastType, facts.facts(previous)?.cases[name] != nil { break }
            if let previous = lastType, facts.isDeclared(previous), !facts.isDeclared(name) { break }
            lastType = name
            j += 1
            guard j <= range.upperBound, tokens.kind(j) == .period else { break }
            j += 1
        }
        guard let type = lastType else { return nil }
        // `Book(…)` or `Route.member…`: something follows the type name.
        guard j <= range.upperBound else { return nil }
        return TypeFacts.lastComponent(facts.resolve(type))
    }

    /// The declared type of `name` as seen from token `at`: a local before it,
    /// a parameter of the function around it, a `case` payload it binds, or a
    /// property of the type around it.
    func declaredType(of name: String, at token: Int, in index: Int) -> String? {
        let file = files[index].source
        let outline = file.outline
        let chain = Array(outline.scopeChain(from: outline.innermostScope(containing: token)))
        let scopes = Set(chain)
        // The nearest local declared before the use.
        if let local = outline.properties.last(where: { property in
            property.name == name && property.enclosingType == nil && property.nameToken < token
                && property.scope.map(scopes.contains) == true
        }) {
            if let type = local.type { return type }
            guard let initializer = local.initializer else { return nil }
            return Self.castType(of: initializer, file.tokens) ?? spelledType(of: initializer, in: file)
        }
        if let bound = payloadType(binding: name, before: token, in: file, scopes: chain) { return bound }
        if let cast = castBindingType(name, before: token, in: file, scopes: chain) { return cast }
        for scope in chain {
            switch outline.scopes[scope].kind {
            case .functionBody(let function):
                if let parameter = outline.functions[function].parameters.first(where: { $0.name == name }) {
                    return parameter.type
                }
            case .typeBody(let type):
                let owner = TypeFacts.lastComponent(outline.types[type].name)
                guard let property = Self.findProperty(name, in: owner, files: files, facts: facts) else { return nil }
                return Self.propertyType(property, files: files, facts: facts)?.type
            default:
                continue
            }
        }
        return nil
    }

    /// `userInfo["id"] as? UUID`: an expression that ends in a cast has the type it casts to.
    static func castType(of range: ClosedRange<Int>, _ tokens: SyntaxTokens) -> String? {
        var type = range.upperBound
        while type - 2 >= range.lowerBound, tokens.kind(type - 1) == .period, tokens.kind(type - 2) == .identifier {
            type -= 2
        }
        guard tokens.kind(range.upperBound) == .identifier, type > range.lowerBound else { return nil }
        var cast = type - 1
        if tokens.isText(cast, "?") || tokens.isText(cast, "!") { cast -= 1 }
        guard cast > range.lowerBound, tokens.isWord(cast, "as") else { return nil }
        return tokens.compactText(type, range.upperBound)
    }

    /// `case .showDetail(let item):` (or `if case .showDetail(let item) = …`) before
    /// the use: the payload type the one enum declaring `showDetail` gives that position.
    private func payloadType(binding name: String, before token: Int, in file: SourceFile, scopes: [Int]) -> String? {
        let outline = file.outline
        let tokens = file.tokens
        let limit = scopes.last.map { outline.scopes[$0].open } ?? 0
        // Back from the use to the start of the outermost scope around it.
        var index = UnitItem.firstCall(atOrAfter: token, in: outline) - 1
        while index >= 0, outline.calls[index].nameToken > limit {
            defer { index -= 1 }
            let call = outline.calls[index]
            guard call.isPattern,
                  let position = outline.arguments(of: call).firstIndex(where: { argument in
                      (argument.value.lowerBound...argument.value.upperBound).contains { j in
                          tokens.kind(j) == .identifier && tokens.text(j) == name
                              && (tokens.isWord(j - 1, "let") || tokens.isWord(j - 1, "var"))
                      }
                  }) else { continue }
            guard let declaring = facts.enumsByCase[call.name], declaring.count == 1,
                  let payload = declaring.first.flatMap({ facts.byName[$0]?.cases[call.name] }),
                  position < payload.count else { return nil }
            return payload[position].type
        }
        return nil
    }

    /// `guard let id = userInfo["id"] as? UUID` (or `if let`) before the use: the type the bound value is cast to.
    private func castBindingType(_ name: String, before token: Int, in file: SourceFile, scopes: [Int]) -> String? {
        let tokens = file.tokens
        let limit = scopes.last.map { file.outline.scopes[$0].open } ?? 0
        var j = token - 1
        while j > limit {
            defer { j -= 1 }
            guard tokens.kind(j) == .identifier, tokens.isText(j + 1, "="),
                  tokens.isWord(j - 1, "let") || tokens.isWord(j - 1, "var"), tokens.text(j) == name else { continue }
            // The bound value runs to the condition's `else`, `,` or `{`.
            var end = j + 2
            while end < token, !tokens.isWord(end, "else"), tokens.kind(end) != .comma, tokens.kind(end) != .leftBrace {
                let isBracket = tokens.kind(end) == .leftParen || tokens.kind(end) == .leftBracket
                end = isBracket ? (tokens.closer(of: end) ?? end) + 1 : end + 1
            }
            return end > j + 2 ? Self.castType(of: (j + 2)...(end - 1), tokens) : nil
        }
        return nil
    }

    /// The type name a declaration spells: `Item?` → `Item`, `Module.Item` → `Item`, aliases followed.
    static func namedType(_ written: String, facts: TypeFacts) -> String? {
        var type = Substring(written)
        while type.last == "?" || type.last == "!" { type = type.dropLast() }
        guard let first = type.unicodeScalars.first, first.properties.isUppercase,
              type.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }) else { return nil }
        return TypeFacts.lastComponent(facts.resolve(String(type)))
    }
}
