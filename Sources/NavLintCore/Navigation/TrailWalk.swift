/// Following one stack's trail through the placement graph: from its root
/// content into every view it contains or pushes, across files, carrying
/// where each view is placed (pushed how deep, in rows, in a branch) and under
/// which conditions (platforms, the values that picked the branches), and
/// stopping at presentations, actions and other stacks.
extension NavigationModel {
    /// Walks one trail breadth-first, so registrations closer to the root are found first.
    func walk(_ trail: inout StackTrail, from first: Visit, seedInstantiations: [Instantiation] = [],
              closureAware: Bool = false) {
        var walk = TrailWalk(closureAware: closureAware)
        walk.reachableCases = caseConstructions.elsewhere
        for seed in seedInstantiations { _ = walk.instantiate(seed) }
        var queue = [first]
        var visited: Set<VisitKey> = [VisitKey(first)]
        var seenValueLinks = Set(trail.valueLinks)
        var head = 0
        var order = 0
        while head < queue.count {
            let visit = queue[head]
            head += 1
            let unitFile = units[visit.unit].file
            if visit.slotFilter == nil { trail.unitBranches[visit.unit, default: []].append(visit.branches + visit.leafBranches) }
            // This screen builds these route cases: what waited for them can now be pushed here.
            if visit.onlyItem == nil, let built = caseConstructions.byUnit[visit.unit] {
                for key in built where walk.reachableCases.insert(key).inserted {
                    for (waiting, item) in walk.heldBack.removeValue(forKey: key) ?? [] {
                        var released = waiting
                        released.onlyItem = item
                        // Pushed from this screen: at least one push deeper than it.
                        released.depth = max(released.depth, visit.depth + 1)
                        released.treeDepth = max(released.treeDepth, visit.treeDepth)
                        if visited.insert(VisitKey(released)).inserted { queue.append(released) }
                    }
                }
            }
            let underStack = stackItemIndices(for: visit)
            for position in 0..<(underStack?.count ?? items[visit.unit].count) {
                let index = underStack?[position] ?? position
                guard visit.onlyItem == nil || visit.onlyItem == index else { continue }
                let item = items[visit.unit][index]
                guard handles(item, in: visit.mode),
                      let state = enter(item, index: index, from: visit, file: unitFile, walk: &walk, trail: &trail)
                else { continue }
                let here = SourceRef(file: unitFile, token: item.token)
                switch item.kind {
                case .stack:
                    recordNestedStack(item, at: here, visit: visit, state: state, walk: walk, trail: &trail)
                case .splitView:
                    continue
                case .registration:
                    var instance = RegistrationInstance(
                        registration: here, call: item.call, site: visit.site ?? here, depth: state.depth,
                        inLazyContainer: state.lazy, inBranch: state.branch, branches: state.branches, order: order)
                    instance.treeDepth = visit.treeDepth
                    instance.rowsOnly = state.rowsOnly
                    let position = visit.position ?? (item.nesting, item.modifiersAfter)
                    instance.nesting = position.nesting
                    instance.modifiersAfter = position.modifiersAfter
                    instance.platforms = state.platforms
                    instance.facts = state.facts
                    instance.leafBranches = state.leafBranches
                    trail.registrations.append(instance)
                    order += 1
                    if walk.closureAware, SwiftUINames.viewPushKind(files[unitFile].source.outline.calls[item.call], in: files[unitFile].source.outline) != nil {
                        let index = walk.closureLink(here, kind: .presentedDestination, parent: state.closurePush,
                                                     branches: state.branches, underValuePush: state.underValuePush,
                                                     trail: &trail)
                        trail.destinationLinks[index].depth = min(trail.destinationLinks[index].depth,
                                                                  state.depth + state.treeDepth)
                    }
                case .destinationLink:
                    let index = walk.closureLink(here, parent: state.closurePush, branches: state.branches,
                                                 underValuePush: state.underValuePush, trail: &trail)
                    trail.destinationLinks[index].depth = min(trail.destinationLinks[index].depth, state.depth + state.treeDepth)
                case .valueLink:
                    if seenValueLinks.insert(here).inserted {
                        trail.valueLinks.append(here)
                        trail.valueLinkBranches.append(state.branches + state.leafBranches)
                    }
                    if walk.closureAware, let above = state.closurePush { walk.markValuePush(here, above: above, trail: &trail) }
                case .reference(let name, let target):
                    for next in follow(item, name: name, target: target, at: here, visit: visit, state: state, walk: &walk)
                    where visited.insert(VisitKey(next)).inserted {
                        queue.append(next)
                    }
                case .slotUse(let name):
                    guard visit.slotFilter == nil, let index = visit.instantiation else { continue }
                    let instantiation = walk.instantiations[index]
                    var next = state
                    next.unit = instantiation.callerUnit
                    next.mode = .full
                    next.slotFilter = SlotFilter(call: instantiation.call, name: name)
                    next.facts = state.facts.globalOnly
                    next.facts.add(instantiation.callerFacts)
                    next.instantiation = instantiation.callerInstantiation
                    next.entry = instantiation.callerEntry
                    next.site = nil
                    next.container = nil
                    next.position = nil
                    if visited.insert(VisitKey(next)).inserted { queue.append(next) }
                }
            }
        }
    }

    /// The visits a reference leads to: the view, member, helper or modifier it names.
    private func follow(_ item: UnitItem, name: String, target: UnitItem.ReferenceTarget, at here: SourceRef,
                        visit: Visit, state: Visit, walk: inout TrailWalk) -> [Visit] {
        var visits: [Visit] = []
        for next in resolve(name, target, from: visit.unit, receiverType: item.receiverType) {
            var entered = state
            entered.unit = next
            if let call = item.callIndex, !entered.barHidden {
                entered.barHidden = files[here.file].source.chainHidesNavigationBar(from: call, wrappers: barHidingWrappers)
            }
            let itemPosition = visit.position ?? (item.nesting, item.modifiersAfter)
            switch target {
            case .type where facts.conforms(name, to: "ViewModifier"):
                entered.site = visit.site ?? here
                entered.position = itemPosition
                entered.facts = state.facts.globalOnly
                entered.instantiation = nil
            case .type, .foreignMember:
                // A branch that picks which view to show (a detail column switching on
                // the sidebar selection) is how screens are chosen; only a branch in
                // the registering view itself (its members and helpers included) makes a leaf.
                entered.branch = false
                entered.leafBranches = []
                entered.site = nil
                entered.container = target == .type && isContainer(name) && state.depth > 0 ? here : nil
                entered.entry = here
                entered.treeDepth = visit.treeDepth + 1
                entered.position = nil
                entered.facts = state.facts.globalOnly
                entered.instantiation = nil
                entered.mode = .full
                if target == .type, let index = item.callIndex {
                    let file = files[here.file].source
                    let call = file.outline.calls[index]
                    entered.facts.add(bindings(of: call, in: file, type: name))
                }
            case .helper:
                entered.site = visit.site ?? here
                entered.position = itemPosition
                entered.instantiation = nil
                entered.mode = .full
            case .member:
                entered.position = itemPosition
            }
            if item.handsContent {
                // Once for what every use shares, once for this use's content.
                guard let index = instantiate(item, at: here, visit: visit, state: state, walk: &walk) else { continue }
                var shared = entered
                shared.mode = .shared
                visits.append(shared)
                entered.mode = .instance
                entered.instantiation = index
            }
            visits.append(entered)
        }
        return visits
    }

    /// Whether a visit in `mode` looks at `item`: a shared visit skips what
    /// depends on the caller, an instance visit looks at nothing else.
    private func handles(_ item: UnitItem, in mode: VisitMode) -> Bool {
        let perInstance: Bool
        switch item.kind {
        case .slotUse, .stack: perInstance = true
        case .reference(_, let target):
            if target == .member { return true }
            perInstance = item.handsContent
        default: perInstance = false
        }
        switch mode {
        case .full: return true
        case .shared: return !perInstance
        case .instance: return perInstance
        }
    }

    /// Records that the view or helper `item` calls is used here, with what holds here, so its slots lead back.
    private func instantiate(_ item: UnitItem, at here: SourceRef, visit: Visit, state: Visit,
                             walk: inout TrailWalk) -> Int? {
        walk.instantiate(Instantiation(file: here.file, call: item.call, callerUnit: visit.unit, callerFacts: state.facts,
                                       callerInstantiation: visit.instantiation, callerEntry: visit.entry))
    }

    /// The items a visit can enter, when they are not all of the unit's: for a walk
    /// that starts at a stack, only those placed inside it (`enter` would turn every
    /// other one away). Nil means every item, without a list made of them per visit.
    private func stackItemIndices(for visit: Visit) -> [Int]? {
        if visit.slotFilter == nil, case .stack(let call)? = visit.start {
            return itemsUnderStack[visit.unit][call] ?? []
        }
        return nil
    }

    /// The visit state for an item, or nil when the item is not on this trail:
    /// outside the start, inside a presentation or action, on another stack's
    /// own trail, handed to a view that places it elsewhere, or under
    /// conditions that cannot hold here.
    private func enter(_ item: UnitItem, index: Int, from visit: Visit, file: Int, walk: inout TrailWalk,
                       trail: inout StackTrail) -> Visit? {
        var path = item.path[...]
        if let filter = visit.slotFilter {
            guard let index = path.firstIndex(of: .slot(call: filter.call, name: filter.name)) else { return nil }
            path = path[(index + 1)...]
        } else if let start = visit.start {
            let index: Int?
            switch start {
            case .stack(let call): index = path.firstIndex(of: .stack(call: call))
            case .splitColumns(let call):
                index = path.firstIndex { if case .column(call, let column) = $0 { return column < 2 } else { return false } }
            }
            guard let index else { return nil }
            path = path[(index + 1)...]
        }
        var state = visit
        state.start = nil
        state.slotFilter = nil
        state.onlyItem = nil
        state.platforms.formIntersection(item.platforms)
        if state.platforms.isEmpty { return nil }
        let outline = files[file].source.outline
        for step in path {
            switch step {
            case .presentation, .action:
                return nil
            case .slot:
                // Reached through the view it is handed to, where that view places it.
                return nil
            case .stack(let other):
                if other != item.callIndex { return nil }
            case .push(let call):
                // A pushed screen is a screen of its own: the rows or branch the
                // link sat in are not where its content lives.
                state.depth += 1
                state.lazy = false
                state.rowsOnly = false
                state.branch = false
                state.leafBranches = []
                state.barHidden = false
                let pusher = SourceRef(file: file, token: outline.calls[call].nameToken)
                state.pushedBy = pusher
                if walk.closureAware {
                    if let kind = SwiftUINames.viewPushKind(outline.calls[call], in: outline) {
                        state.closurePush = walk.closureLink(pusher, kind: kind, parent: state.closurePush,
                                                             branches: state.branches,
                                                             underValuePush: state.underValuePush, trail: &trail)
                    } else {
                        state.underValuePush = true
                    }
                }
            case .lazyContainer(let call):
                if SwiftUINames.rowBuilders.contains(outline.calls[call].name) {
                    if !state.lazy { state.rowsOnly = true }
                } else {
                    state.rowsOnly = false
                }
                state.lazy = true
            case .branch(let choice, let facts, let exact):
                switch state.facts.verdict(on: facts, exact: exact) {
                case .contradicts:
                    return nil
                case .implied:
                    continue
                case .open:
                    state.facts.add(facts)
                    state.branch = true
                    state.leafBranches.append(choice)
                    if state.depth == 0 { state.branches.append(choice) }
                }
            case .column, .tab:
                continue
            case .routeCase(let values, let routeEnum):
                // Built only for a value of these cases: held back until some screen on the trail builds one.
                let names = values.compactMap { $0.hasPrefix(".") ? String($0.dropFirst()) : nil }
                guard names.count == values.count, names.allSatisfy(routeCaseNames.contains) else { continue }
                let awaited = names.flatMap { CaseKey.awaited($0, routeEnum: routeEnum) }
                guard !awaited.contains(where: walk.reachableCases.contains) else { continue }
                for key in awaited { walk.heldBack[key, default: []].append((visit, index)) }
                return nil
            }
        }
        return state
    }

    /// A stack met on another stack's trail. A column's own stack on a split
    /// view's trail is where the column's pushes go, not a nested stack.
    private func recordNestedStack(_ item: UnitItem, at here: SourceRef, visit: Visit, state: Visit, walk: TrailWalk,
                                   trail: inout StackTrail) {
        if trail.kind == .splitView && state.depth == 0 { return }
        guard let hazard = nestingHazard(inner: here, innerCall: item.call, outer: trail, depth: state.depth,
                                         barHidden: state.barHidden) else { return }
        var site = visit.container ?? here
        // A view that builds its stack only when its caller asks for it is reported where a caller asks.
        let conditional = visit.entry != nil && item.path.contains { step in
            if case .branch(_, let facts, _) = step { return facts.contains { $0.scope == .instance } }
            return false
        }
        if conditional, let entry = visit.entry {
            // Where the caller's arguments leave the branch open, whether the stack is built is not known here.
            if callerLeavesOpen(item, entry: entry, unit: visit.unit) { return }
            site = entry
        }
        // A stack in the body of a content-taking view is reported where that view is used.
        if visit.slotFilter == nil, let index = visit.instantiation {
            let instantiation = walk.instantiations[index]
            site = SourceRef(file: instantiation.file,
                             token: files[instantiation.file].source.outline.calls[instantiation.call].nameToken)
        }
        trail.nestedStacks.append(NestedStack(inner: here, site: site, pushedBy: state.pushedBy,
                                              placedAt: visit.entry == site ? nil : visit.entry,
                                              depth: state.depth, treeDepth: state.treeDepth, isConditional: conditional,
                                              hazard: hazard, platforms: state.platforms))
    }

    /// Whether a branch that builds `item` tests a property that the call at `entry`
    /// decides but does not spell out (`AddEditView(original: model.selection)`, where the
    /// view builds its stack only for a new entry, `original == nil`), and the other side of
    /// that branch builds no stack: a view that builds one either way (`if let path` with
    /// and without a path) builds one here too.
    private func callerLeavesOpen(_ item: UnitItem, entry: SourceRef, unit: Int) -> Bool {
        guard let type = units[unit].ownerType, let parameters = parameters[type], let members = memberTables[type] else {
            return false
        }
        let file = files[entry.file].source
        guard let index = file.outline.calls(named: type).first(where: { file.outline.calls[$0].nameToken == entry.token })
        else { return false }
        let call = file.outline.calls[index]
        let open = Self.branchFacts(of: item).filter { fact in
            guard fact.scope == .instance, let member = members[fact.subject] else { return false }
            return parameters.leavesOpen(fact.subject, in: call, of: file, member: member)
        }
        guard !open.isEmpty else { return false }
        let builtOtherwise = items[unit].contains { other in
            other.kind == .stack && other.token != item.token
                && Self.branchFacts(of: other).contains { fact in open.contains(where: fact.contradicts) }
        }
        return !builtOtherwise
    }

    private static func branchFacts(of item: UnitItem) -> [ConditionFact] {
        item.path.flatMap { step -> [ConditionFact] in
            if case .branch(_, let facts, _) = step { return facts }
            return []
        }
    }

    /// A container view takes its content from the caller: a type generic over a view.
    func isContainer(_ name: String) -> Bool {
        facts.facts(name)?.genericParameters.contains { $0.constraint.containsText("View") } ?? false
    }

    /// The values a call gives the properties the view's branches test:
    /// `embedInNavigation == false` for `SettingsView(embedInNavigation: false)`.
    func bindings(of call: CallSite, in file: SourceFile, type: String) -> [ConditionFact] {
        guard let subjects = conditionSubjects[type], let parameters = parameters[type] else { return [] }
        var result: [ConditionFact] = []
        for subject in subjects.sorted() {
            guard let member = memberTables[type]?[subject],
                  let value = parameters.value(of: subject, in: call, of: file, member: member) else { continue }
            result.append(ConditionFact(scope: .instance, subject: subject, isEqual: true, value: value))
        }
        return result
    }
}
