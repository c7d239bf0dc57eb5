/// The project's navigation as the rules see it: builder units and what they
/// contain, and the trail of every stack. Built once per run.
package struct NavigationModel: Sendable {
    package let facts: TypeFacts
    package let files: [FileNavigation]
    /// Every builder unit of the project; ids are indices.
    package let units: [BuilderUnit]
    /// For each unit: its items, in source order.
    package let items: [[UnitItem]]
    /// Per unit: for each stack call in it, the items placed inside that stack, in order. A
    /// trail walk that starts at a stack reads these, not every item of a unit that holds
    /// many stacks (a tab view with a stack per tab).
    let itemsUnderStack: [[Int: [Int]]]
    /// Every stack outside previews that sits in a builder unit.
    package internal(set) var trails: [StackTrail] = []
    /// Per file: the ids of its units, and the indices of the trails whose stack is in it (one per stack).
    package internal(set) var unitsByFile: [[Int]] = []
    package internal(set) var trailsByFile: [[Int]] = []
    /// Per file: where typed paths' element types are written (for `model_as_route`).
    package internal(set) var pathElementsByFile: [[SourceRef]] = []
    /// The element type of the typed path of the stack each value link is on.
    package internal(set) var valueLinkElements: [SourceRef: String] = [:]
    package internal(set) var registrationVerdicts = RegistrationVerdicts.empty
    /// Where each stack's path is written (by its declaration), in source order.
    package internal(set) var pathWrites: [PropertyRef: [PathWrite]] = [:]
    /// Which types each stack registers, and which stacks each push lands on.
    package internal(set) var destinations = DestinationCoverage.empty
    package internal(set) var nestedStacks: [SourceRef: NestedStackVerdict] = [:]
    package internal(set) var closureLinks: [SourceRef: ClosureLinkVerdict] = [:]
    package internal(set) var presentedDestinations: [SourceRef: PresentedDestinationVerdict] = [:]
    /// URL handlers' pushes the user may not see: onto a tab's path that nothing selects, or under a sheet.
    package internal(set) var outOfViewLinks: [OutOfViewLink] = []
    /// Restores of a saved path that can land after a cold-start link set it.
    package internal(set) var restoresOverDeepLinks: [RestoreOverDeepLink] = []
    /// Types used as routes (resolved names).
    package internal(set) var routeTypes: Set<String> = []
    /// Per view type: the `path:` arguments (`$router.path`) of the stacks it builds, in trail order.
    package internal(set) var stackPathBindingsByType: [String: [String]] = [:]
    /// Route enums and the enums their cases carry, four levels down.
    package internal(set) var routeEnumsWithCarried: Set<String> = []
    /// Routes on saved paths and the enums they carry, with where each is saved.
    package internal(set) var savedRoutesWithCarried: [String: SourceRef?] = [:]
    /// Every route (and saved one) and the enums they carry, with where each is saved, if it is.
    package internal(set) var allRoutesWithCarried: [String: SourceRef?] = [:]
    /// The properties that hold a navigation path.
    package internal(set) var pathDeclarations: Set<PropertyRef> = []
    /// Where paths are saved and restored, and which routes that encodes.
    package internal(set) var pathPersistence = PathPersistence.none
    /// Types registered with `navigationDestination(for:)` anywhere (last name, aliases resolved).
    package internal(set) var registeredTypes: Set<String> = []
    /// Some registration's type cannot be told (a generic helper): rules that need the full set stay silent.
    package internal(set) var registersUnresolvedType = false
    /// Names of properties presentations are bound to (`sheet`, `showingEditor`).
    package internal(set) var presentationProperties: Set<String> = []
    /// Types bound to a `List(selection:)` (a sidebar's selection, not a push).
    package internal(set) var selectionTypes: Set<String> = []
    /// Project types presented as sheet or cover items.
    package internal(set) var sheetItemTypes: Set<String> = []
    /// The property each `.sheet(item:)` / `.fullScreenCover(item:)` binding
    /// names, with the project type it holds.
    package internal(set) var sheetItemProperties: [PropertyRef: String] = [:]
    /// Where each sheet item property is presented (the `.sheet(item:)` calls).
    package internal(set) var sheetItemPresenters: [PropertyRef: [SourceRef]] = [:]
    /// The project sets NavigationBackport's policy to something but `.never` other than on a backport stack itself.
    package internal(set) var backportOptInElsewhere = false
    /// For each property a presentation is bound to, the paths of the stacks its content builds.
    package internal(set) var presentedStackPaths: [PropertyRef: Set<PropertyRef>] = [:]
    /// Types that are both a sheet item and a route.
    package internal(set) var sheetRouteTypes: Set<String> = []
    /// Types registered on stacks bound to a saved or restored `NavigationPath`, with where it is saved.
    package internal(set) var routesOnSavedPaths: [String: SourceRef] = [:]
    /// Every route type a saved or restored path holds (those, encoded `[Route]`s, the enums they carry).
    package internal(set) var persistedRoutes: [String: SourceRef] = [:]
    /// Properties URL handlers store a parsed route in, for an observer to push later.
    package internal(set) var pendingDeepLinkProperties: Set<PropertyRef> = []
    /// Non-view types that hold navigation state (a path, a presented item or
    /// flag): routers and navigation models, each with the stored property
    /// that holds it when an object one or two levels deeper does.
    package internal(set) var navigationStateHolders: [String: String?] = [:]
    /// Top-level code that only previews and tests read, worked out when first read.
    package let previewOnlyCode: PreviewOnlyCodeOnDemand
    package var previewOnly: PreviewOnlyCode { previewOnlyCode.value }
    /// What rules read file by file, split by file once the phases are done.
    package internal(set) var perFile = PerFileFacts()
    /// Globals and static properties that share a navigation-state object, with its type.
    package internal(set) var sharedNavigationState: [PropertyRef: String] = [:]
    /// `View` helpers and view modifier types that register destinations, directly or through each other.
    package internal(set) var registeringWrappers: Set<String> = []
    /// The same names, looked up by a call's name token: a project with a wrapper
    /// per feature module has more of them than most files call names.
    package internal(set) var registeringWrapperNames = TokenNameTable([])
    /// The project's helpers and view modifiers that hide the navigation bar.
    let barHidingWrappers: BarHidingWrappers
    /// What each project view type takes from its callers (content slots, values that pick branches).
    package internal(set) var parameters: [String: ViewParameters] = [:]
    /// The same for `View` extension helpers that take content.
    package let helperParameters: [String: ViewParameters]
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
    package internal(set) var columnViews: Set<String> = []

    /// `body` units by type name.
    let bodyUnits: [String: [Int]]
    /// Other builder members by owner type, then name.
    let memberUnits: [String: [String: [Int]]]
    /// `View` extension helpers by name.
    let helperUnits: [String: [Int]]
    /// View-building members of non-view types, by name.
    let foreignMemberUnits: [String: [Int]]
    /// For names with many units (a `Home` in every module), the units by folder, keyed as
    /// `resolve` asks: `b:`/`h:`/`f:` and the name, or `m:`, the owner, `.` and the name.
    let nearestIndexes: [String: NearestByFolder]
    /// Each file's folder path, split, for choosing the nearest of same-named declarations.

    package let options: NavigationOptions

    /// Builds the model in named phases. Phases 1–4 read declarations and set
    /// what never changes after; from phase 5 on, every stored property is set,
    /// so the trails can be followed on a copy of the model, in parallel.
    /// How long each phase of `init` took, in order: where a large project's time goes
    /// (`NAVLINT_TIMINGS=1` prints it).
    package private(set) var phaseTimes: [(phase: String, duration: Duration)] = []

    package init(files sources: [SourceFile], jobs: Int = 1, options: NavigationOptions = NavigationOptions()) {
        self.options = options
        let clock = ContinuousClock()
        var last = clock.now
        var times: [(phase: String, duration: Duration)] = []
        func mark(_ phase: String) {
            let now = clock.now
            times.append((phase, now - last))
            last = now
        }
        // 1. Declarations: type facts, each file's builder units, the units by name
        //    (timed in three parts: "type facts", "file units", "declarations").
        let facts = TypeFacts(files: sources, jobs: jobs)
        mark("type facts")
        let files = parallelMap(count: sources.count, jobs: jobs) { index in
            FileNavigation(index: index, source: sources[index], facts: facts)
        }
        mark("file units")
        let index = UnitIndex(files: files, facts: facts, jobs: jobs)
        self.facts = facts
        self.files = files
        previewOnlyCode = PreviewOnlyCodeOnDemand(files: files, jobs: jobs)
        units = index.units
        bodyUnits = index.bodies
        memberUnits = index.members
        helperUnits = index.helpers
        foreignMemberUnits = index.foreign
        unitsByFile = index.unitsByFile
        nearestIndexes = Self.nearestIndexes(index, prefixes: facts.folderPrefixes)
        mark("declarations")
        // 2. Vocabulary: which calls are stacks, presentations, content-taking views and helpers.
        let vocabulary = Self.vocabulary(index: index, files: files, facts: facts, options: options, jobs: jobs)
        helperParameters = vocabulary.helperParameters
        barHidingWrappers = Self.barHidingWrappers(index: index, files: files, facts: facts)
        mark("vocabulary")
        // 3. Placements: what each unit places, under which steps and conditions.
        let collected = Self.placements(index: index, files: files, facts: facts, vocabulary: vocabulary, jobs: jobs)
        items = collected.map(\.items)
        itemsUnderStack = collected.map(\.underStack)
        summaries = collected.map(\.summary)
        mark("placements")
        // 4. What callers decide: the properties branches test, and the route cases code builds.
        let decided = CallerDecisions(summaries: summaries, index: index, files: files, facts: facts, jobs: jobs)
        conditionSubjects = decided.subjects
        memberTables = decided.memberTables
        routeCaseNames = decided.routeCases
        caseConstructions = decided.constructions
        columnViews = decided.columnViews
        parameters = vocabulary.parameters.merging(
            Self.viewParameters(of: decided.subjects.keys.filter { vocabulary.parameters[$0] == nil }, files: files,
                                facts: facts, jobs: jobs)) { first, _ in first }
        mark("callers")
        // 5. Trails: every stack's trail, and the indexes the rules look them up by.
        followTrails(jobs: jobs)
        mark("trails")
        // 6. Verdicts of the error rules on the trails, and
        // 7. project-wide facts about routes and paths, for the warning rules: side by side.
        judgeTrailsAndGatherRouteFacts(jobs: jobs)
        perFile = PerFileFacts(self)
        mark("verdicts and route facts")
        phaseTimes = times
    }

    /// SwiftUI's presentation modifiers, plus the project's own wrappers of
    /// them: a `View` helper that takes content and (itself, or through a view
    /// modifier or another helper) presents it, like `sheet2(isPresented:content:)`.
    static func presentationNames(units: [BuilderUnit], files: [FileNavigation], facts: TypeFacts,
                                  configured: Set<String>, jobs: Int) -> Set<String> {
        var names = SwiftUINames.presentations.union(configured).union(hostingPresenters(files: files, jobs: jobs))
        // In parallel: a conformance costs three lookups by name, for each of tens of thousands of bodies.
        let isCandidate = parallelMap(count: units.count, jobs: jobs) { id in
            let unit = units[id]
            return unit.kind == .helper ? unit.takesContent
                : unit.kind == .body && unit.ownerType.map { facts.conforms($0, to: "ViewModifier") } == true
        }
        let candidates = units.indices.filter { isCandidate[$0] }.map { units[$0] }
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
                                helpers: [String: [Int]], foreign: [String: [Int]], tokens: SyntaxTokens,
                                fitsHelper: (CallSite) -> Bool = { _ in true }) -> UnitItem.ReferenceTarget? {
        var isSelf = false
        if case .expression(let range) = call.receiver {
            isSelf = range.lowerBound == range.upperBound && tokens.isWord(range.lowerBound, "self")
        }
        if call.receiver == .none && bodies[call.name] != nil { return .type }
        if (call.receiver == .none || isSelf) && ownMembers[call.name] != nil { return .member }
        if helpers[call.name] != nil && fitsHelper(call) { return .helper }
        if case .expression = call.receiver, !isSelf, foreign[call.name] != nil { return .foreignMember }
        return nil
    }

    /// The units a reference from unit `from` reaches.
    func resolve(_ name: String, _ target: UnitItem.ReferenceTarget, from: Int, receiverType: String? = nil) -> [Int] {
        var candidates: [Int]
        let owner = target == .member ? units[from].ownerType : nil
        switch target {
        case .type: candidates = bodyUnits[name] ?? []
        case .member: candidates = owner.flatMap { memberUnits[$0]?[name] } ?? []
        case .helper:
            candidates = helperUnits[name] ?? []
            // Overloads by the value's type (`build(_: PathDestination)`, `build(_: SheetDestination)`):
            // a helper handed a destination closure's value is the one taking the registered type.
            if let receiverType, candidates.count > 1 {
                let registered = TypeFacts.lastComponent(facts.resolve(receiverType))
                let taking = candidates.filter { firstParameterType(of: $0) == registered }
                if !taking.isEmpty && taking.count < candidates.count { return nearest(taking, to: units[from].file) }
            }
        case .foreignMember:
            candidates = foreignMemberUnits[name] ?? []
            // `route.view` is the `view` of the type the destination registers, when the sources declare it.
            if let receiverType, candidates.count > 1 {
                let registered = TypeFacts.lastComponent(facts.resolve(receiverType))
                let owned = candidates.filter { units[$0].ownerType == registered }
                // A narrowed list has no folder index of its own.
                if !owned.isEmpty && owned.count < candidates.count { return nearest(owned, to: units[from].file) }
            }
        }
        // The index's key is spelled only when there are enough candidates to have one.
        if candidates.count >= NearestByFolder.minimumCandidates,
           let index = nearestIndexes[Self.folderIndexKey(target, name: name, owner: owner)] {
            return index.nearest(to: units[from].file, prefixes: facts.folderPrefixes).map { candidates[$0] }
        }
        return nearest(candidates, to: units[from].file)
    }

    /// The type (last name, aliases resolved) of a helper unit's first parameter.
    private func firstParameterType(of unit: Int) -> String? {
        let outline = files[units[unit].file].source.outline
        guard case .functionBody(let function) = outline.scopes[units[unit].scope].kind,
              let parameter = outline.functions[function].parameters.first else { return nil }
        return TypeFacts.lastComponent(facts.resolve(parameter.type))
    }

    /// Where `nearestIndexes` files the candidates of a reference.
    static func folderIndexKey(_ target: UnitItem.ReferenceTarget, name: String, owner: String?) -> String {
        switch target {
        case .type: return "b:" + name
        case .member: return "m:" + (owner ?? "") + "." + name
        case .helper: return "h:" + name
        case .foreignMember: return "f:" + name
        }
    }

    /// A folder index for every candidate list `resolve` would otherwise scan in full.
    static func nearestIndexes(_ index: UnitIndex, prefixes: FolderPrefixes) -> [String: NearestByFolder] {
        var indexes: [String: NearestByFolder] = [:]
        func add(_ key: String, _ candidates: [Int]) {
            guard candidates.count >= NearestByFolder.minimumCandidates else { return }
            indexes[key] = NearestByFolder(files: candidates.map { index.units[$0].file }, prefixes: prefixes)
        }
        for (name, candidates) in index.bodies { add(folderIndexKey(.type, name: name, owner: nil), candidates) }
        for (name, candidates) in index.helpers { add(folderIndexKey(.helper, name: name, owner: nil), candidates) }
        for (name, candidates) in index.foreign { add(folderIndexKey(.foreignMember, name: name, owner: nil), candidates) }
        for (owner, members) in index.members {
            for (name, candidates) in members { add(folderIndexKey(.member, name: name, owner: owner), candidates) }
        }
        return indexes
    }

    /// Of several declarations with one name (a `DetailView` in each of two
    /// modules), the ones closest to the referring file in the folder tree:
    /// the same file, else the longest shared folder prefix. Without modules
    /// to go by, that is the one a reader would assume — and it keeps a
    /// repository with many same-named views from fanning every trail out.
    func nearest(_ candidates: [Int], to file: Int) -> [Int] {
        guard candidates.count > 1 else { return candidates }
        var best: [Int] = []
        var bestScore = -1
        for candidate in candidates {
            let there = units[candidate].file
            let score = there == file ? Int.max : facts.folderPrefixes.sharedFolders(file, there)
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
    package func unit(containing token: Int, inFile file: Int) -> Int? {
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
