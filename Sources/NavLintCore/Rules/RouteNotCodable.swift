/// A route enum case carrying a value that cannot be encoded.
public struct RouteNotCodable: Rule {
    public init() {}

    public let description = RuleDescription(
        id: "route_not_codable",
        name: "Route value is not Codable",
        summary: "Finds route enum cases whose associated values cannot be encoded: closures, views, bindings, `Any`, or project types declared without `Codable`.",
        rationale: """
            A path made of `Codable` routes can be saved when the app goes to the background and restored on \
            the next launch, logged, and built from a URL in a test. One case that carries a closure, a \
            view, a `Binding`, `Any`/`AnyHashable`, or a type that is not `Codable` makes the whole route \
            type impossible to encode, and with it restoration. It is a warning because navigation works \
            today; what breaks is state restoration, logging and testing of the path.

            A route enum is one registered with `navigationDestination(for:)`, pushed with \
            `NavigationLink(value:)`, or used as the element of a path bound to a stack; an enum used only as \
            a sheet item is not one. Objects (classes, actors, observable and persistence models) are left to \
            `model_as_route`, which judges whether they can be routes at all; structs and enums declared \
            without `Codable` are reported here. Types declared outside the scanned sources are not judged; \
            enums with raw values count as `Codable` only when declared so.
            """,
        fix: """
            Carry plain, encodable identifiers and values (`UUID`, `String`, `Int`, your own `Codable` \
            structs), and make the route enum itself `Codable`. Keep closures and views out of the route: the \
            destination builds the view from the value. RouterCore's `Router` requires `Route: Codable` and \
            gives you versioned `encode()` / `restore(from:)`.
            """,
        severity: .warning,
        triggeringExamples: [
            """
            enum CheckoutRoute: Hashable {
                case cart
                case ↓confirm(onDone: () -> Void)
                case ↓preview(AnyView)
            }
            struct Checkout: View {
                var body: some View {
                    NavigationStack {
                        Cart().navigationDestination(for: CheckoutRoute.self) { $0.screen }
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
            enum SearchRoute: Hashable, Codable {
                case ↓results(SearchFilter)
                case ↓sorted(SortOrder)
                case item(id: UUID)
            }
            // file: Search.swift
            struct Search: View {
                var body: some View {
                    NavigationStack {
                        NavigationLink("Newest", value: SearchRoute.sorted(.newest))
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
                @State private var path: [SearchRoute] = []
                var body: some View { NavigationStack(path: $path) { SearchHome() } }
            }
            """,
            """
            import MapKit
            enum PlaceRoute: Hashable {
                case place(MKMapItem.Identifier)
                case coordinate(CLLocationCoordinate2D)
            }
            struct Places: View {
                var body: some View {
                    NavigationStack { PlaceList().navigationDestination(for: PlaceRoute.self) { $0.screen } }
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
                var body: some View {
                    Button("Delete") { sheet = .confirm(onConfirm: {}) }
                        .sheet(item: $sheet) { _ in ConfirmScreen() }
                }
            }
            """,
        ],
        options: [RuleOption(name: "checkSheetItems", kind: .bool,
                             summary: "Also check enums used only as `.sheet(item:)` / `.fullScreenCover(item:)` items.",
                             defaultValue: "false")])

    public func check(_ context: RuleContext) -> [RuleViolation] {
        let file = context.file
        let outline = file.outline
        let facts = context.facts
        var violations: [RuleViolation] = []
        for enumCase in outline.enumCases {
            let owner = outline.types[enumCase.enclosingType]
            guard context.navigation.routeTypes.contains(facts.resolve(owner.name)) else { continue }
            let generics = Set(owner.genericParameters.map(\.name))
            for value in enumCase.associatedValues {
                guard let problem = problem(with: value, in: file, facts: facts, generics: generics) else { continue }
                violations.append(RuleViolation(
                    token: enumCase.nameToken,
                    message: "Case `\(enumCase.name)` of route `\(owner.name)` carries `\(value.type)`, \(problem), so the "
                        + "path cannot be encoded for restoration; carry a plain `Codable` value such as an id instead."))
            }
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
                if name.contains("->") { return "a closure (through `\(written)`)" }
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
