/// A path the tabs of one `TabView` share, emptied whenever the selected tab changes:
/// PennMobile's tabs all bind `$navigationManager.path`, and the tab view's
/// `.onChange(of: navigationManager.currentTab) { navigationManager.resetPath() }` empties
/// it. A tab is shown only after the switch that empties the path, so no tab shows another
/// tab's pushes: the trails do not interfere (each tab starts at its root instead).
extension NavigationModel {
    static let selectionObservers = CallNames(["onChange"])

    /// Whether the path that `binding` (`$navigationManager.path`, in file `index`) names is
    /// emptied by an `.onChange(of:)` of tab view `tabView`'s `selection:` in the same type: by a
    /// statement in its closure (`path = []`, `path.removeAll()`), or by a function its closure
    /// calls whose body empties the path (`resetPath()`).
    func emptiesOnTabChange(_ binding: ClosedRange<Int>, tabView: Int, file index: Int) -> Bool {
        let source = files[index].source
        let outline = source.outline, tokens = source.tokens
        guard let selection = outline.argument("selection", of: tabView),
              let watched = Self.bindingChain(tokens, selection.value)?.joined(separator: "."),
              let names = Self.bindingChain(tokens, binding),
              let owner = source.enclosingTypeName(of: outline.calls[tabView].nameToken),
              let path = Self.propertyChainDeclaration(names, from: owner, files: files, facts: facts, near: index),
              let resets = pathWrites[path]?.filter(\.empties), !resets.isEmpty else { return false }
        for call in outline.calls(namedAnyOf: Self.selectionObservers) {
            guard let of = outline.argument("of", of: call),
                  [watched, "self." + watched].contains(tokens.compactText(of.value.lowerBound, of.value.upperBound)),
                  source.enclosingTypeName(of: outline.calls[call].nameToken) == owner else { continue }
            let closures = outline.trailingClosures(of: call).map(\.scope) + outline.arguments(of: call).compactMap(\.closure)
            for scope in closures {
                let body = outline.scopes[scope].open...outline.scopes[scope].close
                if resets.contains(where: { $0.at.file == index && body.contains($0.at.token) }) { return true }
                let called = Set(resets.compactMap { enclosingFunctionName(of: $0.at) })
                if !called.isEmpty, calls(anyOf: called, in: body, of: source) { return true }
            }
        }
        return false
    }

    /// The name of the function whose body holds `ref`, not counting closures inside it.
    private func enclosingFunctionName(of ref: SourceRef) -> String? {
        let outline = files[ref.file].source.outline
        for scope in outline.scopeChain(from: outline.innermostScope(containing: ref.token)) {
            switch outline.scopes[scope].kind {
            case .functionBody(let function): return outline.functions[function].name
            case .closure: return nil
            default: continue
            }
        }
        return nil
    }

    /// Whether some call in `range` of `source` is named one of `names`.
    private func calls(anyOf names: Set<String>, in range: ClosedRange<Int>, of source: SourceFile) -> Bool {
        let outline = source.outline
        var call = UnitItem.firstCall(atOrAfter: range.lowerBound, in: outline)
        while call < outline.calls.count, outline.calls[call].nameToken < range.upperBound {
            if names.contains(outline.calls[call].name) { return true }
            call += 1
        }
        return false
    }
}
