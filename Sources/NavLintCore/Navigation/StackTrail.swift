/// Everything that lands on one stack's trail: what its root content and the
/// views pushed onto it register, link and build, across views and files,
/// stopping at presentations and at other stacks.
public struct StackTrail: Sendable {
    public var stack: SourceRef
    public var call: Int
    public var path: PathBinding
    public var registrations: [RegistrationInstance] = []
    public var destinationLinks: [SourceRef] = []
    public var valueLinks: [SourceRef] = []
    public var nestedStacks: [NestedStack] = []
}

/// One registration as a stack sees it. The same `navigationDestination` can
/// be seen more than once: a helper applied in two places is two instances.
public struct RegistrationInstance: Sendable {
    /// The `navigationDestination` call.
    public var registration: SourceRef
    public var call: Int
    /// Where to report it: the registration, or the outermost helper call that applies it.
    public var site: SourceRef
    /// How many pushes lie between the stack root and it.
    public var depth: Int
    public var inLazyContainer: Bool
    public var inBranch: Bool
    /// Branch choices at the root level (depth 0), for telling exclusive branches apart.
    public var branches: [BranchChoice]
    /// Discovery order: breadth-first from the root.
    public var order: Int
    /// How many views down from the stack root it sits (views entered by name).
    public var treeDepth = 0
    /// Its place in that view's tree (see `UnitItem.nesting` and `modifiersAfter`).
    public var nesting = 0
    public var modifiersAfter = 0

    /// Sorts registrations from the one closest to the stack's root: fewer
    /// pushes, fewer views down, fewer closures in, and of two modifiers in
    /// one chain the later one (it wraps the earlier).
    static func closerToRoot(_ a: RegistrationInstance, _ b: RegistrationInstance) -> Bool {
        (a.depth, a.treeDepth, a.nesting, a.modifiersAfter, a.order)
            < (b.depth, b.treeDepth, b.nesting, b.modifiersAfter, b.order)
    }
}

public struct NestedStack: Sendable {
    /// The inner `NavigationStack`/`NavigationView` call.
    public var inner: SourceRef
    /// Where to report: the inner stack, or the container view's name where it is used.
    public var site: SourceRef
    /// The push that brought it onto the outer stack.
    public var pushedBy: SourceRef?
}

extension NavigationModel {
    struct Visit {
        var unit: Int
        var startStack: Int?
        var depth: Int
        var lazy: Bool
        var branch: Bool
        var branches: [BranchChoice]
        var site: SourceRef?
        var container: SourceRef?
        var pushedBy: SourceRef?
        var treeDepth = 0
        /// For helpers, modifiers and members: where they were applied in the view that applied them.
        var position: (nesting: Int, modifiersAfter: Int)?
    }

    struct VisitKey: Hashable {
        var unit: Int
        var pushed: Bool
        var leaf: Bool
        var site: SourceRef?
        var container: SourceRef?
    }

    /// Walks one stack's trail breadth-first, so registrations closer to the
    /// root are found first.
    func trail(stack call: Int, unit: Int, binding: PathBinding) -> StackTrail {
        let file = units[unit].file
        var trail = StackTrail(stack: SourceRef(file: file, token: files[file].source.outline.calls[call].nameToken),
                               call: call, path: binding)
        var queue = [Visit(unit: unit, startStack: call, depth: 0, lazy: false, branch: false, branches: [])]
        var visited = Set<VisitKey>()
        var head = 0
        var order = 0
        while head < queue.count {
            let visit = queue[head]
            head += 1
            let unitFile = units[visit.unit].file
            for item in items[visit.unit] {
                guard var state = enter(item, from: visit) else { continue }
                let here = SourceRef(file: unitFile, token: item.token)
                switch item.kind {
                case .stack:
                    if state.depth > 0 {
                        trail.nestedStacks.append(NestedStack(inner: here, site: visit.container ?? here, pushedBy: state.pushedBy))
                    }
                case .registration:
                    var instance = RegistrationInstance(
                        registration: here, call: item.call, site: visit.site ?? here, depth: state.depth,
                        inLazyContainer: state.lazy, inBranch: state.branch, branches: state.branches, order: order)
                    instance.treeDepth = visit.treeDepth
                    let position = visit.position ?? (item.nesting, item.modifiersAfter)
                    instance.nesting = position.nesting
                    instance.modifiersAfter = position.modifiersAfter
                    trail.registrations.append(instance)
                    order += 1
                case .destinationLink:
                    trail.destinationLinks.append(here)
                case .valueLink:
                    trail.valueLinks.append(here)
                case .reference(let name, let target):
                    for next in resolve(name, target, from: visit.unit) {
                        state.unit = next
                        state.startStack = nil
                        let itemPosition = visit.position ?? (item.nesting, item.modifiersAfter)
                        switch target {
                        case .type where facts.conforms(name, to: "ViewModifier"):
                            state.site = visit.site ?? here
                            state.position = itemPosition
                        case .type, .foreignMember:
                            // A branch that picks which view to show (a detail column switching on
                            // the sidebar selection) is how screens are chosen; only a branch in
                            // the registering view itself (its members and helpers included) makes a leaf.
                            state.branch = false
                            state.site = nil
                            state.container = target == .type && isContainer(name) && state.depth > 0 ? here : nil
                            state.treeDepth = visit.treeDepth + 1
                            state.position = nil
                        case .helper:
                            state.site = visit.site ?? here
                            state.position = itemPosition
                        case .member:
                            state.position = itemPosition
                        }
                        let key = VisitKey(unit: next, pushed: state.depth > 0, leaf: state.lazy || state.branch,
                                           site: state.site, container: state.container)
                        if visited.insert(key).inserted { queue.append(state) }
                    }
                }
            }
        }
        return trail
    }

    /// The visit state for an item, or nil when the item is not on this trail:
    /// outside the stack's content, inside a presentation, or on a nested stack's own trail.
    func enter(_ item: UnitItem, from visit: Visit) -> Visit? {
        var path = item.path[...]
        if let start = visit.startStack {
            guard let index = path.firstIndex(of: .stack(call: start)) else { return nil }
            path = path[(index + 1)...]
        }
        var state = visit
        let file = units[visit.unit].file
        for step in path {
            switch step {
            case .presentation:
                return nil
            case .stack(let other):
                if other != item.call { return nil }
            case .push(let call):
                // A pushed screen is a screen of its own: the rows or branch the
                // link sat in are not where its content lives.
                state.depth += 1
                state.lazy = false
                state.branch = false
                state.pushedBy = SourceRef(file: file, token: files[file].source.outline.calls[call].nameToken)
            case .lazyContainer:
                state.lazy = true
            case .branch(let choice):
                state.branch = true
                if state.depth == 0 { state.branches.append(choice) }
            }
        }
        return state
    }

    /// A container view takes its content from the caller: a type generic over a view.
    func isContainer(_ name: String) -> Bool {
        facts.facts(name)?.genericParameters.contains { $0.constraint.contains("View") } ?? false
    }
}
