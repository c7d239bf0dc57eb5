import NavLintCore
import Testing

/// The false-positive patterns real apps showed the first model, each with a
/// twin that must still be reported: the placement model tells them apart by
/// where a view is placed and under which conditions.
struct PlacementFalsePositiveTests {
    func findings(_ files: [(String, String)], rule: String) -> [String] {
        lint(files).filter { $0.ruleID == rule }.map { "\($0.file):\($0.line)" }
    }

    static let settingsView = """
        struct SettingsView: View {
            var embedInNavigation = true
            var body: some View {
                if embedInNavigation {
                    NavigationStack { NavigationLink("Privacy", value: 1) }
                } else {
                    SettingsForm()
                }
            }
        }
        """

    @Test func aStackTurnedOffByTheCallersArgumentIsNotNested() {
        let off = """
            struct Account: View {
                var body: some View {
                    NavigationStack { NavigationLink("Settings") { SettingsView(embedInNavigation: false) } }
                }
            }
            """
        let byDefault = """
            struct Account: View {
                var body: some View {
                    NavigationStack { NavigationLink("Settings") { SettingsView() } }
                }
            }
            """
        #expect(findings([("S.swift", Self.settingsView), ("A.swift", off)], rule: "nested_navigation_stack").isEmpty)
        // Reported where the caller asks for the stack, not in the view that is fine elsewhere.
        #expect(findings([("S.swift", Self.settingsView), ("A.swift", byDefault)], rule: "nested_navigation_stack") == ["A.swift:3"])
    }

    @Test func anInitializerDefaultAndAStyleEnumPickTheBranch() {
        let screen = """
            struct ItemScreen: View {
                enum Presentation { case standalone, embedded }
                let style: Presentation
                init(style: Presentation = .embedded) { self.style = style }
                var body: some View {
                    switch style {
                    case .standalone: NavigationStack { NavigationLink("Edit", value: 1) }
                    case .embedded: ItemForm()
                    }
                }
            }
            """
        let defaulted = """
            struct Items: View {
                var body: some View { NavigationStack { NavigationLink("Item") { ItemScreen() } } }
            }
            """
        let standalone = """
            struct Items: View {
                var body: some View { NavigationStack { NavigationLink("Item") { ItemScreen(style: .standalone) } } }
            }
            """
        #expect(findings([("I.swift", screen), ("A.swift", defaulted)], rule: "nested_navigation_stack").isEmpty)
        #expect(findings([("I.swift", screen), ("A.swift", standalone)], rule: "nested_navigation_stack") == ["A.swift:2"])
    }

    @Test func anOptionalIDLeftNilKeepsTheStackOut() {
        let screen = """
            struct Picker: View {
                var selectionID: Int? = nil
                var body: some View {
                    if let selectionID {
                        NavigationStack { NavigationLink("All", value: selectionID) }
                    } else {
                        PickerList(selected: nil)
                    }
                }
            }
            """
        let caller = """
            struct Form: View {
                var body: some View { NavigationStack { NavigationLink("Pick") { Picker() } } }
            }
            """
        let withID = """
            struct Form: View {
                var body: some View { NavigationStack { NavigationLink("Pick") { Picker(selectionID: 3) } } }
            }
            """
        #expect(findings([("P.swift", screen), ("F.swift", caller)], rule: "nested_navigation_stack").isEmpty)
        #expect(findings([("P.swift", screen), ("F.swift", withID)], rule: "nested_navigation_stack") == ["F.swift:2"])
    }

    @Test func platformsThatNeverMeetDoNotNest() {
        let search = """
            struct SearchScreen: View {
                var body: some View {
                    #if os(tvOS)
                    NavigationStack { NavigationLink("Results", value: 1) }
                    #else
                    Results()
                    #endif
                }
            }
            """
        func browse(_ condition: String) -> String {
            """
            struct Browse: View {
                var body: some View {
                    NavigationStack {
                        #if \(condition)
                        NavigationLink("Search") { SearchScreen() }
                        #endif
                    }
                }
            }
            """
        }
        #expect(findings([("S.swift", search), ("B.swift", browse("!os(tvOS)"))], rule: "nested_navigation_stack").isEmpty)
        #expect(findings([("S.swift", search), ("B.swift", browse("os(iOS) || os(macOS)"))], rule: "nested_navigation_stack").isEmpty)
        #expect(findings([("S.swift", search), ("B.swift", browse("os(tvOS)"))], rule: "nested_navigation_stack") == ["S.swift:4"])
        // An unknown flag may hold anywhere: it rules nothing out.
        #expect(findings([("S.swift", search), ("B.swift", browse("DEBUG"))], rule: "nested_navigation_stack") == ["S.swift:4"])
    }

    @Test func catalystChecksAtCompileTimeAndAtRuntime() {
        let compiled = """
            struct Prefs: View {
                var body: some View {
                    #if targetEnvironment(macCatalyst)
                    NavigationStack { NavigationLink("Advanced", value: 1) }
                    #else
                    PrefsForm()
                    #endif
                }
            }
            struct Home: View {
                var body: some View {
                    #if !targetEnvironment(macCatalyst)
                    NavigationStack { NavigationLink("Prefs") { Prefs() } }
                    #endif
                }
            }
            """
        #expect(findings([("A.swift", compiled)], rule: "nested_navigation_stack").isEmpty)
        let runtime = """
            enum Device { static var isCatalyst: Bool { false } }
            struct Prefs: View {
                var body: some View {
                    if Device.isCatalyst { NavigationStack { NavigationLink("Advanced", value: 1) } } else { PrefsForm() }
                }
            }
            struct Home: View {
                var body: some View {
                    NavigationStack {
                        if !Device.isCatalyst { NavigationLink("Prefs") { Prefs() } }
                        if Device.isCatalyst { Text("Use the menu") }
                    }
                }
            }
            """
        #expect(findings([("A.swift", runtime)], rule: "nested_navigation_stack").isEmpty)
        let sameSide = runtime.replacingOccurrences(of: "if !Device.isCatalyst {", with: "if Device.isCatalyst {")
        #expect(findings([("A.swift", sameSide)], rule: "nested_navigation_stack") == ["A.swift:4"])
    }

    @Test func contextMenuPreviewsAndHostingHelpersPresent() {
        let preview = """
            struct Row: View {
                var body: some View {
                    Text("Item").contextMenu { Button("Open") {} } preview: { NavigationStack { NavigationLink("Open", value: 1) } }
                }
            }
            struct List1: View {
                var body: some View { NavigationStack { Row() } }
            }
            """
        #expect(findings([("A.swift", preview)], rule: "nested_navigation_stack").isEmpty)
        let hosting = """
            final class FormSheetPresenter<Content: View>: UIViewController {
                let content: Content
                init(content: Content) { self.content = content }
                func show(from parent: UIViewController) {
                    let host = UIHostingController(rootView: content)
                    host.modalPresentationStyle = .formSheet
                    parent.present(host, animated: true)
                }
            }
            extension View {
                func formSheet<Content: View>(isPresented: Binding<Bool>, content: @escaping () -> Content) -> some View {
                    background(FormSheetPresenter(content: content()))
                }
            }
            struct Home: View {
                @State private var editing = false
                var body: some View {
                    NavigationStack {
                        Text("Home").formSheet(isPresented: $editing) { NavigationStack { NavigationLink("Edit", value: 1) } }
                    }
                }
            }
            """
        #expect(findings([("A.swift", hosting)], rule: "nested_navigation_stack").isEmpty)
        // The same stack placed in the content, without a presentation, is nested.
        let placed = """
            struct Home: View {
                var body: some View {
                    NavigationStack { Text("Home").overlay { NavigationStack { NavigationLink("Edit", value: 1) } } }
                }
            }
            """
        #expect(findings([("A.swift", placed)], rule: "nested_navigation_stack") == ["A.swift:3"])
    }

    @Test func aClosureLinkOnAPathlessStackNeedsAValuePushAboveIt() {
        let root = """
            struct Inbox: View {
                var body: some View {
                    NavigationStack {
                        List(threads) { thread in NavigationLink(thread.subject, value: thread.id) }
                            .navigationDestination(for: Thread.ID.self) { ThreadScreen(id: $0) }
                    }
                }
            }
            """
        let laterScreen = """
            struct ThreadScreen: View {
                let id: Thread.ID
                var body: some View { NavigationLink("Attachments") { Attachments(id: id) } }
            }
            struct Attachments: View {
                let id: Thread.ID
                var body: some View { Text("files") }
            }
            """
        #expect(findings([("I.swift", root), ("T.swift", laterScreen)], rule: "destination_closure_link").isEmpty)
        let valueAbove = laterScreen.replacingOccurrences(
            of: "var body: some View { Text(\"files\") }",
            with: "var body: some View { NavigationLink(\"Reply\", value: id) }")
        #expect(findings([("I.swift", root), ("T.swift", valueAbove)], rule: "destination_closure_link") == ["T.swift:3"])
        // Bound to a path that nothing but the links writes, the path still says where the user is.
        let bound = root.replacingOccurrences(of: "NavigationStack {", with: "NavigationStack(path: $path) {")
            .replacingOccurrences(of: "var body", with: "@State private var path: [Thread.ID] = []\n    var body")
        #expect(findings([("I.swift", bound), ("T.swift", laterScreen)], rule: "destination_closure_link").isEmpty)
        // A deep link that appends to that path lands on top of whatever screen is showing.
        let linked = bound.replacingOccurrences(
            of: ".navigationDestination(for: Thread.ID.self) { ThreadScreen(id: $0) }",
            with: ".navigationDestination(for: Thread.ID.self) { ThreadScreen(id: $0) }\n                .onOpenURL { url in path.append(Thread.ID(url)) }")
        #expect(findings([("I.swift", linked), ("T.swift", laterScreen)], rule: "destination_closure_link") == ["T.swift:3"])
    }

    @Test func oneValueChoosingTheStackAndItsRegistrationIsNoLeaf() {
        let coupled = """
            struct TabRoot: View {
                @State private var tab: AppTab = .home
                @State private var homePath: [HomeRoute] = []
                var body: some View {
                    switch tab {
                    case .home: NavigationStack(path: $homePath) { content }.onOpenURL { _ in homePath.append(.inbox) }
                    case .search: NavigationStack { content }
                    }
                }
                @ViewBuilder private var content: some View {
                    switch tab {
                    case .home: HomeList().navigationDestination(for: HomeRoute.self) { HomeScreen(route: $0) }
                    case .search: SearchList().navigationDestination(for: SearchRoute.self) { SearchScreen(route: $0) }
                    }
                }
            }
            """
        #expect(findings([("A.swift", coupled)], rule: "leaf_only_destination").isEmpty)
        // Another value choosing the registration is a leaf.
        let loose = coupled.replacingOccurrences(of: "@ViewBuilder private var content: some View {\n        switch tab {",
                                                 with: "@ViewBuilder private var content: some View {\n        switch layout {")
            .replacingOccurrences(of: "@State private var tab: AppTab = .home", with: "@State private var tab: AppTab = .home\n    @State private var layout: AppTab = .home")
        #expect(findings([("A.swift", loose)], rule: "leaf_only_destination") == ["A.swift:13", "A.swift:14"])
    }

    @Test func aTypeRegisteredInEveryBranchIsNoLeaf() {
        let every = """
            struct Orders: View {
                @State private var loaded = false
                @State private var path: [Order.ID] = []
                var body: some View {
                    NavigationStack(path: $path) {
                        if loaded {
                            OrderList().navigationDestination(for: Order.ID.self) { OrderScreen(id: $0) }
                        } else {
                            ProgressView().navigationDestination(for: Order.ID.self) { OrderScreen(id: $0) }
                        }
                    }
                    .onOpenURL { url in path.append(Order.ID(url)) }
                }
            }
            """
        #expect(findings([("A.swift", every)], rule: "leaf_only_destination").isEmpty)
        let one = every.replacingOccurrences(of: "ProgressView().navigationDestination(for: Order.ID.self) { OrderScreen(id: $0) }",
                                             with: "ProgressView()")
        #expect(findings([("A.swift", one)], rule: "leaf_only_destination") == ["A.swift:7"])
        // Pushed only from inside the branch that registers it, it is always there when needed.
        let inside = one.replacingOccurrences(of: ".onOpenURL { url in path.append(Order.ID(url)) }", with: "")
        #expect(findings([("A.swift", inside)], rule: "leaf_only_destination").isEmpty)
    }

    @Test func aRowHelpersDestinationIsPushedNotARow() {
        let row = """
            struct Row<Destination: View>: View {
                let title: String
                @ViewBuilder let destination: () -> Destination
                var body: some View { NavigationLink { destination() } label: { Text(title) } }
            }
            struct Catalog: View {
                var body: some View {
                    NavigationStack {
                        List(products) { product in Row(title: product.name) { ProductScreen(product: product) } }
                    }
                }
            }
            struct ProductScreen: View {
                let product: Product
                var body: some View {
                    Reviews().navigationDestination(for: Review.ID.self) { ReviewScreen(id: $0) }
                }
            }
            """
        #expect(findings([("A.swift", row)], rule: "leaf_only_destination").isEmpty)
        // Built in the row itself, the same screen's registration is in the rows.
        let inRow = row.replacingOccurrences(of: "Row(title: product.name) { ProductScreen(product: product) }",
                                             with: "ProductScreen(product: product)")
        #expect(findings([("A.swift", inRow)], rule: "leaf_only_destination") == ["A.swift:16"])
    }

    @Test func relatedNotesNameTheClosestOuterStack() throws {
        let files = [
            ("Home.swift", """
                struct HomeTab: View {
                    var body: some View {
                        NavigationStack { NavigationLink("Feed") { Feed() } }
                    }
                }
                struct Feed: View {
                    var body: some View { NavigationLink("Settings") { SettingsScreen() } }
                }
                """),
            ("Settings.swift", """
                struct SettingsTab: View {
                    var body: some View {
                        NavigationStack { NavigationLink("Settings") { SettingsScreen() } }
                    }
                }
                struct SettingsScreen: View {
                    var body: some View { NavigationStack { Form { NavigationLink("About", value: 1) } } }
                }
                """),
        ]
        let finding = try #require(lint(files).first { $0.ruleID == "nested_navigation_stack" })
        #expect(finding.related.first.map { "\($0.file):\($0.line)" } == "Settings.swift:3")
    }

    @Test func aRouteCaseNothingConstructsIsNeverPushed() {
        let source = """
            enum Destination: Hashable { case comments(Int), settings }
            struct Root: View {
                @State private var path: [Destination] = []
                @State private var showingSettings = false
                var body: some View {
                    NavigationStack(path: $path) {
                        Feed(open: { path.append(.comments($0)) })
                            .navigationDestination(for: Destination.self) { destination in
                                switch destination {
                                case .comments(let id): CommentsView(id: id)
                                case .settings: SettingsView()
                                }
                            }
                            .sheet(isPresented: $showingSettings) { SettingsView() }
                    }
                }
            }
            struct SettingsView: View {
                var body: some View { NavigationStack { Form {} } }
            }
            """
        // `.settings` is only ever presented as a sheet: no code builds the value, so nothing pushes it.
        #expect(findings([("A.swift", source)], rule: "nested_navigation_stack").isEmpty)
        let pushed = source.replacingOccurrences(of: "Feed(open: { path.append(.comments($0)) })",
                                                 with: "Feed(open: { path.append(.comments($0)) }, settings: { path.append(.settings) })")
        #expect(findings([("A.swift", pushed)], rule: "nested_navigation_stack") == ["A.swift:19"])
    }

    /// A helper's `switch route` over its route parameter picks by the pushed
    /// value, like a switch in the destination closure: a case no code builds
    /// is never pushed (coffeebrew46's watch app, blind-triaged false positive).
    @Test func aHelpersRouteSwitchHoldsBackCasesNobodyBuilds() {
        func source(_ deepLink: String) -> String {
            """
            enum Route: Hashable { case root, stopwatch }
            struct RootView: View {
                @State private var path: [Route] = []
                var body: some View {
                    NavigationStack(path: $path) {
                        NavigationLink("Stopwatch", value: Route.stopwatch)
                            .navigationDestination(for: Route.self) { route in destination(for: route) }
                    }
                    .onOpenURL { _ in \(deepLink) }
                }
                @ViewBuilder func destination(for route: Route) -> some View {
                    switch route {
                    case .root: RootView()
                    case .stopwatch: Text("Stopwatch")
                    }
                }
            }
            """
        }
        #expect(findings([("A.swift", source("path = [.stopwatch]"))], rule: "nested_navigation_stack").isEmpty)
        #expect(findings([("A.swift", source("path = [.root]"))], rule: "nested_navigation_stack") == ["A.swift:5"])
    }

    /// The twin of `duplicate_navigation_destination`'s nested-types example
    /// (each view's own `Destination`, Flipper's Options and Infrared screens):
    /// one top-level type registered on a screen and again on the screen it pushes.
    @Test func oneTopLevelTypeRegisteredTwiceIsADuplicate() {
        let shared = """
            enum Destination: Hashable { case infrared, brands }
            struct OptionsView: View {
                var body: some View {
                    NavigationStack {
                        NavigationLink("Infrared", value: Destination.infrared)
                            .navigationDestination(for: Destination.self) { _ in InfraredView() }
                    }
                }
            }
            struct InfraredView: View {
                var body: some View {
                    NavigationLink("Brands", value: Destination.brands)
                        .navigationDestination(for: Destination.self) { _ in Text("Brands") }
                }
            }
            """
        #expect(findings([("A.swift", shared)], rule: "duplicate_navigation_destination") == ["A.swift:13"])
    }
}
