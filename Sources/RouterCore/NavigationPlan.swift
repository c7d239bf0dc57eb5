/// The ordered steps that take one navigation state to another.
///
/// A deep link, a notification or a restored session names a place to be; the
/// plan says how to get there from where the user is, keeping the screens they
/// are already on and never stacking the link on top of an unrelated trail:
///
/// - equal states: no steps;
/// - a modal is up and the path must change, or the target shows a different
///   modal (or none): dismiss first, so nothing navigates underneath it;
/// - the current path is a prefix of the target: push only the rest (append);
/// - the target is a prefix of the current path: pop the extra routes;
/// - otherwise: pop back to the routes both share (often the root) and push the
///   rest, which replaces the trail.
///
/// It is pure: build one from two states, read `steps`, or `apply(to:)` it.
public struct NavigationPlan<Route: Hashable, Sheet: Hashable>: Hashable {
    public enum Step: Hashable {
        /// Dismiss the current sheet or cover.
        case dismiss
        /// Pop this many routes (always at least one).
        case pop(Int)
        /// Push these routes, in order (never empty).
        case push([Route])
        /// Present this modal once the path is in place.
        case present(Presentation<Sheet>)
    }

    public let from: NavigationState<Route, Sheet>
    public let to: NavigationState<Route, Sheet>
    public let steps: [Step]

    public init(from: NavigationState<Route, Sheet>, to: NavigationState<Route, Sheet>) {
        self.from = from
        self.to = to
        self.steps = Self.steps(from: from, to: to)
    }

    /// The plan for following a link to `routes`: the target shows that trail and
    /// no modal, because a link names a screen, not a sheet left over from before.
    public static func deepLink(from state: NavigationState<Route, Sheet>, to routes: [Route]) -> NavigationPlan {
        NavigationPlan(from: state, to: NavigationState(path: routes))
    }

    /// True when the states are equal and there is nothing to do.
    public var isEmpty: Bool { steps.isEmpty }

    /// `state` after every step, in order. Applied to `from` it gives `to`; applied
    /// to a state that moved on since planning, pops are clamped to what is there.
    public func apply(to state: NavigationState<Route, Sheet>) -> NavigationState<Route, Sheet> {
        steps.reduce(state) { $1.apply(to: $0) }
    }

    private static func steps(from: NavigationState<Route, Sheet>, to: NavigationState<Route, Sheet>) -> [Step] {
        guard from != to else { return [] }
        var steps: [Step] = []
        let pathChanges = from.path != to.path
        // Keep a modal only when it is the target's modal and nothing moves under it.
        let keepsPresentation = !pathChanges && from.presentation == to.presentation
        if from.presentation != nil && !keepsPresentation { steps.append(.dismiss) }

        let shared = zip(from.path, to.path).prefix { $0 == $1 }.count
        if from.path.count > shared { steps.append(.pop(from.path.count - shared)) }
        if to.path.count > shared { steps.append(.push(Array(to.path[shared...]))) }

        if let presentation = to.presentation, !keepsPresentation { steps.append(.present(presentation)) }
        return steps
    }
}

extension NavigationPlan.Step {
    /// `state` after this step alone; a pop is clamped to what is there.
    public func apply(to state: NavigationState<Route, Sheet>) -> NavigationState<Route, Sheet> {
        var state = state
        switch self {
        case .dismiss: state.presentation = nil
        case .pop(let count): state.path.removeLast(min(count, state.path.count))
        case .push(let routes): state.path.append(contentsOf: routes)
        case .present(let presentation): state.presentation = presentation
        }
        return state
    }

    /// What kind of step it is, for a `TransitionPacing`.
    public var kind: TransitionStep {
        switch self {
        case .dismiss: .dismiss
        case .pop: .pop
        case .push: .push
        case .present: .present
        }
    }
}

extension NavigationPlan: Sendable where Route: Sendable, Sheet: Sendable {}
extension NavigationPlan.Step: Sendable where Route: Sendable, Sheet: Sendable {}
