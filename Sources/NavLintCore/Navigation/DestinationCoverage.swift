/// Which types each stack can turn into screens, and which stacks each
/// push can land on: a value link is on the trails that reach it, an append
/// on the stacks bound to the path it appends to. A push is judged against
/// those stacks only, never against a registration on some other layout's stack.
package struct DestinationCoverage: Sendable {
    /// Per trail (by index into `NavigationModel.trails`): the registered types,
    /// or nil when one of its registrations' types cannot be told (a generic helper),
    /// or a destination shows a view stored where navlint does not follow it.
    let registered: [Set<String>?]
    let trailsOfLink: [SourceRef: [Int]]
    let trailsOfPath: [PropertyRef: [Int]]

    static let empty = DestinationCoverage(registered: [], trailsOfLink: [:], trailsOfPath: [:])

    private init(registered: [Set<String>?], trailsOfLink: [SourceRef: [Int]], trailsOfPath: [PropertyRef: [Int]]) {
        self.registered = registered
        self.trailsOfLink = trailsOfLink
        self.trailsOfPath = trailsOfPath
    }

    init(model: NavigationModel) {
        var registered: [Set<String>?] = []
        var links: [SourceRef: [Int]] = [:]
        var paths: [PropertyRef: [Int]] = [:]
        for (index, trail) in model.trails.enumerated() {
            var types: Set<String>? = []
            for instance in trail.registrations {
                let source = model.files[instance.registration.file].source
                // A destination showing a stored view (`AnyView(feature.content)`) may register anything on it.
                if source.showsStoredView(destination: instance.call) { types = nil; break }
                guard source.outline.argument("for", of: instance.call) != nil else { continue }
                guard let type = model.registeredType(instance),
                      !source.isGenericParameter(type, at: instance.registration.token) else { types = nil; break }
                types?.insert(TypeFacts.lastComponent(type))
            }
            registered.append(types)
            // A split view's columns and other packages' stacks map values their own way.
            guard trail.kind != .splitView, !trail.isExternal else { continue }
            for link in trail.valueLinks { links[link, default: []].append(index) }
            if let declaration = trail.pathDeclaration { paths[declaration, default: []].append(index) }
        }
        self.registered = registered
        trailsOfLink = links
        trailsOfPath = paths
    }

    package enum Verdict: Equatable {
        /// Some stack it can land on registers the type, or that cannot be told.
        case covered
        /// It lands on these stacks, none of which registers the type.
        case missing(stacks: [Int])
        /// No stack is known to receive it.
        case unknownStack
    }

    /// Whether a value of `type` pushed onto `trails` has a destination there.
    func verdict(for type: String, on trails: [Int]) -> Verdict {
        // A stack seen to register nothing at all may register through something navlint does not follow.
        let judged = trails.filter { registered[$0]?.isEmpty != true }
        guard !judged.isEmpty else { return .unknownStack }
        for trail in judged {
            guard let types = registered[trail] else { return .covered }
            if types.contains(type) { return .covered }
        }
        return .missing(stacks: judged)
    }

    package func verdict(forLink link: SourceRef, type: String) -> Verdict {
        verdict(for: type, on: trailsOfLink[link] ?? [])
    }

    package func verdict(forPath path: PropertyRef, type: String) -> Verdict {
        verdict(for: type, on: trailsOfPath[path] ?? [])
    }
}
