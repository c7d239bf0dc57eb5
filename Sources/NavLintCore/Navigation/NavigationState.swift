/// Which objects hold navigation state, so that sharing one of them as a
/// global or a `static let shared` shares every window's navigation.
extension NavigationModel {
    /// The properties pushes and presented routes are bound to, by
    /// declaration: `showsInbox` in `.navigationDestination(isPresented:
    /// $presenter.showsInbox)`, `sheet` in `.sheet(item: $router.sheet)` when
    /// the item is an enum (a route; a struct item is a preview or an alert's
    /// payload, not navigation).
    static func presentationBindings(files: [FileNavigation], facts: TypeFacts, jobs: Int) -> Set<PropertyRef> {
        let calls = SwiftUINames.presentations.union([SwiftUINames.registration])
        let found = parallelMap(count: files.count, jobs: jobs) { index -> [PropertyRef] in
            let source = files[index].source
            let tokens = source.tokens
            var bindings: [PropertyRef] = []
            for call in source.outline.calls(namedAnyOf: calls) {
                let pushes = source.outline.calls[call].name == SwiftUINames.registration
                guard let owner = source.enclosingTypeName(of: source.outline.calls[call].nameToken) else { continue }
                for argument in source.outline.calls[call].arguments
                where argument.label == "item" || (pushes && argument.label == "isPresented") {
                    let start = argument.value.lowerBound
                    let first = tokens.text(start)
                    guard tokens.kind(start) == .identifier, first.hasPrefix("$"), first.count > 1,
                          let rest = memberChain(tokens, from: start + 1, through: argument.value.upperBound)
                    else { continue }
                    let names = [String(first.dropFirst())] + rest
                    guard let property = propertyChainDeclaration(names, from: owner, files: files, facts: facts, near: index)
                    else { continue }
                    if !pushes {
                        var type = propertyChainType(names, from: owner, files: files, facts: facts, near: index)
                            .map { facts.resolve($0.type) } ?? ""
                        while type.hasSuffix("?") || type.hasSuffix("!") { type.removeLast() }
                        guard facts.facts(TypeFacts.lastComponent(type))?.kinds == [.enum] else { continue }
                    }
                    bindings.append(property)
                }
            }
            return bindings
        }
        return Set(found.joined())
    }

    /// Non-view types that hold navigation state, each with the stored
    /// property that holds it when it is held one or two objects deeper (an
    /// app state whose `homeRouter` holds a path). A type holds navigation
    /// state itself when it stores a path, a route a sheet presents, or a
    /// flag or item a push is bound to.
    static func navigationStateHolders(files: [FileNavigation], facts: TypeFacts, pathDeclarations: Set<PropertyRef>,
                                       presentationBindings: Set<PropertyRef>) -> [String: String?] {
        var holders: [String: String?] = [:]
        // Per owner type: its stored instance properties and the type each holds.
        var stored: [(owner: String, property: String, type: String)] = []
        for file in files {
            let outline = file.source.outline
            for (index, property) in outline.properties.enumerated() where !property.isStatic && !property.isComputed {
                guard let ownerIndex = property.enclosingType else { continue }
                let owner = TypeFacts.lastComponent(outline.types[ownerIndex].name)
                let reference = PropertyRef(file: file.index, property: index)
                if pathDeclarations.contains(reference) || presentationBindings.contains(reference) {
                    holders[owner] = .some(nil)
                } else if let type = propertyType((file.index, index), files: files, facts: facts) {
                    var name = facts.resolve(type.type)
                    while name.hasSuffix("?") || name.hasSuffix("!") { name.removeLast() }
                    stored.append((owner, property.name, TypeFacts.lastComponent(splitGeneric(name).0)))
                }
            }
        }
        // Views hold their own state per instance; only shared objects are routers.
        holders = holders.filter { !facts.isView($0.key) }
        // One and two levels deeper: an object that stores a router.
        for _ in 0..<2 {
            var deeper: [String: String?] = [:]
            for entry in stored where holders[entry.owner] == nil && holders[entry.type] != nil && !facts.isView(entry.owner) {
                if deeper[entry.owner] == nil { deeper[entry.owner] = .some(entry.property) }
            }
            holders.merge(deeper) { old, _ in old }
        }
        return holders
    }
}
