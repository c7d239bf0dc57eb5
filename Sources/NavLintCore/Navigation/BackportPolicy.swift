/// Which container NavigationBackport draws an `NBNavigationStack` with. The
/// library's default policy is `.never`: a `NavigationView` on every OS
/// version, even where `NavigationStack` exists. `.nbUseNavigationStack(
/// .whenAvailable)`, on the stack or on a view around it (an environment
/// value), opts into SwiftUI's `NavigationStack` on iOS 16 and later. The two
/// nest differently: two `NavigationView`s show a second bar and a second
/// trail; a typed path in a nested `NavigationStack` traps.
extension NavigationModel {
    enum BackportPolicy: Equatable {
        case never, whenAvailable
    }

    static let backportStack = "NBNavigationStack"
    static let backportPolicyModifier = "nbUseNavigationStack"

    /// Whether a project opts into `NavigationStack` anywhere but on a backport
    /// stack's own modifiers: then a stack without a policy of its own may
    /// inherit `.whenAvailable` from a view around it that navlint does not follow.
    static func optsIntoBackportStacksElsewhere(files: [FileNavigation]) -> Bool {
        files.contains { file in
            let outline = file.source.outline
            return outline.calls(named: backportPolicyModifier).contains { index in
                policy(setBy: index, in: file.source) != .never && chainRoot(of: index, in: outline)
                    .map { outline.calls[$0].name != backportStack } ?? true
            }
        }
    }

    /// Whether the backport stack at `inner`, nested on the trail of the stack at
    /// `outer`, is drawn as a `NavigationView`: its own policy, else the outer
    /// stack's (the environment flows down the trail), else the library's default,
    /// unless the project opts in somewhere navlint does not follow.
    package func backportDrawsNavigationView(inner: SourceRef, outer: SourceRef) -> Bool {
        guard files[inner.file].source.tokens.text(inner.token) == Self.backportStack else { return false }
        if let policy = ownBackportPolicy(of: inner) ?? ownBackportPolicy(of: outer) { return policy == .never }
        return !backportOptInElsewhere
    }

    /// The policy a stack's (or a view's) own modifier chain sets, if it sets one.
    private func ownBackportPolicy(of stack: SourceRef) -> BackportPolicy? {
        let source = files[stack.file].source
        let outline = source.outline
        guard let call = outline.calls(named: source.tokens.text(stack.token))
            .first(where: { outline.calls[$0].nameToken == stack.token }) else { return nil }
        var next = outline.calls[call].next
        while let modifier = next {
            if outline.calls[modifier].name == Self.backportPolicyModifier { return Self.policy(setBy: modifier, in: source) }
            next = outline.calls[modifier].next
        }
        return nil
    }

    /// `.nbUseNavigationStack(.never)` → `.never`; any other argument opts in, as far as navlint can tell.
    private static func policy(setBy call: Int, in source: SourceFile) -> BackportPolicy {
        guard let argument = source.outline.arguments(of: call).first else { return .whenAvailable }
        let value = argument.value
        return value.lowerBound + 1 == value.upperBound && source.tokens.kind(value.lowerBound) == .period
            && source.tokens.isWord(value.upperBound, "never") ? .never : .whenAvailable
    }

    /// The first call of the modifier chain `call` ends (`NBNavigationStack { … }` in `NBNavigationStack { … }.a().b()`).
    private static func chainRoot(of call: Int, in outline: Outline) -> Int? {
        var current = call
        while case .call(let receiver) = outline.calls[current].receiver { current = receiver }
        return current == call ? nil : current
    }
}
