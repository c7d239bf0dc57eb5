extension PathStep {
    /// Turns a call context (innermost first) into path steps (outermost first).
    ///
    /// A branch sitting directly inside a push closure (`switch route { … }` in
    /// a destination closure) follows from the pushed value, not from view
    /// state, so it is not a branch for these purposes.
    static func path(_ steps: [CallContext.Step], item: Int, in file: FileNavigation,
                     vocabulary: NavigationVocabulary, scoper: SubjectScoper,
                     conditions: inout [BranchChoice: (facts: [ConditionFact], exact: Bool)],
                     routeEnums: inout [Int: String?]) -> [PathStep] {
        let outline = file.source.outline
        var innermostFirst: [PathStep] = []
        // Branches are resolved only once they are known not to sit directly in a push closure.
        var pendingBranches: [(keyword: String, scope: Int, anchor: Int)] = []
        var anchor = item
        // A `switch` directly in a destination closure, over `self` in a route enum, or over a helper's
        // route parameter, picks by the pushed value.
        func picksByRoute(_ scope: Int) -> Bool {
            file.source.switchesOverSelf(scope) || file.source.switchesOverRouteParameter(
                scope, labels: file.caseLabels[scope] ?? [], enumsByCase: vocabulary.enumsByCase)
        }
        /// `registration`: the destination closure the branches sit directly in; nil for a route switch elsewhere.
        func routeCases(_ branches: [(keyword: String, scope: Int, anchor: Int)], registration: (call: Int, closure: Int)?) {
            for branch in branches where branch.keyword == "switch" {
                let labels = file.caseLabels[branch.scope] ?? []
                guard registration != nil || picksByRoute(branch.scope),
                      let values = file.source.caseValues(ofSwitch: branch.scope, anchor: branch.anchor, labels: labels)
                else { continue }
                // Every item under one switch shares its enum: read it once per unit.
                let routeEnum = routeEnums[branch.scope] ?? file.source.switchedRouteEnum(
                    branch.scope, labels: labels, registration: registration, enumsByCase: vocabulary.enumsByCase)
                routeEnums[branch.scope] = routeEnum
                innermostFirst.append(.routeCase(values, enum: routeEnum))
            }
        }
        func flush() {
            guard !pendingBranches.isEmpty else { return } // most steps have none pending
            routeCases(pendingBranches, registration: nil)
            for branch in pendingBranches where !(branch.keyword == "switch" && picksByRoute(branch.scope)) {
                if let choice = file.branchChoice(keyword: branch.keyword, scope: branch.scope, anchor: branch.anchor) {
                    // Every item in one branch shares what it says: read it once per unit.
                    let read = conditions[choice] ?? file.source.branchFacts(
                        keyword: branch.keyword, scope: branch.scope, anchor: branch.anchor,
                        caseLabels: file.caseLabels[branch.scope] ?? [],
                        casePatterns: file.casePatterns(ofSwitch: branch.scope), scoper: scoper)
                    conditions[choice] = read
                    innermostFirst.append(.branch(choice, facts: read.facts, exact: read.exact))
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
                let mapped = closureStep(call: call, label: label, scope: scope, outline: outline, tokens: file.source.tokens,
                                         vocabulary: vocabulary)
                if case .push? = mapped {
                    if SwiftUINames.isRegistration(outline.calls[call].name) { routeCases(pendingBranches, registration: (call, scope)) }
                    pendingBranches.removeAll()
                } else {
                    flush()
                }
                if let mapped { innermostFirst.append(mapped) }
                anchor = outline.calls[call].nameToken
            case .argument(let call, let label):
                flush()
                if let mapped = argumentStep(call: call, label: label, outline: outline, vocabulary: vocabulary) {
                    innermostFirst.append(mapped)
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

    /// What an argument value of `call` is: content passed by reference
    /// (`.sheet(isPresented: $x, content: makeSheet)`, `NavigationLink(destination: Detail())`),
    /// an action, or content handed to a project view.
    static func argumentStep(call: Int, label: String?, outline: Outline, vocabulary: NavigationVocabulary) -> PathStep? {
        let site = outline.calls[call]
        let name = site.name
        if vocabulary.presentations.contains(name) || SwiftUINames.isPresentingCall(name) { return .presentation }
        if label == "destination" && (name == SwiftUINames.link || SwiftUINames.isRegistration(name)) {
            return .push(call: call)
        }
        if SwiftUINames.isAction(site, in: outline, label: label, trailing: false) { return .action }
        return handedStep(site, call: call, in: outline, label: label, trailing: false, vocabulary: vocabulary)
    }

    static func closureStep(call: Int, label: String?, scope: Int, outline: Outline, tokens: SyntaxTokens,
                            vocabulary: NavigationVocabulary) -> PathStep? {
        let site = outline.calls[call]
        let name = site.name
        if vocabulary.isStack(name) && SwiftUINames.buildsOwnStack(site, in: outline, tokens: tokens) {
            return outline.stackContent(call) == scope ? .stack(call: call) : nil
        }
        if vocabulary.presentations.contains(name) || SwiftUINames.isPresentingCall(name) { return .presentation }
        if name == "contextMenu" && label == "preview" { return .presentation }
        if SwiftUINames.isRegistration(name) { return .push(call: call) }
        if name == SwiftUINames.link {
            return outline.isLinkDestination(call, label: label, isArgument: false) ? .push(call: call) : nil
        }
        let trailing = outline.trailingClosures(of: site).contains { $0.scope == scope }
        if SwiftUINames.isAction(site, in: outline, label: label, trailing: trailing) { return .action }
        if vocabulary.isForeignPresentingModifier(site, in: outline) { return .presentation }
        if name == SwiftUINames.splitView {
            return .column(call: call, index: SwiftUINames.splitColumn(site, in: outline, label: label, scope: scope))
        }
        if name == "TabView" || name == "Tab" { return .tab(call: call) }
        if vocabulary.lazyContainers.contains(name) { return .lazyContainer(call: call) }
        return handedStep(site, call: call, in: outline, label: label, trailing: trailing, vocabulary: vocabulary)
    }

    /// Content handed to a project view or helper: placed where its body puts that slot; a callback is an action.
    static func handedStep(_ site: CallSite, call: Int, in outline: Outline, label: String?, trailing: Bool,
                           vocabulary: NavigationVocabulary) -> PathStep? {
        guard let parameters = vocabulary.parameters(of: site, in: outline) else { return nil }
        if let slot = parameters.slot(in: site, of: outline, label: label, trailing: trailing) {
            return .slot(call: call, name: slot)
        }
        return parameters.isCallback(in: site, of: outline, label: label, trailing: trailing) ? .action : nil
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
            guard tokens.kind(keyword - 1) == .rightBrace, let open = tokens.partner(of: keyword - 1),
                  let previous = outline.scope(openingAt: open) else { return current }
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
