/// Facts several rules ask for in every file, computed once per project: route types
/// and the enums their cases carry (`case news(NewsRoute)`), and the path bindings of
/// each view type's stacks. Working them out per file made dense projects quadratic.
extension NavigationModel {
    /// Route enums, and the enums their cases carry, followed four levels (`model_as_route`).
    static func routeEnumClosure(_ routeTypes: Set<String>, facts: TypeFacts) -> Set<String> {
        var enums = Set<String>()
        var pending = routeTypes.sorted().map { ($0, 0) }
        while let (name, depth) = pending.popLast() {
            guard depth < 4, facts.facts(name)?.kinds.contains(.enum) == true, enums.insert(name).inserted else { continue }
            pending += carriedEnums(name, facts: facts).map { ($0, depth + 1) }
        }
        return enums
    }

    /// The routes, and the enums their cases carry, all the way down, each with where its
    /// path is saved (a carried enum's is its carrier's; nil when assumed) (`route_not_codable`).
    static func withCarriedEnums(_ roots: Set<String>, sites: [String: SourceRef], facts: TypeFacts) -> [String: SourceRef?] {
        var routes: [String: SourceRef?] = [:]
        var pending = roots.sorted().map { ($0, sites[$0]) }
        while let (next, site) = pending.popLast() {
            guard routes[next] == nil else { continue }
            routes[next] = .some(site)
            pending += carriedEnums(next, facts: facts).map { ($0, site) }
        }
        return routes
    }

    /// Per view type, the `path:` bindings of its stacks' trails, in trail order: one pass over
    /// the trails, where asking per type and file scanned them all each time.
    static func stackPathBindings(trails: [StackTrail], files: [FileNavigation]) -> [String: [String]] {
        var bindings: [String: [String]] = [:]
        for trail in trails {
            let source = files[trail.stack.file].source
            guard let type = source.enclosingTypeName(of: trail.stack.token),
                  let argument = source.outline.argument("path", of: trail.call) else { continue }
            bindings[type, default: []].append(source.tokens.compactText(argument.value.lowerBound, argument.value.upperBound))
        }
        return bindings
    }

    /// Phase 7's last step: the closures above, for the rules to read.
    mutating func gatherRouteClosures() {
        stackPathBindingsByType = Self.stackPathBindings(trails: trails, files: files)
        routeEnumsWithCarried = Self.routeEnumClosure(routeTypes, facts: facts)
        savedRoutesWithCarried = Self.withCarriedEnums(Set(routesOnSavedPaths.keys), sites: routesOnSavedPaths, facts: facts)
        allRoutesWithCarried = Self.withCarriedEnums(routeTypes.union(routesOnSavedPaths.keys), sites: routesOnSavedPaths,
                                                     facts: facts)
    }

    /// For each stack call among `items`, the items whose path enters it.
    static func itemsUnderStack(_ items: [UnitItem]) -> [Int: [Int]] {
        var under: [Int: [Int]] = [:]
        for (index, item) in items.enumerated() {
            for step in item.path {
                if case .stack(let call) = step { under[call, default: []].append(index) }
            }
        }
        return under
    }
}
