/// Something inside a builder unit that navigation cares about, with the
/// path from the unit's root to it.
public struct UnitItem: Sendable {
    public enum Kind: Sendable, Equatable {
        case stack
        case registration
        case destinationLink
        case valueLink
        /// A use of another builder unit by name: a view type, a sibling member, a helper.
        case reference(name: String, target: ReferenceTarget)
    }
    public enum ReferenceTarget: Sendable, Equatable { case type, member, helper }

    public var kind: Kind
    /// The call, or for a plain member reference, -1.
    public var call: Int
    /// Where to report it: the call's name token, or the referencing identifier.
    public var token: Int
    /// From the unit's root inward.
    public var path: [PathStep]
}

/// One step between a unit's root and an item, outermost first.
public enum PathStep: Sendable, Equatable {
    /// Inside the root content of this stack call.
    case stack(call: Int)
    /// Inside content this call pushes: a destination closure or link destination.
    case push(call: Int)
    /// Inside sheet, cover, popover or inspector content.
    case presentation
    /// Inside the rows of a lazy container.
    case lazyContainer(call: Int)
    /// Inside a branch whose choice depends on view state.
    case branch(BranchChoice)
}

/// Which branch of which `if`/`else` chain or `switch` a path takes. Two paths
/// with the same point and different choices can never both be built.
public struct BranchChoice: Hashable, Sendable {
    public var file: Int
    /// The first scope of the `if` chain, or the `switch` scope.
    public var point: Int
    /// The branch scope taken, or the index of the `case` taken.
    public var choice: Int
}

extension UnitItem {
    /// Items of `unit`, in source order.
    static func collect(in unit: BuilderUnit, file navigation: FileNavigation, facts: TypeFacts,
                        presentations: Set<String>,
                        memberNames: Set<String>, isReferenceable: (CallSite) -> ReferenceTarget?) -> [UnitItem] {
        let file = navigation.source
        let context = navigation.context
        let outline = file.outline
        let scope = outline.scopes[unit.scope]
        var items: [UnitItem] = []
        let first = firstCall(atOrAfter: scope.open, in: outline)
        var index = first
        while index < outline.calls.count, outline.calls[index].nameToken < scope.close {
            defer { index += 1 }
            guard context.declarationScope[index] == unit.scope else { continue }
            let call = outline.calls[index]
            if call.isPattern { continue }
            var kind: Kind?
            if SwiftUINames.stacks.contains(call.name) && (call.receiver == .none || isSwiftUIQualified(call, file)) {
                kind = .stack
            } else if call.name == SwiftUINames.registration {
                kind = .registration
            } else if outline.isValueLink(index) {
                kind = .valueLink
            } else if outline.isDestinationLink(index) {
                if isCustomLinkInitializer(call, tokens: file.tokens, facts: facts) { continue }
                kind = .destinationLink
            } else if let target = isReferenceable(call) {
                kind = .reference(name: call.name, target: target)
            }
            guard let kind else { continue }
            items.append(UnitItem(kind: kind, call: index, token: call.nameToken,
                                  path: PathStep.path(context.steps[index], item: call.nameToken, in: navigation,
                                                      presentations: presentations)))
        }
        // Sibling members used by name without a call: `header`, `self.content`.
        if !memberNames.isEmpty {
            let tokens = file.tokens
            for i in (scope.open + 1)..<max(scope.open + 1, scope.close) where tokens[i].kind == .identifier {
                let isMember = tokens.kind(i - 1) != .period || tokens.isWord(i - 2, "self")
                guard isMember, tokens.kind(i + 1) != .leftParen || tokens.hasNewlineBefore(i + 1) else { continue }
                let name = tokens.text(i)
                guard memberNames.contains(name) else { continue }
                let (steps, declaration) = context.steps(forToken: i, in: outline)
                guard declaration == unit.scope else { continue }
                items.append(UnitItem(kind: .reference(name: name, target: .member), call: -1, token: i,
                                      path: PathStep.path(steps, item: i, in: navigation, presentations: presentations)))
            }
            items.sort { $0.token < $1.token }
        }
        return items
    }

    /// `NavigationLink("Title", destination: .settings)` through an initializer
    /// the project declares in `extension NavigationLink`: not SwiftUI's own
    /// destination link, whatever its labels say.
    static func isCustomLinkInitializer(_ call: CallSite, tokens: SyntaxTokens, facts: TypeFacts) -> Bool {
        guard let initializers = facts.extensionInitializers[SwiftUINames.link] else { return false }
        let labels = call.labels
        for parameters in initializers where parameters.contains(where: { $0.label == "destination" }) {
            let declared = parameters.map(\.label)
            guard labels.count <= declared.count, zip(labels, declared).allSatisfy({ $0 == $1 }) else { continue }
            // A destination that constructs a view is SwiftUI's initializer after all.
            if let destination = call.argument("destination") {
                let first = destination.value.lowerBound
                if tokens.kind(first) == .identifier, tokens.text(first).first?.isUppercase == true,
                   tokens.kind(first + 1) == .leftParen || tokens.kind(first + 1) == .leftBrace,
                   !facts.isDeclared(tokens.text(first)) || facts.isView(tokens.text(first)) {
                    continue
                }
            }
            return true
        }
        return false
    }

    static func isSwiftUIQualified(_ call: CallSite, _ file: SourceFile) -> Bool {
        guard case .expression(let range) = call.receiver else { return false }
        return range.lowerBound == range.upperBound && file.tokens.isWord(range.lowerBound, "SwiftUI")
    }

    static func firstCall(atOrAfter token: Int, in outline: Outline) -> Int {
        var low = 0, high = outline.calls.count
        while low < high {
            let mid = (low + high) / 2
            if outline.calls[mid].nameToken < token { low = mid + 1 } else { high = mid }
        }
        return low
    }
}
