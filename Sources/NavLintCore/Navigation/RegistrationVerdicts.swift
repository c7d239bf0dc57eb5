/// What is wrong with each registration site, decided once for the whole
/// project so that one registration gets one finding: a shadowed duplicate
/// is reported as such, never also as a leaf.
public struct RegistrationVerdicts: Sendable {
    public struct Duplicate: Sendable {
        public var type: String
        /// The registration that wins: the one closest to the root.
        public var winner: SourceRef
        public var stack: SourceRef
    }

    public enum LeafReason: Sendable, Equatable {
        case lazyContainer
        case branch
        /// A `for:` registration inside a pushed view, on a stack bound to a typed path.
        case pushedOnTypedPath(stack: SourceRef)
    }

    public private(set) var duplicates: [SourceRef: Duplicate] = [:]
    public private(set) var leaves: [SourceRef: LeafReason] = [:]

    static let empty = RegistrationVerdicts()
    private init() {}

    init(model: NavigationModel) {
        var seenOnTrails = Set<SourceRef>()
        for trail in model.trails {
            var byType: [String: [RegistrationInstance]] = [:]
            for instance in trail.registrations {
                seenOnTrails.insert(instance.registration)
                if let type = model.registeredType(instance) { byType[type, default: []].append(instance) }
            }
            for (type, instances) in byType {
                let ordered = instances.sorted(by: RegistrationInstance.closerToRoot)
                for (index, later) in ordered.enumerated() where index > 0 && duplicates[later.site] == nil {
                    guard let winner = ordered[..<index].first(where: { earlier in
                        earlier.site != later.site && !Self.exclusive(earlier, later)
                            && !(earlier.site.file == later.site.file && model.files[later.site.file].source.tokens
                                .inExclusiveCompilationBranches(earlier.site.token, later.site.token))
                    }) else { continue }
                    duplicates[later.site] = Duplicate(type: type, winner: winner.site, stack: trail.stack)
                }
            }
        }
        for trail in model.trails {
            for instance in trail.registrations where leaves[instance.site] == nil {
                if instance.inLazyContainer {
                    leaves[instance.site] = .lazyContainer
                } else if instance.inBranch {
                    leaves[instance.site] = .branch
                } else if instance.depth > 0, case .typed = trail.path, model.registeredType(instance) != nil {
                    leaves[instance.site] = .pushedOnTypedPath(stack: trail.stack)
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
                if item.path.contains(where: { if case .presentation = $0 { return true } else { return false } }) { continue }
                if beforePush.contains(where: { if case .lazyContainer = $0 { return true } else { return false } }) {
                    leaves[site] = .lazyContainer
                } else if beforePush.contains(where: { if case .branch = $0 { return true } else { return false } }) {
                    leaves[site] = .branch
                }
            }
        }
        for site in duplicates.keys { leaves[site] = nil }
    }

    /// Two registrations in different branches of one root-level `if` or
    /// `switch` can never be built at the same time.
    static func exclusive(_ a: RegistrationInstance, _ b: RegistrationInstance) -> Bool {
        for x in a.branches {
            for y in b.branches where x.file == y.file && x.point == y.point && x.choice != y.choice { return true }
        }
        return false
    }
}

extension NavigationModel {
    /// `navigationDestination(for: X.self)` → `X`, aliases resolved; nil for other forms.
    func registeredType(_ instance: RegistrationInstance) -> String? {
        registeredType(call: instance.call, file: instance.registration.file)
    }

    public func registeredType(call: Int, file: Int) -> String? {
        let source = files[file].source
        guard let argument = source.outline.calls[call].argument("for") else { return nil }
        let tokens = source.tokens
        let range = argument.value
        guard range.upperBound - range.lowerBound >= 2, tokens.isWord(range.upperBound, "self"),
              tokens.kind(range.upperBound - 1) == .period else { return nil }
        return facts.resolve(tokens.compactText(range.lowerBound, range.upperBound - 2))
    }
}
