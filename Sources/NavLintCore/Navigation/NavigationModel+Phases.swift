/// The phases `NavigationModel.init` runs, in order. Each reads only what the
/// phases before it settled.
extension NavigationModel {
    /// Phase 1: every builder unit of the project, by what a reference to it names.
    struct UnitIndex: Sendable {
        var units: [BuilderUnit] = []
        /// `body` units by type name.
        var bodies: [String: [Int]] = [:]
        /// Other builder members by owner type, then name.
        var members: [String: [String: [Int]]] = [:]
        /// `View` extension helpers by name.
        var helpers: [String: [Int]] = [:]
        /// View-building members of types that are not views (a route enum's `destination`), by name.
        var foreign: [String: [Int]] = [:]
        var unitsByFile: [[Int]]
        /// Every name a call can reach a unit by (bodies, members, helpers, foreign
        /// members), looked up by the call's name token: most calls name none of
        /// them (`Text`, `padding`), and answering so from the token's bytes spares
        /// hashing the name as a `String` for each of the four tables.
        var unitNames = TokenNameTable([])

        init(files: [FileNavigation], facts: TypeFacts, jobs: Int) {
            unitsByFile = [[Int]](repeating: [], count: files.count)
            // Sized once: grown by appending, the list kept up to half its capacity
            // unused for the whole run (a tenth of the peak on a dense project).
            units.reserveCapacity(files.reduce(0) { $0 + $1.units.count })
            for file in files {
                // A file's units are numbered together: its list is made once, at its size.
                let first = units.count
                units += file.units
                unitsByFile[file.index] = Array(first..<units.count)
            }
            // The tables by name need only the units: the three parts are built side by side.
            let units = self.units
            let tables = parallelMap(count: 3, jobs: jobs) { part in
                var tables = UnitIndex()
                switch part {
                case 0: tables.indexBodies(of: units, facts: facts)
                case 1: tables.indexMembers(of: units)
                default: tables.indexHelpers(of: units)
                }
                return tables
            }
            (bodies, foreign) = (tables[0].bodies, tables[0].foreign)
            members = tables[1].members
            (helpers, unitNames) = (tables[2].helpers, tables[2].unitNames)
        }

        /// Empty tables, for one part of the index to fill.
        private init() { unitsByFile = [] }

        // Each part reads the units' fields in place (`units[id].kind`): a
        // `for (id, unit) in units.enumerated()` copied every unit, and retained
        // its strings, once per pass.

        /// `body` units by type, and members of types that are not views.
        private mutating func indexBodies(of units: [BuilderUnit], facts: TypeFacts) {
            for id in units.indices where units[id].kind == .body {
                bodies[units[id].ownerType ?? "", default: []].append(id)
            }
            for id in units.indices where units[id].kind == .member {
                guard let owner = units[id].ownerType, bodies[owner] == nil, !facts.isView(owner) else { continue }
                foreign[units[id].name, default: []].append(id)
            }
        }

        private mutating func indexMembers(of units: [BuilderUnit]) {
            for id in units.indices where units[id].kind == .member {
                members[units[id].ownerType ?? "", default: [:]][units[id].name, default: []].append(id)
            }
        }

        /// Helpers by name, and every name a call can reach a unit by.
        private mutating func indexHelpers(of units: [BuilderUnit]) {
            // Members, helpers and foreign members are keyed by their own names; bodies by their types.
            var names: [String] = []
            names.reserveCapacity(units.count * 2)
            for id in units.indices {
                names.append(units[id].name)
                switch units[id].kind {
                case .helper: helpers[units[id].name, default: []].append(id)
                case .body: names.append(units[id].ownerType ?? "")
                case .member: break
                }
            }
            unitNames = TokenNameTable(names)
        }

        /// Whether a call could name a unit: false means surely not.
        func mayName(_ call: Int, in file: SourceFile) -> Bool {
            unitNames.id(of: file.tokens[file.outline.calls[call].nameToken], in: file.bytes) != nil
        }
    }

    /// Phase 2: the calls that mean something to navigation. Generic views whose
    /// body is in the sources can take content; what any other is handed stays
    /// where it is written.
    static func vocabulary(index: UnitIndex, files: [FileNavigation], facts: TypeFacts, options: NavigationOptions,
                           jobs: Int) -> NavigationVocabulary {
        let generic = index.bodies.keys.filter { name in
            facts.byName[name].map { !($0.genericParameters.isEmpty && $0.enclosingGenericParameters.isEmpty) } == true
        }
        var vocabulary = NavigationVocabulary(
            presentations: presentationNames(units: index.units, files: files, facts: facts,
                                             configured: options.presentationModifiers, jobs: jobs),
            lazyContainers: SwiftUINames.lazyContainers.union(SwiftUINames.rowBuilders).union(options.lazyContainers))
        vocabulary.stacks.formUnion(SwiftUINames.knownStackWrappers)
        vocabulary.parameters = viewParameters(of: generic, files: files, facts: facts, jobs: jobs)
        vocabulary.helperParameters = helperParameters(units: index.units, files: files)
        vocabulary.enumsByCase = facts.enumsByCase
        return vocabulary
    }

    /// Phase 3: each unit's items (what it places, and the steps and conditions
    /// on the way there), the items under each stack and their summary, per
    /// unit in parallel.
    static func placements(index: UnitIndex, files: [FileNavigation], facts: TypeFacts, vocabulary: NavigationVocabulary,
                           jobs: Int) -> [(items: [UnitItem], underStack: [Int: [Int]], summary: UnitSummary)] {
        let foreignNames = Set(index.foreign.keys)
        let members = MemberLookup(files: files, facts: facts)
        let helperSignatures = Self.helperSignatures(index: index, files: files)
        return parallelMap(count: index.units.count, jobs: jobs) { id in
            let unit = index.units[id]
            let ownMembers = unit.ownerType.flatMap { index.members[$0] } ?? [:]
            let source = files[unit.file].source
            let items = UnitItem.collect(in: unit, file: files[unit.file], facts: facts, vocabulary: vocabulary,
                                         ownMembers: Set(ownMembers.keys), foreignMembers: foreignNames,
                                         unitNames: index.unitNames,
                                         member: { name, owner in members.property(name, of: owner) }
            ) { call in
                guard index.mayName(call, in: source) else { return nil }
                return referenceTarget(source.outline.calls[call], ownMembers: ownMembers, bodies: index.bodies,
                                       helpers: index.helpers, foreign: index.foreign, tokens: source.tokens) { site in
                    helperSignatures[site.name]?.contains { ViewParameters.fits(site, in: source.outline, $0) } ?? true
                }
            }
            return (items, itemsUnderStack(items), UnitSummary(items, unit: unit))
        }
    }

    /// Each `View` extension helper's parameter lists, by name: a call reaches a helper only
    /// where its arguments fit one, so SwiftUI's `.confirmationDialog("", isPresented:)` is not
    /// the project's `confirmationDialog(isModified:onCommit:)`.
    static func helperSignatures(index: UnitIndex, files: [FileNavigation])
        -> [String: [ViewParameters.Signature]] {
        var signatures: [String: [ViewParameters.Signature]] = [:]
        for ids in index.helpers.values {
            for id in ids {
                let unit = index.units[id]
                let outline = files[unit.file].source.outline
                guard case .functionBody(let function) = outline.scopes[unit.scope].kind else { continue }
                signatures[unit.name, default: []].append(outline.functions[function].parameters.map {
                    ($0.label, $0.hasDefault, $0.type.containsText("->"))
                })
            }
        }
        return signatures
    }

    /// Phase 4: what the callers of a view decide. Views whose branches test
    /// their properties (`embedInNavigation`) get those properties' declarations,
    /// so a call's arguments can pick the branch; route cases that destination
    /// closures switch over get the places code builds them, so a case nothing
    /// builds is never pushed.
    struct CallerDecisions {
        var subjects: [String: Set<String>] = [:]
        var memberTables: [String: [String: MemberProperty]] = [:]
        var routeCases: Set<String> = []
        var constructions: CaseConstructions
        var columnViews: Set<String> = []

        init(summaries: [UnitSummary], index: UnitIndex, files: [FileNavigation], facts: TypeFacts, jobs: Int) {
            var caseNames = Set<String>()
            for (id, summary) in summaries.enumerated() {
                caseNames.formUnion(summary.routeCases)
                columnViews.formUnion(summary.columnViews)
                if !summary.conditionSubjects.isEmpty, let owner = index.units[id].ownerType {
                    subjects[owner, default: []].formUnion(summary.conditionSubjects)
                }
            }
            // Only cases a project enum declares can be known never to be built.
            routeCases = caseNames.filter { facts.enumsByCase[$0] != nil }
            constructions = NavigationModel.caseConstructions(routeCases, files: files, units: index.units,
                                                              unitsByFile: index.unitsByFile, facts: facts, jobs: jobs)
            memberTables = NavigationModel.memberTables(of: subjects.keys.sorted(), files: files, facts: facts, jobs: jobs)
        }
    }

    /// Phase 5: every stack's trail, followed in parallel on a copy of the model
    /// (each reads only what phases 1–4 settled), and the indexes rules use.
    mutating func followTrails(jobs: Int) {
        let settled = self
        let seeds = settled.trailSeeds()
        let followed = parallelMap(count: seeds.count, jobs: jobs) { index in settled.trail(from: seeds[index]) }
        trails = followed.compactMap { $0 }.sorted { ($0.stack, $0.siteOrder) < ($1.stack, $1.siteOrder) }
        // Each stack once (a content-taking view's stack has a trail per caller), split views not at all.
        var trailIndex = [[Int]](repeating: [], count: files.count)
        var indexed = Set<SourceRef>()
        for (index, trail) in trails.enumerated() where trail.kind != .splitView && indexed.insert(trail.stack).inserted {
            trailIndex[trail.stack.file].append(index)
        }
        trailsByFile = trailIndex
        var elements = [[SourceRef]](repeating: [], count: files.count)
        var linkElements: [SourceRef: String] = [:]
        // Sized for every link at once: grown as it filled, the table was rehashed a dozen times.
        linkElements.reserveCapacity(trails.reduce(0) { $0 + $1.valueLinks.count })
        for trail in trails where !trail.isExternal {
            guard case .typed(let element, let token) = trail.path else { continue }
            if let token, !elements[token.file].contains(token) { elements[token.file].append(token) }
            let resolved = TypeFacts.lastComponent(facts.resolve(element))
            for link in trail.valueLinks where linkElements[link] == nil { linkElements[link] = resolved }
        }
        pathElementsByFile = elements
        valueLinkElements = linkElements
    }

    /// Phase 6: the error rules' verdicts, judged on the trails: where paths are
    /// written from, which closure links break, which registrations are
    /// duplicates or leaves, which pushes find no destination, which stacks nest,
    /// and which deep links the user may not see.
    mutating func judgeTrails(jobs: Int) {
        findPathWrites(jobs: jobs)
        judgeTrailsButDeepLinks(jobs: jobs)
        judgeDeepLinks(jobs: jobs)
    }

    /// Phase 6's first step, which the rest of it reads: where the trails' paths are written.
    mutating func findPathWrites(jobs: Int) {
        pathWrites = Self.pathWrites(Set(trails.compactMap(\.pathDeclaration)), files: files, facts: facts, jobs: jobs)
    }

    /// Phase 6 after the path writes but for the deep links, which read none of
    /// it: the two can run side by side.
    mutating func judgeTrailsButDeepLinks(jobs: Int) {
        let model = self
        let landing = pathWrites.compactMapValues { list -> [PathWrite]? in
            let typed = list.filter(\.landsOnAnyScreen).map { write in
                var write = write
                write.pushedType = write.pushedValue.flatMap { model.pushedType(of: $0, inFile: write.at.file) }
                return write
            }
            return typed.isEmpty ? nil : typed
        }
        closureLinks = closureLinkVerdicts(landingWrites: landing)
        presentedDestinations = presentedDestinationVerdicts()
        registrationVerdicts = RegistrationVerdicts(model: self)
        destinations = DestinationCoverage(model: self)
        let previewOnly = previewOnlyCode   // asked lazily: only of trails that nest a stack
        let callSites = CallSiteIndex(files: files)
        let covered = self   // with the destination coverage just worked out
        nestedStacks = Self.nestedStackVerdicts(
            trails, neverRuns: { trail in
                let site = trail.site
                return model.isBuiltOnlyOnRegularWidth(trail, callSites: callSites)
                    || previewOnly.value.contains(token: site.token, inFile: site.file)
                    || previewOnly.value.isUnreached(token: site.token, inFile: site.file)
            },
            usePlatforms: { model.platformsOfUses(ofViewHolding: $0, callSites: callSites) },
            bindsPath: { $0.path != .none || model.isBoundFlowStack($0) },
            pushesUnregisteredValue: { covered.pushesUnregisteredValue(onTrail: $0) })
        registeringWrappers = Self.registeringWrappers(units: units, items: items, facts: facts)
        registeringWrapperNames = TokenNameTable(registeringWrappers.sorted())
    }

    /// What `judgeTrailsButDeepLinks` settles, taken from a model that ran it:
    /// keep the two lists in step.
    mutating func adoptVerdicts(of judged: NavigationModel) {
        closureLinks = judged.closureLinks
        presentedDestinations = judged.presentedDestinations
        registrationVerdicts = judged.registrationVerdicts
        destinations = judged.destinations
        nestedStacks = judged.nestedStacks
        registeringWrappers = judged.registeringWrappers
        registeringWrapperNames = judged.registeringWrapperNames
    }

    /// What `judgeDeepLinks` settles, taken from a model that ran it.
    mutating func adoptDeepLinkVerdicts(of judged: NavigationModel) {
        outOfViewLinks = judged.outOfViewLinks
        restoresOverDeepLinks = judged.restoresOverDeepLinks
    }

    /// Deep links the user may not see (an unselected tab, a sheet left up) or that a restore overwrites.
    mutating func judgeDeepLinks(jobs: Int) {
        let deepLinks = deepLinkPushes()
        guard !deepLinks.isEmpty else { return }
        let callSites = CallSiteIndex(files: files)
        let tabbed = tabbedPaths()
        let modals = modalBindings()
        // One pass over the tokens for every property a handler might name through a helper.
        let names = Set(tabbed.values.compactMap(\.selection))
            .union(modals.keys.map { files[$0.file].source.outline.properties[$0.property].name })
        let assigning = Self.functionsAssigning(names, files: files, jobs: jobs)
        outOfViewLinks = (unselectedTabLinks(deepLinks, tabbed: tabbed, assigning: assigning, callSites: callSites)
            + sheetsLeftUpLinks(deepLinks, modals: modals, assigning: assigning, callSites: callSites))
            .sorted { $0.write < $1.write }
        restoresOverDeepLinks = restoresOverDeepLinks(deepLinks, callSites: callSites)
    }
}
