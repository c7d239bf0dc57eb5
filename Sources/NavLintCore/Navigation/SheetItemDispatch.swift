/// A sheet item of a route type that the project fills only after testing
/// the value itself: Flare's router does `if isSheetRoute(route: route) { sheet
/// = route } else { backStack.append(route) }`, so a given route is always
/// presented or always pushed, never one then the other.
extension NavigationModel {
    /// Whether every value the project puts into sheet item `property`
    /// (`sheet = route`) is a name that a condition around the assignment tests:
    /// an `if`, `while` or `switch` (or the `if` an `else` follows) that reads
    /// it, within the same function or closure. A case written out
    /// (`sheet = .compose`), a flag that decides (`if asSheet`), or no
    /// assignment the code shows (the item set through a binding) is not.
    /// Dismissals (`sheet = nil`) do not count.
    package func presentsOnlyAfterTestingTheValue(_ property: PropertyRef) -> Bool {
        let declaration = files[property.file].source.outline.properties[property.property]
        let ownFileOnly = declaration.hasAttribute("State") || declaration.modifiers.contains("private")
            || declaration.modifiers.contains("fileprivate")
        var writes = 0
        for file in ownFileOnly ? [files[property.file]] : files {
            let source = file.source
            let tokens = source.tokens
            for j in 0..<tokens.count where tokens.kind(j) == .identifier && tokens.isText(j + 1, "=")
                && tokens.text(j) == declaration.name && !tokens.isWord(j - 1, "var") && !tokens.isWord(j - 1, "let") {
                if tokens.isWord(j + 2, "nil") { continue }
                writes += 1
                guard tokens.kind(j + 2) == .identifier, !Self.continuesExpression(tokens, at: j + 3),
                      source.testsValue(tokens.text(j + 2), around: j) else { return false }
            }
        }
        return writes > 0
    }

    /// Whether token `i` carries on the expression before it (`route.sheet`, `make(route)`, `route!`).
    private static func continuesExpression(_ tokens: SyntaxTokens, at i: Int) -> Bool {
        guard i < tokens.count else { return false }
        return tokens.kind(i) == .period || tokens.isText(i, "(") || tokens.isText(i, "[") || tokens.isText(i, "!")
            || tokens.isText(i, "?") || tokens.kind(i) == .operator
    }
}

extension SourceFile {
    /// Whether a statement around token `i`, inside its function or closure, decides on `name`:
    /// the condition of an `if` or `while` (or of the `if` an `else` follows), or a `switch`'s subject.
    func testsValue(_ name: String, around i: Int) -> Bool {
        for scope in outline.scopeChain(from: outline.innermostScope(containing: i)) {
            guard case .statement(let keyword) = outline.scopes[scope].kind else { return false }
            let deciding: ClosedRange<Int>?
            switch keyword {
            case "switch": deciding = switchSubject(scope)
            case "else": deciding = ifScope(beforeElseScope: scope).flatMap(condition(ofStatementScope:))
            default: deciding = condition(ofStatementScope: scope)
            }
            if let deciding, deciding.contains(where: { tokens.kind($0) == .identifier && tokens.text($0) == name }) {
                return true
            }
        }
        return false
    }
}
