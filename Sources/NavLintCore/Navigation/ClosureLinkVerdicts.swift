/// A destination-closure link on a trail where it breaks: a value push can
/// land above the screen it pushes (a value link there or above it), or the
/// stack's path is written by code that runs whatever screen is on top (a
/// router, a deep-link or notification handler), so the path loses that screen.
package struct ClosureLinkVerdict: Sendable {
    package var link: SourceRef
    /// Where the stack is (or, for a content-taking view's stack, where that view is used).
    package var stack: SourceRef
    /// Where the stack's path is written independently, when it is; nil when a value link reachable from the
    /// pushed screen is why it breaks.
    package var pathWrite: SourceRef?
    /// Every such write sets the path to one screen (`path = [.settings]`) and the link's screen sits above a
    /// value: a reset replaces that value (and the screen goes with it) or sets it again, and then nothing
    /// changes: the reset's screen stays hidden under this one.
    package var onlyResetsBelow = false
}

/// A destination presented by state (`navigationDestination(isPresented:)`, `(item:)`)
/// whose screen, or one pushed from it, has a value link: the value push pops it.
package struct PresentedDestinationVerdict: Sendable {
    /// The `navigationDestination` call.
    package var registration: SourceRef
    /// The stack it pushes onto (or the use of the content-taking view that holds it).
    package var stack: SourceRef
    /// The value link that pushes above its screen.
    package var valueLink: SourceRef
}

extension NavigationModel {
    /// The closure links that break, each named once, at the stack closest to it.
    /// `landingWrites` are the writes of each path that run whatever screen is on top, in source order.
    func closureLinkVerdicts(landingWrites: [PropertyRef: [PathWrite]]) -> [SourceRef: ClosureLinkVerdict] {
        var verdicts: [SourceRef: (verdict: ClosureLinkVerdict, depth: Int)] = [:]
        for trail in trails where trail.kind != .splitView && !trail.isExternal {
            let writes = trail.pathDeclaration.flatMap { landingWrites[$0] } ?? []
            for closure in trail.destinationLinks where closure.kind == .link {
                let landing = closure.valuePushAbove ? [] : writes.filter { canLand($0, above: closure, on: trail) }
                guard closure.valuePushAbove || !landing.isEmpty else { continue }
                // The closest stack that pushes it is the one to name.
                if let existing = verdicts[closure.link], existing.depth <= closure.depth { continue }
                var verdict = ClosureLinkVerdict(link: closure.link, stack: trail.site, pathWrite: landing.first?.at)
                verdict.onlyResetsBelow = !landing.isEmpty && !closure.shownOverEmptyPath && landing.allSatisfy(\.resetsToOneScreen)
                verdicts[closure.link] = (verdict, closure.depth)
            }
        }
        return verdicts.mapValues(\.verdict)
    }

    /// The state-presented destinations a value push can land above, each named once, at the closest stack.
    /// Only a value link on its own screen (or one pushed from it) counts: a write from elsewhere, such
    /// as a deep link, replaces what the user is looking at on purpose.
    func presentedDestinationVerdicts() -> [SourceRef: PresentedDestinationVerdict] {
        var verdicts: [SourceRef: (verdict: PresentedDestinationVerdict, depth: Int)] = [:]
        for trail in trails where trail.kind != .splitView && !trail.isExternal {
            for pushed in trail.destinationLinks where pushed.kind == .presentedDestination {
                guard let valueLink = pushed.valuePush, !neverPresents(pushed.link) else { continue }
                if let existing = verdicts[pushed.link], existing.depth <= pushed.depth { continue }
                verdicts[pushed.link] = (PresentedDestinationVerdict(registration: pushed.link, stack: trail.site,
                                                                     valueLink: valueLink), pushed.depth)
            }
        }
        return verdicts.mapValues(\.verdict)
    }

    /// Whether a path write can push a screen above the one a closure link pushed. A
    /// value shows only where its type is registered: when every registration of it
    /// sits under a root branch other than the link's (the sidebar's `switch selection`
    /// shows another root), the write runs only while that other root, not this
    /// screen, is on the stack.
    ///
    /// A write that empties the path pops every screen, the closure-pushed one with them, wherever a value
    /// was pushed below that screen. Only over an empty path (the link on the stack's root, or under
    /// closure pushes alone) does emptying it change nothing, so the screen stays.
    private func canLand(_ write: PathWrite, above closure: ClosureLinkOnTrail, on trail: StackTrail) -> Bool {
        if write.empties { return closure.shownOverEmptyPath }
        guard let type = write.pushedType else { return true }
        let name = TypeFacts.lastComponent(facts.resolve(type))
        let registrations = trail.registrations.filter { registration in
            registeredType(registration).map { TypeFacts.lastComponent(facts.resolve($0)) } == name
        }
        guard !registrations.isEmpty else { return true }
        return registrations.contains { registration in
            closure.rootBranches.contains { branches in !Self.exclusive(branches, registration.branches) }
        }
    }

    /// Two lists of root-level branch choices that take different branches of one `if` or `switch`.
    static func exclusive(_ a: [BranchChoice], _ b: [BranchChoice]) -> Bool {
        a.contains { x in b.contains { y in x.file == y.file && x.point == y.point && x.choice != y.choice } }
    }
}
