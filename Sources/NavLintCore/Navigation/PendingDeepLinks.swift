/// Deep links that reach the path later: a URL handler stores the parsed
/// route in a property (`pendingRoute = Route(url)`), and an
/// `.onChange(of: pendingRoute)` or `.task(id: pendingRoute)` elsewhere
/// appends it to whatever path is showing by then.
extension NavigationModel {
    /// Modifiers whose closure receives an incoming URL.
    static let urlHandlerModifiers: Set<String> = ["onOpenURL", "onContinueUserActivity"]
    /// The same names, for looking them up in every file.
    static let urlHandlerCalls = CallNames(urlHandlerModifiers)
    /// Whether a parameter of this type makes a function a handler of an incoming link (`URL`,
    /// `URL?`, `NSUserActivity`). Compared, not hashed: every parameter of every function asks.
    static func isURLParameterType(_ type: String) -> Bool {
        type == "URL" || type == "URL?" || type == "NSUserActivity"
    }
    /// Modifiers whose closure runs when a watched value changes, with the label of the watched value.
    static let valueObservers: [String: String] = ["onChange": "of", "task": "id"]

    /// The scopes of a file that receive an incoming URL: `onOpenURL` and
    /// `onContinueUserActivity` closures, and functions taking a `URL` or an
    /// `NSUserActivity`.
    static func urlHandlerScopes(in outline: Outline) -> [Int] {
        // Asked of every file: the handler calls are looked up once, not every closure's call hashed.
        let handlerCalls = outline.calls(namedAnyOf: urlHandlerCalls)
        let hasFunctions = !outline.functions.isEmpty
        guard !handlerCalls.isEmpty || hasFunctions else { return [] }
        return outline.scopes.indices.filter { scope in
            switch outline.scopes[scope].kind {
            case .closure(let call?, _):
                return !handlerCalls.isEmpty && handlerCalls.contains(call)
            case .functionBody(let function):
                return outline.functions[function].parameters.contains { isURLParameterType($0.type) }
            default:
                return false
            }
        }
    }

    /// The properties URL handlers store a value in (`pending = …`, not
    /// `pending = nil`), by declaration.
    static func pendingDeepLinkProperties(files: [FileNavigation], facts: TypeFacts, jobs: Int) -> Set<PropertyRef> {
        let found = parallelMap(count: files.count, jobs: jobs) { index -> [PropertyRef] in
            let source = files[index].source
            let tokens = source.tokens
            var stored: [PropertyRef] = []
            for scope in urlHandlerScopes(in: source.outline) {
                let range = source.outline.scopes[scope].open...source.outline.scopes[scope].close
                for j in range where tokens.kind(j) == .identifier && tokens.isText(j + 1, "=") && !tokens.isWord(j + 2, "nil") {
                    guard let owner = source.enclosingTypeName(of: j) else { continue }
                    let names = assignedChain(endingAt: j, tokens)
                    if let property = propertyChainDeclaration(names, from: owner, files: files, facts: facts, near: index) {
                        stored.append(property)
                    }
                }
            }
            return stored
        }
        return Set(found.joined())
    }

    /// `router.pending` in `self.router.pending = …`: the names back from the
    /// last one, `self.` dropped.
    static func assignedChain(endingAt end: Int, _ tokens: SyntaxTokens) -> [String] {
        var names = [tokens.text(end)]
        var j = end
        while tokens.kind(j - 1) == .period, tokens.kind(j - 2) == .identifier, !tokens.isWord(j - 2, "self") {
            j -= 2
            names.insert(tokens.text(j), at: 0)
        }
        return names
    }

    /// The `.onChange(of:)` or `.task(id:)` closure around token `i` whose
    /// watched value is a property a URL handler stores a route in.
    package func pendingDeepLinkObserver(around i: Int, inFile file: Int) -> Int? {
        guard !pendingDeepLinkProperties.isEmpty else { return nil }
        let source = files[file].source
        let outline = source.outline
        let tokens = source.tokens
        for scope in outline.scopeChain(from: outline.innermostScope(containing: i)) {
            guard case .closure(let call?, _) = outline.scopes[scope].kind,
                  let label = Self.valueObservers[outline.calls[call].name],
                  let watched = outline.argument(label, of: call),
                  let owner = source.enclosingTypeName(of: outline.calls[call].nameToken) else { continue }
            var start = watched.value.lowerBound
            if tokens.isWord(start, "self") && tokens.kind(start + 1) == .period { start += 2 }
            guard tokens.kind(start) == .identifier,
                  let rest = Self.memberChain(tokens, from: start + 1, through: watched.value.upperBound),
                  let property = Self.propertyChainDeclaration([tokens.text(start)] + rest, from: owner, files: files,
                                                               facts: facts, near: file),
                  pendingDeepLinkProperties.contains(property) else { continue }
            return scope
        }
        return nil
    }
}
