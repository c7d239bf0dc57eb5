/// The project's own buttons and bars: a view that takes a closure
/// (`NavigationBar(onBack: { path.removeLast() })`, `CustomButton("Back") { … }`)
/// and runs it only from a tap in its body (`Button(action: onBack)`,
/// `Button { Task { await action() } }`). A closure handed to one runs once per
/// tap, like a `Button`'s action written in place.
extension NavigationModel {
    /// Whether project view `view` runs the closure handed to it as `label` (nil: a trailing
    /// closure, which fills its last closure property) only from taps in its own declaration.
    ///
    /// The view may hand the closure on, as it is, to another project view that does
    /// (`ProfileRouteLayout(title: …, onBack: onBack)`), up to `handOnLimit` views deep.
    func runsHandedClosureOnlyFromTaps(view: String, label: String?, depth: Int = 0) -> Bool {
        guard depth <= Self.handOnLimit, let viewFacts = facts.facts(view), facts.isView(view) else { return false }
        let closures = viewFacts.properties.filter { reference in
            let property = files[reference.file].source.outline.properties[reference.property]
            return !property.isStatic && !property.isComputed && property.type?.contains("->") == true
        }
        guard let reference = label.map({ label in closures.last { self.propertyName($0) == label } }) ?? closures.last
        else { return false }
        let name = propertyName(reference)
        var called = false
        for declaration in viewFacts.declarations {
            let source = files[declaration.file].source
            guard let type = source.outline.types.first(where: { $0.nameToken == declaration.token }) else { continue }
            for j in type.range where source.tokens.kind(j) == .identifier && source.tokens.text(j) == name {
                switch use(of: j, inFile: declaration.file, depth: depth) {
                case .binding: continue
                case .tap: called = true
                case .other: return false
                }
            }
        }
        return called
    }

    private func propertyName(_ reference: (file: Int, property: Int)) -> String {
        files[reference.file].source.outline.properties[reference.property].name
    }

    /// How many project views a closure may be handed on through (a screen to its bar to the bar's button).
    static let handOnLimit = 3

    private enum ClosureUse { case binding, tap, other }

    /// What the mention of a closure property at `j` does with it: declares, stores or unwraps it
    /// (`let onBack`, `self.onBack = onBack`, `action = nil`, `if let onBack`, a label `onBack:`), runs or hands it
    /// to a tap (`Button { onBack() }`, `Button(action: onBack)`, or as the whole argument of a project
    /// view that runs it only from taps, `Bar(onBack: onBack)`), or anything else.
    private func use(of j: Int, inFile file: Int, depth: Int) -> ClosureUse {
        let tokens = files[file].source.tokens
        if tokens.isWord(j - 1, "let") || tokens.isWord(j - 1, "var") || tokens.kind(j + 1) == .colon { return .binding }
        // Assigned (`action = nil`, `self.onBack = onBack`), or stored under its own name (`let onBack = onBack`).
        if tokens.isText(j + 1, "=") { return .binding }
        if tokens.isText(j - 1, "="), tokens.kind(j - 2) == .identifier, tokens.text(j - 2) == tokens.text(j) { return .binding }
        if tokens.kind(j - 1) == .colon, tokens.isWord(j - 2, "action") || tokens.isWord(j - 2, "perform"),
           let call = Self.calledName(around: j - 2, tokens), Self.tapActions.contains(call) { return .tap }
        if tokens.kind(j - 1) == .colon, tokens.kind(j - 2) == .identifier,
           tokens.kind(j + 1) == .comma || tokens.kind(j + 1) == .rightParen,
           let call = Self.calledName(around: j - 2, tokens), !Self.tapActions.contains(call),
           runsHandedClosureOnlyFromTaps(view: call, label: tokens.text(j - 2), depth: depth + 1) { return .tap }
        let calledHere = tokens.kind(j + 1) == .leftParen
            || (tokens.isText(j + 1, "?") && tokens.kind(j + 2) == .leftParen)
        guard calledHere, case .tap? = tapSite(of: j, inFile: file, handedClosures: false) else { return .other }
        return .tap
    }

    /// The name called with the argument list holding token `i` (`Button` for `action` in
    /// `Button(action: back)`): the word before the nearest unclosed `(` to its left.
    private static func calledName(around i: Int, _ tokens: SyntaxTokens) -> String? {
        var j = i - 1
        while j > 0, i - j < 64 {
            switch tokens.kind(j) {
            case .leftParen?:
                return tokens.kind(j - 1) == .identifier ? tokens.text(j - 1) : nil
            case .rightParen?, .rightBracket?, .rightBrace?:
                guard let open = tokens.partner(of: j) else { return nil }
                j = open - 1
            case .leftBrace?, .leftBracket?:
                return nil
            default:
                j -= 1
            }
        }
        return nil
    }
}
