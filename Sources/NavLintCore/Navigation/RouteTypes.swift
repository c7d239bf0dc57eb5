/// Which types the project uses as routes: registered with
/// `navigationDestination(for:)`, pushed as `NavigationLink(value: T.case)`, or
/// the element type of a path bound to a stack. A type used only as a sheet
/// item is not a route.
extension NavigationModel {
    static func routeTypes(files: [FileNavigation], trails: [StackTrail], facts: TypeFacts, options: NavigationOptions,
                           jobs: Int,
                           registeredType: @Sendable @escaping (Int, Int) -> String?) -> Set<String> {
        var routes = Set<String>()
        // Enums conforming to a route protocol the configuration names.
        if !options.routeProtocols.isEmpty {
            for (name, typeFacts) in facts.byName.all where typeFacts.kinds.contains(.enum) {
                if options.routeProtocols.contains(where: { facts.conforms(name, to: $0) }) { routes.insert(name) }
            }
        }
        routes.formUnion(parallelUnion(count: files.count, jobs: jobs) { fileIndex in
            var routes = Set<String>()
            let outline = files[fileIndex].source.outline
            let tokens = files[fileIndex].source.tokens
            for index in outline.calls(namedAnyOf: SwiftUINames.pushingCalls) {
                let call = outline.calls[index]
                if call.isPattern { continue }
                if call.name == SwiftUINames.registration, let type = registeredType(index, fileIndex) {
                    routes.insert(TypeFacts.lastComponent(type))
                } else if call.name == SwiftUINames.link, let value = outline.argument("value", of: call) {
                    // `Route.book(id)` or `Route.help`: a declared type, then a member.
                    let start = value.value.lowerBound
                    if tokens.kind(start) == .identifier, tokens.kind(start + 1) == .period {
                        let name = facts.resolve(tokens.text(start))
                        if facts.facts(name)?.kinds.contains(.enum) == true { routes.insert(name) }
                    }
                }
            }
            return routes
        })
        for trail in trails {
            if case .typed(let element, _) = trail.path { routes.insert(TypeFacts.lastComponent(facts.resolve(element))) }
        }
        return routes
    }
}

extension NavigationModel {
    /// The properties `.sheet(item: $x)` / `.fullScreenCover(item: $x.y)` bind,
    /// read by declaration through the presenting view's properties (never a
    /// same-named property of another type), with the optional type each
    /// holds. Only types the project declares count: a stdlib or framework type
    /// (`Int`, `URL`) or a generic parameter is no route of the project's.
    static func sheetItemProperties(files: [FileNavigation], facts: TypeFacts)
        -> (types: [PropertyRef: String], presenters: [PropertyRef: [SourceRef]]) {
        var result: [PropertyRef: String] = [:]
        var presenters: [PropertyRef: [SourceRef]] = [:]
        for file in files {
            let tokens = file.source.tokens
            let outline = file.source.outline
            for call in outline.calls(namedAnyOf: Self.modalPresentations) {
                guard let item = outline.argument("item", of: call),
                      let owner = file.source.enclosingTypeName(of: outline.calls[call].nameToken) else { continue }
                guard let names = bindingChain(tokens, item.value),
                      let property = propertyChainDeclaration(names, from: owner, files: files, facts: facts, near: file.index),
                      let declared = propertyChainType(names, from: owner, files: files, facts: facts, near: file.index)
                else { continue }
                var type = facts.resolve(declared.type)
                if type.hasPrefix("Optional<") && type.hasSuffix(">") { type = String(type.dropFirst(9).dropLast()) }
                while type.hasSuffix("?") || type.hasSuffix("!") { type.removeLast() }
                if let substituted = declared.substitutions[type] { type = facts.resolve(substituted.text) }
                let name = TypeFacts.lastComponent(type)
                // `Coordinator<Screen>` inside `FlowHost<Screen>`: the host's parameter, whatever a caller picks.
                let ownerParameters = facts.facts(owner)?.genericParameters.map(\.name) ?? []
                guard facts.isDeclared(name), !ownerParameters.contains(name), declared.substitutions[name] == nil
                else { continue }
                result[property] = name
                presenters[property, default: []].append(SourceRef(file: file.index, token: outline.calls[call].nameToken))
            }
        }
        return (result, presenters)
    }

    /// Whether a sheet item of route type `type` is presented from a screen on
    /// a stack that pushes that type (registers it, or holds a path of it):
    /// only there can one value be presented one day and pushed the next.
    package func presentsOnAStackThatPushes(_ property: PropertyRef, type: String) -> Bool {
        for presenter in sheetItemPresenters[property] ?? [] {
            guard let unit = unit(containing: presenter.token, inFile: presenter.file) else { continue }
            for trail in trails where trail.unitBranches[unit] != nil {
                if case .typed(let element, _) = trail.path, TypeFacts.lastComponent(facts.resolve(element)) == type { return true }
                if trail.registrations.contains(where: { registeredType($0).map(TypeFacts.lastComponent) == type }) {
                    return true
                }
            }
        }
        return false
    }
}
