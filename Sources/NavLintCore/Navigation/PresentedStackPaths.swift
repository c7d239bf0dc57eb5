/// The paths of the stacks a presentation builds itself: `.sheet(isPresented:
/// $flow.isPresented) { FlowSheet(flow: flow) }`, where `FlowSheet`'s body is
/// `NavigationStack(path: $flow.path)`. Appending to such a path while setting
/// the presentation's state opens the sheet at that screen: the push lands in
/// the sheet's own stack, not on the stack under it, which is the fix
/// `sheet_route_on_stack` asks for.
extension NavigationModel {
    /// For each property a presentation is bound to (`isPresented:` or `item:`),
    /// the path declarations of the stacks its content builds: written in the
    /// content closure, or in the body of a view type the closure builds.
    static func presentedStackPaths(files: [FileNavigation], facts: TypeFacts,
                                    trails: [StackTrail]) -> [PropertyRef: Set<PropertyRef>] {
        var pathsByStack: [SourceRef: PropertyRef] = [:]
        var pathsByOwner: [String: [PropertyRef]] = [:]
        for trail in trails where trail.kind == .stack {
            guard let path = trail.pathDeclaration else { continue }
            pathsByStack[trail.stack] = path
            if let owner = files[trail.stack.file].source.enclosingTypeName(of: trail.stack.token) {
                pathsByOwner[owner, default: []].append(path)
            }
        }
        guard !pathsByStack.isEmpty else { return [:] }
        var found: [PropertyRef: Set<PropertyRef>] = [:]
        for (index, file) in files.enumerated() {
            let source = file.source
            let outline = source.outline
            for call in outline.calls(namedAnyOf: SwiftUINames.presentationCalls) {
                let site = outline.calls[call]
                guard let owner = source.enclosingTypeName(of: site.nameToken) else { continue }
                let bindings = outline.arguments(of: site).filter { $0.label == "isPresented" || $0.label == "item" }
                guard let binding = bindings.first, let names = bindingChain(source.tokens, binding.value),
                      let property = propertyChainDeclaration(names, from: owner, files: files, facts: facts, near: index)
                else { continue }
                let paths = contentStackPaths(of: call, in: file, pathsByStack: pathsByStack, pathsByOwner: pathsByOwner)
                if !paths.isEmpty { found[property, default: []].formUnion(paths) }
            }
        }
        return found
    }

    /// The paths bound by stacks in a presentation call's content closures.
    private static func contentStackPaths(of call: Int, in file: FileNavigation, pathsByStack: [SourceRef: PropertyRef],
                                          pathsByOwner: [String: [PropertyRef]]) -> [PropertyRef] {
        let outline = file.source.outline
        let closures = outline.trailingClosures(of: call).map(\.scope)
            + outline.arguments(of: call).compactMap { $0.label == "content" ? $0.closure : nil }
        var paths: [PropertyRef] = []
        for scope in closures {
            let range = outline.scopes[scope].open...outline.scopes[scope].close
            var index = UnitItem.firstCall(atOrAfter: range.lowerBound, in: outline)
            while index < outline.calls.count, outline.calls[index].nameToken < range.upperBound {
                let inner = outline.calls[index]
                if let path = pathsByStack[SourceRef(file: file.index, token: inner.nameToken)] {
                    paths.append(path)
                } else if inner.receiver == .none, let owned = pathsByOwner[inner.name] {
                    paths += owned
                }
                index += 1
            }
        }
        return paths
    }

    /// Whether the presentation state written at `token` (`isPresented = true`,
    /// `flow.sheet = .code`) belongs to a presentation whose own stack binds `path`.
    package func presentationOwnsStack(settingPropertyAt token: Int, inFile file: Int, path: PropertyRef) -> Bool {
        // `flow.isPresented`, `self.isPresented`: resolved as a path write's receiver is.
        guard !presentedStackPaths.isEmpty,
              let property = Self.declaration(endingAt: token, in: files[file].source, index: file, files: files,
                                              facts: facts)
        else { return false }
        return presentedStackPaths[property]?.contains(path) == true
    }
}
