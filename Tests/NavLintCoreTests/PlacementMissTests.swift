import NavLintCore
import Testing

/// Bugs real apps shipped that the first model missed, each with a twin that
/// is fine: stacks in root content and wrappers, split views that collapse,
/// destinations judged per stack, pushed values typed by declaration.
struct PlacementMissTests {
    func findings(_ files: [(String, String)], rule: String) -> [String] {
        lint(files).filter { $0.ruleID == rule }.map { "\($0.file):\($0.line)" }
    }

    @Test func aStackInAnotherStacksRootContentIsNested() {
        let source = """
            struct Root: View {
                var body: some View { NavigationStack { Home() } }
            }
            struct Home: View {
                var body: some View { NavigationStack { NavigationLink("One", value: 1).navigationDestination(for: Int.self) { Text("\\($0)") } } }
            }
            """
        #expect(findings([("A.swift", source)], rule: "nested_navigation_stack") == ["A.swift:5"])
        let legacy = """
            struct Root: View {
                var body: some View { NavigationView { Home() } }
            }
            struct Home: View {
                var body: some View { NavigationView { Feed() } }
            }
            """
        #expect(findings([("A.swift", legacy)], rule: "nested_navigation_stack") == ["A.swift:5"])
        // Side by side, or one presented from the other, they are not nested.
        let apart = """
            struct Root: View {
                @State private var showing = false
                var body: some View {
                    NavigationStack { Feed() }.sheet(isPresented: $showing) { Home() }
                }
            }
            struct Home: View {
                var body: some View { NavigationStack { Feed() } }
            }
            """
        #expect(findings([("A.swift", apart)], rule: "nested_navigation_stack").isEmpty)
    }

    @Test func aGenericWrapperWithAnAvailabilityFallbackIsAStack() {
        let wrapper = """
            struct StackWrapper<Content: View>: View {
                @ViewBuilder var content: Content
                var body: some View {
                    if #available(iOS 16, *) {
                        NavigationStack { content }
                    } else {
                        NavigationView { content }
                    }
                }
            }
            """
        let inner = """
            struct Root: View {
                var body: some View { StackWrapper { Home() } }
            }
            struct Home: View {
                var body: some View { NavigationStack { NavigationLink("Feed", value: 1) } }
            }
            """
        #expect(findings([("W.swift", wrapper), ("A.swift", inner)], rule: "nested_navigation_stack") == ["A.swift:5"])
        let outer = """
            struct Root: View {
                var body: some View { NavigationStack { Feed().toolbar { StackWrapper { Text("x") } } } }
            }
            """
        #expect(findings([("W.swift", wrapper), ("A.swift", outer)], rule: "nested_navigation_stack") == ["A.swift:2"])
        let alone = """
            struct Root: View {
                var body: some View { StackWrapper { Feed() } }
            }
            """
        #expect(findings([("W.swift", wrapper), ("A.swift", alone)], rule: "nested_navigation_stack").isEmpty)
    }

    @Test func aTabViewInsideAStackNestsTheTabsStacks() {
        let source = """
            struct Root: View {
                @State private var path: [Int] = []
                var body: some View {
                    NavigationStack {
                        TabView {
                            NavigationStack { NavigationLink("Feed", value: 1) }.tabItem { Text("Feed") }
                            Tab("Me", systemImage: "person") { NavigationStack(path: $path) { Profile() } }
                        }
                    }
                }
            }
            """
        #expect(findings([("A.swift", source)], rule: "nested_navigation_stack") == ["A.swift:6", "A.swift:7"])
    }

    @Test func backportStacksAreStacks() {
        let source = """
            struct Root: View {
                @State private var path = NBNavigationPath()
                var body: some View {
                    NBNavigationStack(path: $path) {
                        NavigationLink("Detail") { Detail() }
                    }
                }
            }
            struct Detail: View {
                var body: some View { NavigationStack { Text("x") } }
            }
            """
        #expect(findings([("A.swift", source)], rule: "nested_navigation_stack") == ["A.swift:10"])
        // Their closure links are their business: only nesting is judged.
        #expect(findings([("A.swift", source)], rule: "destination_closure_link").isEmpty)
    }

    /// `nbNavigationDestination` (NavigationBackport) and `flowDestination` (FlowStacks)
    /// are those packages' `navigationDestination`: what their closures build is pushed
    /// when a value is, not placed in the stack's root content.
    @Test func aBackportDestinationPushesWhatItBuilds() {
        for modifier in ["nbNavigationDestination", "flowDestination"] {
            let source = """
                struct Root: View {
                    @State private var path = NBNavigationPath()
                    var body: some View {
                        NBNavigationStack(path: $path) {
                            Feed()
                                .\(modifier)(for: Feed.Item.self) { item in ItemEditor(item: item) }
                        }
                    }
                }
                struct ItemEditor: View {
                    let item: Feed.Item
                    var body: some View { NavigationStack { Text(item.title) } }
                }
                """
            let found = lint([("A.swift", source)]).filter { $0.ruleID == "nested_navigation_stack" }
            #expect(found.map(\.line) == [12], "\(modifier)")
            #expect(found.first?.message.contains("is built in a view pushed onto another stack") == true, "\(modifier)")
            #expect(found.first?.related.contains { $0.line == 6 && $0.message == "pushed here" } == true, "\(modifier)")
        }
    }

    /// A `FlowStack` wraps its screens in a stack only when passed `withNavigation:`
    /// (FlowStacks' default is `false`): a child coordinator's `FlowStack($routes)` pushes
    /// onto the stack around it. A value only the running app knows may be `true`.
    @Test func aFlowStackIsAStackOnlyWithNavigation() {
        func nested(_ arguments: String) -> [String] {
            let source = """
                struct Shop: View {
                    var body: some View {
                        NavigationStack {
                            NavigationLink("Checkout") { Checkout() }
                        }
                    }
                }
                struct Checkout: View {
                    @State private var routes: Routes<CheckoutStep> = []
                    var embed = true
                    var body: some View {
                        FlowStack(\(arguments)) {
                            Cart().flowDestination(for: CheckoutStep.self) { step in StepView(step: step) }
                        }
                    }
                }
                """
            return findings([("A.swift", source)], rule: "nested_navigation_stack")
        }
        #expect(nested("$routes").isEmpty)
        #expect(nested("$routes, withNavigation: false").isEmpty)
        #expect(nested("withNavigation: false").isEmpty)
        #expect(nested("$routes, withNavigation: true") == ["A.swift:12"])
        #expect(nested("withNavigation: true") == ["A.swift:12"])
        #expect(nested("$routes, withNavigation: embed") == ["A.swift:12"])
    }

    /// `destination:` written as an argument rather than a trailing closure is pushed all the
    /// same: the `for:` label before it once made the outline read its braces as a `for` loop,
    /// and the screen inside as the outer stack's root content.
    @Test func aDestinationWrittenAsAnArgumentIsPushed() {
        func message(_ registration: String) -> String? {
            let source = """
                enum Screen: Hashable { case child }
                struct Root: View {
                    @State private var path: [Screen] = []
                    var body: some View {
                        NavigationStack(path: $path) {
                            Home()\(registration)
                        }
                    }
                }
                struct Home: View {
                    var body: some View { NavigationLink("Go", value: Screen.child) }
                }
                struct Child: View {
                    var body: some View { NavigationStack { Text("inner") } }
                }
                """
            return lint([("A.swift", source)]).first { $0.ruleID == "nested_navigation_stack" }?.message
        }
        let pushed = "is built in a view pushed onto another stack"
        #expect(message(".navigationDestination(for: Screen.self) { _ in Child() }")?.contains(pushed) == true)
        #expect(message(".navigationDestination(for: Screen.self, destination: { _ in Child() })")?.contains(pushed) == true)
        #expect(message(".navigationDestination(for: Screen.self, destination: { screen in switch screen { case .child: Child() } })")?
            .contains(pushed) == true)
    }

    /// NavigationBackport draws `NBNavigationStack` with a `NavigationView` unless
    /// `.nbUseNavigationStack(.whenAvailable)` opts in: two of them nest as two
    /// `NavigationView`s (a second bar, a second trail), not as typed paths that trap.
    @Test func aBackportStackSaysWhichContainerItIsDrawnWith() {
        func message(innerModifier: String, elsewhere: String = "") -> String? {
            let source = """
                struct Root: View {
                    @State private var path = NBNavigationPath()
                    var body: some View {
                        NBNavigationStack(path: $path) {
                            Feed().nbNavigationDestination(for: Feed.Item.self) { item in ItemEditor(item: item) }
                        }
                    }
                }
                struct ItemEditor: View {
                    let item: Feed.Item
                    var body: some View { NBNavigationStack { Text(item.title) }\(innerModifier) }
                }
                struct Settings: View {
                    var body: some View { Form { }\(elsewhere) }
                }
                """
            return lint([("A.swift", source)]).first { $0.ruleID == "nested_navigation_stack" }?.message
        }
        let drawnAsView = "NavigationBackport draws it with a `NavigationView` here"
        // The library's default, the inner stack's own `.never`, and the outer's policy reaching it.
        #expect(message(innerModifier: "")?.contains(drawnAsView) == true)
        #expect(message(innerModifier: ".nbUseNavigationStack(.never)")?.contains(drawnAsView) == true)
        #expect(message(innerModifier: ".nbUseNavigationStack(.never)", elsewhere: ".nbUseNavigationStack(.whenAvailable)")?
            .contains(drawnAsView) == true)
        // Opted in: SwiftUI's own stacks, whose typed paths trap.
        let optedIn = message(innerModifier: ".nbUseNavigationStack(.whenAvailable)")
        #expect(optedIn?.contains("comparisonTypeMismatch") == true)
        #expect(optedIn?.contains(drawnAsView) == false)
        // A view navlint does not follow may opt in around the stacks: say nothing it cannot tell.
        #expect(message(innerModifier: "", elsewhere: ".nbUseNavigationStack(.whenAvailable)")?.contains(drawnAsView) == false)
    }

    @Test func aSidebarPushingAStackNestsOnCompactWidth() {
        let album = """
            struct AlbumDetail: View {
                let album: Album
                var body: some View { NavigationStack { NavigationLink("Tracks", value: album.id) } }
            }
            """
        let pushed = """
            struct Library: View {
                @State private var selection: Album.ID?
                var body: some View {
                    NavigationSplitView {
                        List(albums, selection: $selection) { album in
                            NavigationLink(album.title) { AlbumDetail(album: album) }
                        }
                    } detail: {
                        Text("Choose an album")
                    }
                }
            }
            """
        let finding = lint([("D.swift", album), ("L.swift", pushed)]).filter { $0.ruleID == "nested_navigation_stack" }
        #expect(finding.map { "\($0.file):\($0.line)" } == ["D.swift:3"])
        #expect(finding.first?.message.contains("compact width") == true)
        let asDetail = """
            struct Library: View {
                @State private var selection: Album?
                var body: some View {
                    NavigationSplitView {
                        List(albums, selection: $selection) { album in Text(album.title) }
                    } detail: {
                        if let selection { AlbumDetail(album: selection) }
                    }
                }
            }
            """
        #expect(findings([("D.swift", album), ("L.swift", asDetail)], rule: "nested_navigation_stack").isEmpty)
    }

    @Test func aRegistrationOnAnotherLayoutsStackDoesNotCount() {
        let source = """
            enum TripRoute: Hashable { case details(Int) }
            struct AdaptiveRoot: View {
                @Environment(\\.horizontalSizeClass) private var sizeClass
                var body: some View {
                    if sizeClass == .compact {
                        NavigationStack {
                            TripList().navigationDestination(for: Booking.self) { BookingScreen(booking: $0) }
                        }
                    } else {
                        NavigationStack {
                            TripOverview().navigationDestination(for: TripRoute.self) { TripScreen(route: $0) }
                        }
                    }
                }
            }
            struct TripList: View {
                var body: some View {
                    List(trips) { trip in NavigationLink(trip.name, value: TripRoute.details(trip.id)) }
                }
            }
            struct TripOverview: View {
                var body: some View { NavigationLink("Next", value: TripRoute.details(1)) }
            }
            """
        #expect(findings([("A.swift", source)], rule: "missing_navigation_destination") == ["A.swift:18"])
    }

    @Test func pushedValuesAreTypedByDeclaration() {
        func screen(_ push: String) -> String {
            """
            enum Action { case showDetail(Item), showOrder(Order) }
            struct Screen: View {
                @State private var path = NavigationPath()
                var selected: Order
                var body: some View {
                    NavigationStack(path: $path) {
                        Button("Go") { go(.showOrder(selected)) }
                            .navigationDestination(for: Order.self) { OrderScreen(order: $0) }
                    }
                }
                func go(_ action: Action) {
                    \(push)
                }
            }
            """
        }
        let local = screen("let item = Item(id: 1)\n        path.append(item)")
        #expect(findings([("A.swift", local)], rule: "missing_navigation_destination") == ["A.swift:13"])
        let payload = screen("switch action {\n        case .showDetail(let item): path.append(item)\n        case .showOrder(let order): path.append(order)\n        }")
        #expect(findings([("A.swift", payload)], rule: "missing_navigation_destination") == ["A.swift:13"])
        let property = screen("path.append(selected)")
        #expect(findings([("A.swift", property)], rule: "missing_navigation_destination").isEmpty)
        let parameter = screen("open(Item(id: 2))\n    }\n    func open(_ item: Item) {\n        path.append(item)")
        #expect(findings([("A.swift", parameter)], rule: "missing_navigation_destination") == ["A.swift:15"])
    }

    @Test func aCaseSpelledLikeATypeIsACase() {
        let source = """
            enum Route: Hashable { case Reposts(Int), Profile(String) }
            struct Bar: View {
                var body: some View {
                    NavigationStack {
                        NavigationLink("Reposts", value: Route.Reposts(3))
                            .navigationDestination(for: Route.self) { RouteScreen(route: $0) }
                    }
                }
            }
            """
        #expect(findings([("A.swift", source)], rule: "missing_navigation_destination").isEmpty)
    }

    @Test func aPushedValuesMemberIsTheRegisteredTypesMember() {
        let route = """
            enum Route: Hashable {
                case relays
                @ViewBuilder func view() -> some View {
                    switch self {
                    case .relays: RelayConfigView()
                    }
                }
            }
            struct RelayConfigView: View {
                var body: some View { NavigationStack { Text("relays") } }
            }
            """
        let root = """
            enum Cover: Identifiable {
                case compose
                var id: Int { 0 }
                @ViewBuilder func view() -> some View { Text("compose") }
            }
            struct Root: View {
                @State private var path: [Route] = []
                @State private var cover: Cover?
                var body: some View {
                    NavigationStack(path: $path) {
                        NavigationLink("Relays", value: Route.relays)
                            .navigationDestination(for: Route.self) { route in route.view() }
                    }
                    .fullScreenCover(item: $cover) { item in item.view() }
                }
            }
            """
        // `route.view()` builds `Route`'s screens, though `Cover.view()` is declared nearer, in the same file.
        #expect(findings([("Route.swift", route), ("Root.swift", root)], rule: "nested_navigation_stack") == ["Route.swift:10"])
    }
}
