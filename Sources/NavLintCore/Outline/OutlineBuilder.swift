import SwiftScanner

/// Builds a file's `Outline` in one forward pass over its tokens.
///
/// Structure comes from bracket matching plus a few recognizers: declaration
/// headers (which also say where their body brace is), statement keywords
/// (which claim the next brace at their depth), calls with argument lists and
/// trailing closures, and member chains. Every other brace is a closure. The
/// nesting is tracked on an explicit frame stack, never by recursion.
///
/// The small read-only helpers that run per token are `@inline(__always)`: called
/// from a `mutating` method and not inlined, a helper is handed a copy of the
/// whole builder (273 bytes, copied once per word of every file).
struct OutlineBuilder {
    let t: SyntaxTokens
    var words: WordClasses
    var outline = OutlineParts()

    /// What a brace that a header or statement keyword has already claimed opens.
    enum BraceRole {
        case typeBody(Int)
        case functionBody(Int)
        case accessor(Int)
        case statement(String)
    }
    /// The claimed braces: the role's index in `braceRoleList`, keyed by the `{`.
    var braceRoles: OptionalIndices
    var braceRoleList: [BraceRole] = []

    struct Frame {
        enum Kind { case brace(scope: Int), paren, bracket }
        var kind: Kind
        var open: Int
        /// The innermost brace scope at this frame: its own for a brace, else the
        /// one it sits in. Kept per frame so the current scope is one read, not a
        /// walk down the stack (which made `f(f(f(…)))` quadratic).
        var scope: Int?
        /// For the argument list of a call: the call and the argument being read.
        var call: Int?
        /// The argument's label token, its text made only when the argument is
        /// recorded: a frame that holds no reference is copied and dropped as plain bytes.
        var argumentLabel: Int?
        var argumentStart = 0
        var argumentClosure: Int?
    }
    var frames: [Frame] = []

    // Tables keyed by token, an `Int32` a token: as `[Int: Int]` dictionaries
    // they spent a tenth of outline building hashing integers.
    /// The call whose argument list closes at a `)`, keyed by that token.
    var callByArgumentsClose: OptionalIndices
    /// The scope that opens at a `{`, keyed by that token.
    var scopeByOpen: OptionalIndices
    /// `Foo<Bar>`: the callee name token, keyed by the closing `>` token.
    var calleeByGenericClose: OptionalIndices

    /// Arguments and trailing closures as they are read, with their call. A call's
    /// are not contiguous while calls nest, so `build()` groups them by call
    /// into the outline's flat lists.
    var pendingArguments: [(owner: Int32, element: Argument)] = []
    var pendingTrailingClosures: [(owner: Int32, element: TrailingClosure)] = []
    /// Per call, how many trailing closures it has so far; per scope, whether it is one.
    var trailingClosureCounts: [Int32] = []
    var scopeIsTrailingClosure: [Bool] = []

    var pendingAttributes: [Attribute] = []
    var pendingModifiers: [String] = []
    var declarationStart: Int?
    /// Inside a `case` pattern (`case .a(let x):`, `if case .b = y`) until its `:` or `=`.
    var patternFrameDepth: Int?

    /// A builder for `tokens` working in `scratch`'s tables, which it holds until `recycle(into:)`.
    init(tokens: SyntaxTokens, scratch: OutlineScratch) {
        t = tokens
        words = WordClasses(tokens, recycling: scratch.wordIDs.takeAll())
        braceRoles = OptionalIndices(recycling: scratch.braceRoles.takeAll(), count: tokens.count)
        callByArgumentsClose = OptionalIndices(recycling: scratch.callByArgumentsClose.takeAll(), count: tokens.count)
        scopeByOpen = OptionalIndices(recycling: scratch.scopeByOpen.takeAll(), count: tokens.count)
        calleeByGenericClose = OptionalIndices(recycling: scratch.calleeByGenericClose.takeAll(), count: tokens.count)
        braceRoleList = scratch.braceRoleList.takeAll()
        frames = scratch.frames.takeAll()
        pendingArguments = scratch.pendingArguments.takeAll()
        pendingTrailingClosures = scratch.pendingTrailingClosures.takeAll()
        trailingClosureCounts = scratch.trailingClosureCounts.takeAll()
        scopeIsTrailingClosure = scratch.scopeIsTrailingClosure.takeAll()
        // A scope opens at every `{`: the list is made at its size, so it is neither
        // grown nor copied into a fitted buffer (and its first copy destroyed) at the end.
        outline.scopes.reserveCapacity(tokens.brackets.openBraceCount)
    }

    /// Gives the working tables back to `scratch`, emptied, their capacity kept, for the thread's next file.
    /// A file larger than `OutlineScratch.keptTokenLimit` gives nothing back: its tables are freed
    /// with the builder, not kept by the thread until the run ends.
    mutating func recycle(into scratch: OutlineScratch) {
        guard t.count <= OutlineScratch.keptTokenLimit else { return }
        scratch.wordIDs = words.takeIDs()
        scratch.braceRoles = braceRoles.takeStorage()
        scratch.callByArgumentsClose = callByArgumentsClose.takeStorage()
        scratch.scopeByOpen = scopeByOpen.takeStorage()
        scratch.calleeByGenericClose = calleeByGenericClose.takeStorage()
        scratch.braceRoleList = braceRoleList.takeEmptied()
        scratch.frames = frames.takeEmptied()
        scratch.pendingArguments = pendingArguments.takeEmptied()
        scratch.pendingTrailingClosures = pendingTrailingClosures.takeEmptied()
        scratch.trailingClosureCounts = trailingClosureCounts.takeEmptied()
        scratch.scopeIsTrailingClosure = scopeIsTrailingClosure.takeEmptied()
    }

    var currentScope: Int? { frames.last?.scope }

    /// Claims the brace at `i` for a declaration body or a statement.
    mutating func claimBrace(_ i: Int, as role: BraceRole) {
        braceRoles[token: i] = braceRoleList.count
        braceRoleList.append(role)
    }

    /// Pushes a frame, recording the scope it sits in.
    mutating func push(_ kind: Frame.Kind, open: Int, call: Int? = nil) {
        var frame = Frame(kind: kind, open: open, scope: currentScope)
        if case .brace(let scope) = kind { frame.scope = scope }
        frame.call = call
        frames.append(frame)
    }

    /// The type whose body is the innermost scope, if any.
    @inline(__always) var enclosingTypeOfMembers: Int? {
        guard let scope = currentScope, case .typeBody(let type) = outline.scopes[scope].kind else { return nil }
        return type
    }

    /// The nearest type body on the scope chain (for nested declarations).
    var nearestType: Int? {
        var scope = currentScope
        while let s = scope {
            if case .typeBody(let type) = outline.scopes[s].kind { return type }
            scope = outline.scopes[s].parent
        }
        return nil
    }

    mutating func build() -> OutlineParts {
        var i = 0
        while i < t.count {
            i = step(i)
        }
        while !frames.isEmpty { closeFrame(at: t.count - 1) }
        linkChains()
        groupArgumentsByCall()
        return outline
    }

    /// Handles token `i` and returns the index of the next token to handle.
    mutating func step(_ i: Int) -> Int {
        let token = t[i]
        switch token.kind {
        case .atSign:
            if declarationStart == nil { declarationStart = i }
            return readAttribute(at: i)
        case .leftParen:
            push(.paren, open: i)
            clearPendingDeclaration()
            return i + 1
        case .leftBracket:
            push(.bracket, open: i)
            clearPendingDeclaration()
            return i + 1
        case .rightParen, .rightBracket, .rightBrace:
            closeBracket(at: i)
            clearPendingDeclaration()
            return i + 1
        case .leftBrace:
            openBrace(at: i)
            clearPendingDeclaration()
            return i + 1
        case .comma:
            if let top = frames.last, top.call != nil { finishArgument(endingBefore: i, startNext: true) }
            clearPendingDeclaration()
            return i + 1
        case .colon, .operator:
            if let depth = patternFrameDepth, depth == frames.count,
               token.kind == .colon || t.isText(i, "=") {
                patternFrameDepth = nil
            }
            clearPendingDeclaration()
            return i + 1
        case .keyword, .identifier:
            return word(at: i)
        case .pound:
            clearPendingDeclaration()
            if t.kind(i + 1) == .identifier, !t[i + 1].flags.contains(.triviaBefore) {
                return callOrName(at: i + 1, isMacro: true)
            }
            return i + 1
        default:
            clearPendingDeclaration()
            return i + 1
        }
    }

    mutating func clearPendingDeclaration() {
        // Attributes and modifiers always set `declarationStart`: nothing pending, nothing to do.
        guard declarationStart != nil else { return }
        // Emptied, not kept at capacity: the declaration just read holds these
        // arrays, so keeping capacity allocated a fresh buffer for each of them
        // (56,000 on ten apps), mostly for declarations that have neither.
        pendingAttributes = []
        pendingModifiers = []
        declarationStart = nil
    }

    /// An identifier or keyword: a declaration, a statement, a modifier, or a name that may be called.
    mutating func word(at i: Int) -> Int {
        if let next = declaration(at: i) { return next }
        if t[i].kind == .keyword {
            if let keyword = statementKeyword(at: i) {
                claimStatementBody(after: i, keyword: keyword)
            }
            if words.word(i) == .case {
                // `case` outside an enum body starts a pattern, whose `.a(let x)`
                // binds names rather than calling anything.
                patternFrameDepth = frames.count
            }
            clearPendingDeclaration()
            if words.word(i) == .`init` && t.kind(i - 1) == .period { return callOrName(at: i, isMacro: false) }
            return i + 1
        }
        clearPendingDeclaration()
        if isAccessorHeader(at: i) { return i + 1 }
        return callOrName(at: i, isMacro: false)
    }

    /// `set(newValue) {` inside a computed property is an accessor, not a call.
    @inline(__always) func isAccessorHeader(at i: Int) -> Bool {
        // The words first: asked for every name, and a scope's kind is the dearer read.
        let word = words.word(i)
        guard word == .set || word == .willSet || word == .didSet,
              let scope = currentScope, case .accessor = outline.scopes[scope].kind,
              t.kind(i + 1) == .leftParen, let close = t.closer(of: i + 1) else { return false }
        return t.kind(close + 1) == .leftBrace
    }

    // MARK: Braces and scopes

    mutating func openBrace(at i: Int) {
        let kind = braceKind(at: i)
        let scope = outline.scopes.count
        outline.scopes.append(Scope(kind: kind, open: i, close: t.count - 1, parent: currentScope))
        scopeIsTrailingClosure.append(false)
        scopeByOpen[token: i] = scope
        switch kind {
        case .typeBody(let type): outline.types[type].bodyScope = scope
        case .functionBody(let function): outline.functions[function].bodyScope = scope
        case .accessor(let property):
            // The outermost block of a computed property is its body; a block
            // of observers (`{ didSet … }`) and the accessors nested in either are not.
            let isNested = currentScopeIsAccessor(of: property)
            let isObservers = t.isWord(i + 1, "willSet") || t.isWord(i + 1, "didSet")
            if outline.properties[property].accessorScope == nil && !isNested && !isObservers {
                outline.properties[property].accessorScope = scope
            }
        case .closure(let call?, let label):
            if let top = frames.last, top.call == call, top.argumentStart == i {
                frames[frames.count - 1].argumentClosure = scope
            } else {
                pendingTrailingClosures.append((Int32(call), TrailingClosure(label: label, scope: scope)))
                trailingClosureCounts[call] += 1
                scopeIsTrailingClosure[scope] = true
            }
        default: break
        }
        push(.brace(scope: scope), open: i)
    }

    /// Decides what the brace at `i` opens.
    mutating func braceKind(at i: Int) -> Scope.Kind {
        if let claimed = braceRoles[token: i] {
            braceRoles[token: i] = nil
            switch braceRoleList[claimed] {
            case .typeBody(let type): return .typeBody(type: type)
            case .functionBody(let function): return .functionBody(function: function)
            case .accessor(let property): return .accessor(property: property)
            case .statement(let keyword): return .statement(keyword: keyword)
            }
        }
        if let property = accessorOwner(at: i) { return .accessor(property: property) }
        let previous = i - 1
        switch t.kind(previous) {
        case .rightParen?:
            if let call = callByArgumentsClose[token: previous], trailingClosureCounts[call] == 0 {
                extendCall(call, to: closeOf(i))
                return .closure(call: call, label: nil)
            }
        case .identifier?:
            if t.isWord(previous - 1, "func") { break }
            let call = makeCall(nameToken: previous, isMacro: t.kind(previous - 1) == .pound, genericArguments: nil)
            extendCall(call, to: closeOf(i))
            return .closure(call: call, label: nil)
        case .operator?:
            if let name = calleeByGenericClose[token: previous] {
                let generics = t.compactText(name + 1, previous)
                let call = makeCall(nameToken: name, isMacro: false, genericArguments: String(generics.dropFirst().dropLast()))
                extendCall(call, to: closeOf(i))
                return .closure(call: call, label: nil)
            }
        case .colon?:
            // `} label: {`: a further trailing closure of the same call.
            if t.kind(previous - 1) == .identifier || t.kind(previous - 1) == .keyword,
               t.kind(previous - 2) == .rightBrace, let open = t.opener(of: previous - 2), let scope = scopeByOpen[token: open],
               case .closure(let call?, _) = outline.scopes[scope].kind, scopeIsTrailingClosure[scope] {
                extendCall(call, to: closeOf(i))
                return .closure(call: call, label: t.text(previous - 1))
            }
        default:
            break
        }
        if let top = frames.last, let call = top.call, top.argumentStart == i {
            return .closure(call: call, label: top.argumentLabel.map { t.text($0) })
        }
        return .closure(call: nil, label: nil)
    }

    @inline(__always) func currentScopeIsAccessor(of property: Int) -> Bool {
        guard let scope = currentScope, case .accessor(let owner) = outline.scopes[scope].kind else { return false }
        return owner == property
    }

    /// A brace inside a computed property that opens `get`/`set`/`willSet`/`didSet`,
    /// or a `{ willSet … }` / `{ didSet … }` block after a stored property's initializer.
    func accessorOwner(at i: Int) -> Int? {
        if t.isWord(i + 1, "willSet") || t.isWord(i + 1, "didSet") {
            if let last = outline.properties.indices.last, outline.properties[last].scope == currentScope { return last }
        }
        guard let scope = currentScope, case .accessor(let property) = outline.scopes[scope].kind else { return nil }
        var j = i - 1
        if t.kind(j) == .rightParen, let open = t.opener(of: j) { j = open - 1 }        // set(newValue) {
        while t.isWord(j, "async") || t.isWord(j, "throws") { j -= 1 }  // get async throws {
        return words[j].contains(.accessor) ? property : nil
    }

    /// Pops frames up to the opener that `i` closes; a closer that matches
    /// nothing is ignored.
    mutating func closeBracket(at i: Int) {
        guard let open = t.opener(of: i), hasFrame(openingAt: open) else { return }
        while let top = frames.last {
            let isTarget = top.open == open
            closeFrame(at: isTarget ? i : i - 1)
            if isTarget { break }
        }
    }

    /// Frames are pushed in source order, so their openers are sorted: binary search.
    @inline(__always) func hasFrame(openingAt open: Int) -> Bool {
        frames.lastIndex(inSortedPrefix: { $0.open <= open }).map { frames[$0].open == open } ?? false
    }

    mutating func closeFrame(at i: Int) {
        guard let frame = frames.last else { return }
        if frame.call != nil { finishArgument(endingBefore: i, startNext: false) }
        frames.removeLast()
        if patternFrameDepth.map({ $0 > frames.count }) == true { patternFrameDepth = nil }
        switch frame.kind {
        case .brace(let scope):
            outline.scopes[scope].close = i
        case .paren:
            if let call = frame.call {
                outline.calls[call].argumentList = frame.open...i
                extendCall(call, to: i)
                callByArgumentsClose[token: i] = call
            }
        case .bracket:
            break
        }
    }

    /// The partner of bracket `i`, or the last token when it is unmatched.
    @inline(__always) func closeOf(_ i: Int) -> Int {
        t.partner(of: i) ?? t.count - 1
    }

    mutating func extendCall(_ call: Int, to end: Int) {
        outline.calls[call].extend(to: end)
    }

    /// Moves the arguments and trailing closures into the outline's flat lists, each call's together.
    mutating func groupArgumentsByCall() {
        let arguments = [Argument].grouped(pendingArguments, ownerCount: outline.calls.count)
        let closures = [TrailingClosure].grouped(pendingTrailingClosures, ownerCount: outline.calls.count)
        for call in outline.calls.indices {
            outline.calls[call].argumentRun = arguments.runs[call]
            outline.calls[call].trailingClosureRun = closures.runs[call]
        }
        outline.arguments = arguments.list
        outline.trailingClosures = closures.list
    }

    /// Links each call to the one chained after it.
    mutating func linkChains() {
        for index in outline.calls.indices {
            if case .call(let receiver) = outline.calls[index].receiver { outline.calls[receiver].next = index }
        }
    }
}

extension Outline {
    /// Builds the outline of a file's tokens.
    package convenience init(_ tokens: SyntaxTokens) {
        let scratch = OutlineScratch.forThisThread
        var builder = OutlineBuilder(tokens: tokens, scratch: scratch)
        let parts = builder.build()
        builder.recycle(into: scratch)
        self.init(parts, of: tokens)
    }
}
