/// A route enum case carrying a value that cannot be encoded.
package struct RouteNotCodable: Rule {
    package init() {}

    package let description = RuleDescription(
        id: "route_not_codable",
        name: "Route value is not Codable",
        summary: "Finds route enum cases whose associated values cannot be encoded (closures, views, bindings, `Any`, project types declared without `Codable`), and routes pushed onto a saved `NavigationPath` that are not `Codable`, in projects that save or restore a path.",
        rationale: """
            A path made of `Codable` routes can be saved when the app goes to the background and restored on \
            the next launch, as in the example on Apple's \
            [NavigationPath](https://developer.apple.com/documentation/swiftui/navigationpath) page. One case \
            that carries a closure, a view, a `Binding`, `Any`/`AnyHashable`, or a type that is not `Codable` \
            keeps the whole route type from getting a synthesized `Codable` conformance, which needs every \
            stored value to be codable ("Any type whose properties are codable automatically conforms to \
            Codable just by declaring that conformance", \
            [Apple: Encoding and Decoding Custom Types](https://developer.apple.com/documentation/foundation/encoding-and-decoding-custom-types)), \
            and with it the restoration; and a `NavigationPath` holding one value that is not `Codable` has no \
            `codable` representation at all ("This value is nil if any of the type-erased elements of the path \
            don't conform to the Codable protocol", \
            [Apple: NavigationPath.codable](https://developer.apple.com/documentation/swiftui/navigationpath/codable)), \
            so nothing is saved. It is a warning because navigation works; what breaks is restoring the path.

            That only matters where the project saves or restores a path: `NavigationPath.CodableRepresentation` \
            or `path.codable`, a typed path (`[Route]`) passed to a coder's `encode`, or `decode([Route].self, …)`. \
            Where navlint finds none, the rule stays quiet, unless `assumePathsSaved` says the project saves \
            its paths where navlint cannot see it (or will). A route enum is one registered with \
            `navigationDestination(for:)`, pushed with `NavigationLink(value:)`, used as the element of a path \
            bound to a stack, or carried by an encoded route (`case news(NewsRoute)`); an enum used only as a \
            sheet item is not one. Objects (classes, actors, observable and persistence models) are left to \
            `model_as_route`. Types declared outside the scanned sources are not judged; enums with raw values \
            count as `Codable` only when declared so.
            """,
        fix: """
            Carry plain, encodable identifiers and values (`UUID`, `String`, `Int`, your own `Codable` \
            structs), and make the route enum itself `Codable`, so that a `NavigationPath` holding it "can \
            produce a non-nil value for its codable property" \
            ([Apple: NavigationLink init(value:label:)](https://developer.apple.com/documentation/swiftui/navigationlink/init(value:label:))). \
            Keep closures and views out of the route: the destination builds the view from the value. \
            RouterCore's `Router` requires `Route: Codable` and gives you versioned `encode()` / \
            `restore(from:)`. The compiler checks only that the conformance exists; to check that every \
            route survives it (a hand-written `Codable` that drops a field, a `Double.nan`, a class in the \
            payload), run RouterCore's `RouteCheck` in a unit test: \
            `try RouteCheck.codable(samples).requireNone()`.
            """,
        severity: .warning,
        triggeringExamples: [
            RuleExample("""
            // Nothing here saves the path yet; the option says it will be.
            enum SettingsRoute: Hashable {
                case ↓editor(onSave: () -> Void)
                static func == (a: SettingsRoute, b: SettingsRoute) -> Bool { true }
                func hash(into hasher: inout Hasher) {}
            }
            struct Settings: View {
                @State private var path: [SettingsRoute] = []
                var body: some View {
                    NavigationStack(path: $path) {
                        Form {}.navigationDestination(for: SettingsRoute.self) { _ in EditorScreen() }
                    }
                }
            }
            """, configuration: #"{"assumePathsSaved": true}"#),
            """
            enum CheckoutRoute: Hashable {
                case cart
                case ↓confirm(onDone: () -> Void)
                case ↓preview(AnyView)
                // A closure and a view are not Hashable: the enum hashes by case to compile at all.
                var name: String {
                    switch self {
                    case .cart: "cart"
                    case .confirm: "confirm"
                    case .preview: "preview"
                    }
                }
                static func == (a: Self, b: Self) -> Bool { a.name == b.name }
                func hash(into hasher: inout Hasher) { hasher.combine(name) }
            }
            struct Checkout: View {
                @State private var path = NavigationPath()
                @SceneStorage("checkout.path") private var savedPath: Data?
                var body: some View {
                    NavigationStack(path: $path) {
                        Cart().navigationDestination(for: CheckoutRoute.self) { $0.screen }
                    }
                    .onChange(of: path) {
                        if let representation = path.codable { savedPath = try? JSONEncoder().encode(representation) }
                    }
                }
            }
            """,
            """
            // file: Filter.swift
            enum SortOrder: String { case newest, oldest }
            struct SearchFilter: Hashable {
                let text: String
                let order: SortOrder
            }
            // file: SearchRoute.swift
            enum SearchRoute: Hashable {
                case ↓results(SearchFilter)
                case ↓sorted(SortOrder)
                case item(id: UUID)
            }
            enum ↓HelpRoute: Hashable {
                case article(id: String)
            }
            // file: Search.swift
            struct Search: View {
                @State private var path = NavigationPath()
                let restored: Data?
                var body: some View {
                    NavigationStack(path: $path) {
                        NavigationLink("Newest", value: SearchRoute.sorted(.newest))
                            .navigationDestination(for: SearchRoute.self) { $0.screen }
                            .navigationDestination(for: HelpRoute.self) { $0.screen }
                    }
                    .task {
                        if let restored, let saved = try? JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: restored) {
                            path = NavigationPath(saved)
                        }
                    }
                }
            }
            """,
        ],
        nonTriggeringExamples: [
            """
            struct SearchFilter: Hashable, Codable {
                let text: String
            }
            enum SearchRoute: Hashable, Codable {
                case results(SearchFilter)
                case item(id: UUID, version: Int?)
                case tags([String])
            }
            struct Search: View {
                @State private var path = NavigationPath()
                @SceneStorage("search.path") private var savedPath: Data?
                var body: some View {
                    NavigationStack(path: $path) {
                        SearchHome().navigationDestination(for: SearchRoute.self) { $0.screen }
                    }
                    .onChange(of: path) {
                        if let representation = path.codable { savedPath = try? JSONEncoder().encode(representation) }
                    }
                }
            }
            """,
            """
            // Nothing saves or restores a path here, so nothing needs to encode.
            enum CheckoutRoute: Hashable {
                case confirm(onDone: () -> Void)
                static func == (a: Self, b: Self) -> Bool { true }
                func hash(into hasher: inout Hasher) { hasher.combine("confirm") }
            }
            struct Checkout: View {
                @State private var path = NavigationPath()
                var body: some View {
                    NavigationStack(path: $path) {
                        Cart().navigationDestination(for: CheckoutRoute.self) { $0.screen }
                    }
                }
            }
            """,
            """
            enum AlertSheet: Identifiable {
                case confirm(onConfirm: () -> Void)
                var id: String { "confirm" }
            }
            struct Danger: View {
                @State private var sheet: AlertSheet?
                @State private var path = NavigationPath()
                var body: some View {
                    NavigationStack(path: $path) {
                        Button("Delete") { sheet = .confirm(onConfirm: {}) }
                            .sheet(item: $sheet) { _ in ConfirmScreen() }
                    }
                    .onDisappear { _ = path.codable }
                }
            }
            """,
        ],
        options: [RuleOption(name: "assumePathsSaved", kind: .bool,
                             summary: "Judge every route as if the project saved its paths: for paths saved where navlint cannot see it, or restoration that is planned.",
                             defaultValue: "false")])

    package func check(_ context: RuleContext) -> [RuleViolation] {
        let navigation = context.navigation
        let assumed = context.configuration(for: description.id).bool("assumePathsSaved")
        let saved = navigation.routesOnSavedPaths
        guard !saved.isEmpty || assumed else { return [] }
        let sites = assumed ? navigation.allRoutesWithCarried : navigation.savedRoutesWithCarried
        func isRoot(_ name: String) -> Bool { saved[name] != nil || (assumed && navigation.routeTypes.contains(name)) }
        let file = context.file
        let facts = context.facts
        func related(_ route: String) -> [RelatedLocation] {
            sites[route].flatMap { $0 }.map { [context.related($0, "the path is saved or restored here")] } ?? []
        }
        func how(_ route: String) -> String {
            sites[route].flatMap { $0 } == nil ? "this project is set to save its paths (`assumePathsSaved`)"
                : "this project saves the `NavigationPath` it is pushed onto through `codable`"
        }
        var violations: [RuleViolation] = []
        for (index, type) in file.outline.types.enumerated() where sites[type.name] != nil {
            guard type.kind == .enum || type.kind == .struct, facts.facts(type.name)?.kinds == TypeKinds(type.kind),
                  !facts.isCodable(type.name) else { continue }
            let generics = Set(type.genericParameters.map(\.name))
            var cases: [RuleViolation] = []
            for enumCase in file.outline.enumCases where enumCase.enclosingType == index {
                for value in enumCase.associatedValues {
                    guard let problem = problem(with: value, in: file, facts: facts, generics: generics) else { continue }
                    cases.append(RuleViolation(
                        token: enumCase.nameToken,
                        message: "Case `\(enumCase.name)` of route `\(type.name)` carries `\(value.type)`, \(problem), and "
                            + "\(how(type.name)): while this case is on the path it cannot be encoded and nothing is saved; "
                            + "carry a plain `Codable` value such as an id instead, and make `\(type.name)` `Codable` "
                            + "(RouterCore's `RouteCheck.codable` checks the round trip in a test).",
                        related: related(type.name)))
                }
            }
            // A carried enum (`case news(NewsRoute)`) is reported in the case that carries it.
            guard cases.isEmpty, isRoot(type.name) else { violations += cases; continue }
            violations += [RuleViolation(
                token: type.nameToken,
                message: "`\(type.name)` is a route and \(how(type.name)), but it is not `Codable`: while one is on the path "
                    + "it cannot be encoded and nothing is saved; declare `\(type.name): Codable` (RouterCore's "
                    + "`RouteCheck.codable` checks the round trip in a test).",
                related: related(type.name))]
        }
        return violations
    }


    /// Why an associated value cannot be encoded, or nil when it can or navlint cannot tell.
    func problem(with value: AssociatedValue, in file: SourceFile, facts: TypeFacts, generics: Set<String>) -> String? {
        let tokens = file.tokens
        let range = value.typeRange
        if file.contains("->", in: range) { return "a closure" }
        if range.contains(where: { tokens.isWord($0, "Any") }) { return "an `Any` existential" }
        for j in range where tokens[j].kind == .identifier {
            let word = tokens.text(j)
            if word == "AnyView" || (word == "View" && (tokens.isWord(j - 1, "some") || tokens.isWord(j - 1, "any"))) {
                return "a view"
            }
            if word == "Binding" { return "a `Binding`" }
            if word == "AnyHashable" { return "an `AnyHashable` existential" }
        }
        for j in file.typeNameReferences(in: range) {
            let written = tokens.text(j)
            let name = facts.resolve(written)
            if name != written {
                // `typealias ServingsChanged = (Int) -> Void`
                if name.containsText("->") { return "a closure (through `\(written)`)" }
                if name.hasPrefix("Binding<") { return "a `Binding` (through `\(written)`)" }
                if name == "AnyView" { return "a view (through `\(written)`)" }
            }
            guard !generics.contains(name), facts.isDeclared(name) else { continue }
            if facts.isView(name) { return "a view" }
            // Objects are `model_as_route`'s to judge: whether one can be a route at all comes first.
            if let kinds = facts.facts(name)?.kinds, kinds == [.class] || kinds == [.actor] { continue }
            if !facts.isCodable(name) { return "a type declared without `Codable`" }
        }
        return nil
    }
}
