/// Restoration that can land after a cold-start deep link: the saved path is
/// decoded and assigned after an `await`, in work the first appearance starts
/// (`.task`, a `Task` from `onAppear` or an initializer, an async function
/// they call), without looking at the path first, while a URL handler sets
/// the same path. Launched by a link, the app shows the link's screen and then
/// the restore replaces it with the last session's.
package struct RestoreOverDeepLink: Sendable {
    /// The restoring assignment (`path = restored`).
    package var restore: SourceRef
    /// The `await` it waits on before assigning.
    package var await: SourceRef
    /// A URL handler's write to the same path.
    package var link: SourceRef
}

extension NavigationModel {
    /// Modifiers and initializers whose closures run when a view first appears.
    static let appearanceWork: Set<String> = ["task", "onAppear"]

    func restoresOverDeepLinks(_ pushes: [DeepLinkPush], callSites: CallSiteIndex) -> [RestoreOverDeepLink] {
        var linked: [PropertyRef: SourceRef] = [:]
        for push in pushes where linked[push.declaration] == nil { linked[push.declaration] = push.write }
        var found: [RestoreOverDeepLink] = []
        for (declaration, link) in linked {
            for write in pathWrites[declaration] ?? [] where write.origin != .handler || !write.isPush {
                let source = files[write.at.file].source
                let tokens = source.tokens
                guard tokens.isText(write.at.token + 1, "="), !Self.emptiesPath(at: write.at.token, tokens),
                      Self.urlHandlerScope(around: write.at.token, in: source) == nil,
                      let work = startupWork(around: write.at.token, in: source, callSites: callSites),
                      decodes(in: work, source: source),
                      let awaited = lastAwait(in: work, before: write.at.token, source)
                        .map({ SourceRef(file: write.at.file, token: $0) })
                        ?? awaitBeforeCalling(work, in: source, callSites: callSites),
                      !readsPath(named: tokens.text(write.at.token), in: work, before: write.at.token, source)
                else { continue }
                found.append(RestoreOverDeepLink(restore: write.at, await: awaited, link: link))
            }
        }
        return found.sorted { $0.restore < $1.restore }
    }

    /// The scope around token `i` that first appearance starts: a `.task`/`onAppear` closure, a `Task`
    /// closure inside one or inside an initializer, or a function such a scope calls by name.
    private func startupWork(around i: Int, in source: SourceFile, callSites: CallSiteIndex) -> Int? {
        let outline = source.outline
        let chain = Array(outline.scopeChain(from: outline.innermostScope(containing: i)))
        for (position, scope) in chain.enumerated() {
            switch outline.scopes[scope].kind {
            case .closure(let call?, _) where Self.appearanceWork.contains(outline.calls[call].name):
                return scope
            case .closure(let call?, _) where outline.calls[call].name == "Task":
                let outer = chain[(position + 1)...]
                return outer.contains { isAppearanceOrInit(outline.scopes[$0].kind, outline) } ? scope : nil
            case .functionBody(let function):
                return isCalledAtStartup(outline.functions[function].name, callSites: callSites) ? scope : nil
            default:
                continue
            }
        }
        return nil
    }

    private func isAppearanceOrInit(_ kind: Scope.Kind, _ outline: Outline) -> Bool {
        switch kind {
        case .closure(let call?, _): return Self.appearanceWork.contains(outline.calls[call].name)
        case .functionBody(let function): return outline.functions[function].kind == .initializer
        default: return false
        }
    }

    /// Whether a function of this name is called from a `.task`/`onAppear` closure or an initializer.
    private func isCalledAtStartup(_ name: String, callSites: CallSiteIndex) -> Bool {
        callSites.remembered(.init(topic: "called at startup", function: name)) {
            callSites.calls(named: name).contains { site in
                let outline = files[site.file].source.outline
                return outline.scopeChain(from: outline.innermostScope(containing: site.token))
                    .contains { isAppearanceOrInit(outline.scopes[$0].kind, outline) }
            }
        }
    }

    /// A saved path is decoded in the scope: a `decode` call or `NavigationPath(representation)`.
    private func decodes(in scope: Int, source: SourceFile) -> Bool {
        let range = source.outline.scopes[scope].open...source.outline.scopes[scope].close
        return source.outline.calls(named: "decode").contains { range.contains(source.outline.calls[$0].nameToken) }
            || source.outline.calls(named: "NavigationPath").contains { call in
                range.contains(source.outline.calls[call].nameToken) && source.outline.arguments(of: call).count == 1
            }
    }

    /// The last `await` between the start of `scope` and token `i`.
    private func lastAwait(in scope: Int, before i: Int, _ source: SourceFile) -> Int? {
        let open = source.outline.scopes[scope].open
        return (open..<i).last { source.tokens.isWord($0, "await") }
    }

    /// For a function: the `await` before a call of it in startup work (`.task { let data = await
    /// load(); restore(from: data) }`), in whichever file that call is.
    private func awaitBeforeCalling(_ scope: Int, in source: SourceFile, callSites: CallSiteIndex) -> SourceRef? {
        guard case .functionBody(let function) = source.outline.scopes[scope].kind else { return nil }
        for site in callSites.calls(named: source.outline.functions[function].name) {
            let caller = files[site.file].source
            for enclosing in caller.outline.scopeChain(from: caller.outline.innermostScope(containing: site.token))
            where isAppearanceOrInit(caller.outline.scopes[enclosing].kind, caller.outline) {
                if let awaited = lastAwait(in: enclosing, before: site.token, caller) {
                    return SourceRef(file: site.file, token: awaited)
                }
            }
        }
        return nil
    }

    /// Whether the path is read before it is assigned (`guard path.isEmpty`, `if path == []`):
    /// a restore that looks first can leave a link's path alone.
    private func readsPath(named name: String, in scope: Int, before i: Int, _ source: SourceFile) -> Bool {
        let tokens = source.tokens
        return (source.outline.scopes[scope].open..<i).contains { j in
            tokens.kind(j) == .identifier && tokens.text(j) == name && !tokens.isText(j + 1, "=")
        }
    }
}
