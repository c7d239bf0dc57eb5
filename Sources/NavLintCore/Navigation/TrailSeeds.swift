/// Where trails start: every stack written in a view, every use of a view
/// whose body holds a stack around content its caller hands it (each caller
/// fills the stack differently), and every split view.
struct TrailSeed: Sendable {
    var kind: StackTrail.Kind
    /// The unit holding the stack (or split view) call, and its item there.
    var unit: Int
    var item: UnitItem
    /// For a content-taking view's stack: the call site that instantiates it.
    var instantiation: NavigationModel.Instantiation?
    /// The values that call site gives the view's properties.
    var bindings: [ConditionFact] = []
}

extension NavigationModel {
    func trailSeeds() -> [TrailSeed] {
        // Where each content-taking view is used, with the facts in force there.
        var uses: [String: [(unit: Int, item: UnitItem)]] = [:]
        for (id, summary) in summaries.enumerated() {
            for index in summary.contentTakingUses {
                guard case .reference(let name, .type) = items[id][index].kind else { continue }
                uses[name, default: []].append((id, items[id][index]))
            }
        }
        var seeds: [TrailSeed] = []
        for (id, summary) in summaries.enumerated() where !summary.stackItems.isEmpty {
            let unit = units[id]
            let outline = files[unit.file].source.outline
            for item in summary.stackItems.map({ items[id][$0] }) where !outline.isInPreview(item.token) {
                if item.kind == .splitView {
                    seeds.append(TrailSeed(kind: .splitView, unit: id, item: item))
                    continue
                }
                guard item.kind == .stack else { continue }
                let callers = unit.kind == .helper ? [] : unit.ownerType.flatMap { uses[$0] } ?? []
                guard let owner = unit.ownerType, !callers.isEmpty else {
                    seeds.append(TrailSeed(kind: .stack, unit: id, item: item))
                    continue
                }
                for caller in callers {
                    let callerFile = units[caller.unit].file
                    guard !files[callerFile].source.outline.isInPreview(caller.item.token) else { continue }
                    let site = SourceRef(file: callerFile, token: caller.item.token)
                    let call = files[callerFile].source.outline.calls[caller.item.call]
                    seeds.append(TrailSeed(
                        kind: .wrapperInstance(call: site), unit: id, item: item,
                        instantiation: Instantiation(file: callerFile, call: caller.item.call, callerUnit: caller.unit,
                                                     callerFacts: Self.facts(on: caller.item.path), callerInstantiation: nil,
                                                     callerEntry: nil),
                        bindings: bindings(of: call, in: files[callerFile].source, type: owner)))
                }
            }
        }
        return seeds
    }

    /// Follows one trail; nil when its stack can never be built (its call site rules its branch out).
    func trail(from seed: TrailSeed) -> StackTrail? {
        let file = units[seed.unit].file
        let source = files[file].source
        let call = seed.item.call
        var trail = StackTrail(kind: seed.kind, stack: SourceRef(file: file, token: source.outline.calls[call].nameToken),
                               call: call, path: .none)
        trail.isExternal = SwiftUINames.knownStackWrappers.contains(source.outline.calls[call].name)
        var first = Visit(unit: seed.unit)
        if seed.kind == .splitView {
            first.start = .splitColumns(call: call)
        } else {
            first.start = .stack(call: call)
            let owner = units[seed.unit].ownerType
            trail.path = Self.pathBinding(stack: call, in: files[file], owner: owner, files: files, facts: facts)
            trail.pathDeclaration = Self.pathDeclaration(stack: call, in: files[file], owner: owner, files: files, facts: facts)
        }
        // The stack's own conditions: the platforms it is built for, the branches around it, its caller's values.
        first.platforms = seed.item.platforms
        let own = Self.facts(on: seed.item.path)
        guard own.verdict(on: seed.bindings, exact: true) != .contradicts else { return nil }
        first.facts.add(own)
        first.facts.add(seed.bindings)
        var instantiations: [Instantiation] = []
        if let instantiation = seed.instantiation {
            instantiations = [instantiation]
            first.instantiation = 0
        }
        // One walk, telling apart what lies above each closure link, so it can say which ones a value push lands above.
        walk(&trail, from: first, seedInstantiations: instantiations, closureAware: seed.kind != .splitView)
        return trail
    }

    /// The facts of every branch on a path, in order; contradictions are left for the walk to find.
    static func facts(on path: [PathStep]) -> [ConditionFact] {
        var facts: [ConditionFact] = []
        for step in path {
            if case .branch(_, let branchFacts, _) = step { facts.add(branchFacts) }
        }
        return facts
    }
}

extension StackTrail {
    /// Where the trail's stack is used: its call, or for a content-taking view, the caller's use of it.
    package var site: SourceRef {
        if case .wrapperInstance(let call) = kind { return call }
        return stack
    }

    var siteOrder: SourceRef { site }
}
