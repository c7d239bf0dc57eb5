/// `model_as_route`'s examples that must not be reported: its tests and the right code of its page.
extension ModelAsRoute {
    static let nonTriggeringExamples: [RuleExample] = [
        RuleExample("""
        import SwiftData
        @Model final class Encounter {
            var title = ""
            init(title: String) { self.title = title }
        }
        struct History: View {
            @Query private var encounters: [Encounter]
            var body: some View {
                NavigationStack {
                    List(encounters) { NavigationLink($0.title, value: $0) }
                        .navigationDestination(for: Encounter.self) { EncounterScreen(encounter: $0) }
                }
            }
        }
        // Deleting every encounter from settings, while one's screen is open, shows the placeholder.
        struct EncounterScreen: View {
            let encounter: Encounter
            var body: some View {
                if encounter.modelContext == nil {
                    ContentUnavailableView("Encounter deleted", systemImage: "trash")
                } else {
                    Text(encounter.title)
                }
            }
        }
        struct HistorySettings: View {
            @Environment(\\.modelContext) private var context
            var body: some View { Button("Delete all") { try? context.delete(model: Encounter.self) } }
        }
        """),
        RuleExample("""
        import SwiftData
        @Model final class Trip {
            var name = ""
            init(name: String) { self.name = name }
        }
        // Deleted only by a swipe on the list, the stack's root: on screen only while the path is empty.
        struct Trips: View {
            @Environment(\\.modelContext) private var context
            @Query private var trips: [Trip]
            var body: some View {
                NavigationStack {
                    List(trips) { trip in
                        NavigationLink(trip.name, value: trip)
                            .swipeActions { Button("Delete") { context.delete(trip) } }
                    }
                    .navigationDestination(for: Trip.self) { TripScreen(trip: $0) }
                }
            }
        }
        """),
        RuleExample("""
        // The same class on a path nothing saves: the path holds the app's own objects.
        final class Note: Hashable {
            let id: UUID
            var text: String
            init(id: UUID, text: String) { self.id = id; self.text = text }
            static func == (a: Note, b: Note) -> Bool { a.id == b.id }
            func hash(into hasher: inout Hasher) { hasher.combine(id) }
        }
        struct Notebook: View {
            @State private var path = NavigationPath()
            var body: some View {
                NavigationStack(path: $path) {
                    NoteList().navigationDestination(for: Note.self) { NoteEditor(note: $0) }
                }
            }
        }
        """),
        RuleExample("""
        // A deleted Core Data object reads as empty rather than trapping, and compares by identity.
        import CoreData
        final class Note: NSManagedObject {}
        struct Notes: View {
            @Environment(\\.managedObjectContext) private var context
            var body: some View {
                NavigationStack {
                    NoteList().navigationDestination(for: Note.self) { NoteScreen(note: $0) }
                }
            }
            func remove(_ note: Note) { context.delete(note) }
        }
        """),
        RuleExample("""
        struct Recipe: Identifiable, Hashable {
            let id: UUID
            var title: String
            var servings: Int
        }
        enum KitchenRoute: Hashable {
            case recipe(Recipe)
            case recipeByID(Recipe.ID)
        }
        struct Kitchen: View {
            var body: some View {
                NavigationStack {
                    RecipeList().navigationDestination(for: KitchenRoute.self) { $0.screen }
                }
            }
        }
        """),
        RuleExample("""
        final class Frame: Hashable {
            private(set) var page: String
            init(page: String) { self.page = page }
            static func == (lhs: Frame, rhs: Frame) -> Bool { lhs === rhs }
            func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
        }
        struct Layer: View {
            @State private var path: [Frame] = []
            var body: some View {
                NavigationStack(path: $path) {
                    Root().navigationDestination(for: Frame.self) { FrameScreen(frame: $0) }
                }
            }
        }
        """),
        RuleExample("""
        final class Account: Codable, Hashable {
            let id: String
            let displayName: String
            static func == (lhs: Account, rhs: Account) -> Bool { lhs.id == rhs.id && lhs.displayName == rhs.displayName }
            func hash(into hasher: inout Hasher) { hasher.combine(id) }
        }
        enum ProfileRoute: Hashable {
            case account(Account)
        }
        struct Profiles: View {
            var body: some View {
                NavigationStack {
                    People().navigationDestination(for: ProfileRoute.self) { _ in AccountScreen() }
                }
            }
        }
        """),
        RuleExample("""
        final class ThreadModel: ObservableObject {
            let rootID: UUID
            @Published var replies: [String] = []
            init(rootID: UUID) { self.rootID = rootID }
        }
        enum InboxRoute: Hashable {
            case thread(ThreadModel)
            static func == (lhs: InboxRoute, rhs: InboxRoute) -> Bool { lhs.hashValue == rhs.hashValue }
            func hash(into hasher: inout Hasher) {
                switch self {
                case .thread(let model): hasher.combine(model.rootID)
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
        """),
        RuleExample("""
        import Contacts
        struct People: View {
            var body: some View {
                NavigationStack {
                    PeopleList().navigationDestination(for: CNContact.self) { ContactScreen(contact: $0) }
                }
            }
        }
        """),
        RuleExample("""
        import SwiftData
        @Model final class DraftEditorModel {
            var text = ""
            init(text: String = "") { self.text = text }
        }
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
        """),
    ]
}
