/// Which objects hold navigation state, so that sharing one of them as a
/// global or a `static let shared` shares every window's navigation.
extension NavigationModel {
    /// The properties pushes and presented routes are bound to, by
    /// declaration: `showsInbox` in `.navigationDestination(isPresented:
    /// $presenter.showsInbox)`, `sheet` in `.sheet(item: $router.sheet)` when
    /// the item is an enum (a route; a struct item is a preview or an alert's
    /// payload, not navigation).
    static func presentationBindings(files: [FileNavigation], facts: TypeFacts, jobs: Int) -> Set<PropertyRef> {
        let calls = CallNames(SwiftUINames.presentations.union([SwiftUINames.registration]))
        let found = parallelMap(count: files.count, jobs: jobs) { index -> [PropertyRef] in
            let source = files[index].source
            let tokens = source.tokens
            var bindings: [PropertyRef] = []
            for call in source.outline.calls(namedAnyOf: calls) {
                let pushes = source.outline.calls[call].name == SwiftUINames.registration
                guard let owner = source.enclosingTypeName(of: source.outline.calls[call].nameToken) else { continue }
                for argument in source.outline.arguments(of: call)
                where argument.label == "item" || (pushes && argument.label == "isPresented") {
                    guard let names = bindingChain(tokens, argument.value),
                          let property = propertyChainDeclaration(names, from: owner, files: files, facts: facts, near: index)
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
                                       presentationBindings: Set<PropertyRef>, jobs: Int = 1) -> [String: String?] {
        var holders: [String: String?] = [:]
        // The paths and presentation bindings by file: a project has a few dozen, and
        // asking both sets about each of its tens of thousands of properties hashed
        // each property twice.
        let heldByFile = Dictionary(grouping: pathDeclarations.union(presentationBindings), by: \.file)
            .mapValues { $0.map(\.property) }
        // Per file: the owners that hold state themselves, and the stored instance
        // properties of the other types, whose types are inferred only below.
        let perFile = parallelMap(count: files.count, jobs: jobs) { fileIndex in
            var holding: [String] = []
            var others: [(owner: String, property: Int)] = []
            let outline = files[fileIndex].source.outline
            let held = heldByFile[fileIndex] ?? []
            // A view's stored properties never make it a holder (below), so their types,
            // most of a SwiftUI project's properties, are not inferred; asked once per type.
            var ownerIsView = [Bool?](filling: nil, count: outline.types.count)
            // By index: a `for … in` copies every property of the project, retaining all each holds.
            let properties = outline.properties
            for index in properties.indices where !properties[index].isStatic && !properties[index].isComputed {
                guard let ownerIndex = properties[index].enclosingType else { continue }
                let owner = TypeFacts.lastComponent(outline.types[ownerIndex].name)
                if held.contains(index) {
                    holding.append(owner)
                    continue
                }
                let isView = ownerIsView[ownerIndex] ?? facts.isView(owner)
                ownerIsView[ownerIndex] = isView
                if !isView { others.append((owner, index)) }
            }
            return (holding: holding, others: others)
        }
        for file in perFile {
            for owner in file.holding { holders[owner] = .some(nil) }
        }
        // Views hold their own state per instance; only shared objects are routers.
        holders = holders.filter { !facts.isView($0.key) }
        // With no holder, no object can hold one deeper, and an owner that holds
        // state itself is settled: inferring a property's type is the costly part,
        // and a project that keeps its paths in views' `@State` needs none of it.
        guard !holders.isEmpty else { return holders }
        let settled = holders
        let stored = parallelMap(count: files.count, jobs: jobs) { fileIndex in
            perFile[fileIndex].others.compactMap { entry -> (owner: String, property: String, type: String)? in
                guard settled[entry.owner] == nil,
                      let type = propertyType((fileIndex, entry.property), files: files, facts: facts) else { return nil }
                var name = facts.resolve(type.type)
                while name.hasSuffix("?") || name.hasSuffix("!") { name.removeLast() }
                let property = files[fileIndex].source.outline.properties[entry.property].name
                return (entry.owner, property, TypeFacts.lastComponent(splitGeneric(name).0))
            }
        }.joined()
        // One and two levels deeper: an object that stores a router (`stored` holds
        // non-view owners only, so none is asked whether it is a view again).
        for _ in 0..<2 {
            var deeper: [String: String?] = [:]
            for entry in stored where holders[entry.owner] == nil && holders[entry.type] != nil {
                if deeper[entry.owner] == nil { deeper[entry.owner] = .some(entry.property) }
            }
            holders.merge(deeper) { old, _ in old }
        }
        return holders
    }

    /// Globals and static properties that hold one navigation-state object
    /// (see `navigationStateHolders`) for everyone, with the type each holds.
    static func sharedNavigationStateCandidates(files: [FileNavigation], facts: TypeFacts,
                                                holders: [String: String?]) -> [PropertyRef: String] {
        guard !holders.isEmpty else { return [:] }
        var candidates: [PropertyRef: String] = [:]
        for file in files {
            let outline = file.source.outline
            let properties = outline.properties
            for index in properties.indices where !properties[index].isComputed {
                let isGlobal = properties[index].scope == nil && properties[index].enclosingType == nil
                guard properties[index].isStatic || isGlobal, !outline.isInPreview(properties[index].nameToken),
                      let type = instanceType(of: properties[index], in: file.source, facts: facts), holders[type] != nil
                else { continue }
                candidates[PropertyRef(file: file.index, property: index)] = type
            }
        }
        return candidates
    }

    /// The candidates some shipping code reads. One read only by previews and
    /// tests (a test fixture) is left out: no window of the app shares it.
    static func sharedNavigationState(_ candidates: [PropertyRef: String], files: [FileNavigation],
                                      previewOnly: PreviewOnlyCodeOnDemand) -> [PropertyRef: String] {
        guard !candidates.isEmpty else { return [:] }
        let read = readsInShippingCode(of: Array(candidates.keys), files: files, previewOnly: previewOnly.value)
        return candidates.filter { read.contains($0.key) }
    }

    /// The type a stored property holds: as declared, or as its initializer constructs it (`Self()` included).
    static func instanceType(of property: PropertyDeclaration, in file: SourceFile, facts: TypeFacts) -> String? {
        if var type = property.type {
            while type.hasSuffix("?") || type.hasSuffix("!") { type.removeLast() }
            return TypeFacts.lastComponent(facts.resolve(type))
        }
        guard let initializer = property.initializer else { return nil }
        let tokens = file.tokens
        let first = initializer.lowerBound
        if tokens.isWord(first, "Self") || (tokens.kind(first) == .period && tokens.isWord(first + 1, "init")),
           let owner = property.enclosingType {
            return TypeFacts.lastComponent(file.outline.types[owner].name)
        }
        guard tokens.kind(first) == .identifier, tokens.kind(first + 1) == .leftParen || tokens.isText(first + 1, "<")
        else { return nil }
        return TypeFacts.lastComponent(facts.resolve(tokens.text(first)))
    }

    /// Which of `properties` some code outside previews, test files and
    /// preview-only helpers reads: a global by its name, a static as
    /// `Owner.name`, `Self.name`, or by name inside its own type. One pass
    /// over the tokens for all of them.
    static func readsInShippingCode(of properties: [PropertyRef], files: [FileNavigation],
                                    previewOnly: PreviewOnlyCode) -> Set<PropertyRef> {
        var byName: [String: [(reference: PropertyRef, owner: String?)]] = [:]
        for reference in properties {
            let outline = files[reference.file].source.outline
            let property = outline.properties[reference.property]
            let owner = property.enclosingType.map { TypeFacts.lastComponent(outline.types[$0].name) }
            byName[property.name, default: []].append((reference, owner))
        }
        var read = Set<PropertyRef>()
        let names = Array(byName.keys)
        let table = TokenNameTable(names)
        let filter = NameFilter(Set(names))
        for file in files where !file.source.isTestCode {
            let tokens = file.source.tokens
            for j in filter.candidates(in: tokens) {
                guard let id = table.id(of: tokens[j], in: tokens.bytes), let named = byName[names[id]] else { continue }
                for (reference, owner) in named where !read.contains(reference) {
                    let declaration = files[reference.file].source.outline.properties[reference.property].nameToken
                    if reference.file == file.index && j == declaration { continue }
                    let qualifier = tokens.kind(j - 1) == .period ? tokens.text(j - 2) : nil
                    let reads = owner.map { qualifier == $0 || qualifier == "Self" || (qualifier == nil && file.source.enclosingTypeName(of: j) == $0) }
                        ?? (qualifier == nil)
                    if reads && !file.source.outline.isInPreview(j) && !previewOnly.contains(token: j, inFile: file.index) {
                        read.insert(reference)
                    }
                }
            }
        }
        return read
    }
}

extension SourceFile {
    /// A test file: it imports `XCTest` or `Testing`, or lives in a `…Tests` folder.
    package var isTestCode: Bool {
        if Self.isInTestsFolder(path) { return true }
        let tokens = self.tokens
        for j in 0..<min(tokens.count, 400) where tokens.isWord(j, "import") {
            if tokens.isWord(j + 1, "XCTest") || tokens.isWord(j + 1, "Testing") { return true }
        }
        return false
    }

    /// Whether a folder on `path` is named `…Tests`: some `/` has `Tests` just before it.
    /// Over UTF-8: splitting the path into `Character` components cost a percent of a run.
    static func isInTestsFolder(_ path: String) -> Bool {
        var path = path
        return path.withUTF8 { bytes in
            let suffix = "Tests".utf8
            for i in bytes.indices where bytes[i] == UInt8(ascii: "/") && i >= suffix.count {
                if bytes[(i - suffix.count)..<i].elementsEqual(suffix) { return true }
            }
            return false
        }
    }
}
