/// What a project view type takes from its callers: which initializer
/// argument or trailing closure sets each stored property, with its default.
/// Two things are read from a call with it: the content handed to the view
/// (`Row(item: x) { Detail(x) }` hands `Detail` to `Row`'s `destination`, and
/// `Row`'s body decides where it lands), and the literal values that pick a
/// branch of its body (`SettingsView(embedInNavigation: false)`).
package struct ViewParameters: Sendable {
    struct Parameter: Sendable {
        var label: String?
        /// The stored property it sets, if any.
        var property: String?
        /// Its default value, when that is a literal.
        var defaultValue: String?
        /// A function type (or a `@ViewBuilder` property): a trailing closure can fill it.
        var takesClosure: Bool
        /// A function that returns nothing: a callback, run rather than placed (`onSelect: () -> Void`).
        var isCallback = false
        /// Callers may leave it out.
        var hasDefault = false
    }
    struct Initializer: Sendable {
        var parameters: [Parameter]
        /// Properties its body sets to a literal (`path = nil`), whatever the caller passes.
        var fixed: [String: String] = [:]
        /// Properties its body works out from its parameters (`isNewEntry = original == nil`):
        /// what they hold follows from the caller's arguments in a way not read here.
        var derived: Set<String> = []
    }
    /// The declared initializers, or the memberwise one.
    var initializers: [Initializer]
    /// What a call's arguments are matched against: each parameter's label, whether it may be
    /// left out, and whether a trailing closure can fill it.
    typealias Signature = [(label: String?, hasDefault: Bool, takesClosure: Bool)]
    /// The properties that hold views (`content`, `destination`, `label`): its content slots.
    package var slots: Set<String>

    /// The slot that argument `label` (or, with `trailing`, that trailing
    /// closure) fills in `call`, if it fills one.
    func slot(in call: CallSite, of outline: Outline, label: String?, trailing: Bool) -> String? {
        guard let property = property(in: call, of: outline, label: label, trailing: trailing), slots.contains(property) else { return nil }
        return property
    }

    /// Whether `call` can be a call of this view or helper at all: its
    /// arguments fit one of the parameter lists. A SwiftUI modifier the project
    /// happens to also declare (`contextMenu`, `overlay`) with other parameters does not.
    func accepts(_ call: CallSite, in outline: Outline) -> Bool {
        initializers.contains { initializer in
            Self.fits(call, in: outline, initializer.parameters.map { ($0.label, $0.hasDefault, $0.takesClosure) })
        }
    }

    /// Whether that argument (or trailing closure) is a callback: code run later, not views placed.
    func isCallback(in call: CallSite, of outline: Outline, label: String?, trailing: Bool) -> Bool {
        parameter(in: call, of: outline, label: label, trailing: trailing)?.isCallback ?? false
    }

    /// The property an argument (or trailing closure) of `call` sets.
    func property(in call: CallSite, of outline: Outline, label: String?, trailing: Bool) -> String? {
        parameter(in: call, of: outline, label: label, trailing: trailing)?.property
    }

    private func parameter(in call: CallSite, of outline: Outline, label: String?, trailing: Bool) -> Parameter? {
        guard let parameters = bestInitializer(for: call, in: outline)?.parameters else { return nil }
        if !trailing || label != nil { return parameters.first { $0.label == label } }
        // The first trailing closure fills the first closure parameter after the last one an argument filled.
        let lastArgument = outline.arguments(of: call).compactMap { argument in
            parameters.lastIndex { $0.label == argument.label }
        }.max() ?? -1
        return parameters[(lastArgument + 1)...].first { $0.takesClosure }
    }

    /// The literal value `property` has in the view `call` builds: the
    /// argument when it is a literal, else the parameter's default, else the
    /// property's own initial value. Nil when it cannot be told.
    func value(of property: String, in call: CallSite, of file: SourceFile, member: MemberProperty) -> String? {
        switch source(of: property, in: call, of: file, member: member) {
        case .fixed(let value)?: return value
        case .derived?, nil: return nil
        case .argument(let value)?: return LiteralValue.read(file.tokens, value)
        case .parameterDefault(let value)?: return value ?? member.defaultValue
        case .initialValue?: return member.defaultValue
        }
    }

    /// Whether `call` decides `property` but does not spell it out: it passes the parameter
    /// that sets it something other than a literal (`originalItem: model.selection`), or the
    /// initializer works it out from its arguments. What the view builds then depends on a
    /// value only the running app knows.
    func leavesOpen(_ property: String, in call: CallSite, of file: SourceFile, member: MemberProperty) -> Bool {
        switch source(of: property, in: call, of: file, member: member) {
        case .derived?: return true
        case .argument(let value)?: return LiteralValue.read(file.tokens, value) == nil
        default: return false
        }
    }

    /// Where the value of `property` in the view `call` builds comes from.
    private enum ValueSource {
        /// The initializer sets it to this literal.
        case fixed(String)
        /// The initializer works it out from its parameters.
        case derived
        /// The call's argument for the parameter that sets it.
        case argument(ClosedRange<Int>)
        /// That parameter, left out: its default, when that is a literal.
        case parameterDefault(String?)
        /// Not settable from the initializer: the property's own initial value.
        case initialValue
    }

    /// Nil when the property is not a plain stored one or the type has no initializer to read.
    private func source(of property: String, in call: CallSite, of file: SourceFile, member: MemberProperty) -> ValueSource? {
        guard member.isPlainStored, let initializer = bestInitializer(for: call, in: file.outline) else { return nil }
        if let fixed = initializer.fixed[property] { return .fixed(fixed) }
        if initializer.derived.contains(property) { return .derived }
        guard let parameter = initializer.parameters.first(where: { $0.property == property }) else { return .initialValue }
        if let argument = file.outline.arguments(of: call).first(where: { $0.label == parameter.label }) {
            return .argument(argument.value)
        }
        return .parameterDefault(parameter.defaultValue)
    }

    /// The initializer the call's arguments and trailing closures fit, else the first.
    private func bestInitializer(for call: CallSite, in outline: Outline) -> Initializer? {
        initializers.first { initializer in
            Self.fits(call, in: outline, initializer.parameters.map { ($0.label, $0.hasDefault, $0.takesClosure) })
        } ?? initializers.first
    }

    /// Whether a call can invoke an initializer with these parameters: every
    /// argument label matches one, in order, and every parameter without a
    /// default is given, by an argument or a trailing closure.
    static func fits(_ call: CallSite, in outline: Outline, _ parameters: Signature) -> Bool {
        var labels = outline.arguments(of: call).map(\.label)[...]
        var trailing = outline.trailingClosures(of: call).count
        for parameter in parameters {
            if let next = labels.first, next == parameter.label {
                labels.removeFirst()
            } else if parameter.hasDefault {
                continue
            } else if parameter.takesClosure && trailing > 0 {
                trailing -= 1
            } else {
                return false
            }
        }
        return labels.isEmpty
    }
}

extension NavigationModel {
    /// The parameters of those `candidates` the sources declare as views: the
    /// ones that can take content (generic views), or whose branches test their properties.
    static func viewParameters(of candidates: [String], files: [FileNavigation], facts: TypeFacts,
                               jobs: Int) -> [String: ViewParameters] {
        let names = candidates.filter { name in
            facts.byName[name].map { !$0.kinds.isEmpty } == true && facts.isView(name)
        }.sorted()
        let computed = parallelMap(count: names.count, jobs: jobs) { index in
            viewParameters(of: names[index], files: files, facts: facts)
        }
        return Dictionary(uniqueKeysWithValues: zip(names, computed))
    }

    /// One view type's parameters: its declared initializers, or the memberwise one.
    private static func viewParameters(of name: String, files: [FileNavigation], facts: TypeFacts) -> ViewParameters {
        guard let typeFacts = facts.facts(name) else { return ViewParameters(initializers: [], slots: []) }
        var stored: [(parameter: ViewParameters.Parameter, content: Bool, memberwise: Bool)] = []
        for reference in typeFacts.properties {
            let property = files[reference.file].source.outline.properties[reference.property]
            guard !property.isStatic, !property.isComputed else { continue }
            let viewBuilder = property.hasAttribute("ViewBuilder")
            let type = property.type ?? ""
            let hasDefault = property.initializer != nil || (!property.isConstant && type.hasSuffix("?"))
                || property.attributes.contains { selfInitializingWrappers.contains($0.name) }
            let parameter = ViewParameters.Parameter(label: property.name, property: property.name, defaultValue: nil,
                                                     takesClosure: viewBuilder || type.containsText("->"),
                                                     isCallback: !viewBuilder && isCallback(type), hasDefault: hasDefault)
            let generics = typeFacts.genericParameters + typeFacts.enclosingGenericParameters
            stored.append((parameter, isContent(type, generics: generics, viewBuilder: viewBuilder),
                           !(property.isConstant && property.initializer != nil)))
        }
        let names = Set(stored.compactMap(\.parameter.property))
        var lists = typeFacts.initializers.map { declaredInitializer(files[$0.file].source, function: $0.function, properties: names) }
        if lists.isEmpty {
            lists.append(ViewParameters.Initializer(parameters: stored.filter(\.memberwise).map(\.parameter)))
        }
        return ViewParameters(initializers: lists, slots: Set(stored.filter(\.content).compactMap(\.parameter.property)))
    }

    /// Property wrappers whose declaration gives the value, so the memberwise initializer does not ask for it.
    static let selfInitializingWrappers: Set<String> = [
        "Environment", "EnvironmentObject", "State", "StateObject", "FocusState", "AppStorage", "SceneStorage",
        "Namespace", "GestureState", "ScaledMetric", "FetchRequest", "Query", "AccessibilityFocusState",
    ]

    /// Whether a property of this type holds views: a generic parameter
    /// constrained to `View`, `AnyView`, or a closure returning one.
    static func isContent(_ written: String, generics: [GenericParameter], viewBuilder: Bool) -> Bool {
        var type = Substring(written)
        // After the last `->`: what a closure returns.
        if let arrow = type.indices.last(where: { type[$0] == "-" && type.index(after: $0) < type.endIndex
                                                    && type[type.index(after: $0)] == ">" }) {
            type = type[type.index(arrow, offsetBy: 2)...]
        }
        type = type.drop { $0 == " " || $0 == "(" }
        while type.last == "?" || type.last == ")" || type.last == " " { type = type.dropLast() }
        if type == "AnyView" || type == "any View" { return true }
        guard let generic = generics.first(where: { $0.name == type }) else { return false }
        return generic.constraint.containsText("View") || viewBuilder
    }

    /// A declared initializer: its parameters, each tied to the property its
    /// body stores it in (`self.embed = embedInNavigation`, `self.content = content()`)
    /// or to the property of the same name, and the properties it sets to a literal.
    static func declaredInitializer(_ source: SourceFile, function index: Int, properties: Set<String>)
        -> ViewParameters.Initializer {
        let function = source.outline.functions[index]
        let tokens = source.tokens
        var assigned: [String: String] = [:]
        var fixed: [String: String] = [:]
        var derived: Set<String> = []
        let parameterNames = Set(function.parameters.map(\.name))
        if let body = function.bodyScope {
            let scope = source.outline.scopes[body]
            var j = scope.open + 1
            while j + 2 < scope.close {
                // `self.content = content`, `self.content = content()`, `path = nil`, `self.style = .plain`
                let property = tokens.isWord(j, "self") && tokens.kind(j + 1) == .period ? j + 2 : j
                guard tokens.kind(property) == .identifier, tokens.kind(property - 1) != .period || property == j + 2,
                      tokens.isText(property + 1, "="), properties.contains(tokens.text(property)) else { j += 1; continue }
                let name = tokens.text(property)
                let value = property + 2
                var end = value
                while end + 1 < scope.close, !tokens.hasNewlineBefore(end + 1), tokens.kind(end + 1) != .semicolon { end += 1 }
                if let literal = LiteralValue.read(tokens, value...end) {
                    fixed[name] = literal
                } else if tokens.kind(value) == .identifier
                            && (end == value || end == value + 2 && tokens.kind(value + 1) == .leftParen) {
                    // The parameter itself, or the content it builds (`content()`).
                    assigned[tokens.text(value)] = name
                } else if (value...end).contains(where: { tokens.kind($0) == .identifier
                                                            && parameterNames.contains(tokens.text($0)) }) {
                    derived.insert(name)
                }
                j = end + 1
            }
        }
        let parameters = function.parameters.map { parameter in
            let property = assigned[parameter.name] ?? (properties.contains(parameter.name) ? parameter.name : nil)
            return ViewParameters.Parameter(label: parameter.label, property: property,
                                            defaultValue: parameter.defaultValue.flatMap { LiteralValue.read(tokens, $0) },
                                            takesClosure: parameter.type.containsText("->"), isCallback: isCallback(parameter.type),
                                            hasDefault: parameter.hasDefault)
        }
        return ViewParameters.Initializer(parameters: parameters, fixed: fixed, derived: derived)
    }

    /// A function type that returns nothing: `() -> Void`, `(Item) -> ()`, `(() -> Void)?`.
    static func isCallback(_ written: String) -> Bool {
        var type = Substring(written)
        while type.last == "?" || type.last == ")" && !type.hasSuffix("()") || type.last == " " { type = type.dropLast() }
        return type.containsText("->") && (type.hasSuffix("Void") || type.hasSuffix("()"))
    }

    /// The parameters of every `View` extension helper that takes content
    /// (`func navigationLinkEmpty(isActive:destination:)`), by name: the
    /// closures it places somewhere in what it builds.
    static func helperParameters(units: [BuilderUnit], files: [FileNavigation]) -> [String: ViewParameters] {
        var result: [String: ViewParameters] = [:]
        for unit in units where unit.kind == .helper && unit.takesContent && result[unit.name] == nil {
            let outline = files[unit.file].source.outline
            guard case .functionBody(let index) = outline.scopes[unit.scope].kind else { continue }
            let function = outline.functions[index]
            var slots = Set<String>()
            let parameters = function.parameters.map { parameter in
                let content = isContent(parameter.type, generics: function.genericParameters, viewBuilder: false)
                    || (parameter.type.containsText("->") && !isCallback(parameter.type))
                if content { slots.insert(parameter.name) }
                return ViewParameters.Parameter(label: parameter.label, property: parameter.name, defaultValue: nil,
                                                takesClosure: parameter.type.containsText("->"),
                                                isCallback: isCallback(parameter.type), hasDefault: parameter.hasDefault)
            }
            if !slots.isEmpty {
                result[unit.name] = ViewParameters(initializers: [ViewParameters.Initializer(parameters: parameters)], slots: slots)
            }
        }
        return result
    }
}
