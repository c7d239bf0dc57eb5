/// Everything that lands on one stack's trail: what its root content and the
/// views pushed onto it register, link and build, across views and files,
/// stopping at presentations and at other stacks.
package struct StackTrail: Sendable {
    package enum Kind: Sendable, Equatable {
        /// A `NavigationStack` or `NavigationView` written in a view.
        case stack
        /// The stack inside a content-taking view (`RouterStack { Home() }`), as one caller instantiates it.
        case wrapperInstance(call: SourceRef)
        /// A `NavigationSplitView`: on compact width its columns collapse into one stack, and what
        /// the sidebar and content columns push lands on it.
        case splitView
    }
    package var kind: Kind = .stack
    /// The stack (or split view) call's name token.
    package var stack: SourceRef
    package var call: Int
    package var path: PathBinding
    /// The property the `path:` binding resolves to, when it can be told.
    package var pathDeclaration: PropertyRef?
    /// A stack from another package (`NBNavigationStack`): only its nesting is judged.
    package var isExternal = false
    package var registrations: [RegistrationInstance] = []
    package var destinationLinks: [ClosureLinkOnTrail] = []
    package var valueLinks: [SourceRef] = []
    /// For each value link (by index), the view-state branches that hold it on this trail.
    package var valueLinkBranches: [[BranchChoice]] = []
    /// For each unit the trail visits, the view-state branches of each visit.
    package var unitBranches: [Int: [[BranchChoice]]] = [:]
    package var nestedStacks: [NestedStack] = []
}

/// A push of a view rather than a value, as a trail sees it: a destination-closure
/// link, or a destination presented by state (`navigationDestination(isPresented:)`,
/// `navigationDestination(item:)`). The path cannot describe either screen.
package struct ClosureLinkOnTrail: Sendable {
    package enum Kind: Sendable, Equatable {
        /// `NavigationLink(destination:)`, `NavigationLink { … } label: { … }`.
        case link
        /// `navigationDestination(isPresented:)` or `navigationDestination(item:)`.
        case presentedDestination
    }
    /// The link, or the `navigationDestination` call.
    package var link: SourceRef
    package var kind: Kind = .link
    /// A value link is reachable from the screen it pushes: a value push can land above that screen.
    package var valuePushAbove: Bool { valuePush != nil }
    /// The first value link found reachable from the screen it pushes.
    package var valuePush: SourceRef?
    /// How many pushes lie between the stack's root and the link.
    package var depth = Int.max
    /// Met at least once with no value pushed below it: its screen can show while the path is empty.
    package var shownOverEmptyPath = false
    /// The root-level branches (`switch selection`) under which the walk met it, once per way it met it:
    /// what the stack's root shows while the screen it pushes is on top.
    package var rootBranches: [[BranchChoice]] = []
}

/// One registration as a stack sees it. The same `navigationDestination` can
/// be seen more than once: a helper applied in two places is two instances.
package struct RegistrationInstance: Sendable {
    /// The `navigationDestination` call.
    package var registration: SourceRef
    package var call: Int
    /// Where to report it: the registration, or the outermost helper call that applies it.
    package var site: SourceRef
    /// How many pushes lie between the stack root and it.
    package var depth: Int
    package var inLazyContainer: Bool
    /// Only inside a `ForEach`'s rows, in an eager container: present while the collection has elements.
    package var rowsOnly = false
    package var inBranch: Bool
    /// Branch choices at the root level (depth 0), for telling exclusive branches apart.
    package var branches: [BranchChoice]
    /// Discovery order: breadth-first from the root.
    package var order: Int
    /// How many views down from the stack root it sits (views entered by name).
    package var treeDepth = 0
    /// Its place in that view's tree (see `UnitItem.nesting` and `modifiersAfter`).
    package var nesting = 0
    package var modifiersAfter = 0
    /// The platforms and conditions under which it is built on this trail.
    package var platforms: PlatformSet = .all
    package var facts: [ConditionFact] = []
    /// The view-state branches that hold it in its own view (see `inBranch`).
    package var leafBranches: [BranchChoice] = []

    /// Sorts registrations from the one closest to the stack's root: fewer
    /// pushes, fewer views down, fewer closures in, and of two modifiers in
    /// one chain the later one (it wraps the earlier).
    static func closerToRoot(_ a: RegistrationInstance, _ b: RegistrationInstance) -> Bool {
        (a.depth, a.treeDepth, a.nesting, a.modifiersAfter, a.order)
            < (b.depth, b.treeDepth, b.nesting, b.modifiersAfter, b.order)
    }

    /// Whether the two can never be built at once: different branches of one
    /// root-level `if`/`switch`, platforms that never meet, or conditions that contradict.
    func isExclusive(with other: RegistrationInstance) -> Bool {
        if platforms.intersection(other.platforms).isEmpty { return true }
        if NavigationModel.exclusive(branches, other.branches) { return true }
        return facts.contains { fact in other.facts.contains { fact.contradicts($0) } }
    }
}

package struct NestedStack: Sendable {
    /// The inner `NavigationStack`/`NavigationView` call.
    package var inner: SourceRef
    /// Where to report: the inner stack, or the content-taking view's name where it is used.
    package var site: SourceRef
    /// The push that brought it onto the outer stack; nil when it is in the outer stack's root content.
    package var pushedBy: SourceRef?
    /// Where the view that holds it is placed in the outer trail, when that is not the site itself.
    package var placedAt: SourceRef?
    package var depth: Int
    package var treeDepth: Int
    /// The view builds this stack only when its caller's arguments ask for it; the site is that caller.
    package var isConditional = false
    /// When it breaks: always, or only if something pushes inside it (a `NavigationView` whose bar
    /// is hidden), or only if something pushes inside it or it binds a path (a `NavigationStack` in
    /// the outer stack's root content).
    package var hazard = NavigationModel.NestingHazard.always
    /// The platforms it is built for on this trail (the `#if os(…)` around it and on the way to it).
    package var platforms = PlatformSet.all
}
