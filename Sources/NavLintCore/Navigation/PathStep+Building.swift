extension PathStep {
    /// Turns a call context (innermost first) into path steps (outermost first).
    ///
    /// A branch sitting directly inside a push closure (`switch route { … }` in
    /// a destination closure) follows from the pushed value, not from view
    /// state, so it is not a branch for these purposes.
    static func path(_ steps: [CallContext.Step], item: Int, in file: FileNavigation,
                     vocabulary: NavigationVocabulary) -> [PathStep] {
        let outline = file.source.outline
        var innermostFirst: [PathStep] = []
        // Branches are resolved only once they are known not to sit directly in a push closure.
        var pendingBranches: [(keyword: String, scope: Int, anchor: Int)] = []
        var anchor = item
        func flush() {
            for branch in pendingBranches {
                if let choice = file.branchChoice(keyword: branch.keyword, scope: branch.scope, anchor: branch.anchor) {
                    innermostFirst.append(.branch(choice))
                }
            }
            pendingBranches.removeAll()
        }
        for step in steps {
            switch step {
            case .statement(let keyword, let scope):
                pendingBranches.append((keyword, scope, anchor))
                anchor = outline.scopes[scope].open
            case .closure(let call, let label, let scope):
                let mapped = closureStep(call: call, label: label, scope: scope, outline: outline, vocabulary: vocabulary)
                if case .push? = mapped { pendingBranches.removeAll() } else { flush() }
                if let mapped { innermostFirst.append(mapped) }
                anchor = outline.calls[call].nameToken
            case .argument(let call, let label):
                flush()
                // Content passed by reference: `.sheet(isPresented: $x, content: makeSheet)`,
                // `NavigationLink(destination: Detail())`, `.navigationDestination(…, destination: build)`.
                let name = outline.calls[call].name
                if vocabulary.presentations.contains(name) {
                    innermostFirst.append(.presentation)
                } else if label == "destination" && (name == SwiftUINames.link || name == SwiftUINames.registration) {
                    innermostFirst.append(.push(call: call))
                }
                anchor = outline.calls[call].nameToken
            case .looseClosure(let scope):
                flush()
                anchor = outline.scopes[scope].open
            }
        }
        flush()
        return innermostFirst.reversed()
    }

    static func closureStep(call: Int, label: String?, scope: Int, outline: Outline,
                            vocabulary: NavigationVocabulary) -> PathStep? {
        let name = outline.calls[call].name
        if SwiftUINames.stacks.contains(name) { return outline.stackContent(call) == scope ? .stack(call: call) : nil }
        if vocabulary.presentations.contains(name) { return .presentation }
        if name == SwiftUINames.registration { return .push(call: call) }
        if name == SwiftUINames.link {
            return outline.isLinkDestination(call, label: label, isArgument: false) ? .push(call: call) : nil
        }
        if vocabulary.lazyContainers.contains(name) { return .lazyContainer(call: call) }
        return nil
    }
}

extension SourceFile {
    /// The first branch of the `if`/`else` chain that `scope` belongs to, or nil
    /// when a condition of the chain tests availability.
    func ifChainHead(of scope: Int) -> Int? {
        var current = scope
        for _ in 0..<256 {
            let open = outline.scopes[current].open
            var keyword: Int
            if case .statement("else") = outline.scopes[current].kind {
                keyword = open - 1
            } else {
                guard let condition = condition(ofStatementScope: current) else { return current }
                if contains("#available", in: condition) || contains("#unavailable", in: condition) { return nil }
                keyword = condition.lowerBound - 1
                guard tokens.isWord(keyword - 1, "else") else { return current }
                keyword -= 1
            }
            guard tokens.kind(keyword - 1) == .rightBrace, tokens.partner[keyword - 1] >= 0,
                  let previous = outline.scope(openingAt: Int(tokens.partner[keyword - 1])) else { return current }
            current = previous
        }
        return current
    }
}

extension Outline {
    /// The scope whose opening brace is token `open`, if any.
    func scope(openingAt open: Int) -> Int? {
        var low = 0, high = scopes.count - 1
        while low <= high {
            let mid = (low + high) / 2
            if scopes[mid].open == open { return mid }
            if scopes[mid].open < open { low = mid + 1 } else { high = mid - 1 }
        }
        return nil
    }
}
