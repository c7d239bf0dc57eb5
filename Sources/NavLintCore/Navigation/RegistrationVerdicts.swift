/// What is wrong with each registration site, decided once for the whole
/// project so that one registration gets one finding: a shadowed duplicate
/// is reported as such, never also as a leaf.
package struct RegistrationVerdicts: Sendable {
    package struct Duplicate: Sendable {
        package var type: String
        /// The registration that wins: the one closest to the root.
        package var winner: SourceRef
        package var stack: SourceRef
    }

    package enum LeafReason: Sendable, Equatable {
        case lazyContainer
        /// Inside a `ForEach`'s rows in an eager container: one per row, none while the collection is empty.
        case rows
        case branch
        /// A `for:` registration inside a pushed view, on a stack bound to a typed path.
        case pushedOnTypedPath(stack: SourceRef)
    }

    package private(set) var duplicates: [SourceRef: Duplicate] = [:]
    package private(set) var leaves: [SourceRef: LeafReason] = [:]

    static let empty = RegistrationVerdicts()
    private init() {}

    /// One `navigationDestination` reached twice, through a helper applied at two levels with the
    /// same arguments (`.withShopDestinations()` at the root and again in a pushed screen): every
    /// value maps to the same screen whichever one SwiftUI keeps. It warns, but nothing the user
    /// sees changes, so neither copy is reported.
    static func sameMapping(_ a: RegistrationInstance, _ b: RegistrationInstance, model: NavigationModel) -> Bool {
        guard a.registration == b.registration else { return false }
        return argumentText(at: a.site, model: model) == argumentText(at: b.site, model: model)
    }

    /// What a helper call passes (`(router: child)`, a trailing closure), as text; empty for none.
    private static func argumentText(at site: SourceRef, model: NavigationModel) -> String {
        let tokens = model.files[site.file].source.tokens
        let open = site.token + 1
        guard tokens.isText(open, "(") || tokens.isText(open, "{"), let close = tokens.closer(of: open) else { return "" }
        return tokens.compactText(open, close)
    }

    init(model: NavigationModel) {
        var seenOnTrails = Set<SourceRef>()
        // Only a stack's own trail decides: a split view's columns and other packages' stacks register elsewhere.
        let trails = model.trails.filter { $0.kind != .splitView && !$0.isExternal }
        for trail in trails {
            var byType: [String: [RegistrationInstance]] = [:]
            for instance in trail.registrations {
                seenOnTrails.insert(instance.registration)
                if let type = model.scopedRegisteredType(instance) { byType[type, default: []].append(instance) }
            }
            for (type, instances) in byType {
                let ordered = instances.sorted(by: RegistrationInstance.closerToRoot)
                for (index, later) in ordered.enumerated() where index > 0 && duplicates[later.site] == nil {
                    guard let winner = ordered[..<index].first(where: { earlier in
                        earlier.site != later.site && !Self.sameMapping(earlier, later, model: model)
                            && !earlier.isExclusive(with: later)
                            && !(earlier.site.file == later.site.file && model.files[later.site.file].source.tokens
                                .inExclusiveCompilationBranches(earlier.site.token, later.site.token))
                    }) else { continue }
                    duplicates[later.site] = Duplicate(type: type, winner: winner.site, stack: trail.site)
                }
            }
        }
        for trail in trails {
            // A view destination (`isPresented:`, `item:`) follows its own state, set where it is shown;
            // only a value destination answers pushes made from elsewhere.
            for instance in trail.registrations where leaves[instance.site] == nil && model.registeredType(instance) != nil {
                if instance.inLazyContainer && instance.rowsOnly {
                    if Self.canBePushedOutsideRows(instance, on: trail, model: model) { leaves[instance.site] = .rows }
                } else if instance.inLazyContainer {
                    leaves[instance.site] = .lazyContainer
                } else if instance.inBranch {
                    if !Self.isCovered(instance, on: trail, model: model),
                       Self.canBePushedOutside(instance, on: trail, model: model) {
                        leaves[instance.site] = .branch
                    }
                } else if instance.depth > 0, case .typed = trail.path,
                          !trail.registrations.contains(where: { root in
                              root.depth == 0 && Self.sameMapping(root, instance, model: model)
                          }) {
                    leaves[instance.site] = .pushedOnTypedPath(stack: trail.site)
                }
            }
        }
        // Registrations no stack was seen to reach: judge them by their own view alone.
        for (id, items) in model.items.enumerated() {
            let file = model.units[id].file
            for item in items where item.kind == .registration {
                let site = SourceRef(file: file, token: item.token)
                guard !seenOnTrails.contains(site), leaves[site] == nil else { continue }
                let beforePush = item.path.prefix { if case .push = $0 { return false } else { return true } }
                if item.path.contains(where: { step in
                    switch step {
                    case .presentation, .action, .slot: return true
                    default: return false
                    }
                }) { continue }
                // With no stack to ask whether anything pushes from outside the branch, only rows are judged.
                let containers = beforePush.compactMap { step -> String? in
                    if case .lazyContainer(let call) = step { return model.files[file].source.outline.calls[call].name }
                    return nil
                }
                if model.registeredType(call: item.call, file: file) != nil, !containers.isEmpty {
                    leaves[site] = containers.allSatisfy(SwiftUINames.rowBuilders.contains) ? .rows : .lazyContainer
                }
            }
        }
        for site in duplicates.keys { leaves[site] = nil }
    }

    /// Whether every branch of one of the branch points that hold `instance`
    /// registers its type on this trail too, so some registration of it is
    /// always present (`if loaded { List … } else { Placeholder … }`, both registering).
    static func isCovered(_ instance: RegistrationInstance, on trail: StackTrail, model: NavigationModel) -> Bool {
        guard let type = model.registeredType(instance) else { return false }
        let sameType = trail.registrations.filter { $0.depth == instance.depth && model.registeredType($0) == type }
        for point in instance.leafBranches {
            guard let alternatives = model.files[point.file].alternatives(ofPoint: point.point) else { continue }
            let taken = Set(sameType.flatMap { other in
                other.leafBranches.filter { $0.file == point.file && $0.point == point.point }.map(\.choice)
            })
            if alternatives.allSatisfy(taken.contains) { return true }
        }
        return false
    }

    /// Whether a value can be pushed onto the trail while the registration's branch is not shown: a
    /// value link outside the branch, or a write to the stack's path from outside it (a deep link,
    /// restoration, a router). Pushes made only from inside the branch always find it.
    /// For a registration in a `ForEach`'s rows: whether something outside those
    /// rows can push (a value link elsewhere on the trail, a write to the path
    /// from elsewhere), so a push can come while the collection is empty.
    static func canBePushedOutsideRows(_ instance: RegistrationInstance, on trail: StackTrail,
                                       model: NavigationModel) -> Bool {
        let source = model.files[instance.registration.file].source
        let outline = source.outline
        let rows = outline.scopeChain(from: outline.innermostScope(containing: instance.registration.token)).first { scope in
            if case .closure(let call?, _) = outline.scopes[scope].kind {
                return SwiftUINames.rowBuilders.contains(outline.calls[call].name)
            }
            return false
        }
        guard let rows else { return true }
        let range = outline.scopes[rows].open...outline.scopes[rows].close
        func outside(_ reference: SourceRef) -> Bool { reference.file != instance.registration.file || !range.contains(reference.token) }
        if trail.valueLinks.contains(where: outside) { return true }
        guard let declaration = trail.pathDeclaration else { return trail.path != .none }
        return (model.pathWrites[declaration] ?? []).contains { !$0.onlyRemoves && outside($0.at) }
    }

    static func canBePushedOutside(_ instance: RegistrationInstance, on trail: StackTrail, model: NavigationModel) -> Bool {
        guard let branch = instance.leafBranches.last,
              let range = model.files[branch.file].range(of: branch) else { return true }
        func outside(_ reference: SourceRef) -> Bool { reference.file != branch.file || !range.contains(reference.token) }
        // A value link reached without passing through the branch can push while it is not shown,
        // unless it pushes another type, or its own view registers the type wherever the link is.
        let type = model.registeredType(instance).map(TypeFacts.lastComponent)
        // The other registrations of the type that could cover a link, found once, and only if a link needs them.
        lazy var others = type.map { type in
            trail.registrations.filter { other in
                other.site != instance.site && !other.inLazyContainer
                    && model.registeredType(other).map(TypeFacts.lastComponent) == type
            }
        } ?? []
        if trail.valueLinks.indices.contains(where: { k in
            !trail.valueLinkBranches[k].contains(branch)
                && !Self.pushesOtherType(trail.valueLinks[k], than: type, model: model)
                && !Self.isCoveredInItsView(trail.valueLinks[k], branches: trail.valueLinkBranches[k], by: others,
                                            model: model)
        }) { return true }
        guard let declaration = trail.pathDeclaration else { return trail.path != .none }
        // A write that only takes screens off (`removeLast`, a reset) pushes nothing that could miss a destination.
        return (model.pathWrites[declaration] ?? []).contains { write in
            guard !write.onlyRemoves, outside(write.at) else { return false }
            // Written in a view the trail reaches only through the branch (`loadedView()` under `case .loaded:`)?
            guard let unit = model.unit(containing: write.at.token, inFile: write.at.file),
                  let contexts = trail.unitBranches[unit] else { return true }
            return contexts.contains { !$0.contains(branch) }
        }
    }
}

extension RegistrationVerdicts {
    /// Whether value link `link` is known to push a type other than `type` (the last
    /// component of a registered type): then the registration's absence cannot fail it.
    static func pushesOtherType(_ link: SourceRef, than type: String?, model: NavigationModel) -> Bool {
        guard let type, let pushed = model.valueLinkType(link) else { return false }
        return pushed != type
    }

    /// Whether the view that holds value link `link` holds one of `registrations` (the
    /// type's others on the trail, none in lazy rows) in no branch the link is not in
    /// (`branches`: the link's own): whenever the link can be tapped, that registration is
    /// on the stack, so the push finds a destination whatever another registration's branch shows.
    static func isCoveredInItsView(_ link: SourceRef, branches: [BranchChoice], by registrations: [RegistrationInstance],
                                   model: NavigationModel) -> Bool {
        guard !registrations.isEmpty else { return false }
        let source = model.files[link.file].source
        guard let view = source.enclosingTypeName(of: link.token) else { return false }
        return registrations.contains { other in
            other.site.file == link.file && other.leafBranches.allSatisfy(branches.contains)
                && source.enclosingTypeName(of: other.site.token) == view
        }
    }
}

extension NavigationModel {
    /// `navigationDestination(for: X.self)` → `X`, aliases resolved; nil for other forms.
    func registeredType(_ instance: RegistrationInstance) -> String? {
        registeredType(call: instance.call, file: instance.registration.file)
    }

    /// The registered type, qualified by the type it is nested in when the
    /// registration sits inside that type: each view's own nested `Destination`
    /// (`InfraredView.Destination`, `OptionsView.Destination`) is a type of its own.
    func scopedRegisteredType(_ instance: RegistrationInstance) -> String? {
        guard let type = registeredType(instance) else { return nil }
        guard !type.contains(".") else { return type }
        let outline = files[instance.registration.file].source.outline
        let token = outline.calls[instance.call].nameToken
        for scope in outline.scopeChain(from: outline.innermostScope(containing: token)) {
            guard case .typeBody(let owner) = outline.scopes[scope].kind else { continue }
            if outline.types.contains(where: { $0.parent == owner && $0.name == type }) {
                return outline.types[owner].name + "." + type
            }
        }
        return type
    }

    package func registeredType(call: Int, file: Int) -> String? {
        let source = files[file].source
        guard let argument = source.outline.argument("for", of: call) else { return nil }
        let tokens = source.tokens
        let range = argument.value
        guard range.upperBound - range.lowerBound >= 2, tokens.isWord(range.upperBound, "self"),
              tokens.kind(range.upperBound - 1) == .period else { return nil }
        return facts.resolve(tokens.compactText(range.lowerBound, range.upperBound - 2))
    }
}
