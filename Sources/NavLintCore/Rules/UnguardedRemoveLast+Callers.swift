/// A pop in a method whose every caller checks the path first: Loadle's router has
/// `func popLast(_ k: Int) { path.removeLast(k) }`, called only from `dismiss()` as
/// `if isPushed { popLast(1) }`, where `isPushed` is a computed `!path.isEmpty`.
extension UnguardedRemoveLast {
    /// Whether `call` (`path.removeLast()` or `path.removeLast(k)`, `k` a parameter of the method it is
    /// in) sits directly in a method every call of which checks the path's length in the caller's
    /// function or closure (by name, or through a computed property of the method's type that does),
    /// passing `1` for `k`. A method passed without a call may run from anywhere, so it does not count.
    func everyCallerChecks(_ call: CallSite, path: String, _ context: RuleContext) -> Bool {
        let file = context.file, outline = file.outline
        guard let scope = outline.innermostScope(containing: call.nameToken),
              case .functionBody(let index) = outline.scopes[scope].kind, outline.functions[index].kind == .function,
              let owner = file.enclosingTypeName(of: call.nameToken) else { return false }
        let function = outline.functions[index]
        // The count popped: none, or the method's parameter `k`, which each caller must pass as 1.
        var countParameter: Int?
        if let argument = outline.arguments(of: call).first {
            guard argument.value.count == 1, let position = function.parameters.firstIndex(where: {
                $0.name == file.tokens.text(argument.value.lowerBound)
            }) else { return false }
            countParameter = position
        }
        let navigation = context.navigation
        let callers = navigation.callSites(named: function.name)
        guard !callers.isEmpty else { return false }
        let checkingProperties = lengthCheckingProperties(of: owner, path: path, context)
        // The callers first: the search for a mention without a call reads every token of the project.
        let everyCallChecks = callers.allSatisfy { caller in
            let source = context.project.files[caller.file]
            let range = source.enclosingAction(of: caller.token).map { source.outline.scopes[$0].open...source.outline.scopes[$0].close }
                ?? 0...(source.tokens.count - 1)
            // A name is made of each identifier only when some property checks: most types have none.
            guard checksLength(of: path, in: range, source) || !checkingProperties.isEmpty
                    && range.contains(where: { source.tokens.kind($0) == .identifier && checkingProperties.contains(source.tokens.text($0)) })
            else { return false }
            guard let countParameter else { return true }
            guard let index = UnitItem.call(namedAt: caller.token, in: source.outline) else { return false }
            let arguments = source.outline.arguments(of: index)
            guard countParameter < arguments.count else { return false }
            let value = arguments[countParameter].value
            return value.count == 1 && source.tokens.isText(value.lowerBound, "1")
        }
        return everyCallChecks && !navigation.isMentionedWithoutCall(function.name)
    }

    /// The computed properties of `type` whose body checks the length of `path` (`var isPushed: Bool { !path.isEmpty }`).
    func lengthCheckingProperties(of type: String, path: String, _ context: RuleContext) -> Set<String> {
        var names = Set<String>()
        for reference in context.facts.facts(type)?.properties ?? [] {
            let source = context.project.files[reference.file]
            let property = source.outline.properties[reference.property]
            guard let body = property.accessorScope else { continue }
            if checksLength(of: path, in: source.outline.scopes[body].open...source.outline.scopes[body].close, source) {
                names.insert(property.name)
            }
        }
        return names
    }
}
