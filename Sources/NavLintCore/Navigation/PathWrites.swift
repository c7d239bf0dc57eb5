/// Which stack paths are written by code that runs whatever screen the user is
/// on: a router or model method, a deep-link, notification or state-change
/// handler. Such a write can land while a screen pushed by a destination
/// closure is on top, and the path cannot say that screen is there.
extension NavigationModel {
    static let independentHandlers: Set<String> = ["onOpenURL", "onContinueUserActivity", "onReceive", "onChange", "task"]
    /// The same names, for looking them up in every file.
    static let independentHandlerCalls = CallNames(independentHandlers)
    static let pathMutations: Set<String> = ["append", "insert", "removeAll", "removeLast", "removeFirst", "removeSubrange"]

    /// Every write to `declarations` in the project, in source order, each marked independent or not.
    static func pathWrites(_ declarations: Set<PropertyRef>, files: [FileNavigation], facts: TypeFacts,
                           jobs: Int) -> [PropertyRef: [PathWrite]] {
        guard !declarations.isEmpty else { return [:] }
        let names = Set(declarations.map { files[$0.file].source.outline.properties[$0.property].name })
        let lengths = LengthMask(names)
        let perFile = parallelMap(count: files.count, jobs: jobs) { index -> [(PropertyRef, PathWrite)] in
            let source = files[index].source
            let tokens = source.tokens
            let handlers = handlerFunctions(in: source)
            var found: [(PropertyRef, PathWrite)] = []
            // Cheap checks first: most identifiers are not followed by `=` or `.append(`, or are not a path's length.
            for i in 0..<tokens.count where lengths.contains(tokens[i].length) && tokens[i].kind == .identifier {
                guard isWrite(at: i, tokens), names.contains(tokens.text(i)),
                      tokens.kind(i - 1) != .period || isChainStart(i, tokens),
                      let declaration = declaration(endingAt: i, in: source, index: index, files: files, facts: facts),
                      declarations.contains(declaration),
                      let origin = origin(of: i, in: source, facts: facts, handlers: handlers)
                else { continue }
                let isPush = tokens.isText(i + 1, "+=") || tokens.isText(i + 2, "append") || tokens.isText(i + 2, "insert")
                var write = PathWrite(at: SourceRef(file: index, token: i), origin: origin, isPush: isPush)
                write.pushedValue = appendedValue(at: i, tokens)
                write.empties = empties(at: i, tokens)
                // A method write that is not a push is one of `pathMutations`' removals.
                write.onlyRemoves = write.empties || (tokens.kind(i + 1) == .period && !isPush)
                write.resetsToOneScreen = resetsToOneScreen(at: i, tokens)
                found.append((declaration, write))
            }
            return found
        }
        var writes: [PropertyRef: [PathWrite]] = [:]
        for (declaration, write) in perFile.joined() { writes[declaration, default: []].append(write) }
        return writes
    }

    /// Functions a handler runs: `.onOpenURL(perform: handleDeepLink)`, or called by name inside one
    /// (`.onOpenURL { url in open(url) }`).
    private static func handlerFunctions(in source: SourceFile) -> Set<String> {
        let outline = source.outline
        let tokens = source.tokens
        var names = Set<String>()
        for index in outline.calls(namedAnyOf: independentHandlerCalls) {
            let call = outline.calls[index]
            for argument in outline.arguments(of: call) where argument.value.lowerBound == argument.value.upperBound
                && tokens.kind(argument.value.lowerBound) == .identifier {
                names.insert(tokens.text(argument.value.lowerBound))
            }
            let closures = outline.trailingClosures(of: call).map(\.scope) + outline.arguments(of: call).compactMap(\.closure)
            for scope in closures {
                var inner = UnitItem.firstCall(atOrAfter: outline.scopes[scope].open, in: outline)
                while inner < outline.calls.count, outline.calls[inner].nameToken < outline.scopes[scope].close {
                    if outline.calls[inner].receiver == .none || UnitItem.isSelfReceiver(outline.calls[inner], source) {
                        names.insert(outline.calls[inner].name)
                    }
                    inner += 1
                }
            }
        }
        return names
    }

    /// `path.append(…)`, `path = …`, `path += …`, `router.path.removeAll()`.
    private static func isWrite(at i: Int, _ tokens: SyntaxTokens) -> Bool {
        // `var path = NavigationPath()` declares it: that is where it starts, not a write.
        if tokens.isWord(i - 1, "var") || tokens.isWord(i - 1, "let") { return false }
        if tokens.isText(i + 1, "=") || tokens.isText(i + 1, "+=") { return true }
        return tokens.kind(i + 1) == .period && tokens.kind(i + 2) == .identifier && tokens.kind(i + 3) == .leftParen
            && pathMutations.contains(tokens.text(i + 2))
    }

    /// `path = NavigationPath()`, `path = []`, `path = .init()`, `path.removeAll()`: the whole
    /// statement empties the path.
    private static func empties(at i: Int, _ tokens: SyntaxTokens) -> Bool {
        if tokens.kind(i + 1) == .period {
            return tokens.isText(i + 2, "removeAll") && tokens.kind(i + 3) == .leftParen && tokens.closer(of: i + 3) == i + 4
                && endsStatement(i + 5, tokens)
        }
        guard tokens.isText(i + 1, "=") else { return false }
        var j = i + 2
        if tokens.isText(j, "[") && tokens.isText(j + 1, "]") { return endsStatement(j + 2, tokens) }
        // `NavigationPath()`, `NavigationPath.init()`, `.init()`, `[Route]()`.
        if tokens.isText(j, "["), let close = tokens.closer(of: j), close <= j + 4 { j = close + 1 }
        else if tokens.kind(j) == .identifier { j += 1 }
        if tokens.kind(j) == .period && tokens.isWord(j + 1, "init") { j += 2 }
        guard j > i + 2, tokens.kind(j) == .leftParen, tokens.closer(of: j) == j + 1 else { return false }
        return endsStatement(j + 2, tokens)
    }

    /// `path = [.settings]`: the whole statement sets the path to a one-element array literal.
    private static func resetsToOneScreen(at i: Int, _ tokens: SyntaxTokens) -> Bool {
        guard tokens.isText(i + 1, "="), tokens.isText(i + 2, "["), let close = tokens.closer(of: i + 2), close > i + 3,
              endsStatement(close + 1, tokens) else { return false }
        var j = i + 3
        while j < close {
            if tokens.kind(j) == .comma || tokens.isText(j, ":") { return false }   // two elements, or a dictionary
            if let partner = tokens.closer(of: j), partner > j { j = partner }
            j += 1
        }
        return true
    }

    /// Nothing of the statement follows: a new line, `;`, `}` or the end.
    private static func endsStatement(_ j: Int, _ tokens: SyntaxTokens) -> Bool {
        j >= tokens.count || tokens.isText(j, ";") || tokens.isText(j, "}") || tokens[j].flags.contains(.newlineBefore)
    }

    /// The argument of `path.append(value)`: the one value a push adds.
    private static func appendedValue(at i: Int, _ tokens: SyntaxTokens) -> ClosedRange<Int>? {
        guard tokens.isText(i + 2, "append"), tokens.kind(i + 3) == .leftParen else { return nil }
        guard let close = tokens.closer(of: i + 3), close > i + 4 else { return nil }
        return (i + 4)...(close - 1)
    }

    /// Whatever precedes a dotted name is itself a name chain (`self.router.path`), so the chain can be resolved.
    private static func isChainStart(_ i: Int, _ tokens: SyntaxTokens) -> Bool {
        var j = i
        while tokens.kind(j - 1) == .period, tokens.kind(j - 2) == .identifier || tokens.isWord(j - 2, "self") { j -= 2 }
        return tokens.kind(j - 1) != .period
    }

    /// The property declaration `a.b.path` (ending at token `i`) names, read from the type around it.
    static func declaration(endingAt i: Int, in source: SourceFile, index: Int, files: [FileNavigation],
                                    facts: TypeFacts) -> PropertyRef? {
        let tokens = source.tokens
        var names = [tokens.text(i)]
        var j = i
        while tokens.kind(j - 1) == .period, tokens.kind(j - 2) == .identifier || tokens.isWord(j - 2, "self") {
            if !tokens.isWord(j - 2, "self") { names.insert(tokens.text(j - 2), at: 0) }
            j -= 2
        }
        // `.onChange(of: path) { _, new in … new.codable … }`: the closure's parameter is the watched value.
        if names.count == 1, let watched = watchedValue(named: names[0], around: i, in: source),
           tokens.kind(watched.upperBound) == .identifier, watched.upperBound != i {
            return declaration(endingAt: watched.upperBound, in: source, index: index, files: files, facts: facts)
        }
        guard let owner = source.enclosingTypeName(of: i) else { return nil }
        return propertyChainDeclaration(names, from: owner, files: files, facts: facts, near: index)
    }

    /// The `of:` argument of the `.onChange(of:)` whose closure around token `i`
    /// names `name` as a parameter (`{ old, new in … }`, `{ new in … }`).
    static func watchedValue(named name: String, around i: Int, in source: SourceFile) -> ClosedRange<Int>? {
        let outline = source.outline
        let tokens = source.tokens
        for scope in outline.scopeChain(from: outline.innermostScope(containing: i)) {
            guard case .closure(let call?, _) = outline.scopes[scope].kind else { continue }
            guard outline.calls[call].name == "onChange", let watched = outline.argument("of", of: call) else { return nil }
            // Only a name before the closure's `in` is a parameter: `{ path = [] }` has none, and its
            // `path` is the view's own, not the watched value.
            var j = outline.scopes[scope].open + 1
            var isParameter = false
            while j < outline.scopes[scope].close, !tokens.isWord(j, "in") {
                guard tokens.kind(j) == .identifier || tokens.kind(j) == .comma || tokens.isWord(j, "_") else { return nil }
                if tokens.kind(j) == .identifier && tokens.text(j) == name { isParameter = true }
                j += 1
            }
            return isParameter && tokens.isWord(j, "in") ? watched.value : nil
        }
        return nil
    }

    /// Where a write runs: in a router or model, in a view's handler (a deep link, a notification, a
    /// change of state), or in a view's own code. Nil for an initializer, which sets the starting path.
    private static func origin(of i: Int, in source: SourceFile, facts: TypeFacts, handlers: Set<String>)
        -> PathWrite.Origin? {
        let outline = source.outline
        for scope in outline.scopeChain(from: outline.innermostScope(containing: i)) {
            switch outline.scopes[scope].kind {
            case .closure(let call?, _) where independentHandlers.contains(outline.calls[call].name):
                return .handler
            case .functionBody(let function) where outline.functions[function].kind == .initializer:
                return nil
            case .functionBody(let function) where handlers.contains(outline.functions[function].name):
                return .handler
            case .typeBody(let type):
                if isViewLike(outline.types[type].name, facts) { return .view }
                // A class declared inside a view (a representable's coordinator, a web view's
                // delegate) answers that view's own UI: it runs while that view is on screen.
                var outer = outline.types[type].parent
                while let enclosing = outer {
                    if isViewLike(outline.types[enclosing].name, facts) { return .view }
                    outer = outline.types[enclosing].parent
                }
                return .router
            default:
                continue
            }
        }
        return .router
    }

    /// The UIKit and AppKit bridges are views whose body the framework draws.
    static let representables = ["UIViewRepresentable", "UIViewControllerRepresentable", "NSViewRepresentable",
                                 "NSViewControllerRepresentable"]

    private static func isViewLike(_ name: String, _ facts: TypeFacts) -> Bool {
        let last = TypeFacts.lastComponent(name)
        return facts.isView(last) || facts.conformsToAny(last, of: representables)
    }
}

/// One place a stack's path is written.
package struct PathWrite: Sendable {
    package enum Origin: Sendable {
        /// A router, a model, a coordinator: called from anywhere, whatever screen is on top.
        case router
        /// A view's deep-link, notification or state-change handler.
        case handler
        /// A view's own code: a button's action, for example.
        case view
    }
    package var at: SourceRef
    package var origin: Origin
    /// Pushes (`append`, `insert`, `+=`) rather than replacing or trimming the path.
    package var isPush: Bool
    /// What `append(…)` pushes, as written.
    package var pushedValue: ClosedRange<Int>?
    /// Its type by declaration (set once the model can read types), nil when the code does not say.
    package var pushedType: String?
    /// The statement empties the path (`path = NavigationPath()`, `path.removeAll()`).
    package var empties = false
    /// The statement only takes screens off (`path.removeLast()`, `path = NavigationPath()`): it pushes nothing.
    package var onlyRemoves = false
    /// The statement sets the path to one screen (`path = [.settings]`).
    package var resetsToOneScreen = false

    /// Whether it can change the path under a screen the path cannot describe: anything a router does,
    /// and a push from a handler. (A handler that replaces the whole path resets it on purpose.)
    package var landsOnAnyScreen: Bool { origin == .router || (origin == .handler && isPush) }
}

/// The lengths of a few names, as bits: a whole file's tokens can be skipped by
/// length before any is turned into a string.
struct LengthMask: Sendable {
    private var bits: UInt64 = 0
    private var longer = false

    init(_ names: some Sequence<String>) {
        for name in names {
            let length = name.utf8.count
            if length < 64 { bits |= 1 << UInt64(length) } else { longer = true }
        }
    }

    func contains(_ length: some BinaryInteger) -> Bool {
        length < 64 ? bits & (1 << UInt64(length)) != 0 : longer
    }
}
