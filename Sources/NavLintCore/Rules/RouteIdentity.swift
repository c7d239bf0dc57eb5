/// What `model_as_route` asks of a type used as a route: can the value in the
/// path stop being the value that pushed the screen? A stack finds its screens
/// by comparing and hashing the path's values, so a route breaks when its
/// `==` or `hash(into:)` reads state that changes while the screen is on the
/// stack, or when it is a persistence object that can be deleted under it.
/// Value types are copies: the copy in the path cannot change.
struct RouteIdentity {
    enum Hazard: Equatable {
        /// A SwiftData, Core Data or Realm object.
        case persistence(PersistenceFramework)
        /// `function` reads `reads`, state that can change (`var`s, as written: `model.events`).
        case mutableIdentity(function: String, reads: [String])
        /// A class on a path the project saves and restores (`site`): restored, it is a decoded copy.
        case persistedClass(site: SourceRef)
    }

    let project: ProjectIndex
    var facts: TypeFacts { project.navigation.facts }

    /// The hazard of `type` used as a route on its own: a destination type, a path
    /// element, or the payload of a route enum whose `Hashable` is synthesized.
    /// `qualifier` is the type it is spelled inside (`DBModel` in `DBModel.Country`).
    func hazard(of type: String, qualifier: String? = nil) -> Hazard? {
        let name = TypeFacts.lastComponent(facts.resolve(type))
        if let framework = persistenceFramework(name) ?? qualifier.flatMap({ persistenceFramework(name, in: $0) }) {
            return deletionHazard(name, framework: framework)
        }
        return ownIdentityHazard(name, depth: 0)
    }

    /// A persistence class spelled with the type it is nested in, where the bare
    /// name is ambiguous (`DBModel.Country` beside `ApiModel.Country`).
    func persistenceFramework(_ name: String, in qualifier: String) -> PersistenceFramework? {
        for (file, token) in facts.facts(name)?.declarations ?? [] {
            let types = project.files[file].outline.types
            guard let declaration = types.first(where: { $0.nameToken == token }), declaration.kind == .class,
                  let parent = declaration.parent, TypeFacts.lastComponent(types[parent].name) == qualifier else { continue }
            if declaration.attributes.contains(where: { $0.name == "Model" }) { return .swiftData }
            if declaration.inheritance.contains("NSManagedObject") { return .coreData }
        }
        return nil
    }

    /// The hazard of the payload at `position` of `enumName.caseName`: through the
    /// enum's own `==`/`hash(into:)` where it writes them, else the payload's own.
    func hazard(ofPayload type: String, position: Int, caseName: String, enumName: String) -> Hazard? {
        let name = TypeFacts.lastComponent(facts.resolve(type))
        if let framework = persistenceFramework(name) { return deletionHazard(name, framework: framework) }
        guard facts.facts(enumName)?.identityFunctions.isEmpty == false else { return ownIdentityHazard(name, depth: 0) }
        for (file, scope, spelled) in identityScopes(of: enumName) {
            let reads = caseReads(caseName, position: position, file: file, scope: scope)
            if reads.wholeValue, case .mutableIdentity(let inner, let paths)? = ownIdentityHazard(name, depth: 0) {
                return .mutableIdentity(function: inner, reads: paths)
            }
            let mutable = reads.members.filter { isMutable(chain: $0.chain, of: name) }.map(\.written)
            if !mutable.isEmpty {
                return .mutableIdentity(function: "`\(enumName)`'s \(spelled)", reads: Array(Set(mutable)).sorted())
            }
        }
        return nil
    }

    /// A persistence object the project deletes somewhere, of a framework that
    /// traps when a deleted object is read: a SwiftData `@Model` ("backing data
    /// could no longer be found") or a Realm `Object` ("Object has been deleted or
    /// invalidated"), so its screen crashes on its next render. A deleted Core Data
    /// object does not trap on access (its attributes read as nil or their
    /// defaults) and compares by identity, so its screen stays findable: not a hazard here;
    /// nor is one whose every screen tests it for deletion before reading it.
    func deletionHazard(_ name: String, framework: PersistenceFramework) -> Hazard? {
        guard framework != .coreData, isDeletedUnderItsScreen(name),
              !everyScreenChecksForDeletion(name, framework: framework) else { return nil }
        return .persistence(framework)
    }

    /// `@Model`, an `NSManagedObject` subclass, or a Realm `Object` with `@Persisted` properties.
    /// (Reported only where the project deletes objects of the type: see `isDeletedUnderItsScreen`.)
    /// A name the sources declare as more than a class (a struct in one module, a
    /// managed object in another) is not judged.
    func persistenceFramework(_ name: String) -> PersistenceFramework? {
        guard let typeFacts = facts.facts(name), typeFacts.kinds == [.class] else { return nil }
        if typeFacts.attributes.contains("Model") { return .swiftData }
        for ancestor in superclasses(of: name) + [name] {
            if facts.conforms(ancestor, to: "NSManagedObject") { return .coreData }
            let inherits = facts.conforms(ancestor, to: "Object") || facts.conforms(ancestor, to: "EmbeddedObject")
            if inherits, persistsWithRealm(name) { return .realm }
        }
        return nil
    }

    private func persistsWithRealm(_ name: String) -> Bool {
        (facts.facts(name)?.properties ?? []).contains { reference in
            project.files[reference.file].outline.properties[reference.property].hasAttribute("Persisted")
        }
    }

    /// The project classes `name` inherits from, nearest first.
    private func superclasses(of name: String) -> [String] {
        var chain: [String] = []
        var current = name
        while chain.count < 8, let parent = facts.facts(current)?.conformances.first(where: { candidate in
            facts.facts(candidate)?.kinds == [.class] && !chain.contains(candidate) && candidate != name
        }) {
            chain.append(parent)
            current = parent
        }
        return chain
    }

    /// A class's own `==`/`hash(into:)` (or its nearest project superclass's) reading `var`s.
    private func ownIdentityHazard(_ name: String, depth: Int) -> Hazard? {
        guard depth < 8, let typeFacts = facts.facts(name), typeFacts.kinds == [.class] else { return nil }
        guard !typeFacts.identityFunctions.isEmpty else {
            return superclasses(of: name).first.flatMap { ownIdentityHazard($0, depth: depth + 1) }
        }
        let stored = Set(storedProperties(of: typeFacts).map(\.name))
        for (file, function) in typeFacts.identityFunctions {
            let reads = selfReads(file: file, function: function, stored: stored)
                .filter { isMutable(chain: [$0], of: name) }
            if !reads.isEmpty {
                let spelled = project.files[file].outline.functions[function].name == "==" ? "`==`" : "`hash(into:)`"
                return .mutableIdentity(function: "its \(spelled)", reads: Array(Set(reads)).sorted())
            }
        }
        return nil
    }

    /// Whether following `chain` (`events`, `count`) from a value of `type` reaches
    /// state that changes: a `var` that is observed or written after `init`. A
    /// `let` of a class type is followed; a `let` of anything else cannot change.
    private func isMutable(chain: [String], of type: String) -> Bool {
        var owner = type
        for member in chain.prefix(3) {
            guard let typeFacts = facts.facts(owner), typeFacts.kinds == [.class],
                  let stored = storedProperties(of: typeFacts).first(where: { $0.name == member }) else { return false }
            if !stored.isConstant { return changes(member, of: owner) }
            guard let next = propertyType(member, of: owner) else { return false }
            owner = next
        }
        return false
    }

    /// A type's stored instance properties (not computed, not static), with `let` or `var`,
    /// in declaration order. Read from the outlines when a rule asks: the few classes with their
    /// own `==` need them, and a list kept for every type cost an array per type.
    private func storedProperties(of typeFacts: TypeFacts.Facts) -> [(name: String, isConstant: Bool)] {
        typeFacts.properties.compactMap { reference in
            let property = project.files[reference.file].outline.properties[reference.property]
            return property.isStatic || property.isComputed ? nil : (property.name, property.isConstant)
        }
    }

    private func propertyType(_ member: String, of owner: String) -> String? {
        guard let reference = facts.facts(owner)?.properties.first(where: { reference in
            project.files[reference.file].outline.properties[reference.property].name == member
        }), let written = project.files[reference.file].outline.properties[reference.property].type else { return nil }
        return NavigationModel.namedType(written, facts: facts)
    }
}
