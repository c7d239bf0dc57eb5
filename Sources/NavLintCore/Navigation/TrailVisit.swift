/// What a trail walk carries from view to view: where it started, the
/// content callers handed down, the instantiation of each content-taking view,
/// and the visit state (conditions, platforms, depth) of every place it enters.
extension NavigationModel {
    /// Where a walk starts: inside a stack's root content, or in the columns of a
    /// split view that push into its collapsed stack (sidebar and content).
    enum TrailStart: Hashable {
        case stack(call: Int)
        case splitColumns(call: Int)
    }

    /// Content a caller handed to a view: the items under `.slot(call:name:)` in the caller.
    struct SlotFilter: Hashable {
        var call: Int
        var name: String
    }

    /// One use of a content-taking view on the trail, so that its slots lead
    /// back into the content that call site handed it.
    struct Instantiation: Hashable {
        var file: Int
        var call: Int
        var callerUnit: Int
        /// What held where the caller used the view; in force again inside the content.
        var callerFacts: [ConditionFact]
        var callerInstantiation: Int?
        var callerEntry: SourceRef?
    }

    /// What a visit of a unit looks at. A view that takes content is walked once
    /// for what every use of it shares (`shared`: its registrations, links,
    /// other views) and once per use for what depends on the caller
    /// (`instance`: where it places the caller's content, its own stacks),
    /// so a row used in a hundred places is not walked a hundred times.
    enum VisitMode: Hashable {
        case full, shared, instance
    }

    struct Visit {
        var unit: Int
        var mode: VisitMode = .full
        var start: TrailStart?
        var slotFilter: SlotFilter?
        var depth = 0
        var lazy = false
        /// Its rows come only from a `ForEach` in an eager container: built with the screen, but only
        /// while the collection has elements.
        var rowsOnly = false
        var branch = false
        var branches: [BranchChoice] = []
        /// The view-state branches taken since the last push or view boundary: what makes a registration a leaf.
        var leafBranches: [BranchChoice] = []
        var facts: [ConditionFact] = []
        var platforms: PlatformSet = .all
        var site: SourceRef?
        var container: SourceRef?
        /// The reference that placed the current view on the trail.
        var entry: SourceRef?
        var pushedBy: SourceRef?
        /// The innermost destination-closure link this visit lies above (closure-aware walks only).
        var closurePush: Int?
        /// A value was pushed on the way here (a `navigationDestination(for:)` closure entered), so the
        /// path is not empty while this screen shows (closure-aware walks only).
        var underValuePush = false
        var treeDepth = 0
        /// For helpers, modifiers and members: where they were applied in the view that applied them.
        var position: (nesting: Int, modifiersAfter: Int)?
        var instantiation: Int?
        /// The screen this visit is on hides the navigation bar (`.navigationBarHidden(true)` where it was placed).
        var barHidden = false
        /// Only this item of the unit: one held back until its route case was built on the trail.
        var onlyItem: Int?
    }

    /// What makes two visits the same for the walk. The set of visits probes
    /// by `==`, so the key carries its hash, worked out once: each probe then
    /// compares one integer first, not thirteen fields and the facts' strings.
    struct VisitKey: Hashable {
        private let fields: Fields
        private let digest: Int

        init(_ visit: Visit) {
            fields = Fields(visit)
            digest = fields.hashValue
        }

        func hash(into hasher: inout Hasher) { hasher.combine(digest) }

        static func == (a: VisitKey, b: VisitKey) -> Bool { a.digest == b.digest && a.fields == b.fields }
    }

    private struct Fields: Hashable {
        var unit: Int
        var mode: VisitMode
        var slotFilter: SlotFilter?
        var pushed: Bool
        var leaf: Bool
        var site: SourceRef?
        var container: SourceRef?
        var facts: [ConditionFact]
        var platforms: PlatformSet
        var instantiation: Int?
        var closurePush: Int?
        var underValuePush: Bool
        var barHidden: Bool
        var onlyItem: Int?

        init(_ visit: Visit) {
            underValuePush = visit.underValuePush
            barHidden = visit.barHidden
            onlyItem = visit.onlyItem
            unit = visit.unit
            mode = visit.mode
            slotFilter = visit.slotFilter
            pushed = visit.depth > 0
            leaf = visit.lazy || visit.branch
            site = visit.site
            container = visit.container
            facts = visit.facts
            platforms = visit.platforms
            instantiation = visit.instantiation
            closurePush = visit.closurePush
        }

        /// The facts go in as one FNV-1a digest of their text (`ConditionFact.digest`):
        /// hashing each fact's strings with `Hasher` was a fiftieth of a whole run.
        func hash(into hasher: inout Hasher) {
            hasher.combine(unit)
            hasher.combine(mode)
            hasher.combine(slotFilter)
            hasher.combine(pushed)
            hasher.combine(leaf)
            hasher.combine(site)
            hasher.combine(container)
            hasher.combine(facts.reduce(UInt64(facts.count)) { $0 &* 0x100_0000_01b3 ^ $1.digest })
            hasher.combine(platforms)
            hasher.combine(instantiation)
            hasher.combine(closurePush)
            hasher.combine(barHidden)
            hasher.combine(onlyItem)
        }
    }

    /// What a walk keeps besides the trail: the instantiations it made and the closure links it met.
    struct TrailWalk {
        var instantiations: [Instantiation] = []
        var instantiationIndex: [Instantiation: Int] = [:]
        /// Per closure link (index into the trail's `destinationLinks`): the closure links it was found above.
        var closureParents: [Set<Int>] = []
        var closureIndex: [SourceRef: Int] = [:]
        let closureAware: Bool
        /// Route cases some screen on the trail (or code outside any screen) builds, so they can be pushed
        /// here, as `CaseKey`s.
        var reachableCases: Set<String> = []
        /// Items under a route case not built yet on the trail, by the `CaseKey`s it awaits: entered once one is built.
        var heldBack: [String: [(visit: Visit, item: Int)]] = [:]

        mutating func instantiate(_ instantiation: Instantiation) -> Int? {
            if let index = instantiationIndex[instantiation] { return index }
            // A view that hands its content to itself, again and again, is followed a few levels only.
            var chain = 0
            var caller = instantiation.callerInstantiation
            while let c = caller { chain += 1; caller = instantiations[c].callerInstantiation }
            guard chain < 6 else { return nil }
            instantiations.append(instantiation)
            instantiationIndex[instantiation] = instantiations.count - 1
            return instantiations.count - 1
        }

        mutating func closureLink(_ link: SourceRef, kind: ClosureLinkOnTrail.Kind = .link, parent: Int?,
                                  branches: [BranchChoice], underValuePush: Bool, trail: inout StackTrail) -> Int {
            let index: Int
            if let known = closureIndex[link] {
                index = known
            } else {
                index = trail.destinationLinks.count
                trail.destinationLinks.append(ClosureLinkOnTrail(link: link, kind: kind))
                closureParents.append([])
                closureIndex[link] = index
            }
            if !underValuePush { trail.destinationLinks[index].shownOverEmptyPath = true }
            if let parent, parent != index { closureParents[index].insert(parent) }
            if !trail.destinationLinks[index].rootBranches.contains(branches) {
                trail.destinationLinks[index].rootBranches.append(branches)
            }
            return index
        }

        /// A value push (`link`) lands above closure link `index` and every closure link below it.
        func markValuePush(_ link: SourceRef, above index: Int, trail: inout StackTrail) {
            var pending = [index]
            var seen = Set<Int>()
            while let next = pending.popLast() {
                guard seen.insert(next).inserted else { continue }
                if trail.destinationLinks[next].valuePush == nil { trail.destinationLinks[next].valuePush = link }
                pending.append(contentsOf: closureParents[next])
            }
        }
    }
}
