/// What the graph reads about routes: the enums registrations name and their
/// cases, which case a destination is built for, and what a value link pushes.
struct GraphRoutes {
    struct RouteEnum {
        var cases: [String] = []
        /// The enum's declaration and each case, for mapping findings.
        var places: [SourceRef] = []
    }

    let model: NavigationModel
    /// Enums declared in the sources, by qualified name (`TripRoute`, `Outer.Route`).
    let enums: [String: RouteEnum]
    /// Qualified enum names by their last component.
    let enumsByLastName: [String: [String]]
    /// Presentation modifiers: SwiftUI's, the configuration's and the project's own wrappers.
    let presentations: Set<String>

    init(model: NavigationModel) {
        self.model = model
        var enums: [String: RouteEnum] = [:]
        for file in model.files {
            let outline = file.source.outline
            for declaration in outline.enumCases {
                let name = Self.qualifiedName(of: declaration.enclosingType, in: outline)
                enums[name, default: RouteEnum()].cases.append(declaration.name)
                enums[name, default: RouteEnum()].places.append(SourceRef(file: file.index, token: declaration.nameToken))
            }
            for (index, type) in outline.types.enumerated() where type.kind == .enum {
                enums[Self.qualifiedName(of: index, in: outline), default: RouteEnum()].places
                    .append(SourceRef(file: file.index, token: type.nameToken))
            }
        }
        self.enums = enums
        var byLast: [String: [String]] = [:]
        for name in enums.keys { byLast[TypeFacts.lastComponent(name), default: []].append(name) }
        enumsByLastName = byLast.mapValues { $0.sorted() }
        presentations = NavigationModel.presentationNames(units: model.units, files: model.files, facts: model.facts,
                                                          configured: model.options.presentationModifiers, jobs: 1)
    }

    /// `Outer.Inner` for a type nested in (or an extension of) another.
    static func qualifiedName(of type: Int, in outline: Outline) -> String {
        var names: [String] = []
        var current: Int? = type
        var guardCount = 0
        while let index = current, guardCount < 16 {
            names.append(outline.types[index].name)
            current = outline.types[index].parent
            guardCount += 1
        }
        return names.reversed().joined(separator: ".")
    }

    /// The enum a type name denotes, aliases resolved: by its qualified
    /// name, else by its last component when only one enum has it.
    func routeEnum(_ type: String) -> RouteEnum? {
        let resolved = model.facts.resolve(type)
        if let found = enums[resolved] { return found }
        let candidates = enumsByLastName[TypeFacts.lastComponent(resolved)] ?? []
        return candidates.count == 1 ? enums[candidates[0]] : nil
    }

    /// What a registration registers, as its node's title: `for: TripRoute`,
    /// `isPresented: $showingWeather`, `item: $selection`.
    func registrationTitle(call: Int, file: Int) -> (title: String, type: String?) {
        let source = model.files[file].source
        let site = source.outline.calls[call]
        if let type = model.registeredType(call: call, file: file) { return ("for: \(type)", type) }
        guard let argument = source.outline.arguments(of: site).first else { return ("navigationDestination", nil) }
        let text = source.tokens.compactText(argument.value.lowerBound, argument.value.upperBound)
        let shown = text.count > 40 ? String(text.prefix(39)) + "…" : text
        return ("\(argument.label ?? "_"): \(shown)", nil)
    }

    /// The `case` labels of the `switch` that token `token` of `file` is
    /// built in, when it sits directly in one (through `if`s, not closures):
    /// `.trip`, or `.accounts, .blockedSenders`, or `default`.
    func switchCases(at token: Int, file: Int) -> [String] {
        let navigation = model.files[file]
        let outline = navigation.source.outline
        var scope = outline.innermostScope(containing: token)
        while let s = scope, case .statement(let keyword) = outline.scopes[s].kind {
            if keyword == "switch" {
                let labels = navigation.caseLabels[s] ?? []
                guard let label = labels.last(where: { $0 < token }) else { return [] }
                return caseNames(label: label, tokens: navigation.source.tokens)
            }
            scope = outline.scopes[s].parent
        }
        return []
    }

    /// `.trip` for `case .trip(let id):`; one name per pattern of the label.
    private func caseNames(label: Int, tokens: SyntaxTokens) -> [String] {
        if tokens.isWord(label, "default") { return ["default"] }
        var names: [String] = []
        var sawName = false
        var j = label + 1
        while j < tokens.count, j < label + 256 {
            let kind = tokens[j].kind
            if kind == .colon { break }
            if kind == .comma { sawName = false }
            if kind == .leftParen || kind == .leftBracket, let close = tokens.closer(of: j) {
                j = close + 1
                continue
            }
            if !sawName, kind == .period, tokens.kind(j + 1) == .identifier {
                names.append("." + tokens.text(j + 1))
                sawName = true
            }
            j += 1
        }
        return names
    }

    /// What `NavigationLink(value:)` call `call` pushes, as far as its
    /// spelling tells: `TripRoute.trip(…)` → (TripRoute, trip); `.trip(…)`
    /// on a stack typed `[TripRoute]` → (TripRoute, trip); else (nil, nil).
    func linkValue(call: Int, file: Int, element: String?) -> (type: String?, caseName: String?) {
        let source = model.files[file].source
        let tokens = source.tokens
        guard let value = source.outline.argument("value", of: call)?.value else { return (nil, nil) }
        var j = value.lowerBound
        if tokens.kind(j) == .period, tokens.kind(j + 1) == .identifier {
            let name = tokens.text(j + 1)
            guard let element, routeEnum(element)?.cases.contains(name) == true else { return (element, nil) }
            return (element, name)
        }
        var names: [String] = []
        while j <= value.upperBound, tokens.kind(j) == .identifier {
            names.append(tokens.text(j))
            guard tokens.kind(j + 1) == .period else { break }
            j += 2
        }
        guard names.count >= 2, let last = names.last else { return (nil, nil) }
        let type = names.dropLast().joined(separator: ".")
        guard let route = routeEnum(type), route.cases.contains(last) else { return (nil, nil) }
        return (model.facts.resolve(type), last)
    }

    /// The presentation modifier (`sheet`, `fullScreenCover`, …) whose content
    /// holds token `anchor` of `file`: the innermost one.
    func presentationName(anchor: Int, file: Int) -> String {
        let navigation = model.files[file]
        let outline = navigation.source.outline
        for step in navigation.context.steps(forToken: anchor, in: outline).steps {
            switch step {
            case .closure(let call, _, _), .argument(let call, _):
                if presentations.contains(outline.calls[call].name) { return outline.calls[call].name }
            case .looseClosure, .statement:
                continue
            }
        }
        return "presents"
    }
}
