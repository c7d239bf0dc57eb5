/// Decides which value a condition's subject names, from where the condition
/// is written: a property of the view that holds it, or something app-wide.
struct SubjectScoper {
    /// A property of the type around the condition, by name.
    var member: (String) -> MemberProperty?
    /// Whether a name is declared at file level somewhere in the project.
    var isGlobal: (String) -> Bool

    /// The scope and normalized text of `subject`, or nil for a local value (a
    /// parameter, a `let` in a closure) that no other branch can be compared with.
    func scoped(_ subject: String) -> (scope: ConditionFact.Scope, subject: String)? {
        // Nearly every subject is ASCII, where each byte is a character: read as
        // bytes there. Walked as `Character`s (grapheme breaks, `Character`
        // comparisons, `isUppercase`) this was 7,000 instructions a subject.
        var contiguous = subject
        guard contiguous.withUTF8({ $0.allSatisfy { $0 < 0x80 } }) else { return scopedByCharacter(subject) }
        let utf8 = subject.utf8
        let start = utf8.starts(with: "self.".utf8) ? utf8.index(utf8.startIndex, offsetBy: 5) : utf8.startIndex
        let rootEnd = utf8[start...].firstIndex { byte in
            byte == UInt8(ascii: ".") || byte == UInt8(ascii: "(") || byte == UInt8(ascii: "[")
                || byte == UInt8(ascii: "?") || byte == UInt8(ascii: "!")
        } ?? utf8.endIndex
        guard start < rootEnd else { return nil }
        // The text is made only for a subject that is kept: most are locals, answered nil.
        var text: String { String(subject[start...]) }
        if (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(utf8[start]) { return (.global, text) }
        let root = String(subject[start..<rootEnd])
        if let member = member(root) {
            if let key = member.environmentKey { return (.global, key + subject[rootEnd...]) }
            return (member.isStatic ? .global : .instance, text)
        }
        return isGlobal(root) ? (.global, text) : nil
    }

    /// `scoped` for a subject with non-ASCII characters, read character by character.
    func scopedByCharacter(_ subject: String) -> (scope: ConditionFact.Scope, subject: String)? {
        var text = Substring(subject)
        if text.hasPrefix("self.") { text = text.dropFirst(5) }
        let root = text.prefix { $0 != "." && $0 != "(" && $0 != "[" && $0 != "?" && $0 != "!" }
        guard let first = root.first else { return nil }
        if first.isUppercase { return (.global, String(text)) }
        if let member = member(String(root)) {
            if let key = member.environmentKey { return (.global, key + text.dropFirst(root.count)) }
            return (member.isStatic ? .global : .instance, String(text))
        }
        return isGlobal(String(root)) ? (.global, String(text)) : nil
    }
}

extension SourceFile {
    /// The facts that hold inside statement scope `scope` (an `if`, `else` or
    /// `switch` body) because of the branch it is; `anchor` picks the `case`.
    func branchFacts(keyword: String, scope: Int, anchor: Int, caseLabels: [Int], casePatterns: [[String]?],
                     scoper: SubjectScoper) -> (facts: [ConditionFact], exact: Bool) {
        switch keyword {
        case "if", "else":
            guard let chain = ifChainConditions(endingAt: scope) else { return ([], false) }
            var facts: [ConditionFact] = []
            var exact = true
            // Every earlier condition of the chain is false here…
            for earlier in chain.earlier {
                guard let negated = conditionFacts(earlier, negated: true, scoper: scoper) else { exact = false; continue }
                facts += negated.facts
                exact = exact && negated.exact
            }
            // …and this branch's own is true.
            if let own = chain.own {
                let positive = conditionFacts(own, negated: false, scoper: scoper)
                facts += positive?.facts ?? []
                exact = exact && positive?.exact == true
            }
            return (facts, exact)
        case "switch":
            return caseFacts(switchScope: scope, anchor: anchor, labels: caseLabels, patterns: casePatterns, scoper: scoper)
        default:
            return ([], false)
        }
    }

    /// The conditions of an `if`/`else if`/`else` chain up to `scope`: the earlier ones, and its own (nil for `else`).
    private func ifChainConditions(endingAt scope: Int) -> (earlier: [ClosedRange<Int>], own: ClosedRange<Int>?)? {
        var own: ClosedRange<Int>?
        var earlier: [ClosedRange<Int>] = []
        var current = scope
        for step in 0..<64 {
            let open = outline.scopes[current].open
            var keyword: Int
            if case .statement("else") = outline.scopes[current].kind {
                guard step == 0 else { return nil }
                keyword = open - 1
            } else {
                guard let condition = condition(ofStatementScope: current) else { return nil }
                if step == 0 { own = condition } else { earlier.append(condition) }
                keyword = condition.lowerBound - 1
                guard tokens.isWord(keyword - 1, "else") else { return (earlier, own) }
                keyword -= 1
            }
            guard tokens.kind(keyword - 1) == .rightBrace, let open = tokens.partner(of: keyword - 1),
                  let previous = outline.scope(openingAt: open) else { return nil }
            current = previous
        }
        return nil
    }

    /// Facts from a condition list (`a, let b = c, d == .x`), or nil when the
    /// negation cannot be written as facts (`!(a && b)` is `!a || !b`).
    func conditionFacts(_ range: ClosedRange<Int>, negated: Bool, scoper: SubjectScoper)
        -> (facts: [ConditionFact], exact: Bool)? {
        let conjuncts = split(range, separators: { self.tokens.kind($0) == .comma || self.tokens.isText($0, "&&") })
        let disjuncts = split(range, separators: { self.tokens.isText($0, "||") })
        if negated {
            // Not (a || b) is (not a) and (not b); not (a && b) says nothing fact-shaped.
            // A disjunct that is no fact (`size.width < size.height`) is still false
            // here: the others' negations hold, though not all that holds.
            guard conjuncts.count == 1 else { return nil }
            let facts = disjuncts.compactMap { atomFact($0, scoper: scoper)?.negatedFact }
            return facts.isEmpty ? nil : (facts, facts.count == disjuncts.count)
        }
        guard disjuncts.count == 1 else { return ([], false) }
        let facts = conjuncts.compactMap { atomFact($0, scoper: scoper) }
        return (facts, facts.count == conjuncts.count)
    }

    /// `subject`, `!subject`, `subject == literal`, `subject != literal`,
    /// `let x = subject`, `let x`, `case .a = subject`.
    private func atomFact(_ range: ClosedRange<Int>, scoper: SubjectScoper) -> ConditionFact? {
        var first = range.lowerBound
        let last = range.upperBound
        func fact(_ subject: ClosedRange<Int>, _ isEqual: Bool, _ value: String) -> ConditionFact? {
            guard isSubject(subject), let (scope, text) = scoper.scoped(tokens.compactText(subject.lowerBound, subject.upperBound))
            else { return nil }
            return ConditionFact(scope: scope, subject: text, isEqual: isEqual, value: value)
        }
        if tokens.isWord(first, "let") || tokens.isWord(first, "var") {
            // `let x = y`: y is not nil; `let x`: x is not nil.
            if let equals = (first...last).first(where: { tokens.isText($0, "=") }), equals < last {
                return fact((equals + 1)...last, false, "nil")
            }
            return first + 1 <= last ? fact((first + 1)...last, false, "nil") : nil
        }
        if tokens.isWord(first, "case") {
            guard let equals = (first...last).first(where: { tokens.isText($0, "=") }), equals < last,
                  let value = patternValue((first + 1)...(equals - 1)) else { return nil }
            return fact((equals + 1)...last, true, value)
        }
        if tokens.isText(first, "!") && !tokens[first + 1 <= last ? first + 1 : first].flags.contains(.triviaBefore) {
            first += 1
            return first <= last ? fact(first...last, true, "false") : nil
        }
        if let op = (first...last).first(where: { tokens.isText($0, "==") || tokens.isText($0, "!=") }),
           op > first, op < last {
            let isEqual = tokens.isText(op, "==")
            if let value = LiteralValue.read(tokens, (op + 1)...last) { return fact(first...(op - 1), isEqual, value) }
            if let value = LiteralValue.read(tokens, first...(op - 1)) { return fact((op + 1)...last, isEqual, value) }
            return nil
        }
        return fact(first...last, true, "true")
    }

    /// Names, dots, calls and subscripts: something that reads a value, with no operator in it.
    private func isSubject(_ range: ClosedRange<Int>) -> Bool {
        var j = range.lowerBound
        guard tokens.kind(j) == .identifier || tokens.isWord(j, "self") || tokens.kind(j) == .backslash else { return false }
        while j <= range.upperBound {
            switch tokens[j].kind {
            case .identifier, .period, .backslash:
                j += 1
            case .keyword where tokens.isWord(j, "self"):
                j += 1
            case .operator where tokens.isText(j, "?") || tokens.isText(j, "!"):
                j += 1
            case .leftParen, .leftBracket:
                guard let close = tokens.closer(of: j), close <= range.upperBound else { return false }
                j = close + 1
            default:
                return false
            }
        }
        return true
    }

    /// `.home`, `.detail(let id)`, `Tab.home`, a literal: the value a `case` pattern matches.
    private func patternValue(_ range: ClosedRange<Int>) -> String? {
        guard range.lowerBound <= range.upperBound else { return nil }
        // `case let .child(id):` matches what `case .child(let id):` does.
        var range = range
        if tokens.isWord(range.lowerBound, "let") || tokens.isWord(range.lowerBound, "var") {
            guard range.lowerBound < range.upperBound else { return nil }
            range = (range.lowerBound + 1)...range.upperBound
        }
        var last = range.upperBound
        if tokens.kind(last) == .rightParen, let open = tokens.opener(of: last), open > range.lowerBound { last = open - 1 }
        guard last >= range.lowerBound else { return nil }
        return LiteralValue.read(tokens, range.lowerBound...last)
    }

    /// Facts for the `case` of switch `switchScope` that `anchor` sits under; `patterns`
    /// are the values of each of `labels` (`FileNavigation.casePatterns(ofSwitch:)`).
    private func caseFacts(switchScope: Int, anchor: Int, labels: [Int], patterns: [[String]?], scoper: SubjectScoper)
        -> (facts: [ConditionFact], exact: Bool) {
        guard let subject = switchSubject(switchScope), let taken = labels.lastIndex(where: { $0 < anchor }) else {
            return ([], false)
        }
        let isDefault = tokens.isWord(labels[taken], "default")
        // The subject is the same for every case: scope it once, not once per case value.
        guard isSubject(subject), let scoped = scoper.scoped(tokens.compactText(subject.lowerBound, subject.upperBound))
        else {
            // A subject no other branch can name gives no facts: exact only for a lone `default`.
            return ([], isDefault && labels.count == 1)
        }
        func fact(_ isEqual: Bool, _ value: String) -> ConditionFact {
            ConditionFact(scope: scoped.scope, subject: scoped.subject, isEqual: isEqual, value: value)
        }
        // Taking a case means no earlier or later case matched: the subject is none of their values.
        var facts: [ConditionFact] = []
        let own = patterns[taken]
        let exactlyOwn = own?.count == 1
        facts.reserveCapacity(patterns.reduce(exactlyOwn ? 1 : 0) { $0 + ($1?.count ?? 0) })
        if exactlyOwn, let own { facts.append(fact(true, own[0])) }
        var complete = true
        for (index, values) in patterns.enumerated() where index != taken {
            guard let values else { complete = false; continue }
            for value in values { facts.append(fact(false, value)) }
        }
        return (facts, exactlyOwn || (isDefault && complete))
    }

    /// The values of the `case` of switch `scope` that `anchor` sits under; nil for `default` or an unreadable pattern.
    func caseValues(ofSwitch scope: Int, anchor: Int, labels: [Int]) -> [String]? {
        guard let taken = labels.lastIndex(where: { $0 < anchor }) else { return nil }
        return caseValues(ofLabel: labels[taken])
    }

    /// `switch self { … }`: a type's member choosing by its own value.
    func switchesOverSelf(_ scope: Int) -> Bool {
        guard let subject = switchSubject(scope) else { return false }
        return subject.lowerBound == subject.upperBound && tokens.isWord(subject.lowerBound, "self")
    }

    /// Whether a `switch` picks by a route parameter of the function around it
    /// (`func destination(for route: Route) -> some View { switch route { … } }`):
    /// its subject names a parameter whose type is the enum that declares every
    /// case the switch lists. Like a switch over `self` in a route enum, it
    /// follows from the pushed value, not from view state.
    func switchesOverRouteParameter(_ scope: Int, labels: [Int], enumsByCase: [String: Set<String>]) -> Bool {
        guard let type = switchedParameterType(scope) else { return false }
        return Self.declaresEveryCase(type, labels.compactMap { caseValues(ofLabel: $0) }.joined(), enumsByCase: enumsByCase)
    }

    /// The enum whose cases the `case` labels of route switch `scope` name, when the code says it:
    /// the type `registration` (a `navigationDestination(for: Route.self)` the switch sits directly
    /// in) registers, the enum around a `switch self`, or the type of the parameter the switch
    /// picks by. Nil when the candidate does not declare every case the switch lists (the
    /// closure may switch over something else, `route.kind`), so a value of any enum may pick it.
    func switchedRouteEnum(_ scope: Int, labels: [Int], registration: (call: Int, closure: Int)?,
                           enumsByCase: [String: Set<String>]) -> String? {
        let candidate: String?
        if let registration {
            // `switch route` in `{ route in … }`: the switch picks by the closure's value.
            guard let subject = switchSubject(scope), subject.lowerBound == subject.upperBound,
                  UnitItem.isClosureValue(tokens.text(subject.lowerBound), closure: registration.closure,
                                          tokens: tokens, in: outline) else { return nil }
            candidate = UnitItem.registeredTypeName(registration.call, tokens: tokens, in: outline)
        } else if switchesOverSelf(scope) {
            candidate = enclosingTypeName(of: outline.scopes[scope].open)
        } else {
            candidate = switchedParameterType(scope)
        }
        guard let candidate else { return nil }
        let values = labels.compactMap { caseValues(ofLabel: $0) }.joined()
        return Self.declaresEveryCase(candidate, values, enumsByCase: enumsByCase) ? candidate : nil
    }

    /// The parameter (index into the function's parameters) a `switch` around `token` picks by, and
    /// the values of the `case` that holds `token`: `(0, [".mnemonic"])` for a screen built under
    /// `case .mnemonic:` in `func view(for route: Route) { switch route { … } }`. Nil when no such
    /// switch of `function`'s own holds it, or the case's pattern is not plain values.
    func routeParameterCase(of token: Int, in function: Int, labels: (Int) -> [Int]) -> (parameter: Int, values: [String])? {
        for scope in outline.scopeChain(from: outline.innermostScope(containing: token)) {
            switch outline.scopes[scope].kind {
            case .statement(keyword: "switch"):
                guard let subject = switchSubject(scope), subject.lowerBound == subject.upperBound,
                      let parameter = outline.functions[function].parameters.firstIndex(where: {
                          $0.name == tokens.text(subject.lowerBound)
                      }) else { continue }
                guard let values = caseValues(ofSwitch: scope, anchor: token, labels: labels(scope)) else { return nil }
                return (parameter, values)
            case .functionBody:
                return nil
            default:
                continue
            }
        }
        return nil
    }

    /// The type (last name) of the parameter of the function around switch `scope` that the switch's
    /// subject names alone (`switch route`); nil for any other subject.
    private func switchedParameterType(_ scope: Int) -> String? {
        guard let subject = switchSubject(scope), subject.lowerBound == subject.upperBound,
              tokens.kind(subject.lowerBound) == .identifier else { return nil }
        let name = tokens.text(subject.lowerBound)
        guard let function = outline.scopeChain(from: scope).lazy.compactMap({ scope -> Int? in
                  if case .functionBody(let function) = self.outline.scopes[scope].kind { return function }
                  return nil
              }).first,
              let parameter = outline.functions[function].parameters.first(where: { $0.name == name }) else { return nil }
        return TypeFacts.lastComponent(parameter.type)
    }

    private static func declaresEveryCase(_ type: String, _ values: some Sequence<String>,
                                          enumsByCase: [String: Set<String>]) -> Bool {
        var any = false
        for value in values {
            guard value.hasPrefix("."), enumsByCase[String(value.dropFirst())]?.contains(type) == true else { return false }
            any = true
        }
        return any
    }

    /// The values one `case` label matches (`case .a, .b:`), when every pattern is one; nil otherwise.
    func caseValues(ofLabel label: Int) -> [String]? {
        guard tokens.isWord(label, "case") else { return nil }
        var values: [String] = []
        var j = label + 1
        var start = j
        while j < tokens.count {
            let kind = tokens.kind(j)
            if kind == .colon || kind == .comma {
                guard j > start, let value = patternValue(start...(j - 1)) else { return nil }
                values.append(value)
                if kind == .colon { return values }
                start = j + 1
            } else if let kind, kind == .leftParen || kind == .leftBracket, let close = tokens.closer(of: j) {
                j = close
            }
            j += 1
        }
        return nil
    }

    /// The tokens between `switch` and the body's `{`.
    func switchSubject(_ scope: Int) -> ClosedRange<Int>? {
        let open = outline.scopes[scope].open
        var j = open - 1
        while j >= 0 && open - j < 256 {
            if tokens.isWord(j, "switch") { return j + 1 <= open - 1 ? (j + 1)...(open - 1) : nil }
            if let kind = tokens.kind(j), kind == .rightParen || kind == .rightBracket {
                guard let open = tokens.partner(of: j) else { return nil }
                j = open
            } else if tokens.kind(j) == .leftBrace || tokens.kind(j) == .rightBrace {
                return nil
            }
            j -= 1
        }
        return nil
    }

    /// `range` cut at top-level separator tokens.
    private func split(_ range: ClosedRange<Int>, separators: (Int) -> Bool) -> [ClosedRange<Int>] {
        var parts: [ClosedRange<Int>] = []
        var start = range.lowerBound
        var j = range.lowerBound
        while j <= range.upperBound {
            if let kind = tokens.kind(j), kind == .leftParen || kind == .leftBracket || kind == .leftBrace,
               let close = tokens.closer(of: j) {
                j = close + 1
                continue
            }
            if separators(j) {
                if j > start { parts.append(start...(j - 1)) }
                start = j + 1
            }
            j += 1
        }
        if start <= range.upperBound { parts.append(start...range.upperBound) }
        return parts
    }
}

extension ConditionFact {
    var negatedFact: ConditionFact {
        var copy = self
        copy.isEqual.toggle()
        return copy
    }
}
