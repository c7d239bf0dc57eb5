/// The pushes URL handlers make onto stack paths, and what the code around a
/// handler names: what `deep_link_out_of_view` needs to tell whether a link's
/// screen is shown (its tab selected, the sheet over its stack dismissed).
struct DeepLinkPush {
    var write: SourceRef
    var declaration: PropertyRef
    /// The handler's scope in the write's file.
    var handler: Int
}

/// A URL handler's push the user may not see.
package struct OutOfViewLink: Sendable {
    package enum Reason: Sendable {
        /// The path is one tab's, and nothing on the way selects the tab.
        case unselectedTab(TabbedPath)
        /// Sheets over the stack, held with the path, that nothing on the way dismisses.
        case sheetsLeftUp(names: [String], presentation: SourceRef)
    }
    /// The first push of the handler (`ordersPath.append(…)`, `ordersPath = [...]`).
    package var write: SourceRef
    package var reason: Reason
}

extension NavigationModel {
    /// Every push (not a reset or a pop) onto a stack's path that runs in a URL handler, in source order.
    func deepLinkPushes() -> [DeepLinkPush] {
        var pushes: [DeepLinkPush] = []
        for (declaration, writes) in pathWrites {
            for write in writes {
                let source = files[write.at.file].source
                guard !Self.emptiesPath(at: write.at.token, source.tokens),
                      let handler = Self.urlHandlerScope(around: write.at.token, in: source) else { continue }
                pushes.append(DeepLinkPush(write: write.at, declaration: declaration, handler: handler))
            }
        }
        return pushes.sorted { $0.write < $1.write }
    }

    /// `path = []`, `path = NavigationPath()`, `path = .init()`, `path.removeAll()`, `path.removeLast()`:
    /// a reset or a pop, not a link's push.
    static func emptiesPath(at i: Int, _ tokens: SyntaxTokens) -> Bool {
        if tokens.kind(i + 1) == .period { return !tokens.isText(i + 2, "append") && !tokens.isText(i + 2, "insert") }
        guard tokens.isText(i + 1, "=") else { return false }
        if tokens.isText(i + 2, "[") { return tokens.isText(i + 3, "]") }
        if tokens.isText(i + 2, "NavigationPath") { return tokens.isText(i + 3, "(") && tokens.isText(i + 4, ")") }
        return tokens.isText(i + 2, ".") && tokens.isText(i + 3, "init") && tokens.isText(i + 4, "(") && tokens.isText(i + 5, ")")
    }

    /// The URL handler around token `i`: an `onOpenURL`/`onContinueUserActivity` closure,
    /// or a function that takes a `URL` or `NSUserActivity`.
    static func urlHandlerScope(around i: Int, in source: SourceFile) -> Int? {
        let outline = source.outline
        for scope in outline.scopeChain(from: outline.innermostScope(containing: i)) {
            switch outline.scopes[scope].kind {
            case .closure(let call?, _) where urlHandlerModifiers.contains(outline.calls[call].name):
                return scope
            case .functionBody(let function):
                let takesURL = outline.functions[function].parameters.contains { isURLParameterType($0.type) }
                return takesURL ? scope : nil
            default:
                continue
            }
        }
        return nil
    }

    /// Names of functions whose bodies assign one of `names` (`selectedTab = .orders`), by name assigned.
    static func functionsAssigning(_ names: Set<String>, files: [FileNavigation], jobs: Int) -> [String: Set<String>] {
        guard !names.isEmpty else { return [:] }
        let lengths = LengthMask(names)
        // A pass over every token of the project: the files are read in parallel, and merged in a set.
        let perFile = parallelMap(count: files.count, jobs: jobs) { index -> [(name: String, function: String)] in
            let source = files[index].source
            let tokens = source.tokens
            var assignments: [(name: String, function: String)] = []
            for i in 0..<tokens.count where lengths.contains(tokens[i].length) && tokens.kind(i) == .identifier
                && tokens.isText(i + 1, "=") {
                let name = tokens.text(i)
                guard names.contains(name) else { continue }
                for scope in source.outline.scopeChain(from: source.outline.innermostScope(containing: i)) {
                    if case .functionBody(let function) = source.outline.scopes[scope].kind {
                        assignments.append((name, source.outline.functions[function].name))
                        break
                    }
                }
            }
            return assignments
        }
        var found: [String: Set<String>] = [:]
        for (name, function) in perFile.joined() { found[name, default: []].insert(function) }
        return found
    }

    /// Whether the code around a handler's push names property `name`: the handler itself, a
    /// function it calls that assigns it (`assigning`), or code that calls the handler function.
    func handlerReaches(_ name: String, _ push: DeepLinkPush, assigning: Set<String>, callSites: CallSiteIndex) -> Bool {
        names(name, in: push.handler, of: push.write.file, assigning: assigning)
            || callersName(name, handler: push.handler, in: push.write.file, assigning: assigning, callSites: callSites)
    }

    private func names(_ name: String, in scope: Int, of file: Int, assigning: Set<String>) -> Bool {
        let source = files[file].source
        let tokens = source.tokens
        let range = source.outline.scopes[scope].open...source.outline.scopes[scope].close
        return range.contains { j in
            tokens.kind(j) == .identifier && (tokens.text(j) == name
                || (tokens.isText(j + 1, "(") && assigning.contains(tokens.text(j))))
        }
    }

    /// Whether some code that calls the handler function (by name, anywhere) names it.
    private func callersName(_ name: String, handler: Int, in file: Int, assigning: Set<String>,
                             callSites: CallSiteIndex) -> Bool {
        guard case .functionBody(let function) = files[file].source.outline.scopes[handler].kind else { return false }
        let handlerName = files[file].source.outline.functions[function].name
        return callSites.remembered(.init(topic: name, function: handlerName)) {
            callSites.calls(named: handlerName).contains { site in
                let outline = files[site.file].source.outline
                let chain = outline.scopeChain(from: outline.innermostScope(containing: site.token))
                guard let caller = chain.first(where: {
                    switch outline.scopes[$0].kind {
                    case .closure, .functionBody: return true
                    default: return false
                    }
                }) else { return false }
                return names(name, in: caller, of: site.file, assigning: assigning)
            }
        }
    }
}
