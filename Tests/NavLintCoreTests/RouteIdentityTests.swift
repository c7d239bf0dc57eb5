import NavLintCore
import Testing

/// `model_as_route` reports a route only where its identity can break: a
/// persistence object, or a class compared or hashed by state that changes.
/// Each case has a twin that must stay silent.
struct RouteIdentityTests {
    func modelFindings(_ declarations: String, route: String = "Route") -> [String] {
        let screen = """
            struct Screen: View {
                var body: some View {
                    NavigationStack {
                        Home().navigationDestination(for: \(route).self) { _ in Text("") }
                    }
                }
            }
            """
        return lint([("Models.swift", declarations), ("Screen.swift", screen)])
            .filter { $0.ruleID == "model_as_route" }.map { "\($0.file):\($0.line)" }
    }

    /// DragonSync's encounter screen shows a placeholder once its object is deleted
    /// (blind-triaged false positive): a screen that tests before it reads cannot trap.
    @Test func aScreenThatTestsForDeletionBeforeReadingIsSafe() {
        func findings(_ test: String, in member: String = "body", framework: String = "swiftData") -> [String] {
            let model = framework == "swiftData"
                ? "import SwiftData\n@Model final class Trip { var name = \"\" }"
                : "import RealmSwift\nfinal class Trip: Object { @Persisted var name = \"\" }"
            let deletion = framework == "swiftData"
                ? "func discard(_ trip: Trip, in context: ModelContext) { context.delete(trip) }"
                : "func discard(_ trip: Trip, in realm: Realm) { realm.delete(trip) }"
            let screens = """
                struct Trips: View {
                    var body: some View {
                        NavigationStack { Home().navigationDestination(for: Trip.self) { TripScreen(trip: $0) } }
                    }
                }
                struct TripScreen: View {
                    let trip: Trip
                    var \(member): some View {
                        if \(test) { Text("Deleted") } else { Text(trip.name) }
                    }
                }
                """
            return lint([("Models.swift", model + "\n" + deletion), ("Screens.swift", screens)])
                .filter { $0.ruleID == "model_as_route" }.map { "\($0.file):\($0.line)" }
        }
        #expect(findings("trip.modelContext == nil").isEmpty)
        #expect(findings("trip.isDeleted").isEmpty)
        #expect(findings("trip.isInvalidated", framework: "realm").isEmpty)
        #expect(findings("trip.name.isEmpty") == ["Screens.swift:3"], "no test for deletion")
        #expect(findings("trip.isDeleted", framework: "realm") == ["Screens.swift:3"], "not how Realm says it")
        #expect(findings("trip.modelContext == nil", in: "summary") == ["Screens.swift:3"],
                "tested outside `body`, which reads the object")
    }

    @Test func persistenceObjectsAreReportedWhateverTheirHashing() {
        let trip = "import SwiftData\n@Model final class Trip { var name = \"\" }\n"
        let deletion = "func discard(_ trip: Trip, in context: ModelContext) { context.delete(trip) }"
        #expect(modelFindings(trip + deletion, route: "Trip") == ["Screen.swift:4"])
        #expect(modelFindings(trip, route: "Trip").isEmpty, "nothing deletes a Trip, so none disappears under its screen")
        let coreData = """
            import CoreData
            class Entity: NSManagedObject {}
            final class Note: Entity {}
            enum Route: Hashable { case note(Note) }
            func purge(in context: NSManagedObjectContext) { context.delete(NSBatchDeleteRequest(fetchRequest: Note.fetchRequest())) }
            """
        #expect(modelFindings(coreData).isEmpty, "a deleted NSManagedObject reads as empty and compares by identity")
        let realm = "import RealmSwift\nfinal class Thread: Object { @Persisted var subject = \"\" }\nenum Route: Hashable { case thread(Thread) }\n"
            + "func clear(_ realm: Realm) { let stale: Results<Thread> = realm.objects(Thread.self); realm.delete(stale) }"
        #expect(modelFindings(realm) == ["Models.swift:3"])
        let notRealm = "final class Thread: Object { var subject = \"\" }\nenum Route: Hashable { case thread(Thread) }"
        #expect(modelFindings(notRealm).isEmpty, "a class called Object is not Realm without @Persisted properties")
    }

    /// The id the message tells to route by is the framework's own: a Realm
    /// object has no `persistentModelID` (SwiftData's), but its primary key.
    @Test func theMessageNamesTheFrameworksOwnID() {
        let screen = """
            struct Screen: View {
                var body: some View {
                    NavigationStack { Home().navigationDestination(for: Route.self) { _ in Text("") } }
                }
            }
            """
        func message(_ declarations: String) -> String? {
            lint([("Models.swift", declarations), ("Screen.swift", screen)]).first { $0.ruleID == "model_as_route" }?.message
        }
        let realm = message("import RealmSwift\nfinal class Thread: Object { @Persisted var subject = \"\" }\n"
            + "enum Route: Hashable { case thread(Thread) }\nfunc clear(_ realm: Realm, _ t: Thread) { realm.delete(t) }")
        #expect(realm?.contains("route by its primary key") == true)
        #expect(realm?.contains("persistentModelID") == false)
        let swiftData = message("import SwiftData\n@Model final class Trip { var name = \"\" }\n"
            + "enum Route: Hashable { case trip(Trip) }\nfunc discard(_ trip: Trip, in context: ModelContext) { context.delete(trip) }")
        #expect(swiftData?.contains("route by its `persistentModelID`") == true)
    }

    @Test func aClassIsReportedOnlyWhenItsEqualityReadsAVar() {
        func feed(_ equality: String) -> String {
            """
            final class Feed: Hashable {
                let id: UUID
                var title = ""
                init(id: UUID) { self.id = id }
                func rename(_ newTitle: String) { title = newTitle }
                \(equality)
                func hash(into hasher: inout Hasher) { hasher.combine(id) }
            }
            enum Route: Hashable { case feed(Feed) }
            func retitle(_ feed: Feed) { feed.rename("Renamed") }
            """
        }
        #expect(modelFindings(feed("static func == (lhs: Feed, rhs: Feed) -> Bool { lhs.id == rhs.id && lhs.title == rhs.title }"))
            == ["Models.swift:9"])
        #expect(modelFindings(feed("static func == (lhs: Feed, rhs: Feed) -> Bool { lhs.id == rhs.id }")).isEmpty)
        #expect(modelFindings(feed("static func == (lhs: Feed, rhs: Feed) -> Bool { lhs === rhs }")).isEmpty)
    }

    @Test func aSubclassInheritsItsSuperclassIdentity() {
        let models = """
            class Item: Hashable {
                var revision = 0
                func bump() { revision += 1 }
                static func == (lhs: Item, rhs: Item) -> Bool { lhs.revision == rhs.revision }
                func hash(into hasher: inout Hasher) { hasher.combine(revision) }
            }
            final class Photo: Item {}
            enum Route: Hashable { case photo(Photo) }
            func edit(_ photo: Photo) { photo.bump() }
            """
        #expect(modelFindings(models) == ["Models.swift:8"])
    }

    @Test func aRouteEnumsOwnHashDecidesForItsCases() {
        func route(_ hashing: String) -> String {
            """
            final class Events: ObservableObject {
                let target: UUID
                let store: EventStore
                init(target: UUID, store: EventStore) { self.target = target; self.store = store }
            }
            final class EventStore {
                var events: [String] = []
                func add(_ event: String) { events.append(event) }
            }
            enum Route: Hashable {
                case reposts(Events)
                static func == (lhs: Route, rhs: Route) -> Bool { lhs.hashValue == rhs.hashValue }
                func hash(into hasher: inout Hasher) {
                    switch self {
                    case .reposts(let model): \(hashing)
                    }
                }
            }
            func receive(_ store: EventStore) { store.add("repost") }
            """
        }
        #expect(modelFindings(route("hasher.combine(model.store.events.count)")) == ["Models.swift:11"],
                "a `let` holding a class is followed to its `var`")
        #expect(modelFindings(route("hasher.combine(model.target)")).isEmpty)
        #expect(modelFindings(route("hasher.combine(\"reposts\")")).isEmpty, "the payload is not read at all")
    }

    @Test func aComputedKeyTheHashReadsIsFollowed() {
        let models = """
            final class Draft {
                var text = ""
                func type(_ more: String) { text += more }
            }
            enum Route: Hashable {
                case edit(Draft)
                private var key: String {
                    switch self {
                    case .edit(let draft): "edit:\\(draft.text)"
                    }
                }
                static func == (lhs: Route, rhs: Route) -> Bool { lhs.key == rhs.key }
                func hash(into hasher: inout Hasher) { hasher.combine(key) }
            }
            func autosave(_ draft: Draft) { draft.type("!") }
            """
        #expect(modelFindings(models) == ["Models.swift:6"])
    }

    @Test func aVarOnlyAnUncalledMethodWritesIsFixed() {
        let models = """
            final class Account: Hashable {
                var publicKey: String
                init(publicKey: String) { self.publicKey = publicKey }
                func regenerate() { publicKey = UUID().uuidString }
                static func == (lhs: Account, rhs: Account) -> Bool { lhs.publicKey == rhs.publicKey }
                func hash(into hasher: inout Hasher) { hasher.combine(publicKey) }
            }
            enum Route: Hashable { case keys(Account) }
            """
        #expect(modelFindings(models).isEmpty)
        #expect(modelFindings(models + "\nfunc rotate(_ account: Account) { account.regenerate() }") == ["Models.swift:8"])
    }

    @Test func aVarOnlyItsInitializerSetsIsAsFixedAsALet() {
        let models = """
            final class Conversation: Hashable {
                var ownerKey: String
                init(ownerKey: String) { self.ownerKey = ownerKey }
                static func == (lhs: Conversation, rhs: Conversation) -> Bool { lhs.ownerKey == rhs.ownerKey }
                func hash(into hasher: inout Hasher) { hasher.combine(ownerKey) }
            }
            enum Route: Hashable { case chat(Conversation) }
            """
        #expect(modelFindings(models).isEmpty)
        let wrapped = models.replacingOccurrences(of: "    var ownerKey: String", with: "    @Published var ownerKey: String")
        #expect(modelFindings(wrapped).isEmpty, "a wrapper alone does not change it")
        let written = models + "\nstruct Transfer: View { let chat: Conversation; var body: some View { Button(\"Move\") { chat.ownerKey = \"new\" } } }"
        #expect(modelFindings(written) == ["Models.swift:7"], "code elsewhere assigns it")
        let bound = models + "\nstruct Editor: View { @ObservedObject var chat: Conversation; var body: some View { TextField(\"Key\", text: $chat.ownerKey) } }"
        #expect(modelFindings(bound) == ["Models.swift:7"], "a control edits it through a binding")
    }

    @Test func casesOfNestedRouteEnumsAreJudged() {
        let models = """
            import SwiftData
            @Model final class Story { var title = "" }
            enum NewsRoute: Hashable { case story(Story) }
            enum Route: Hashable { case news(NewsRoute) }
            func archive(_ story: Story, in context: ModelContext) { context.delete(story) }
            """
        #expect(modelFindings(models) == ["Models.swift:3"])
    }

    @Test func aQualifiedNameChoosesAmongNestedNamesakes() {
        let models = """
            import SwiftData
            enum DBModel {}
            enum ApiModel {}
            extension DBModel { @Model final class Country { var name = "" } }
            extension ApiModel { struct Country: Codable { let name: String } }
            func forget(_ country: DBModel.Country, in context: ModelContext) { context.delete(country) }
            """
        #expect(modelFindings(models, route: "DBModel.Country") == ["Screen.swift:4"])
        #expect(modelFindings(models, route: "ApiModel.Country").isEmpty)
    }

    @Test func valueTypesAreCopiesAndNotReported() {
        let models = "struct Recipe: Identifiable, Hashable { let id: UUID; var title: String }\nenum Route: Hashable { case recipe(Recipe) }"
        #expect(modelFindings(models).isEmpty)
    }
}
