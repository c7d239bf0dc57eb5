/// Reading what an `==` or `hash(into:)` body looks at, from its tokens.
extension RouteIdentity {
    /// What one enum case's branch of an identity function reads from one payload.
    struct CaseReads {
        /// The payload itself is hashed or compared (`hasher.combine(relay)`).
        var wholeValue = false
        /// Member chains read from it (`model.events.count`), and how they are written.
        var members: [(chain: [String], written: String)] = []
    }

    /// The stored properties of the type a body reads: `self.title`, `lhs.title`, or `title` alone.
    func selfReads(file: Int, function: Int, stored: Set<String>) -> [String] {
        let source = project.files[file]
        let declaration = source.outline.functions[function]
        guard let body = declaration.bodyScope else { return [] }
        let tokens = source.tokens
        let receivers = Set(["self"] + declaration.parameters.map(\.name))
        var reads: [String] = []
        for j in source.outline.scopes[body].open..<source.outline.scopes[body].close where tokens.kind(j) == .identifier {
            if tokens.kind(j - 1) == .period {
                let receiver = j - 2
                if tokens.isWord(receiver, "self") || (tokens.kind(receiver) == .identifier && receivers.contains(tokens.text(receiver))) {
                    reads.append(tokens.text(j))
                }
            } else if tokens.kind(j + 1) != .colon, stored.contains(tokens.text(j)) {
                reads.append(tokens.text(j))
            }
        }
        return reads
    }

    /// The scopes that decide an enum's identity: the bodies of its `==` and
    /// `hash(into:)`, and of the computed properties they read (`hasher.combine(key)`).
    func identityScopes(of enumName: String) -> [(file: Int, scope: Int, function: String)] {
        guard let typeFacts = facts.facts(enumName) else { return [] }
        var scopes: [(file: Int, scope: Int, function: String)] = []
        let computed = typeFacts.properties.compactMap { reference -> (name: String, file: Int, scope: Int)? in
            let property = project.files[reference.file].outline.properties[reference.property]
            return property.accessorScope.map { (property.name, reference.file, $0) }
        }
        for (file, function) in typeFacts.identityFunctions {
            let source = project.files[file]
            guard let body = source.outline.functions[function].bodyScope else { continue }
            let spelled = source.outline.functions[function].name == "==" ? "`==`" : "`hash(into:)`"
            scopes.append((file, body, spelled))
            let read = Set(selfReads(file: file, function: function, stored: Set(computed.map(\.name))))
            for property in computed where read.contains(property.name) {
                scopes.append((property.file, property.scope, spelled))
            }
        }
        return scopes
    }

    /// What the branch for `caseName` in `scope` (an identity function's body) reads from the payload at `position`.
    func caseReads(_ caseName: String, position: Int, file: Int, scope body: Int) -> CaseReads {
        let source = project.files[file]
        let outline = source.outline
        let close = outline.scopes[body].close
        var reads = CaseReads()
        var index = UnitItem.firstCall(atOrAfter: outline.scopes[body].open, in: outline)
        while index < outline.calls.count, outline.calls[index].nameToken < close {
            defer { index += 1 }
            let call = outline.calls[index]
            let arguments = outline.arguments(of: call)
            guard call.isPattern, call.name == caseName, position < arguments.count,
                  let binding = boundName(arguments[position].value, source.tokens) else { continue }
            let end = branchEnd(after: call, in: source, limit: close)
            collect(binding, from: arguments[position].value.upperBound + 1, to: end, in: source, into: &reads)
        }
        return reads
    }

    /// `let model`, `var model`, or `model` under an outer `case let`.
    private func boundName(_ value: ClosedRange<Int>, _ tokens: SyntaxTokens) -> String? {
        for j in value where tokens.kind(j) == .identifier {
            if tokens.isWord(j - 1, "let") || tokens.isWord(j - 1, "var") || value.count == 1 { return tokens.text(j) }
        }
        return nil
    }

    /// Where a `case` branch ends: the next `case` or `default` of the same `switch`, or `limit`.
    private func branchEnd(after call: CallSite, in source: SourceFile, limit: Int) -> Int {
        let tokens = source.tokens
        var j = call.nameToken + 1
        while j < limit {
            if tokens.isWord(j, "case") || tokens.isWord(j, "default"),
               source.outline.innermostScope(containing: j) == call.scope { return j }
            j += 1
        }
        return limit
    }

    private func collect(_ binding: String, from start: Int, to end: Int, in source: SourceFile, into reads: inout CaseReads) {
        let tokens = source.tokens
        var j = start
        while j < end {
            defer { j += 1 }
            guard tokens.kind(j) == .identifier, tokens.kind(j - 1) != .period, tokens.text(j) == binding else { continue }
            var chain: [String] = []
            var k = j + 1
            while k + 1 < end {
                if tokens.isText(k, "?") || tokens.isText(k, "!") { k += 1; continue }
                guard tokens.kind(k) == .period, tokens.kind(k + 1) == .identifier else { break }
                chain.append(tokens.text(k + 1))
                k += 2
            }
            if chain.isEmpty {
                reads.wholeValue = true
            } else {
                reads.members.append((chain, ([binding] + chain).joined(separator: ".")))
            }
        }
    }

    /// Whether a stored `var` of a class changes after `init`: one of the class's
    /// own methods that something calls assigns or mutates it, or code elsewhere
    /// does to a value declared as the class (`model.member = …`, `$model.member`
    /// handed to a control). A `var` only its
    /// initializer sets (`var ourPubkey: Pubkey`), or only an uncalled method, is as
    /// fixed as a `let`, wrapper or not.
    func changes(_ member: String, of owner: String) -> Bool {
        guard let typeFacts = facts.facts(owner) else { return false }
        let files = Set(typeFacts.properties.map(\.file) + typeFacts.declarations.map(\.file))
        for file in files.sorted() {
            let source = project.files[file]
            for function in source.outline.functions where function.kind != .initializer {
                guard let type = function.enclosingType, TypeFacts.lastComponent(source.outline.types[type].name) == owner,
                      let body = function.bodyScope else { continue }
                if writes(member, in: source.outline.scopes[body].open...source.outline.scopes[body].close, source.tokens),
                   isCalled(function, declaredIn: file) {
                    return true
                }
            }
        }
        return isWrittenElsewhere(member, of: owner)
    }

    /// `model.member = …` (or a mutating call on it) or `$model.member` anywhere in
    /// the project, where `model` is declared as an `owner`.
    private func isWrittenElsewhere(_ member: String, of owner: String) -> Bool {
        let length = member.utf8.count
        for (index, source) in project.files.enumerated() {
            let tokens = source.tokens
            for j in 0..<tokens.count where tokens.kind(j) == .identifier && Int(tokens[j].length) == length
                && tokens.kind(j - 1) == .period && tokens.kind(j - 2) == .identifier && tokens.text(j) == member {
                var receiver = tokens.text(j - 2)
                let binding = receiver.hasPrefix("$")
                guard binding || isMutation(after: j, tokens) else { continue }
                if binding { receiver.removeFirst() }
                guard let declared = project.navigation.declaredType(of: receiver, at: j - 2, in: index),
                      let type = NavigationModel.namedType(declared, facts: facts), type == owner,
                      runs(j, in: index) else { continue }
                return true
            }
        }
        return false
    }

    /// Whether code at `token` can run: it is not inside a method nothing calls.
    private func runs(_ token: Int, in file: Int) -> Bool {
        let outline = project.files[file].outline
        for scope in outline.scopeChain(from: outline.innermostScope(containing: token)) {
            if case .functionBody(let function) = outline.scopes[scope].kind {
                return outline.functions[function].kind == .initializer || isCalled(outline.functions[function], declaredIn: file)
            }
        }
        return true
    }

    /// `member = …`, `self.member += …`, `member.append(…)`, `member.toggle()` in `range`.
    private func writes(_ member: String, in range: ClosedRange<Int>, _ tokens: SyntaxTokens) -> Bool {
        for j in range where tokens.kind(j) == .identifier && tokens.text(j) == member {
            if tokens.kind(j - 1) == .period, !tokens.isWord(j - 2, "self") { continue }
            if isMutation(after: j, tokens) { return true }
        }
        return false
    }

    /// An assignment to the name at `j`, or a mutating call on it.
    private func isMutation(after j: Int, _ tokens: SyntaxTokens) -> Bool {
        if ["=", "+=", "-=", "*=", "/=", "&=", "|="].contains(tokens.text(j + 1)) { return true }
        return tokens.kind(j + 1) == .period && tokens.kind(j + 3) == .leftParen
            && ["append", "insert", "remove", "removeAll", "removeLast", "removeFirst", "toggle", "sort", "merge"]
                .contains(tokens.text(j + 2))
    }

    /// Whether anything calls a method: a call of its name outside its own body,
    /// or an attribute or override through which the system calls it.
    private func isCalled(_ function: FunctionDeclaration, declaredIn file: Int) -> Bool {
        if !function.attributes.isEmpty || function.modifiers.contains("override") { return true }
        let body = function.bodyScope.map { project.files[file].outline.scopes[$0] }
        for source in project.files {
            for call in source.outline.calls(named: function.name) {
                let token = source.outline.calls[call].nameToken
                if source === project.files[file], let body, body.open < token, token < body.close { continue }
                return true
            }
        }
        return false
    }
}
