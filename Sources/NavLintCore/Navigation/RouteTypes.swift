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
            for (name, typeFacts) in facts.byName where typeFacts.kinds.contains(.enum) {
                if options.routeProtocols.contains(where: { facts.conforms(name, to: $0) }) { routes.insert(name) }
            }
        }
        routes.formUnion(parallelUnion(count: files.count, jobs: jobs) { fileIndex in
            var routes = Set<String>()
            let outline = files[fileIndex].source.outline
            let tokens = files[fileIndex].source.tokens
            for index in outline.calls(namedAnyOf: [SwiftUINames.registration, SwiftUINames.link]) {
                let call = outline.calls[index]
                if call.isPattern { continue }
                if call.name == SwiftUINames.registration, let type = registeredType(index, fileIndex) {
                    routes.insert(TypeFacts.lastComponent(type))
                } else if call.name == SwiftUINames.link, let value = call.argument("value") {
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
    /// Types presented with `.sheet(item: $x)` / `.fullScreenCover(item: $x)`:
    /// the written optional type of the property the binding ends in
    /// (`activeCapture` in `$capture.activeCapture`), found in this file first.
    static func sheetItemTypes(files: [FileNavigation], facts: TypeFacts) -> Set<String> {
        var wanted: [(file: Int, name: String)] = []
        for file in files {
            let tokens = file.source.tokens
            let outline = file.source.outline
            for call in outline.calls(namedAnyOf: ["sheet", "fullScreenCover"]) {
                guard let item = outline.calls[call].argument("item"), tokens.kind(item.value.upperBound) == .identifier
                else { continue }
                let name = tokens.text(item.value.upperBound)
                wanted.append((file.index, name.hasPrefix("$") ? String(name.dropFirst()) : name))
            }
        }
        guard !wanted.isEmpty else { return [] }
        var typesByName: [String: [(file: Int, type: String)]] = [:]
        let names = Set(wanted.map(\.name))
        for file in files {
            let properties = file.source.outline.properties
            for index in properties.indices where names.contains(properties[index].name) {
                if let type = properties[index].type { typesByName[properties[index].name, default: []].append((file.index, type)) }
            }
        }
        var types = Set<String>()
        for (file, name) in wanted {
            let candidates = typesByName[name] ?? []
            guard var type = (candidates.first { $0.file == file } ?? candidates.first)?.type else { continue }
            while type.hasSuffix("?") || type.hasSuffix("!") { type.removeLast() }
            types.insert(TypeFacts.lastComponent(facts.resolve(type)))
        }
        return types
    }
}
