/// Where the project saves or restores a navigation path. An unencodable
/// route only matters where a path it is on is encoded: `[Route]` through a
/// coder, or a `NavigationPath` through its `codable` representation.
package struct PathPersistence: Sendable {
    /// Route types whose values are encoded or decoded, with the enums they carry, and where.
    package var encodedRoutes: [String: SourceRef] = [:]
    /// The `NavigationPath` properties saved through `path.codable` or restored with
    /// `path = NavigationPath(representation)`, and where.
    package var savedPaths: [PropertyRef: SourceRef] = [:]
    /// Every place a path property's value is encoded, in file and token order:
    /// the `codable` of `path.codable`, and the name of `encode(path)`.
    package var encodings: [SourceRef] = []

    package static let none = PathPersistence()
}

extension NavigationModel {
    /// The coder calls a path is saved or restored through.
    static let coderCalls = CallNames(["encode", "decode"])

    static func pathPersistence(files: [FileNavigation], facts: TypeFacts, routeTypes: Set<String>,
                                pathDeclarations: Set<PropertyRef>, jobs: Int) -> PathPersistence {
        // Typed paths by property name, with their element types: `path` of `[Route]`.
        var typedPaths: [String: String] = [:]
        for declaration in pathDeclarations.sorted(by: { ($0.file, $0.property) < ($1.file, $1.property) }) {
            let property = files[declaration.file].source.outline.properties[declaration.property]
            if let type = property.type, type.hasPrefix("["), type.hasSuffix("]") {
                typedPaths[property.name] = TypeFacts.lastComponent(facts.resolve(String(type.dropFirst().dropLast())))
            }
        }
        let frozen = typedPaths
        let perFile = parallelMap(count: files.count, jobs: jobs) { index in
            filePersistence(in: files[index].source, index: index, files: files, facts: facts, routeTypes: routeTypes,
                            typedPaths: frozen, pathDeclarations: pathDeclarations)
        }
        var persistence = PathPersistence()
        for part in perFile {
            persistence.savedPaths.merge(part.savedPaths) { earlier, _ in earlier }
            persistence.encodedRoutes.merge(part.encodedRoutes) { earlier, _ in earlier }
            persistence.encodings += part.encodings
        }
        // A route carried by an encoded route is encoded with it: `case news(NewsRoute)`.
        var pending = persistence.encodedRoutes.sorted { $0.key < $1.key }
        while let (route, site) = pending.popLast() {
            for carried in carriedEnums(route, facts: facts) where persistence.encodedRoutes[carried] == nil {
                persistence.encodedRoutes[carried] = site
                pending.append((carried, site))
            }
        }
        return persistence
    }

    /// One file's saves and restores: `path.codable`, `path = NavigationPath(saved)`,
    /// `decode([Route].self, …)`, `encode(path)`.
    private static func filePersistence(in source: SourceFile, index: Int, files: [FileNavigation], facts: TypeFacts,
                                        routeTypes: Set<String>, typedPaths: [String: String],
                                        pathDeclarations: Set<PropertyRef>) -> PathPersistence {
        var found = PathPersistence()
        let tokens = source.tokens
        let outline = source.outline
        func pathDeclaration(endingAt end: Int) -> PropertyRef? {
            guard tokens.kind(end) == .identifier else { return nil }
            return declaration(endingAt: end, in: source, index: index, files: files, facts: facts)
        }
        func save(_ end: Int, at site: Int) {
            guard let declaration = pathDeclaration(endingAt: end), found.savedPaths[declaration] == nil else { return }
            found.savedPaths[declaration] = SourceRef(file: index, token: site)
        }
        // `path.codable`: the path it is read from is saved. Its tokens are walked only when the
        // file's bytes hold the word, which most files never use.
        let readsCodable = tokens.bytesContain(".codable")
        for j in 0..<(readsCodable ? tokens.count : 0) where tokens.kind(j) == .identifier && tokens[j].length == 7
            && tokens.kind(j - 1) == .period && tokens.isText(j, "codable") {
            save(j - 2, at: j)
            if let declaration = pathDeclaration(endingAt: j - 2), pathDeclarations.contains(declaration) {
                found.encodings.append(SourceRef(file: index, token: j))
            }
        }
        // `path = NavigationPath(representation)`: the path it is assigned to is restored.
        for call in outline.calls(named: "NavigationPath") where outline.arguments(of: call).count == 1 {
            let name = outline.calls[call].nameToken
            if tokens.isText(name - 1, "=") { save(name - 2, at: name) }
        }
        for call in outline.calls(namedAnyOf: coderCalls) {
            guard let argument = outline.arguments(of: call).first else { continue }
            let value = argument.value
            let site = SourceRef(file: index, token: outline.calls[call].nameToken)
            if outline.calls[call].name == "decode" {
                // `decode([Route].self, from:)`, `decode(Route.self, from:)`.
                for j in value where tokens.kind(j) == .identifier {
                    let name = TypeFacts.lastComponent(facts.resolve(tokens.text(j)))
                    if routeTypes.contains(name), found.encodedRoutes[name] == nil { found.encodedRoutes[name] = site }
                }
            } else {
                if tokens.kind(value.upperBound) == .identifier, let element = typedPaths[tokens.text(value.upperBound)],
                   found.encodedRoutes[element] == nil {
                    found.encodedRoutes[element] = site
                }
                // `encode(path)` (`encode(path.codable)` is recorded with the `codable` it reads).
                if let declaration = pathDeclaration(endingAt: value.upperBound), pathDeclarations.contains(declaration) {
                    found.encodings.append(site)
                }
            }
        }
        found.encodings.sort { $0.token < $1.token }
        return found
    }

    /// The project enums an enum's cases carry, one level down.
    static func carriedEnums(_ name: String, facts: TypeFacts) -> [String] {
        guard let typeFacts = facts.facts(name), typeFacts.kinds.contains(.enum) else { return [] }
        var carried: [String] = []
        for values in typeFacts.cases.values {
            for value in values {
                for word in value.type.split(whereSeparator: { !Self.isIdentifierCharacter($0) })
                where word.first.map(Self.startsTypeName) == true {
                    let resolved = TypeFacts.lastComponent(facts.resolve(String(word)))
                    if facts.facts(resolved)?.kinds.contains(.enum) == true, !carried.contains(resolved) { carried.append(resolved) }
                }
            }
        }
        return carried.sorted()
    }

    /// A letter, digit or `_`: ASCII answered without Unicode tables (most of every type name).
    static func isIdentifierCharacter(_ c: Character) -> Bool {
        if let ascii = c.asciiValue {
            return (ascii >= 0x61 && ascii <= 0x7A) || (ascii >= 0x41 && ascii <= 0x5A) || (ascii >= 0x30 && ascii <= 0x39)
                || ascii == 0x5F
        }
        return c.isLetter || c.isNumber
    }

    /// An uppercase first letter, as type names have.
    static func startsTypeName(_ c: Character) -> Bool {
        if let ascii = c.asciiValue { return ascii >= 0x41 && ascii <= 0x5A }
        return c.isUppercase
    }
}

extension NavigationModel {
    /// The types registered on stacks bound to a `NavigationPath` the project
    /// saves or restores, with where it does.
    func computeRoutesOnSavedPaths() -> [String: SourceRef] {
        let savedPaths = pathPersistence.savedPaths
        guard !savedPaths.isEmpty else { return [:] }
        var routes: [String: SourceRef] = [:]
        for trail in trails where trail.path == .erased {
            guard let declaration = trail.pathDeclaration, let site = savedPaths[declaration] else { continue }
            for registration in trail.registrations {
                guard let type = registeredType(registration) else { continue }
                let name = TypeFacts.lastComponent(type)
                if routes[name] == nil { routes[name] = site }
            }
        }
        return routes
    }

    /// Every route type whose values a saved or restored path holds: encoded
    /// `[Route]`s and the types registered on saved `NavigationPath`s, with the
    /// enums they carry, each with where the path is saved.
    func computePersistedRoutes() -> [String: SourceRef] {
        var routes = pathPersistence.encodedRoutes
        var pending = routesOnSavedPaths.sorted { $0.key < $1.key }
        while let (route, site) = pending.popLast() {
            guard routes[route] == nil else { continue }
            routes[route] = site
            pending += Self.carriedEnums(route, facts: facts).map { ($0, site) }
        }
        return routes
    }
}
