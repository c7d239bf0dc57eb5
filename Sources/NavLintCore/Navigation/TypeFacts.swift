/// What the scanned sources say about each type name, merged across its
/// declaration and its extensions in every file. Names declared nowhere in the
/// scanned sources have no facts: rules that would need them stay silent.
package struct TypeFacts: Sendable {
    /// A class of constants, not a struct: rules and the model ask for a
    /// name's facts many times per file, and a struct of a dozen collections
    /// was copied (each collection retained) on every ask. They are gathered
    /// in a `Parts` and frozen once every file has been read.
    package final class Facts: Sendable {
        package let kinds: TypeKinds
        /// Conformances from the declaration and every extension, each once, in the order
        /// first written. Lists, not sets: a type has a few, which a scan finds sooner than a
        /// hash, and a set cost a table per type that has any.
        package let conformances: [String]
        /// Its attributes' names (`Observable`, `Model`), each once, in the order first written.
        package let attributes: [String]
        package let genericParameters: [GenericParameter]
        /// The generic parameters of the types it is nested in (`Container<Content>.Column` can hold a `Content`).
        package let enclosingGenericParameters: [GenericParameter]
        /// Where the name is declared (not extended): file and name token.
        package let declarations: [(file: Int, token: Int)]
        /// Every property declared in the type or its extensions: file and index into that file's outline.
        package let properties: [(file: Int, property: Int)]
        /// The same properties by name and by folder, for a type with many (`PropertyIndex`),
        /// made when first asked for; nil for the rest, which `properties(named:in:)` scans. A
        /// table for every type was a dictionary per type with properties (0.6% of a run's
        /// instructions on the ten bench apps) for 3,000 lookups.
        private let propertyIndex: OnDemand<PropertyIndex>?
        var propertiesByName: [String: PropertyMatches] { propertyIndex?.value.byName ?? [:] }
        var propertiesByFolder: [String: NearestByFolder] { propertyIndex?.value.byFolder ?? [:] }
        /// Whether the type's properties have been indexed by name yet (for tests).
        var hasIndexedProperties: Bool { propertyIndex?.isWorkedOut ?? false }
        /// Enum cases declared in the type or its extensions, with their payload types.
        package let cases: [String: [AssociatedValue]]
        /// Initializers declared in the type or its extensions: file and index into that file's functions.
        package let initializers: [(file: Int, function: Int)]
        /// Its own `==` and `hash(into:)`, where written (in the type or an extension).
        package let identityFunctions: [(file: Int, function: Int)]

        init(_ parts: Parts, files: [SourceFile], prefixes: FolderPrefixes) {
            kinds = parts.kinds
            conformances = parts.conformances
            attributes = parts.attributes
            genericParameters = parts.genericParameters
            enclosingGenericParameters = parts.enclosingGenericParameters
            declarations = parts.declarations
            properties = parts.properties
            let properties = parts.properties
            propertyIndex = properties.count < Self.indexedPropertyCount ? nil
                : OnDemand { PropertyIndex(properties, files: files, prefixes: prefixes) }
            cases = parts.cases
            initializers = parts.initializers
            identityFunctions = parts.identityFunctions
        }

        /// A name's facts while the files are read: the same fields, each documented on `Facts`.
        struct Parts {
            var kinds: TypeKinds = []
            var conformances: [String] = []
            var attributes: [String] = []
            var genericParameters: [GenericParameter] = []
            var enclosingGenericParameters: [GenericParameter] = []
            var declarations: [(file: Int, token: Int)] = []
            var properties: [(file: Int, property: Int)] = []
            var cases: [String: [AssociatedValue]] = [:]
            var initializers: [(file: Int, function: Int)] = []
            var identityFunctions: [(file: Int, function: Int)] = []
        }
    }

    /// Every type name's facts, split into the shards they were gathered in.
    package private(set) var byName = FactsTable()
    /// `typealias A = B`, by name.
    package private(set) var aliases: [String: String] = [:]
    private var aliasFilter = NameBloom([])
    /// Every `typealias` of each name, with the file that declares it: two apps linted together
    /// may each declare one, or one an alias and the other a type.
    package private(set) var aliasDeclarations: [String: [(file: Int, aliased: String)]] = [:]
    /// Properties declared at file level (globals), by name.
    package private(set) var globals: [String: (file: Int, property: Int)] = [:]
    /// Initializers declared in extensions of a type (`extension NavigationLink { init(…) }`), by type name.
    package private(set) var extensionInitializers: [String: [[Parameter]]] = [:]
    /// For each case name, the enums of the sources that declare a case of that name.
    package private(set) var enumsByCase: [String: Set<String>] = [:]
    /// Protocols declared in the sources, with what they inherit.
    private var protocolParents: [String: Set<String>] = [:]
    /// For each type that inherits protocols through the sources' protocols or
    /// aliases: every protocol it conforms to, transitively.
    private var extendedConformances: [String: [String]] = [:]

    /// Gathers every file's declarations. With `jobs` > 1 the type names are
    /// split into shards, each gathered on its own thread over all the files in
    /// order (so what "first" and "last" mean per name does not change); the
    /// shards own disjoint names and are kept side by side (`FactsTable`).
    package init(files: [SourceFile], jobs: Int = 1) {
        let prefixes = FolderPrefixes(paths: files.map(\.path))
        let shards = max(1, min(jobs, 4))
        let parts = parallelMap(count: shards, jobs: shards) { shard in
            var part = TypeFacts(shard: Shard(index: shard, count: shards))
            for (index, file) in files.enumerated() { part.gather(file, index: index) }
            part.folderPrefixes = prefixes
            part.byName = FactsTable(shards: [part.gathering.mapValues { Facts($0, files: files, prefixes: prefixes) }])
            part.gathering = [:]
            return part
        }
        self = parts[0]
        byName = FactsTable(shards: parts.map { $0.byName.shards[0] })
        aliasFilter = NameBloom(aliases.keys)
        extendedConformances = Self.conformanceClosures(byName, parents: protocolParents, aliases: aliases)
    }

    /// Which type names one gathering thread owns. Shard 0 also owns the
    /// facts that are not per type (aliases, globals, cases by name, protocols).
    private struct Shard: Sendable {
        var index = 0
        var count = 1

        var ownsProjectFacts: Bool { index == 0 }
        func owns(_ name: String) -> Bool { FactsTable.shard(of: name, among: count) == index }
    }
    private var shard = Shard()
    /// Each name's facts while this shard reads the files; frozen into `byName` after.
    private var gathering: [String: Facts.Parts] = [:]

    private init(shard: Shard) { self.shard = shard }

    /// Each file's folder prefixes: what "nearest declaration" is measured by.
    package private(set) var folderPrefixes = FolderPrefixes(paths: [])

    /// Adds what one file declares. One pass per file, each type's facts
    /// updated in place: copying them out and back would copy their arrays.
    private mutating func gather(_ file: SourceFile, index fileIndex: Int) {
        let outline = file.outline
        // Each type's name once: a property or case reads its owner's here
        // instead of copying the owner's whole declaration.
        let types = outline.types
        let typeNames = types.indices.map { index in
            types[index].kind == .extension ? Self.lastComponent(types[index].name) : types[index].name
        }
        // Read in place: a copy of each declaration retained and released every array it holds.
        for typeIndex in types.indices {
            let name = typeNames[typeIndex]
            let kind = types[typeIndex].kind
            update(name) { facts in
                for parent in types[typeIndex].inheritance { facts.conformances.appendIfAbsent(Self.lastComponent(parent)) }
                for attribute in types[typeIndex].attributes { facts.attributes.appendIfAbsent(attribute.name) }
                if kind != .extension {
                    facts.kinds.insert(TypeKinds(kind))
                    facts.declarations.append((fileIndex, types[typeIndex].nameToken))
                    if facts.genericParameters.isEmpty { facts.genericParameters = types[typeIndex].genericParameters }
                    if facts.enclosingGenericParameters.isEmpty {
                        var parent = types[typeIndex].parent
                        while let p = parent, facts.enclosingGenericParameters.count < 32 {
                            facts.enclosingGenericParameters += types[p].genericParameters
                            parent = types[p].parent
                        }
                    }
                }
            }
            if kind == .protocol && shard.ownsProjectFacts {
                protocolParents[name, default: []].formUnion(types[typeIndex].inheritance.map(Self.lastComponent))
            }
        }
        let properties = outline.properties
        var next = 0
        while next < properties.count {
            guard let owner = properties[next].enclosingType else {
                let name = properties[next].name
                if shard.ownsProjectFacts && properties[next].scope == nil && globals[name] == nil {
                    globals[name] = (fileIndex, next)
                }
                next += 1
                continue
            }
            // A type's properties are declared together: its facts are looked up once per run of them.
            var end = next + 1
            while end < properties.count && properties[end].enclosingType == owner { end += 1 }
            let run = next..<end
            next = end
            update(typeNames[owner]) { facts in
                // A type's first run sizes its list: grown one append at a time, it was reallocated
                // 14,000 times on the ten bench apps. Later runs (extensions) grow it as appends do,
                // not to the exact size each time, which would copy it per extension.
                if facts.properties.isEmpty { facts.properties.reserveCapacity(run.count) }
                for propertyIndex in run { facts.properties.append((fileIndex, propertyIndex)) }
            }
        }
        for enumCase in outline.enumCases {
            let name = typeNames[enumCase.enclosingType]
            update(name) { facts in
                if facts.cases[enumCase.name] == nil { facts.cases[enumCase.name] = enumCase.associatedValues }
            }
            if outline.types[enumCase.enclosingType].kind == .enum && shard.ownsProjectFacts {
                enumsByCase[enumCase.name, default: []].insert(name)
            }
        }
        for alias in outline.typeAliases where shard.ownsProjectFacts {
            aliases[alias.name] = alias.aliased
            aliasDeclarations[alias.name, default: []].append((fileIndex, alias.aliased))
        }
        // Fields read in place: a copy of each method's whole declaration retained and released all it holds.
        let functions = outline.functions
        for functionIndex in functions.indices {
            guard let owner = functions[functionIndex].enclosingType else { continue }
            switch functions[functionIndex].kind {
            case .function:
                let function = functions[functionIndex].name
                let isIdentity = function == "=="
                    || (function == "hash" && functions[functionIndex].parameters.first?.label == "into")
                guard isIdentity else { continue }
                update(Self.lastComponent(typeNames[owner])) { facts in
                    facts.identityFunctions.append((fileIndex, functionIndex))
                }
            case .initializer:
                let name = Self.lastComponent(typeNames[owner])
                update(name) { facts in facts.initializers.append((fileIndex, functionIndex)) }
                guard outline.types[owner].kind == .extension, shard.ownsProjectFacts else { continue }
                extensionInitializers[name, default: []].append(functions[functionIndex].parameters)
            default:
                continue
            }
        }
    }

    private mutating func update(_ name: String, _ change: (inout Facts.Parts) -> Void) {
        guard shard.owns(name) else { return }
        change(&gathering[name, default: Facts.Parts()])
    }

    static func lastComponent(_ name: String) -> String {
        // Most names have no `.`: return them as they are, without splitting. Looked
        // for in the contiguous UTF-8: `utf8.lastIndex(of:)` stepped through the
        // string's indices, half a percent of a run.
        var contiguous = name
        guard let offset = contiguous.withUTF8({ $0.lastIndex(of: UInt8(ascii: ".")) }) else { return name }
        let dot = name.utf8.index(name.utf8.startIndex, offsetBy: offset)
        let tail = name[name.utf8.index(after: dot)...]
        return tail.isEmpty ? (name.split(separator: ".").last.map(String.init) ?? name) : String(tail)
    }

    /// Follows type aliases (a few levels, so a cycle cannot loop). A name declared as a type is that
    /// type, even when some other module of a run declares an alias of the same name.
    package func resolve(_ name: String) -> String {
        // Most names are no alias: a bit of the filter says so without hashing the name twice.
        if !aliasFilter.mayContain(name) { return name }
        var current = name
        for _ in 0..<8 {
            guard let next = aliases[current], next != current, byName[current]?.kinds.isEmpty != false else { break }
            current = next
        }
        return current
    }

    package func facts(_ name: String) -> Facts? { byName[resolve(name)] }

    package func isDeclared(_ name: String) -> Bool { facts(name).map { !$0.kinds.isEmpty } ?? false }

    /// Whether `name` conforms to `proto`, directly, through an extension, or
    /// through a protocol declared in the sources that inherits it.
    package func conforms(_ name: String, to proto: String) -> Bool {
        conformances(of: name)?.contains(proto) ?? false
    }

    /// Whether `name` conforms to any of `protocols`: `conforms` for each, with
    /// the name resolved and its conformances found once for them all.
    package func conformsToAny(_ name: String, of protocols: [String]) -> Bool {
        guard let conformances = conformances(of: name) else { return false }
        return protocols.contains { conformances.contains($0) }
    }

    /// What `name` conforms to: with refinements and aliases where they add any,
    /// else its own list; nil for a name the sources do not declare or extend.
    private func conformances(of name: String) -> [String]? {
        let resolved = resolve(name)
        return extendedConformances[resolved] ?? byName[resolved]?.conformances
    }

    /// Every protocol a type conforms to, through refinements and aliases, for
    /// the types where those add any: most types conform only to protocols the
    /// sources do not declare (`View`, `Hashable`), and their own list is the answer.
    private static func conformanceClosures(_ byName: FactsTable, parents: [String: Set<String>],
                                            aliases: [String: String]) -> [String: [String]] {
        guard !parents.isEmpty || !aliases.isEmpty else { return [:] }
        var closures: [String: [String]] = [:]
        for (name, facts) in byName.all where facts.conformances.contains(where: { parents[$0] != nil || aliases[$0] != nil }) {
            var seen = Set<String>()
            var pending = facts.conformances
            while let next = pending.popLast() {
                guard seen.insert(next).inserted else { continue }
                if let refined = parents[next] { pending.append(contentsOf: refined) }
                // `typealias Persistable = Codable & Hashable`
                if let alias = aliases[next] {
                    pending.append(contentsOf: alias.split(separator: "&").map { String($0).trimmingSpaces() })
                }
            }
            closures[name] = seen.sorted()
        }
        return closures
    }

    package func isCodable(_ name: String) -> Bool {
        conforms(name, to: "Codable") || (conforms(name, to: "Encodable") && conforms(name, to: "Decodable"))
    }

    /// Whether the type (or a protocol it refines) is a SwiftUI view.
    package func isView(_ name: String) -> Bool { conforms(name, to: "View") }
}

