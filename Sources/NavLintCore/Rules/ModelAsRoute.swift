/// A model object used as a route's identity.
public struct ModelAsRoute: Rule {
    public init() {}

    public let description = RuleDescription(
        id: "model_as_route",
        name: "Model used as a route",
        summary: "Finds classes, observable objects, SwiftData models and mutable records used as `navigationDestination(for:)` types, path elements or route associated values.",
        rationale: """
            A stack keeps pushed values and compares them by hash to know which screen is which. A class, \
            an `ObservableObject`, an `@Observable` or `@Model` type, or an `Identifiable` struct with `var` \
            stored properties carries state that changes while it sits in the path: its hash changes, \
            SwiftUI loses track of the screen, the pushed copy goes stale, and persisting the path means \
            persisting a snapshot of the model. It is a warning, not an error, because navigation works until \
            the model changes or the path is restored — a hazard rather than an immediate failure.

            navlint reports the type where it is used as a route: the `for:` type of a registration, the \
            element type of a property bound to `NavigationStack(path:)`, or an associated value of a route \
            enum (one registered, pushed with `NavigationLink(value:)`, or used as a path element). \
            `Book.ID` is an identifier and is fine. Types declared outside the scanned sources are not \
            judged.
            """,
        fix: """
            Route by identity, not by object: `case book(Book.ID)`, `NavigationLink(value: Route.book(book.id))`, \
            and let the destination load the current model from the id. RouterCore's `Router` requires \
            `Route: Hashable & Codable`, which steers routes towards plain identifiers.
            """,
        severity: .warning,
        triggeringExamples: [
            """
            @Observable final class Book {
                var title = ""
                var progress = 0.0
            }
            struct Shelf: View {
                var body: some View {
                    NavigationStack {
                        BookList()
                            .navigationDestination(for: ↓Book.self) { BookScreen(book: $0) }
                    }
                }
            }
            """,
            """
            final class Article: ObservableObject, Hashable {
                @Published var body = ""
            }
            struct Reader: View {
                @State private var path: [↓Article] = []
                var body: some View {
                    NavigationStack(path: $path) { ArticleList() }
                }
            }
            """,
            """
            struct Recipe: Identifiable, Hashable {
                let id: UUID
                var title: String
                var servings: Int
            }
            enum KitchenRoute: Hashable {
                case recipe(↓Recipe)
                case shoppingList([↓Recipe])
            }
            struct Kitchen: View {
                var body: some View {
                    NavigationStack {
                        RecipeList().navigationDestination(for: KitchenRoute.self) { $0.screen }
                    }
                }
            }
            """,
        ],
        nonTriggeringExamples: [
            """
            struct Recipe: Identifiable, Hashable {
                let id: UUID
                var title: String
            }
            enum KitchenRoute: Hashable, Codable {
                case recipe(Recipe.ID)
            }
            struct Kitchen: View {
                var body: some View {
                    NavigationStack {
                        RecipeList().navigationDestination(for: KitchenRoute.self) { $0.screen }
                    }
                }
            }
            """,
            """
            struct Tag: Identifiable, Hashable {
                let id: String
                let color: String
            }
            struct Tags: View {
                var body: some View {
                    NavigationStack {
                        TagList().navigationDestination(for: Tag.self) { TagScreen(tag: $0) }
                    }
                }
            }
            """,
            """
            import Contacts
            struct People: View {
                var body: some View {
                    NavigationStack {
                        PeopleList().navigationDestination(for: CNContact.self) { ContactScreen(contact: $0) }
                    }
                }
            }
            """,
            """
            final class DraftEditorModel: ObservableObject {}
            enum SheetRoute: Identifiable {
                case editor(DraftEditorModel)
                var id: String { "editor" }
            }
            struct Compose: View {
                @State private var sheet: SheetRoute?
                var body: some View {
                    Button("New") { sheet = .editor(DraftEditorModel()) }
                        .sheet(item: $sheet) { _ in EditorScreen() }
                }
            }
            """,
        ])

    public func check(_ context: RuleContext) -> [RuleViolation] {
        let file = context.file
        let facts = context.facts
        var reported = Set<Int>()
        var violations: [RuleViolation] = []
        func report(_ token: Int, use: String) {
            let name = facts.resolve(file.tokens.text(token))
            guard let reason = facts.modelReason(name), reported.insert(token).inserted else { return }
            violations.append(RuleViolation(
                token: token,
                message: "`\(name)` is \(reason), and \(use) makes navigation depend on state that changes while it is "
                    + "on the stack; route by its id instead (e.g. `\(name).ID`) and load the model in the destination."))
        }
        let outline = file.outline
        for call in outline.calls(named: SwiftUINames.registration).map({ outline.calls[$0] }) {
            guard let argument = call.argument("for"), argument.value.upperBound - argument.value.lowerBound >= 2,
                  file.tokens.isWord(argument.value.upperBound, "self") else { continue }
            let typeRange = argument.value.lowerBound...(argument.value.upperBound - 2)
            for token in file.typeNameReferences(in: typeRange) { report(token, use: "registering it as a destination type") }
        }
        for element in context.navigation.pathElementsByFile[context.fileIndex] {
            report(element.token, use: "using it as the element of a navigation path")
        }
        for enumCase in outline.enumCases {
            let owner = outline.types[enumCase.enclosingType]
            guard context.navigation.routeTypes.contains(facts.resolve(owner.name)) else { continue }
            for value in enumCase.associatedValues {
                for token in file.typeNameReferences(in: value.typeRange) {
                    report(token, use: "carrying it in route `\(owner.name).\(enumCase.name)`")
                }
            }
        }
        return violations
    }
}
