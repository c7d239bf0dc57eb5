/// A `navigationDestination(isPresented: $flag)` whose flag nothing can ever set:
/// its screen never shows, so no hazard of that screen can happen (Viewu's
/// `@State private var showNVR = false`, bound to a destination and named nowhere else).
extension SourceFile {
    /// Whether the `navigationDestination(isPresented:)` or `(item:)` call at `index` binds
    /// `$flag`, where `flag` is the file's only property of that name, a `private` or
    /// `fileprivate` `@State` (no other file can reach it), and the file names it nowhere but
    /// in its declaration and in this binding: nothing sets it, reads it, or hands the binding
    /// on to a view that could. An assignment `isDead` says never runs is not counted.
    func neverPresents(destination index: Int, isDead: (Int) -> Bool = { _ in false }) -> Bool {
        guard let argument = outline.argument("isPresented", of: index) ?? outline.argument("item", of: index),
              argument.value.lowerBound == argument.value.upperBound,
              tokens.kind(argument.value.lowerBound) == .identifier else { return false }
        let binding = tokens.text(argument.value.lowerBound)
        guard binding.hasPrefix("$"), binding.count > 1 else { return false }
        let name = String(binding.dropFirst())
        let declarations = outline.properties.filter { $0.name == name }
        guard declarations.count == 1, let flag = declarations.first, flag.hasAttribute("State"),
              flag.modifiers.contains("private") || flag.modifiers.contains("fileprivate") else { return false }
        // `flag`, `$flag`, `_flag`, `self.flag`: every mention is an identifier spelling the name.
        var mentions = 0
        for j in 0..<tokens.count where tokens.kind(j) == .identifier {
            let text = tokens.text(j)
            guard text == name || text == binding || text == "_" + name else { continue }
            if text == name, tokens.isText(j + 1, "="), tokens.kind(j - 1) != .period, isDead(j) { continue }
            mentions += 1
            if mentions > 2 { return false }
        }
        return mentions == 2
    }

    /// Whether the code at token `i` runs only when an optional stored property is nil that every
    /// construction of its type sets: V2er's `navigate(to:)` shows its own destination only in the
    /// `else` of `if let onNavigate { onNavigate(route) }`, and its one caller passes `onNavigate:`.
    /// `constructions` tells, for a type name and a label, whether each construction of the type in
    /// the project passes that label a value other than `nil`.
    func runsOnlyWhenNil(at i: Int, constructions: (String, String) -> [Bool]) -> Bool {
        let chain = Array(outline.scopeChain(from: outline.innermostScope(containing: i)))
        // The type whose member is tested: the one the code at `i` is in.
        let ownType = chain.lazy.compactMap { scope -> Int? in
            if case .typeBody(let type) = self.outline.scopes[scope].kind { return type } else { return nil }
        }.first
        for scope in chain {
            guard case .statement = outline.scopes[scope].kind else { continue }
            for condition in conditionsBefore(elseScope: scope) {
                guard let name = unwrappedProperty(condition),
                      let property = outline.properties.first(where: { $0.name == name && $0.enclosingType == ownType }),
                      isStoredMember(property), property.attributes.isEmpty, property.type?.hasSuffix("?") == true,
                      let owner = property.enclosingType.map({ TypeFacts.lastComponent(outline.types[$0].name) }),
                      !isAssigned(name, outsideDeclaration: property.nameToken) else { continue }
                let passed = constructions(owner, name)
                if !passed.isEmpty, !passed.contains(false) { return true }
            }
        }
        return false
    }

    /// For an `else` body, the conditions of the `if` bodies of its chain (`if a {} else if b {} else {…}`:
    /// `a` and `b`), all of which were false for it to run; none for any other scope.
    private func conditionsBefore(elseScope scope: Int) -> [ClosedRange<Int>] {
        var conditions: [ClosedRange<Int>] = []
        var current = scope
        while let previous = ifScope(beforeElseScope: current) ?? ifScope(beforeElseIf: current) {
            if let condition = condition(ofStatementScope: previous) { conditions.append(condition) }
            current = previous
        }
        return conditions
    }

    /// The property a one-clause condition tests for a value: `let x`, `let y = x`, `x != nil`.
    private func unwrappedProperty(_ condition: ClosedRange<Int>) -> String? {
        let first = condition.lowerBound, count = condition.count
        if tokens.isWord(first, "let") || tokens.isWord(first, "var") {
            if count == 2 { return tokens.text(first + 1) }
            if count == 4, tokens.isText(first + 2, "=") { return tokens.text(first + 3) }
            return nil
        }
        return count == 3 && tokens.isText(first + 1, "!=") && tokens.isWord(first + 2, "nil") ? tokens.text(first) : nil
    }

    /// A stored property declared in a type's body, not a local or a computed property.
    private func isStoredMember(_ property: PropertyDeclaration) -> Bool {
        guard let scope = property.scope, !property.isComputed, case .typeBody = outline.scopes[scope].kind else { return false }
        return true
    }

    /// Whether the file assigns `name` (`name =`, `self.name =`) anywhere but at `declaration` and in
    /// an initializer from its parameter of that name (`self.onNavigate = onNavigate`), which sets it to
    /// what the construction passes.
    private func isAssigned(_ name: String, outsideDeclaration declaration: Int) -> Bool {
        (0..<tokens.count).contains { j in
            j != declaration && tokens.kind(j) == .identifier && tokens.isText(j + 1, "=") && tokens.text(j) == name
                && !isInitializerCopy(at: j)
        }
    }

    /// `self.name = name` in an initializer.
    private func isInitializerCopy(at j: Int) -> Bool {
        guard tokens.isWord(j - 2, "self"), tokens.kind(j - 1) == .period, tokens.kind(j + 2) == .identifier,
              tokens.text(j + 2) == tokens.text(j), tokens.kind(j + 3) != .period, tokens.kind(j + 3) != .leftParen else { return false }
        for scope in outline.scopeChain(from: outline.innermostScope(containing: j)) {
            if case .functionBody(let function) = outline.scopes[scope].kind { return outline.functions[function].kind == .initializer }
        }
        return false
    }
}

extension NavigationModel {
    /// Whether the presented destination registered at `registration` (a call's name token) never shows.
    func neverPresents(_ registration: SourceRef) -> Bool {
        let source = files[registration.file].source
        guard let index = UnitItem.call(namedAt: registration.token, in: source.outline) else { return false }
        return source.neverPresents(destination: index) { assignment in
            source.runsOnlyWhenNil(at: assignment) { type, label in self.passedArguments(label, constructing: type) }
        }
    }

    /// For each construction of `type` in the project (`Row(…)`, called by the type's name), whether it
    /// passes `label` a value other than `nil`.
    func passedArguments(_ label: String, constructing type: String) -> [Bool] {
        files.flatMap { file in
            let outline = file.source.outline, tokens = file.source.tokens
            return outline.calls(named: type).filter { outline.calls[$0].receiver == .none }.map { call in
                guard let value = outline.arguments(of: call).first(where: { $0.label == label })?.value else { return false }
                return !(value.count == 1 && tokens.isWord(value.lowerBound, "nil"))
            }
        }
    }
}
