/// Where a call sits, step by step out to the declaration that holds it:
/// inside which argument or closure of which call, inside which `if` or
/// `switch` branch. Computed once per file.
package struct CallContext: Sendable {
    package enum Step: Sendable, Equatable {
        /// Inside the value of `call`'s argument with this label.
        case argument(call: Int, label: String?)
        /// Inside a closure that `call` owns (trailing or argument); `label` as written.
        case closure(call: Int, label: String?, scope: Int)
        /// Inside a closure no call owns.
        case looseClosure(scope: Int)
        /// Inside the body of a statement (`if`, `else`, `switch`, `for`, …).
        case statement(keyword: String, scope: Int)
    }

    /// For each call: the innermost call whose argument list holds its name, if any.
    let argumentParent: OptionalIndices
    /// For each scope: the body scope of the declaration it is in (a computed
    /// property's outermost block, a function body, a type body), if any.
    let declarationOfScope: OptionalIndices

    /// For each call: the body scope of the declaration it is in, if any.
    package func declarationScope(of call: Int, in outline: Outline) -> Int? {
        outline.calls[call].scope.flatMap { declarationOfScope[$0] }
    }

    init(_ outline: Outline) {
        var parent = OptionalIndices(repeating: nil, count: outline.calls.count)
        var open: [Int] = []
        // By index, reading two fields: copying each whole call cost more than the walk.
        for index in outline.calls.indices {
            let nameToken = outline.calls[index].nameToken
            while let top = open.last, let list = outline.calls[top].argumentList, list.upperBound < nameToken {
                open.removeLast()
            }
            if let top = open.last, let list = outline.calls[top].argumentList, list.contains(nameToken) {
                parent[index] = top
            }
            if outline.calls[index].argumentList != nil { open.append(index) }
        }
        argumentParent = parent
        // Scopes come in order of their opening brace, so a parent is settled before its children.
        var declarations = OptionalIndices(repeating: nil, count: outline.scopes.count)
        for (index, scope) in outline.scopes.enumerated() {
            switch scope.kind {
            case .typeBody, .functionBody:
                declarations[index] = index
            case .accessor(let property):
                // `get { … }` inside a computed property: the property's own block is the body.
                if let up = scope.parent, case .accessor(property) = outline.scopes[up].kind {
                    declarations[index] = declarations[up]
                } else {
                    declarations[index] = index
                }
            case .closure, .statement:
                declarations[index] = scope.parent.flatMap { declarations[$0] }
            }
        }
        declarationOfScope = declarations
    }

    /// A call's steps outward, ending at the enclosing declaration body.
    /// Computed on demand: only the calls navigation cares about need them.
    package func steps(of call: Int, in outline: Outline) -> [Step] {
        let site = outline.calls[call]
        return Self.walk(token: site.nameToken, scope: site.scope, argumentOwner: argumentParent[call], outline,
                         argumentParent).0
    }

    /// The steps outward from any token, and the declaration body it ends in.
    package func steps(forToken token: Int, in outline: Outline) -> (steps: [Step], declaration: Int?) {
        // The innermost argument list holding the token belongs to the last
        // call before it or to one of that call's argument parents.
        var owner = UnitItem.firstCall(atOrAfter: token, in: outline) - 1
        var argumentOwner: Int?
        while owner >= 0 {
            if let list = outline.calls[owner].argumentList, list.contains(token) { argumentOwner = owner; break }
            guard let up = argumentParent[owner] else { break }
            owner = up
        }
        return Self.walk(token: token, scope: outline.innermostScope(containing: token), argumentOwner: argumentOwner,
                         outline, argumentParent)
    }

    private static func walk(token start: Int, scope startScope: Int?, argumentOwner startOwner: Int?,
                             _ outline: Outline, _ parent: OptionalIndices) -> ([Step], Int?) {
        var steps: [Step] = []
        var token = start
        var scope = startScope
        var argumentOwner = startOwner
        for _ in 0..<10_000 {
            if let owner = argumentOwner, let list = outline.calls[owner].argumentList,
               scope.map({ outline.scopes[$0].open < list.lowerBound }) ?? true {
                let label = outline.arguments(of: owner).first { $0.value.contains(token) }?.label
                steps.append(.argument(call: owner, label: label))
                token = outline.calls[owner].nameToken
                scope = outline.calls[owner].scope
                argumentOwner = parent[owner]
                continue
            }
            guard let s = scope else { return (steps, nil) }
            switch outline.scopes[s].kind {
            case .closure(let owner?, let label):
                steps.append(.closure(call: owner, label: label, scope: s))
                token = outline.calls[owner].nameToken
                scope = outline.calls[owner].scope
                argumentOwner = parent[owner]
            case .closure(nil, _):
                steps.append(.looseClosure(scope: s))
                token = outline.scopes[s].open
                scope = outline.scopes[s].parent
                argumentOwner = nil
            case .statement(let keyword):
                steps.append(.statement(keyword: keyword, scope: s))
                token = outline.scopes[s].open
                scope = outline.scopes[s].parent
                argumentOwner = nil
            case .accessor(let property):
                // `get { … }` inside a computed property: the property's own block is the body.
                if let up = outline.scopes[s].parent, case .accessor(property) = outline.scopes[up].kind {
                    scope = up
                    continue
                }
                return (steps, s)
            case .typeBody, .functionBody:
                return (steps, s)
            }
        }
        return (steps, nil)
    }
}

extension Outline {
    /// Whether closure `label` of NavigationLink call `link` (or its argument
    /// with that label) is the destination rather than the label.
    func isLinkDestination(_ link: Int, label: String?, isArgument: Bool) -> Bool {
        let call = calls[link]
        guard call.name == SwiftUINames.link, !call.isPattern else { return false }
        if label == "destination" { return true }
        if isArgument { return false }
        if label != nil { return false } // `label:`
        if argument("destination", of: call) != nil || argument("value", of: call) != nil { return false }
        if trailingClosures(of: call).contains(where: { $0.label == "label" }) { return true }
        // `NavigationLink("Title") { Destination() }`: a title, then the destination.
        return arguments(of: call).first.map { $0.label == nil } ?? false
    }

    /// The closure scope of a stack's root content, if it has one.
    func stackContent(_ stack: Int) -> Int? {
        let call = calls[stack]
        if let root = argument("root", of: call)?.closure { return root }
        return trailingClosures(of: call).first { $0.label == nil }?.scope
    }

    /// `NavigationLink(value:)` and its relatives: a link that pushes a value.
    func isValueLink(_ index: Int) -> Bool {
        calls[index].name == SwiftUINames.link && argument("value", of: index) != nil
    }

    /// A link that pushes a view it builds: `NavigationLink(destination:)` or a destination closure.
    func isDestinationLink(_ index: Int) -> Bool {
        // The name first, in place: most calls asked are not links, and a copy of each retained all it holds.
        guard calls[index].name == SwiftUINames.link else { return false }
        let call = calls[index]
        guard !call.isPattern, argument("value", of: call) == nil else { return false }
        if argument("destination", of: call) != nil { return true }
        return trailingClosures(of: call).contains { isLinkDestination(index, label: $0.label, isArgument: false) }
    }
}
