/// Something inside a builder unit that navigation cares about, with the
/// path from the unit's root to it.
package struct UnitItem: Sendable {
    package enum Kind: Sendable, Equatable {
        case stack
        /// A `NavigationSplitView`: on compact width, its columns collapse into one stack.
        case splitView
        case registration
        case destinationLink
        case valueLink
        /// A use of another builder unit by name: a view type, a sibling member, a helper.
        case reference(name: String, target: ReferenceTarget)
        /// Where a content-taking view places what its caller handed it: `content`, `destination()`.
        case slotUse(name: String)
    }
    /// `type`: a view or view modifier type by name; `member`: a sibling member
    /// of the same type; `helper`: a `View` extension function; `foreignMember`:
    /// a view-building member of another type (`route.destination`, `$0.screen`).
    package enum ReferenceTarget: Sendable, Equatable { case type, member, helper, foreignMember }

    package var kind: Kind
    /// The call, or nil for a plain member reference (`route.destination`) that is no call.
    package var callIndex: Int?
    /// The call of an item that always is one: a stack, split view, registration or link.
    /// Only a `.reference` or `.slotUse` can lack a call; ask `callIndex` for those.
    package var call: Int {
        guard let callIndex else { preconditionFailure("\(kind) item at token \(token) is a member reference, not a call") }
        return callIndex
    }
    /// Where to report it: the call's name token, or the referencing identifier.
    package var token: Int
    /// From the unit's root inward.
    package var path: [PathStep]
    /// Where it sits in its view's tree, for "closest to the root": how many
    /// closures and arguments enclose it, and how many modifiers are chained
    /// after it (a later modifier wraps, so sits above, an earlier one).
    package var nesting = 0
    package var modifiersAfter = 0
    /// The platforms it is compiled for (`#if os(tvOS)` around it).
    package var platforms: PlatformSet = .all
    /// For a member of a pushed value (`route.view`), or a helper handed it (`build(route)`): the
    /// type the destination registers (`Route`).
    package var receiverType: String?
    /// A call of a project view or helper that takes content and accepts this call's arguments:
    /// where it places what it is handed depends on this use.
    package var handsContent = false
}

extension UnitItem {
    /// Items of `unit`, in source order. `ownMembers` are the names of the
    /// view-building members of the unit's type, `foreignMembers` those of
    /// other, non-view types (route enums that build their own screen).
    static func collect(in unit: BuilderUnit, file navigation: FileNavigation, facts: TypeFacts,
                        vocabulary: NavigationVocabulary, ownMembers: Set<String>, foreignMembers: Set<String>,
                        unitNames: TokenNameTable, member: @escaping (String, String) -> MemberProperty?,
                        isReferenceable: (_ call: Int) -> ReferenceTarget?) -> [UnitItem] {
        let file = navigation.source
        let context = navigation.context
        let outline = file.outline
        let scope = outline.scopes[unit.scope]
        // The globals alone, not the facts: a closure holding the facts copied each of their collections.
        let globals = facts.globals
        let scoper = SubjectScoper(member: { name in unit.ownerType.flatMap { member(name, $0) } },
                                   isGlobal: { globals[$0] != nil })
        // The content slots of the unit's own type: `content` in a wrapper's body.
        let ownSlots = unit.kind == .helper ? vocabulary.helperParameters[unit.name]?.slots ?? []
            : unit.ownerType.flatMap { vocabulary.parameters[$0]?.slots } ?? []
        var conditions: [BranchChoice: (facts: [ConditionFact], exact: Bool)] = [:]
        var routeEnums: [Int: String?] = [:]
        func makeItem(_ kind: Kind, call: Int?, token: Int, steps: [CallContext.Step]) -> UnitItem {
            var item = UnitItem(kind: kind, callIndex: call, token: token,
                                path: PathStep.path(steps, item: token, in: navigation, vocabulary: vocabulary, scoper: scoper,
                                                    conditions: &conditions, routeEnums: &routeEnums))
            item.nesting = steps.count
            item.platforms = file.tokens.platforms(at: token)
            return item
        }
        /// What the call at `index` places, if anything. Its fields are read in place: most
        /// calls place nothing, and copying each one retained all it holds (a dense corpus
        /// of 100 modules copied 234,000 calls here to keep 5,700).
        func kind(ofCall index: Int) -> Kind? {
            let name = outline.calls[index].name, receiver = outline.calls[index].receiver
            if vocabulary.isStack(name) && (receiver == .none || isSwiftUIQualified(outline.calls[index], file)) {
                return SwiftUINames.buildsOwnStack(outline.calls[index], in: outline, tokens: file.tokens) ? .stack : nil
            } else if name.spells(SwiftUINames.splitView) && receiver == .none {
                return .splitView
            } else if name.spells(SwiftUINames.registration) {
                return .registration
            } else if outline.isValueLink(index) {
                return isCustomLinkInitializer(outline.calls[index], in: file, facts: facts) ? nil : .valueLink
            } else if outline.isDestinationLink(index) {
                return isCustomLinkInitializer(outline.calls[index], in: file, facts: facts) ? nil : .destinationLink
            } else if let target = isReferenceable(index) {
                if target == .foreignMember {
                    guard case .expression(let range) = receiver, range.lowerBound == range.upperBound,
                          isPushedValue(tokens: file.tokens, receiver: range.lowerBound, in: outline) else { return nil }
                }
                return .reference(name: name, target: target)
            } else if ownSlots.contains(name), receiver == .none || isSelfReceiver(outline.calls[index], file) {
                return .slotUse(name: name)
            }
            return nil
        }
        var items: [UnitItem] = []
        var index = firstCall(atOrAfter: scope.open, in: outline)
        while index < outline.calls.count, outline.calls[index].nameToken < scope.close {
            defer { index += 1 }
            guard context.declarationScope(of: index, in: outline) == unit.scope, !outline.calls[index].isPattern,
                  let kind = kind(ofCall: index) else { continue }
            let call = outline.calls[index]
            var item = makeItem(kind, call: index, token: call.nameToken, steps: context.steps(of: index, in: outline))
            if case .reference(_, .foreignMember) = kind, case .expression(let receiver) = call.receiver {
                item.receiverType = pushedValueType(tokens: file.tokens, receiver: receiver.lowerBound, in: outline)
            }
            // `build(destination)` handed the destination closure's value: the overload taking its type.
            if case .reference(_, .helper) = kind, let first = outline.arguments(of: index).first,
               first.value.lowerBound == first.value.upperBound {
                item.receiverType = pushedValueType(tokens: file.tokens, receiver: first.value.lowerBound, in: outline)
            }
            if case .reference(_, let target) = kind, target == .type || target == .helper {
                item.handsContent = vocabulary.parameters(of: call, in: outline)?.slots.isEmpty == false
            }
            var next = call.next
            while let following = next, item.modifiersAfter < 1_000 {
                item.modifiersAfter += 1
                next = outline.calls[following].next
            }
            items.append(item)
        }
        // Members used by name without a call: `header`, `self.content`, `route.destination`.
        guard !ownMembers.isEmpty || !foreignMembers.isEmpty || !ownSlots.isEmpty else { return items }
        let tokens = file.tokens
        for i in (scope.open + 1)..<max(scope.open + 1, scope.close) where tokens[i].kind == .identifier {
            guard tokens.kind(i + 1) != .leftParen || tokens.hasNewlineBefore(i + 1) else { continue }
            // Own and foreign members are units, so most identifiers (locals, types,
            // SwiftUI's names) are let go by their bytes, before a string is made.
            let isUnitName = unitNames.id(of: tokens[i], in: tokens.bytes) != nil
            guard isUnitName || !ownSlots.isEmpty else { continue }
            let name = tokens.text(i)
            let kind: Kind
            if tokens.kind(i - 1) != .period || tokens.isWord(i - 2, "self") {
                if isUnitName && ownMembers.contains(name) {
                    kind = .reference(name: name, target: .member)
                } else if ownSlots.contains(name), !tokens.isText(i + 1, "="), !tokens.isText(i + 1, ":") {
                    kind = .slotUse(name: name)
                } else {
                    continue
                }
            } else {
                guard isUnitName, foreignMembers.contains(name),
                      isPushedValue(tokens: tokens, receiver: i - 2, in: outline) else { continue }
                kind = .reference(name: name, target: .foreignMember)
            }
            let (steps, declaration) = context.steps(forToken: i, in: outline)
            guard declaration == unit.scope else { continue }
            var item = makeItem(kind, call: nil, token: i, steps: steps)
            if case .reference(_, .foreignMember) = kind {
                item.receiverType = pushedValueType(tokens: tokens, receiver: i - 2, in: outline)
            }
            items.append(item)
        }
        items.sort { $0.token < $1.token }
        return items
    }

    /// `NavigationLink("Title", destination: .settings)` through an initializer
    /// the project declares in `extension NavigationLink`: not SwiftUI's own
    /// link. The call must fit the declared parameters (defaults may be left
    /// out, closures may trail), and a destination it passes must not
    /// construct a view (then it is SwiftUI's initializer after all).
    package static func isCustomLinkInitializer(_ call: CallSite, in file: SourceFile, facts: TypeFacts) -> Bool {
        guard let initializers = facts.extensionInitializers[SwiftUINames.link],
              initializers.contains(where: { fits(call, in: file.outline, $0) }) else { return false }
        let tokens = file.tokens
        if let destination = file.outline.argument("destination", of: call) {
            let first = destination.value.lowerBound
            if tokens.kind(first) == .identifier, tokens.text(first).first?.isUppercase == true,
               tokens.kind(first + 1) == .leftParen || tokens.kind(first + 1) == .leftBrace,
               !facts.isDeclared(tokens.text(first)) || facts.isView(tokens.text(first)) {
                return false
            }
        }
        return true
    }

    static func fits(_ call: CallSite, in outline: Outline, _ parameters: [Parameter]) -> Bool {
        ViewParameters.fits(call, in: outline, parameters.map { ($0.label, $0.hasDefault, $0.type.containsText("->")) })
    }

    /// Whether token `receiver` names the value a destination closure is given:
    /// `route` in `.navigationDestination(for: Route.self) { route in route.screen }`,
    /// or `$0`. Only such a member access (`route.screen`) is taken to build that
    /// route's screen; any other `.screen` may belong to anything.
    static func isPushedValue(tokens: SyntaxTokens, receiver: Int, in outline: Outline) -> Bool {
        pushedValueRegistration(tokens: tokens, receiver: receiver, in: outline) != nil
    }

    /// The type a destination closure's value has (`Route` in `navigationDestination(for: Route.self) { route in … }`),
    /// when token `receiver` names that value.
    static func pushedValueType(tokens: SyntaxTokens, receiver: Int, in outline: Outline) -> String? {
        guard let registration = pushedValueRegistration(tokens: tokens, receiver: receiver, in: outline) else { return nil }
        return registeredTypeName(registration, tokens: tokens, in: outline)
    }

    /// `Route` for `navigationDestination(for: App.Route.self)`, as written (last name); nil for other forms.
    static func registeredTypeName(_ registration: Int, tokens: SyntaxTokens, in outline: Outline) -> String? {
        guard let argument = outline.argument("for", of: registration),
              argument.value.upperBound - argument.value.lowerBound >= 2,
              tokens.isWord(argument.value.upperBound, "self") else { return nil }
        return TypeFacts.lastComponent(tokens.compactText(argument.value.lowerBound, argument.value.upperBound - 2))
    }

    /// Whether `name` is the value closure `scope` is given: `$0`, or its first parameter
    /// (`{ route in`, `{ (route) in`, `{ route -> some View in`).
    static func isClosureValue(_ name: String, closure scope: Int, tokens: SyntaxTokens, in outline: Outline) -> Bool {
        if name == "$0" { return true }
        var j = outline.scopes[scope].open + 1
        if tokens.kind(j) == .leftParen { j += 1 }
        return tokens.kind(j) == .identifier && tokens.text(j) == name
    }

    /// The registration whose destination closure's value token `receiver` names, if any.
    private static func pushedValueRegistration(tokens: SyntaxTokens, receiver: Int, in outline: Outline) -> Int? {
        guard tokens.kind(receiver) == .identifier else { return nil }
        let name = tokens.text(receiver)
        var scope = outline.innermostScope(containing: receiver)
        while let s = scope {
            if case .closure(let owner?, _) = outline.scopes[s].kind, outline.calls[owner].name == SwiftUINames.registration {
                return isClosureValue(name, closure: s, tokens: tokens, in: outline) ? owner : nil
            }
            scope = outline.scopes[s].parent
        }
        return nil
    }

    static func isSelfReceiver(_ call: CallSite, _ file: SourceFile) -> Bool {
        guard case .expression(let range) = call.receiver else { return false }
        return range.lowerBound == range.upperBound && file.tokens.isWord(range.lowerBound, "self")
    }

    static func isSwiftUIQualified(_ call: CallSite, _ file: SourceFile) -> Bool {
        guard case .expression(let range) = call.receiver else { return false }
        return range.lowerBound == range.upperBound && file.tokens.isWord(range.lowerBound, "SwiftUI")
    }

    /// The call whose name is token `token` (a link, a registration, a call site), if one is.
    static func call(namedAt token: Int, in outline: Outline) -> Int? {
        let index = firstCall(atOrAfter: token, in: outline)
        return index < outline.calls.count && outline.calls[index].nameToken == token ? index : nil
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
