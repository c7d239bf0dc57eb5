/// The paths of stacks that are one tab of a `TabView`, and deep links that
/// push onto such a path without selecting its tab: the screen is pushed in a
/// tab the user may not be looking at.
package struct TabbedPath: Sendable {
    /// The `TabView` call's name token.
    package var tabView: SourceRef
    /// The last name of its `selection:` binding (`selectedTab` in `$router.selectedTab`);
    /// nil when it has none, so nothing can select a tab.
    package var selection: String?
}

extension NavigationModel {
    /// For each path bound by a stack that is a tab's content (written in the
    /// `TabView`'s closure, or the root of a view placed there), the tab view.
    func tabbedPaths() -> [PropertyRef: TabbedPath] {
        var trailsByOwner: [String: [Int]] = [:]
        var trailsByStack: [SourceRef: [Int]] = [:]
        for (index, trail) in trails.enumerated() {
            trailsByStack[trail.stack, default: []].append(index)
            guard trail.kind == .stack && trail.pathDeclaration != nil,
                  let owner = files[trail.stack.file].source.enclosingTypeName(of: trail.stack.token) else { continue }
            trailsByOwner[owner, default: []].append(index)
        }
        var found: [PropertyRef: TabbedPath] = [:]
        for (id, unit) in units.enumerated() {
            let source = files[unit.file].source
            let outline = source.outline
            for item in items[id] {
                guard !item.path.contains(where: { if case .presentation = $0 { return true } else { return false } }),
                      let tabView = item.path.lazy.compactMap({ step -> Int? in
                          if case .tab(let call) = step, outline.calls[call].name == "TabView" { return call }
                          return nil
                      }).first
                else { continue }
                let candidates: [Int]
                switch item.kind {
                case .stack:
                    candidates = trailsByStack[SourceRef(file: unit.file, token: item.token)] ?? []
                case .reference(let name, .type):
                    candidates = trailsByOwner[name] ?? []
                default:
                    continue
                }
                let selection = outline.argument("selection", of: tabView).flatMap { argument in
                    argument.value.reversed().first { source.tokens.kind($0) == .identifier }.map { token in
                        // `$selectedTab` is one token; the property is `selectedTab`.
                        let text = source.tokens.text(token)
                        return text.hasPrefix("$") ? String(text.dropFirst()) : text
                    }
                }
                let tab = TabbedPath(tabView: SourceRef(file: unit.file, token: outline.calls[tabView].nameToken),
                                     selection: selection)
                for index in candidates {
                    if let declaration = trails[index].pathDeclaration, found[declaration] == nil { found[declaration] = tab }
                }
            }
        }
        return found
    }

    /// Pushes onto a tab's path from a URL handler where neither the handler, nor a function it
    /// calls, nor the code that calls it names the tab view's selection: one per handler and tab view.
    func unselectedTabLinks(_ pushes: [DeepLinkPush], tabbed: [PropertyRef: TabbedPath],
                            assigning: [String: Set<String>], callSites: CallSiteIndex) -> [OutOfViewLink] {
        guard !tabbed.isEmpty else { return [] }
        var seen = Set<HandlerKey>()
        var links: [OutOfViewLink] = []
        for push in pushes {
            guard let tab = tabbed[push.declaration] else { continue }
            if let name = tab.selection, handlerReaches(name, push, assigning: assigning[name] ?? [], callSites: callSites) { continue }
            // The first push, not every `case` of the handler's `switch`.
            guard seen.insert(HandlerKey(file: push.write.file, scope: push.handler, tabView: tab.tabView)).inserted
            else { continue }
            links.append(OutOfViewLink(write: push.write, reason: .unselectedTab(tab)))
        }
        return links
    }
}

private struct HandlerKey: Hashable {
    var file: Int
    var scope: Int
    var tabView: SourceRef
}
