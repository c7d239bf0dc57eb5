/// A model object used as a route's identity, where that breaks the stack.
package struct ModelAsRoute: Rule {
    package init() {}

    package let description = RuleDescription(
        id: "model_as_route",
        name: "Model used as a route",
        summary: "Finds SwiftData and Realm objects the project deletes, classes compared or hashed by state that changes, and classes on paths the project saves, used as `navigationDestination(for:)` types, path elements or route associated values.",
        rationale: """
            Apple's advice is plain: "Avoid using model types as elements of a navigation path. Make sure the \
            elements of navigation paths are lightweight, and don't use them as a mode of transport for data \
            models." \
            ([Apple: Understanding the navigation stack](https://developer.apple.com/documentation/swiftui/understanding-the-navigation-stack)). \
            A stack keeps the values it pushed ("The stack stores data items in the collection for each view \
            on the stack", \
            [Apple: NavigationPath](https://developer.apple.com/documentation/swiftui/navigationpath)), and \
            they must be `Hashable`, so their equality and hash are part of the route. Three kinds of route \
            break:

            - A SwiftData `@Model` or a Realm `Object` can be deleted by another screen or a sync while its \
              own screen is on the stack; the path then holds a dead object, and the screen's next render \
              reads it and traps (SwiftData: "backing data could no longer be found", quoted in \
              [brightdigit/DataThespian#49](https://github.com/brightdigit/DataThespian/issues/49); Realm: \
              "Object has been deleted or invalidated", quoted in \
              [realm/realm-swift#3163](https://github.com/realm/realm-swift/issues/3163)). Reported where the project deletes objects of that type \
              somewhere (`context.delete(trip)`, `realm.delete(realm.objects(Thread.self))`, a batch \
              delete); objects that are never deleted cannot disappear under their screen, and neither can \
              objects deleted only in the root content of the one `NavigationStack` that shows them (a swipe \
              to delete on its list): that root is on screen only while the path is empty; nor objects \
              whose every destination screen tests them in its `body` before reading them \
              (`if trip.modelContext == nil` or `trip.isDeleted` for SwiftData, `isInvalidated` for Realm) \
              and shows something else. A Core Data \
              `NSManagedObject` is not reported for this: with the default `shouldDeleteInaccessibleFaults`, a \
              deleted one reads as empty (nil or 0) instead of trapping \
              ([Apple: shouldDeleteInaccessibleFaults](https://developer.apple.com/documentation/coredata/nsmanagedobjectcontext/shoulddeleteinaccessiblefaults)), \
              and it compares by identity, since Core Data forbids overriding its `isEqual(_:)` and `hash` \
              ([Apple: NSManagedObject](https://developer.apple.com/documentation/coredata/nsmanagedobject)), \
              so the path still holds the value that pushed the screen.
            - A class whose `==` or `hash(into:)` reads state that changes (its own, or the route enum's \
              written `hash(into:)` reading the model, as in `hasher.combine(model.replies.count)`): when \
              that state changes while the screen is on the stack, the value in the path no longer compares \
              or hashes as it did when it was pushed. What SwiftUI then does is not documented; it may rebuild, \
              pop or push the screen again. State changes when code \
              assigns or mutates it after `init`: a method something calls, code elsewhere \
              (`model.title = …`), or a control bound to it (`$model.title`); a `var` only `init` sets is \
              as fixed as a `let`, wrapper or not.

            - A class on a path the project saves and restores (`NavigationPath.codable` in \
              `@SceneStorage`, an encoded `[Route]`): the restored path holds decoded copies, not the objects \
              the rest of the app shows and edits, so after a restore the screen shows stale data and its \
              edits reach nothing. A struct is a copy anyway and is not reported.

            It is a warning, not an error, because navigation works until the object changes or goes \
            away. Classes compared by identity (`===`, `ObjectIdentifier`) or by `let`s, and value types \
            (a struct in the path is a copy that cannot change), are not reported.

            navlint reports the type where it is used as a route: the `for:` type of a registration, the \
            element type of a property bound to `NavigationStack(path:)`, or an associated value of a route \
            enum (one registered, pushed with `NavigationLink(value:)`, used as a path element, or carried \
            by one of those: `case news(NewsRoute)`). Types are read by declaration, through typealiases; \
            types declared outside the scanned sources are not judged.
            """,
        fix: """
            Route by identity, not by object: `case book(Book.ID)`, `NavigationLink(value: \
            Route.book(book.id))`, and let the destination fetch the current model from the id \
            (`persistentModelID`, `objectID`, the primary key), as Apple's sample \
            [Bringing robust navigation structure to your SwiftUI app](https://developer.apple.com/documentation/swiftui/bringing-robust-navigation-structure-to-your-swiftui-app) \
            does when it saves a path of recipe ids and looks each recipe up again. If a class must be a \
            route, hash and compare it by an immutable id or by identity. RouterCore's `Router` requires \
            `Route: Hashable & Codable`, which steers routes towards identifiers.
            """,
        severity: .warning,
        triggeringExamples: [
            """
            final class Note: Codable, Hashable {
                let id: UUID
                var text: String
                static func == (a: Note, b: Note) -> Bool { a.id == b.id }
                func hash(into hasher: inout Hasher) { hasher.combine(id) }
            }
            struct Notebook: View {
                @SceneStorage("notebook.path") private var saved: Data?
                @State private var path = NavigationPath()
                var body: some View {
                    NavigationStack(path: $path) {
                        NoteList().navigationDestination(for: ↓Note.self) { NoteEditor(note: $0) }
                    }
                    .onChange(of: path) { saved = path.codable.flatMap { try? JSONEncoder().encode($0) } }
                }
            }
            """,
            """
            import SwiftData
            @Model final class Trip {
                var name = ""
                init(name: String) { self.name = name }
            }
            struct Trips: View {
                @Query private var trips: [Trip]
                var body: some View {
                    NavigationStack {
                        List(trips) { trip in NavigationLink(trip.name, value: trip) }
                            .navigationDestination(for: ↓Trip.self) { TripScreen(trip: $0) }
                    }
                }
            }
            struct TripScreen: View {
                @Environment(\\.modelContext) private var context
                @Environment(\\.dismiss) private var dismiss
                let trip: Trip
                var body: some View {
                    Text(trip.name)
                        .toolbar { Button("Delete") { context.delete(trip); dismiss() } }
                }
            }
            """,
            """
            final class Article: ObservableObject, Hashable {
                let id: UUID
                @Published var title = ""
                init(id: UUID) { self.id = id }
                static func == (lhs: Article, rhs: Article) -> Bool { lhs.id == rhs.id && lhs.title == rhs.title }
                func hash(into hasher: inout Hasher) { hasher.combine(id) }
            }
            struct Reader: View {
                @State private var path: [↓Article] = []
                var body: some View {
                    NavigationStack(path: $path) { ArticleList() }
                }
            }
            struct ArticleEditor: View {
                @ObservedObject var article: Article
                var body: some View { TextField("Title", text: $article.title) }
            }
            """,
            """
            final class ThreadModel: ObservableObject {
                let rootID: UUID
                @Published var replies: [String] = []
                init(rootID: UUID) { self.rootID = rootID }
            }
            enum InboxRoute: Hashable {
                case thread(↓ThreadModel)
                static func == (lhs: InboxRoute, rhs: InboxRoute) -> Bool { lhs.hashValue == rhs.hashValue }
                func hash(into hasher: inout Hasher) {
                    switch self {
                    case .thread(let model): hasher.combine(model.replies.count)
                    }
                }
            }
            struct Inbox: View {
                var body: some View {
                    NavigationStack {
                        ThreadList().navigationDestination(for: InboxRoute.self) { _ in ThreadScreen() }
                    }
                }
            }
            struct ReplyBar: View {
                @ObservedObject var model: ThreadModel
                var body: some View { Button("Send") { model.replies.append("Thanks!") } }
            }
            """,
            """
            import SwiftData
            @Model final class Note {
                var text = ""
                init(text: String = "") { self.text = text }
            }
            enum NotesRoute: Hashable {
                case note(↓Note)
            }
            enum AppRoute: Hashable {
                case notes(NotesRoute)
            }
            struct Root: View {
                @Environment(\\.modelContext) private var context
                var body: some View {
                    NavigationStack {
                        Home().navigationDestination(for: AppRoute.self) { _ in NotesScreen() }
                    }
                }
                func remove(_ note: Note) { context.delete(note) }
            }
            """,
        ],
        nonTriggeringExamples: Self.nonTriggeringExamples)

    package func check(_ context: RuleContext) -> [RuleViolation] {
        let file = context.file
        let facts = context.facts
        let identity = RouteIdentity(project: context.project)
        let persisted = context.navigation.persistedRoutes
        var reported = Set<Int>()
        var violations: [RuleViolation] = []
        /// Its own hazard, else a class on a saved path: `route` is what the path holds (the type, or its enum).
        func judged(_ hazard: RouteIdentity.Hazard?, _ token: Int, route: String) -> RouteIdentity.Hazard? {
            if let hazard { return hazard }
            let name = TypeFacts.lastComponent(facts.resolve(file.tokens.text(token)))
            guard let site = persisted[route], facts.facts(name)?.kinds == [.class] else { return nil }
            return .persistedClass(site: site)
        }
        func report(_ token: Int, _ hazard: RouteIdentity.Hazard?, use: String) {
            guard let hazard, reported.insert(token).inserted else { return }
            let name = TypeFacts.lastComponent(facts.resolve(file.tokens.text(token)))
            var related: [RelatedLocation] = []
            if case .persistedClass(let site) = hazard { related = [context.related(site, "the path is saved or restored here")] }
            violations.append(RuleViolation(token: token, message: Self.message(name, hazard, use: use), related: related))
        }
        func routeName(_ token: Int) -> String { TypeFacts.lastComponent(facts.resolve(file.tokens.text(token))) }
        let outline = file.outline
        for index in outline.calls(named: SwiftUINames.registration) {
            let call = outline.calls[index]
            guard let argument = outline.argument("for", of: call), argument.value.upperBound - argument.value.lowerBound >= 2,
                  file.tokens.isWord(argument.value.upperBound, "self") else { continue }
            let typeRange = argument.value.lowerBound...(argument.value.upperBound - 2)
            for token in file.typeNameReferences(in: typeRange) {
                let hazard = identity.hazard(of: file.tokens.text(token), qualifier: Self.qualifier(of: token, file))
                report(token, judged(hazard, token, route: routeName(token)), use: "registering it as a destination type")
            }
        }
        for element in context.navigation.pathElementsByFile[context.fileIndex] {
            let hazard = identity.hazard(of: file.tokens.text(element.token), qualifier: Self.qualifier(of: element.token, file))
            report(element.token, judged(hazard, element.token, route: routeName(element.token)),
                   use: "using it as the element of a navigation path")
        }
        let routeEnums = context.navigation.routeEnumsWithCarried
        for enumCase in outline.enumCases {
            let owner = TypeFacts.lastComponent(facts.resolve(outline.types[enumCase.enclosingType].name))
            guard routeEnums.contains(owner) else { continue }
            for (position, value) in enumCase.associatedValues.enumerated() {
                for token in file.typeNameReferences(in: value.typeRange) {
                    let hazard = identity.hazard(ofPayload: file.tokens.text(token), position: position,
                                                 caseName: enumCase.name, enumName: owner)
                    report(token, judged(hazard, token, route: owner), use: "carrying it in route `\(owner).\(enumCase.name)`")
                }
            }
        }
        return violations
    }

    /// `DBModel` for the `Country` of `DBModel.Country`.
    static func qualifier(of token: Int, _ file: SourceFile) -> String? {
        file.tokens.kind(token - 1) == .period && file.tokens.kind(token - 2) == .identifier ? file.tokens.text(token - 2) : nil
    }

    static func message(_ name: String, _ hazard: RouteIdentity.Hazard, use: String) -> String {
        switch hazard {
        case .persistence(let framework):
            return "`\(name)` is \(framework.kind), and \(use) keeps it in the path while this project can delete it "
                + "under its screen, whose next read of it then traps; route by \(framework.identifier) and fetch it in "
                + "the destination."
        case .persistedClass:
            return "`\(name)` is a class, and \(use) puts it on a path this project saves and restores: the restored "
                + "path holds decoded copies, not the objects the rest of the app shows and edits, so after a restore "
                + "the screen shows stale data and its edits reach nothing; route by its id and look the object up in "
                + "the destination."
        case .mutableIdentity(let function, let reads):
            let spelled = reads.map { "`\($0)`" }.joined(separator: ", ")
            return "`\(name)` is a class and \(use) compares it by state that changes: \(function) reads \(spelled) "
                + "(`var`s), so when it changes while the screen is on the stack the path no longer compares or "
                + "hashes as when it pushed the screen, and SwiftUI may pop or re-push it; compare and hash by an "
                + "immutable id, or route by the id."
        }
    }
}
