import SwiftScanner

/// Declarations: attributes and modifiers, types, functions, properties,
/// enum cases, type aliases; and the statement keywords that claim a body.
extension OutlineBuilder {
    @inline(__always) func isModifier(_ i: Int) -> Bool { words[i].contains(.modifier) }
    @inline(__always) func isDeclarationWord(_ i: Int) -> Bool { words[i].contains(.declaration) }

    /// Whether a modifier or declaration keyword (or an attribute) follows `i`,
    /// skipping a `(set)`-style modifier argument.
    @inline(__always) func declarationFollows(_ i: Int) -> Bool {
        var j = i + 1
        if t.kind(j) == .leftParen, !t[j].flags.contains(.triviaBefore), let close = t.closer(of: j) { j = close + 1 }
        return isModifier(j) || isDeclarationWord(j) || t.kind(j) == .atSign
    }

    /// Reads a declaration starting at `i`, returning where to continue, or nil
    /// when `i` does not start one.
    mutating func declaration(at i: Int) -> Int? {
        // Most names are neither: one bit test sends them on.
        guard !words[i].isDisjoint(with: [.modifier, .declaration]) else { return nil }
        if isModifier(i) && declarationFollows(i) {
            if declarationStart == nil { declarationStart = i }
            pendingModifiers.append(words.word(i).text)
            if t.kind(i + 1) == .leftParen, !t[i + 1].flags.contains(.triviaBefore), let close = t.closer(of: i + 1) {
                return close + 1 // private(set), unowned(unsafe)
            }
            return i + 1
        }
        let next: Int?
        switch words.word(i) {
        case .struct: next = readTypeDeclaration(at: i, kind: .struct)
        case .class: next = readTypeDeclaration(at: i, kind: .class)
        case .enum: next = readTypeDeclaration(at: i, kind: .enum)
        case .protocol: next = readTypeDeclaration(at: i, kind: .protocol)
        case .extension: next = readTypeDeclaration(at: i, kind: .extension)
        case .actor where t.kind(i + 1) == .identifier
            && (t.kind(i + 2) == .leftBrace || t.kind(i + 2) == .colon || t.isText(i + 2, "<") || t.isWord(i + 2, "where")):
            next = readTypeDeclaration(at: i, kind: .actor)
        case .func: next = readFunction(at: i, kind: .function)
        case .`init` where t.kind(i - 1) != .period
            && (t.kind(i + 1) == .leftParen || t.isText(i + 1, "?") || t.isText(i + 1, "!") || t.isText(i + 1, "<")):
            next = readFunction(at: i, kind: .initializer)
        case .subscript where t.kind(i - 1) != .period: next = readFunction(at: i, kind: .subscript)
        case .deinit where t.kind(i + 1) == .leftBrace: next = readDeinit(at: i)
        case .var where isAtDeclarationPosition(i), .let where isAtDeclarationPosition(i): next = readProperty(at: i)
        case .case:
            guard let type = enclosingTypeOfMembers, outline.types[type].kind == .enum else { return nil }
            next = readEnumCases(at: i, in: type)
        case .typealias: next = readTypeAlias(at: i)
        default: return nil
        }
        clearPendingDeclaration()
        return next
    }

    mutating func readAttribute(at i: Int) -> Int {
        guard t.kind(i + 1) == .identifier || t.kind(i + 1) == .keyword, !t[i + 1].flags.contains(.triviaBefore) else {
            return i + 1
        }
        var name = t.text(i + 1)
        var j = i + 2
        while t.kind(j) == .period, t.kind(j + 1) == .identifier, !t[j].flags.contains(.triviaBefore) {
            name += "." + t.text(j + 1)
            j += 2
        }
        var arguments = ""
        if t.kind(j) == .leftParen, !t[j].flags.contains(.triviaBefore), let close = t.closer(of: j) {
            arguments = t.compactText(j, close)
            j = close + 1
        }
        pendingAttributes.append(Attribute(name: name, arguments: arguments))
        return j
    }

    /// `var`/`let` starts a declaration only at the start of a statement, not
    /// in `if let`, `case let`, `guard let`, or a tuple pattern.
    @inline(__always) func isAtDeclarationPosition(_ i: Int) -> Bool {
        let first = declarationStart ?? i
        let previous = first - 1
        guard let kind = t.kind(previous) else { return true }
        switch kind {
        case .leftBrace, .rightBrace, .semicolon: return true
        case .leftParen, .comma, .colon: return false
        case .keyword:
            if ["if", "guard", "while", "case", "for", "catch"].contains(where: { t.isWord(previous, $0) }) { return false }
            if t.isWord(previous, "in") { return true }
            return t.hasNewlineBefore(first)
        default:
            return t.hasNewlineBefore(first)
        }
    }

    // MARK: Types

    mutating func readTypeDeclaration(at k: Int, kind: TypeDeclaration.Kind) -> Int {
        var j = k + 1
        guard t.kind(j) == .identifier || t.kind(j) == .keyword else { return k + 1 }
        let nameToken = j
        var name = t.text(j)
        j += 1
        while kind == .extension, t.kind(j) == .period, t.kind(j + 1) == .identifier {
            name += "." + t.text(j + 1)
            j += 2
        }
        var generics: [GenericParameter] = []
        if t.isText(j, "<") || (t.kind(j) == .operator && t.firstByte(j) == UInt8(ascii: "<")), let close = genericArgumentsEnd(from: j) {
            if kind != .extension { generics = readGenericParameters(j, close) }
            j = close + 1
        }
        var inheritanceStart: Int?
        var whereStart: Int?
        var body: Int?
        let limit = min(t.count, j + 1024)
        while j < limit {
            let kind = t[j].kind
            if kind == .leftBrace { body = j; break }
            if kind == .leftParen || kind == .leftBracket {
                guard let close = t.closer(of: j) else { break }
                j = close + 1
                continue
            }
            if kind == .rightBrace || kind == .rightParen || kind == .rightBracket || kind == .semicolon { break }
            if kind == .colon && inheritanceStart == nil && whereStart == nil {
                inheritanceStart = j + 1
            } else if t.isWord(j, "where") {
                whereStart = whereStart ?? j
            } else if t.hasNewlineBefore(j) && (isDeclarationWord(j) || isModifier(j) || kind == .atSign) {
                break // a header without a body
            }
            j += 1
        }
        var inheritance: [String] = []
        if let start = inheritanceStart {
            let end = (whereStart ?? body ?? j) - 1
            inheritance = splitTopLevel(start, end, alsoAmpersand: true)
                .map { typeText($0.lowerBound, $0.upperBound) }
                .map { $0.hasPrefix("@") ? String($0.drop(while: { $0 != " " }).dropFirst()) : $0 }
                .filter { !$0.isEmpty }
        }
        let index = outline.types.count
        let end = body.map { closeOf($0) } ?? max(k, j - 1)
        outline.types.append(TypeDeclaration(
            kind: kind, name: name, nameToken: nameToken, genericParameters: generics, inheritance: inheritance,
            attributes: pendingAttributes, modifiers: pendingModifiers, bodyScope: nil, parent: nearestType,
            range: (declarationStart ?? k)...end))
        if let body { claimBrace(body, as: .typeBody(index)) }
        return body ?? j
    }

    func readGenericParameters(_ open: Int, _ close: Int) -> [GenericParameter] {
        splitTopLevel(open + 1, close - 1, alsoAmpersand: false).compactMap { part in
            guard t.kind(part.lowerBound) == .identifier else { return nil }
            var constraint = ""
            if part.upperBound > part.lowerBound + 1, t.kind(part.lowerBound + 1) == .colon {
                constraint = typeText(part.lowerBound + 2, part.upperBound)
            }
            return GenericParameter(name: t.text(part.lowerBound), constraint: constraint)
        }
    }

    // MARK: Functions

    mutating func readFunction(at k: Int, kind: FunctionDeclaration.Kind) -> Int {
        var j = k + 1
        var name = t.text(k)
        var nameToken = k
        if kind == .function {
            guard t.kind(j) == .identifier || t.kind(j) == .keyword || t.kind(j) == .operator else { return k + 1 }
            name = t.text(j)
            nameToken = j
            j += 1
        } else if t.isText(j, "?") || t.isText(j, "!") {
            j += 1
        }
        var generics: [GenericParameter] = []
        if t.isText(j, "<") || (t.kind(j) == .operator && t.firstByte(j) == UInt8(ascii: "<")), let close = genericArgumentsEnd(from: j) {
            generics = readGenericParameters(j, close)
            j = close + 1
        }
        var parameters: [Parameter] = []
        if t.kind(j) == .leftParen, let close = t.closer(of: j) {
            parameters = readParameters(j, close)
            j = close + 1
        }
        var returnType: String?
        var body: Int?
        let limit = min(t.count, j + 1024)
        while j < limit {
            if t.isWord(j, "async") || t.isWord(j, "throws") || t.isWord(j, "rethrows") || t.isWord(j, "reasync") {
                j += 1
                if t.kind(j) == .leftParen, let close = t.closer(of: j) { j = close + 1 } // throws(MyError)
            } else if t.isText(j, "->"), let type = readType(from: j + 1) {
                returnType = typeText(type.lowerBound, type.upperBound)
                j = type.upperBound + 1
            } else if t.isWord(j, "where") {
                j += 1
                while j < limit, t.kind(j) != .leftBrace, !(t.hasNewlineBefore(j) && isDeclarationWord(j)) {
                    if t.kind(j) == .rightBrace { break }
                    j += 1
                }
            } else {
                break
            }
        }
        if t.kind(j) == .leftBrace { body = j }
        let index = outline.functions.count
        outline.functions.append(FunctionDeclaration(
            kind: kind, name: name, nameToken: nameToken, genericParameters: generics, parameters: parameters,
            returnType: returnType, attributes: pendingAttributes, modifiers: pendingModifiers, bodyScope: nil,
            enclosingType: enclosingTypeOfMembers, scope: currentScope))
        if let body { claimBrace(body, as: .functionBody(index)) }
        return body ?? j
    }

    mutating func readDeinit(at k: Int) -> Int {
        let index = outline.functions.count
        outline.functions.append(FunctionDeclaration(
            kind: .function, name: "deinit", nameToken: k, genericParameters: [], parameters: [], returnType: nil,
            attributes: pendingAttributes, modifiers: pendingModifiers, bodyScope: nil,
            enclosingType: enclosingTypeOfMembers, scope: currentScope))
        claimBrace(k + 1, as: .functionBody(index))
        return k + 1
    }

    func readParameters(_ open: Int, _ close: Int) -> [Parameter] {
        splitTopLevel(open + 1, close - 1, alsoAmpersand: false).compactMap { part in
            // The label and the name: one token, or two (`_ value`, `for route`). Two
            // indexes, not a list: a list was an allocation per parameter.
            var (first, last, count) = (0, 0, 0)
            var j = part.lowerBound
            while j <= part.upperBound, t[j].kind == .atSign { j += 2 } // @ViewBuilder content: …
            while j <= part.upperBound, t[j].kind == .identifier || t[j].kind == .keyword, count < 2 {
                if count == 0 { first = j }
                last = j
                count += 1
                j += 1
            }
            guard count > 0, j <= part.upperBound, t[j].kind == .colon else { return nil }
            var typeEnd = part.upperBound
            // Half-open, so a colon that ends the part (`init(d:)`, a name reference) gives an empty range.
            let equals = (j + 1..<part.upperBound + 1).first(where: { t.isText($0, "=") })
            if let equals { typeEnd = equals - 1 }
            let labelText = t.text(first)
            // One token is both label and name (`route: Route`): its text is made once.
            var parameter = Parameter(label: labelText == "_" ? nil : labelText,
                                      name: count == 1 ? labelText : t.text(last),
                                      type: typeText(j + 1, typeEnd), hasDefault: equals != nil)
            if let equals, equals < part.upperBound { parameter.defaultValue = (equals + 1)...part.upperBound }
            return parameter
        }
    }

    // MARK: Properties, cases, aliases

    mutating func readProperty(at k: Int) -> Int {
        var j = k + 1
        guard t.kind(j) == .identifier || t.kind(j) == .keyword else {
            return j // a tuple pattern: `let (a, b) = …`
        }
        let nameToken = j
        j += 1
        var typeRange: ClosedRange<Int>?
        if t.kind(j) == .colon, let type = readType(from: j + 1) {
            typeRange = type
            j = type.upperBound + 1
        }
        var initializer: ClosedRange<Int>?
        if t.isText(j, "="), j + 1 < t.count { // `let x =` ending the file (mid-edit) has no initializer
            initializer = (j + 1)...expressionEnd(from: j + 1)
        }
        let index = outline.properties.count
        if initializer == nil && t.kind(j) == .leftBrace { claimBrace(j, as: .accessor(index)) }
        outline.properties.append(PropertyDeclaration(
            name: t.text(nameToken), nameToken: nameToken, isConstant: t.isWord(k, "let"),
            isStatic: pendingModifiers.contains("static") || pendingModifiers.contains("class"),
            attributes: pendingAttributes, modifiers: pendingModifiers,
            type: typeRange.map { typeText($0.lowerBound, $0.upperBound) }, typeRange: typeRange,
            initializer: initializer, enclosingType: enclosingTypeOfMembers, scope: currentScope))
        return j
    }

    mutating func readEnumCases(at k: Int, in type: Int) -> Int {
        var j = k + 1
        while t.kind(j) == .identifier || t.kind(j) == .keyword {
            let nameToken = j
            j += 1
            var values: [AssociatedValue] = []
            if t.kind(j) == .leftParen, let close = t.closer(of: j) {
                values = readAssociatedValues(j, close)
                j = close + 1
            }
            var hasRawValue = false
            if t.isText(j, "=") {
                hasRawValue = true
                j = expressionEnd(from: j + 1) + 1
            }
            outline.enumCases.append(EnumCaseDeclaration(
                name: t.text(nameToken), nameToken: nameToken, associatedValues: values, enclosingType: type,
                hasRawValue: hasRawValue))
            guard t.kind(j) == .comma else { break }
            j += 1
        }
        return j
    }

    func readAssociatedValues(_ open: Int, _ close: Int) -> [AssociatedValue] {
        splitTopLevel(open + 1, close - 1, alsoAmpersand: false).map { part in
            var start = part.lowerBound
            var label: String?
            // `label: Type` or `_ label: Type`
            if part.upperBound > start + 1, t.kind(start) == .identifier || t.kind(start) == .keyword {
                if t.kind(start + 1) == .colon {
                    label = t.text(start)
                    start += 2
                } else if t.isWord(start, "_"), t.kind(start + 2) == .colon, part.upperBound > start + 2 {
                    label = t.text(start + 1)
                    start += 3
                }
            }
            var end = part.upperBound
            if let equals = (start...part.upperBound).first(where: { t.isText($0, "=") }), equals > start { end = equals - 1 }
            return AssociatedValue(label: label, type: typeText(start, end), typeRange: start...end)
        }
    }

    mutating func readTypeAlias(at k: Int) -> Int {
        guard t.kind(k + 1) == .identifier else { return k + 1 }
        var j = k + 2
        if t.isText(j, "<"), let close = genericArgumentsEnd(from: j) { j = close + 1 }
        guard t.isText(j, "="), let type = readType(from: j + 1) else { return j }
        outline.typeAliases.append(TypeAliasDeclaration(
            name: t.text(k + 1), nameToken: k + 1, aliased: typeText(type.lowerBound, type.upperBound),
            enclosingType: enclosingTypeOfMembers))
        return type.upperBound + 1
    }

    // MARK: Statements

    @inline(__always) func statementKeyword(at i: Int) -> String? {
        guard words[i].contains(.statement) else { return nil }
        // `for:` in `navigationDestination(for: Route.self, destination: { … })` is an
        // argument label: its closure belongs to the call, not to a `for` loop.
        if t.kind(i + 1) == .colon { return nil }
        let word = words.word(i).text
        // `repeat { … } while cond` has no body after its `while`.
        if t.isWord(i, "while"), t.kind(i - 1) == .rightBrace, let open = t.partner(of: i - 1),
           t.isWord(open - 1, "repeat") {
            return nil
        }
        return word
    }

    /// The first `{` at this depth after a statement keyword is its body.
    mutating func claimStatementBody(after k: Int, keyword: String) {
        var j = k + 1
        let limit = min(t.count, j + 4096)
        while j < limit {
            switch t[j].kind {
            case .leftBrace:
                claimBrace(j, as: .statement(keyword))
                return
            case .leftParen, .leftBracket:
                guard let close = t.closer(of: j) else { return }
                j = close
            case .rightBrace, .rightParen, .rightBracket, .semicolon:
                return
            default:
                break
            }
            j += 1
        }
    }
}
