/// The project's navigation as the rules see it: builder units and what they
/// contain, and the trail of every stack. Built once per run.
public struct NavigationModel: Sendable {
    public let facts: TypeFacts
    public let files: [FileNavigation]
    /// Every builder unit of the project; ids are indices.
    public let units: [BuilderUnit]
    /// For each unit: its items, in source order.
    public let items: [[UnitItem]]
    /// Every stack outside previews that sits in a builder unit.
    public private(set) var trails: [StackTrail] = []
    /// Per file: the ids of its units, and the indices of the trails whose stack is in it (one per stack).
    public private(set) var unitsByFile: [[Int]] = []
    public private(set) var trailsByFile: [[Int]] = []
    /// Per file: where typed paths' element types are written (for `model_as_route`).
    public private(set) var pathElementsByFile: [[SourceRef]] = []
    /// The element type of the typed path of the stack each value link is on.
    public private(set) var valueLinkElements: [SourceRef: String] = [:]
    public private(set) var registrationVerdicts = RegistrationVerdicts.empty
    /// Where each stack's path is written (by its declaration), in source order.
    public private(set) var pathWrites: [PropertyRef: [PathWrite]] = [:]
    /// Which types each stack registers, and which stacks each push lands on.
    public private(set) var destinations = DestinationCoverage.empty
    public private(set) var nestedStacks: [SourceRef: NestedStackVerdict] = [:]
    public private(set) var closureLinks: [SourceRef: ClosureLinkVerdict] = [:]
    /// Types used as routes (resolved names).
    public private(set) var routeTypes: Set<String> = []
    /// The properties that hold a navigation path.
    public private(set) var pathDeclarations: Set<PropertyRef> = []
    /// Types registered with `navigationDestination(for:)` anywhere (last name, aliases resolved).
    public private(set) var registeredTypes: Set<String> = []
    /// Some registration's type cannot be told (a generic helper): rules that need the full set stay silent.
    public private(set) var registersUnresolvedType = false
    /// Names of properties presentations are bound to (`sheet`, `showingEditor`).
    public private(set) var presentationProperties: Set<String> = []
    /// Types bound to a `List(selection:)` (a sidebar's selection, not a push).
    public private(set) var selectionTypes: Set<String> = []
    /// Types presented as sheet or cover items.
    public private(set) var sheetItemTypes: Set<String> = []
    /// Types that are both a sheet item and a route.
    public private(set) var sheetRouteTypes: Set<String> = []
    /// Non-view types that hold a navigation path or a presented route: routers and navigation models.
    public private(set) var navigationStateTypes: Set<String> = []
    /// `View` helpers and view modifier types that register destinations, directly or through each other.
    public private(set) var registeringWrappers: Set<String> = []
    /// What each project view type takes from its callers (content slots, values that pick branches).
    public private(set) var parameters: [String: ViewParameters] = [:]
    /// The same for `View` extension helpers that take content.
    public let helperParameters: [String: ViewParameters]
    /// Per view type: its properties that its branches test (`embedInNavigation`), which callers can set.
    let conditionSubjects: [String: Set<String>]
    /// What each unit's items hold, gathered while they were collected.
    let summaries: [UnitSummary]
    /// The properties of each view-building type, by name, as conditions need them.
    let memberTables: [String: [String: MemberProperty]]
    /// Cases of project enums that destination closures switch over, and where code builds them.
    let routeCaseNames: Set<String>
    let caseConstructions: CaseConstructions
    /// View types placed directly in a column of a `NavigationSplitView`.
    public private(set) var columnViews: Set<String> = []

    /// `body` units by type name.
    let bodyUnits: [String: [Int]]
    /// Other builder members by owner type, then name.
    let memberUnits: [String: [String: [Int]]]
    /// `View` extension helpers by name.
    let helperUnits: [String: [Int]]
    /// View-building members of non-view types, by name.
    let foreignMemberUnits: [String: [Int]]
    /// Each file's folder path, split, for choosing the nearest of same-named declarations.
    let folders: [[Substring]]

    public let options: NavigationOptions

    public init(files sources: [SourceFile], jobs: Int = 1, options: NavigationOptions = NavigationOptions()) {
        self.options = options
        let facts = TypeFacts(files: sources)
        self.facts = facts
        let files = parallelMap(count: sources.count, jobs: jobs) { index in
            FileNavigation(index: index, source: sources[index], facts: facts)
        }
        var units: [BuilderUnit] = []
        var bodies: [String: [Int]] = [:], members: [String: [String: [Int]]] = [:], helpers: [String: [Int]] = [:]
        for index in files.indices {
            for unit in files[index].units {
                let id = units.count
                units.append(unit)
                switch unit.kind {
                case .body: bodies[unit.ownerType ?? "", default: []].append(id)
                case .member: members[unit.ownerType ?? "", default: [:]][unit.name, default: []].append(id)
                case .helper: helpers[unit.name, default: []].append(id)
                }
            }
        }
        bodyUnits = bodies
        memberUnits = members
        helperUnits = helpers
        folders = parallelMap(count: sources.count, jobs: jobs) { Array(sources[$0].path.split(separator: "/").dropLast()) }
        self.units = units
        let frozenFiles = files, unitList = units
        let frozenBodies = bodies, frozenMembers = members, frozenHelpers = helpers
        // Generic views whose body is in the sources can take content: what any other is handed stays where it is written.
        let generic = bodies.keys.filter { name in
            facts.byName[name].map { !($0.genericParameters.isEmpty && $0.enclosingGenericParameters.isEmpty) } == true
        }
        let contentTaking = Self.viewParameters(of: generic, files: files, facts: facts, jobs: jobs)
        let parameters = contentTaking
        var names = NavigationVocabulary(
            presentations: Self.presentationNames(units: units, files: files, facts: facts,
                                                  configured: options.presentationModifiers, jobs: jobs),
            lazyContainers: SwiftUINames.lazyContainers.union(options.lazyContainers))
        names.stacks.formUnion(SwiftUINames.knownStackWrappers)
        names.parameters = parameters
        names.helperParameters = Self.helperParameters(units: units, files: files)
        helperParameters = names.helperParameters
        let vocabulary = names
        // View-building members of types that are not views: a route enum's `destination`.
        var foreign: [String: [Int]] = [:]
        for (id, unit) in units.enumerated() where unit.kind == .member {
            guard let owner = unit.ownerType, bodies[owner] == nil, !facts.isView(owner) else { continue }
            foreign[unit.name, default: []].append(id)
        }
        let frozenForeign = foreign
        let foreignNames = Set(foreign.keys)

        let collected = parallelMap(count: units.count, jobs: jobs) { id -> ([UnitItem], UnitSummary) in
            let unit = unitList[id]
            let ownMembers = unit.ownerType.flatMap { frozenMembers[$0] } ?? [:]
            let tokens = frozenFiles[unit.file].source.tokens
            let unitItems = UnitItem.collect(in: unit, file: frozenFiles[unit.file], facts: facts, vocabulary: vocabulary,
                                             ownMembers: Set(ownMembers.keys), foreignMembers: foreignNames,
                                             member: { name, owner in
                                                 Self.memberProperty(name, of: owner, files: frozenFiles, facts: facts)
                                             }) { call in
                Self.referenceTarget(call, ownMembers: ownMembers, bodies: frozenBodies, helpers: frozenHelpers,
                                     foreign: frozenForeign, tokens: tokens)
            }
            return (unitItems, UnitSummary(unitItems, unit: unit))
        }
        items = collected.map(\.0)
        summaries = collected.map(\.1)
        foreignMemberUnits = frozenForeign
        self.files = frozenFiles
        var caseNames = Set<String>()
        var subjects: [String: Set<String>] = [:]
        for (id, summary) in summaries.enumerated() {
            caseNames.formUnion(summary.routeCases)
            columnViews.formUnion(summary.columnViews)
            if !summary.conditionSubjects.isEmpty, let owner = unitList[id].ownerType {
                subjects[owner, default: []].formUnion(summary.conditionSubjects)
            }
        }
        // Only cases a project enum declares can be known never to be built.
        let candidates = caseNames.filter { facts.enumsByCase[$0] != nil }
        routeCaseNames = candidates
        var unitsOfFile = [[Int]](repeating: [], count: frozenFiles.count)
        for (id, unit) in unitList.enumerated() { unitsOfFile[unit.file].append(id) }
        caseConstructions = Self.caseConstructions(candidates, files: frozenFiles, units: unitList, unitsByFile: unitsOfFile,
                                                   jobs: jobs)
        conditionSubjects = subjects
        memberTables = Self.memberTables(of: subjects.keys.sorted(), files: frozenFiles, facts: facts, jobs: jobs)
        // Views whose branches test their properties: what their callers pass picks the branch.
        self.parameters = contentTaking.merging(
            Self.viewParameters(of: subjects.keys.filter { contentTaking[$0] == nil }, files: files, facts: facts,
                                jobs: jobs)) { first, _ in first }
        // Every stored property is set by now, so the trails can be followed on a
        // copy of the model, in parallel: each reads only what is settled above.
        let settled = self
        let seeds = settled.trailSeeds()
        let trails = parallelMap(count: seeds.count, jobs: jobs) { index in settled.trail(from: seeds[index]) }
        self.trails = trails.compactMap { $0 }.sorted { ($0.stack, $0.siteOrder) < ($1.stack, $1.siteOrder) }
        var unitIndex = [[Int]](repeating: [], count: files.count)
        for (id, unit) in units.enumerated() { unitIndex[unit.file].append(id) }
        unitsByFile = unitIndex
        // Each stack once (a content-taking view's stack has a trail per caller), split views not at all.
        var trailIndex = [[Int]](repeating: [], count: files.count)
        var indexed = Set<SourceRef>()
        for (index, trail) in self.trails.enumerated() where trail.kind != .splitView && indexed.insert(trail.stack).inserted {
            trailIndex[trail.stack.file].append(index)
        }
        trailsByFile = trailIndex
        var elements = [[SourceRef]](repeating: [], count: files.count)
        var linkElements: [SourceRef: String] = [:]
        for trail in self.trails where !trail.isExternal {
            guard case .typed(let element, let token) = trail.path else { continue }
            if let token, !elements[token.file].contains(token) { elements[token.file].append(token) }
            let resolved = TypeFacts.lastComponent(facts.resolve(element))
            for link in trail.valueLinks where linkElements[link] == nil { linkElements[link] = resolved }
        }
        pathElementsByFile = elements
        valueLinkElements = linkElements
        let writes = Self.pathWrites(Set(self.trails.compactMap(\.pathDeclaration)), files: files, facts: facts, jobs: jobs)
        pathWrites = writes
        let landing = writes.compactMapValues { list -> [PathWrite]? in
            let typed = list.filter(\.landsOnAnyScreen).map { write in
                var write = write
                write.pushedType = write.pushedValue.flatMap { pushedType(of: $0, inFile: write.at.file) }
                return write
            }
            return typed.isEmpty ? nil : typed
        }
        closureLinks = closureLinkVerdicts(landingWrites: landing)
        registrationVerdicts = RegistrationVerdicts(model: self)
        destinations = DestinationCoverage(model: self)
        nestedStacks = Self.nestedStackVerdicts(self.trails)
        registeringWrappers = Self.registeringWrappers(units: units, items: items, facts: facts)
        let model = self
        (registeredTypes, registersUnresolvedType) = Self.registeredTypes(files: files, facts: facts) { call, file in
            model.registeredType(call: call, file: file)
        }
        presentationProperties = Self.presentationPropertyNames(files: files, jobs: jobs)
        selectionTypes = Self.selectionTypes(files: files, facts: facts, jobs: jobs)
        sheetItemTypes = Self.sheetItemTypes(files: files, facts: facts)
        routeTypes = Self.routeTypes(files: files, trails: self.trails, facts: facts, options: options,
                                     sheetItems: sheetItemTypes, jobs: jobs) { call, file in
            model.registeredType(call: call, file: file)
        }
        sheetRouteTypes = sheetItemTypes.intersection(routeTypes)
        pathDeclarations = Self.pathDeclarations(files: files, facts: facts, routeTypes: routeTypes, jobs: jobs)
        navigationStateTypes = Self.navigationStateTypes(files: files, facts: facts, pathDeclarations: pathDeclarations,
                                                         presentationProperties: presentationProperties,
                                                         sheetItems: sheetItemTypes, jobs: jobs)
    }

    /// SwiftUI's presentation modifiers, plus the project's own wrappers of
    /// them: a `View` helper that takes content and (itself, or through a view
    /// modifier or another helper) presents it, like `sheet2(isPresented:content:)`.
    static func presentationNames(units: [BuilderUnit], files: [FileNavigation], facts: TypeFacts,
                                  configured: Set<String>, jobs: Int) -> Set<String> {
        var names = SwiftUINames.presentations.union(configured).union(hostingPresenters(files: files, jobs: jobs))
        let candidates = units.filter { unit in
            unit.kind == .helper ? unit.takesContent
                : unit.kind == .body && unit.ownerType.map { facts.conforms($0, to: "ViewModifier") } == true
        }
        for _ in 0..<4 {
            var grew = false
            for unit in candidates {
                let name = unit.kind == .helper ? unit.name : unit.ownerType ?? ""
                guard !names.contains(name) else { continue }
                let outline = files[unit.file].source.outline
                let scope = outline.scopes[unit.scope]
                var index = UnitItem.firstCall(atOrAfter: scope.open, in: outline)
                while index < outline.calls.count, outline.calls[index].nameToken < scope.close {
                    if names.contains(outline.calls[index].name) { names.insert(name); grew = true; break }
                    index += 1
                }
            }
            if !grew { break }
        }
        return names
    }

    static func registeringWrappers(units: [BuilderUnit], items: [[UnitItem]], facts: TypeFacts) -> Set<String> {
        var names = Set<String>()
        for _ in 0..<8 {
            var grew = false
            for (id, unit) in units.enumerated() {
                let name: String
                if unit.kind == .helper {
                    name = unit.name
                } else if unit.kind == .body, let owner = unit.ownerType, facts.conforms(owner, to: "ViewModifier") {
                    name = owner
                } else {
                    continue
                }
                guard !names.contains(name) else { continue }
                let registers = items[id].contains { item in
                    if item.kind == .registration { return true }
                    if case .reference(let referenced, let target) = item.kind, target == .helper || target == .type {
                        return names.contains(referenced)
                    }
                    return false
                }
                if registers { names.insert(name); grew = true }
            }
            if !grew { break }
        }
        return names
    }

    static func referenceTarget(_ call: CallSite, ownMembers: [String: [Int]], bodies: [String: [Int]],
                                helpers: [String: [Int]], foreign: [String: [Int]],
                                tokens: SyntaxTokens) -> UnitItem.ReferenceTarget? {
        var isSelf = false
        if case .expression(let range) = call.receiver {
            isSelf = range.lowerBound == range.upperBound && tokens.isWord(range.lowerBound, "self")
        }
        if call.receiver == .none && bodies[call.name] != nil { return .type }
        if (call.receiver == .none || isSelf) && ownMembers[call.name] != nil { return .member }
        if helpers[call.name] != nil { return .helper }
        if case .expression = call.receiver, !isSelf, foreign[call.name] != nil { return .foreignMember }
        return nil
    }

    /// The units a reference from unit `from` reaches.
    func resolve(_ name: String, _ target: UnitItem.ReferenceTarget, from: Int, receiverType: String? = nil) -> [Int] {
        var candidates: [Int]
        switch target {
        case .type: candidates = bodyUnits[name] ?? []
        case .member: candidates = units[from].ownerType.flatMap { memberUnits[$0]?[name] } ?? []
        case .helper: candidates = helperUnits[name] ?? []
        case .foreignMember:
            candidates = foreignMemberUnits[name] ?? []
            // `route.view` is the `view` of the type the destination registers, when the sources declare it.
            if let receiverType {
                let owner = TypeFacts.lastComponent(facts.resolve(receiverType))
                let owned = candidates.filter { units[$0].ownerType == owner }
                if !owned.isEmpty { candidates = owned }
            }
        }
        return nearest(candidates, to: units[from].file)
    }

    /// Of several declarations with one name (a `DetailView` in each of two
    /// modules), the ones closest to the referring file in the folder tree:
    /// the same file, else the longest shared folder prefix. Without modules
    /// to go by, that is the one a reader would assume — and it keeps a
    /// repository with many same-named views from fanning every trail out.
    func nearest(_ candidates: [Int], to file: Int) -> [Int] {
        guard candidates.count > 1 else { return candidates }
        let here = folders[file]
        var best: [Int] = []
        var bestScore = -1
        for candidate in candidates {
            let there = folders[units[candidate].file]
            var shared = 0
            while shared < here.count && shared < there.count && here[shared] == there[shared] { shared += 1 }
            let score = units[candidate].file == file ? Int.max : shared
            if score > bestScore {
                best = [candidate]
                bestScore = score
            } else if score == bestScore {
                best.append(candidate)
            }
        }
        return best
    }

    /// The builder unit a token of a file lies in, if any.
    public func unit(containing token: Int, inFile file: Int) -> Int? {
        // The file's units are sorted by scope, so the last one around the token is the innermost.
        let outline = files[file].source.outline
        var best: Int?
        for id in unitsByFile.isEmpty ? units.indices.filter({ units[$0].file == file }) : unitsByFile[file] {
            let scope = outline.scopes[units[id].scope]
            if scope.open < token && token < scope.close { best = id }
        }
        return best
    }
}
