/// A registration that exists only while some leaf of the view tree does.
package struct LeafOnlyDestination: Rule {
    package init() {}

    package let description = RuleDescription(
        id: "leaf_only_destination",
        name: "Destination registered on a leaf",
        summary: "Finds `navigationDestination` registered inside lazy rows or a view-state branch, or inside a pushed view of a stack bound to a typed path.",
        rationale: """
            A registration exists only while the view it is attached to is in the tree. Inside the rows of a \
            lazy container (`List`, `Form`, a lazy stack or grid, `Table`, `OutlineGroup`), that view is built \
            when the row scrolls into view ("These containers create child views only when needed to render on \
            screen", \
            [Apple: navigationDestination(for:destination:)](https://developer.apple.com/documentation/swiftui/view/navigationdestination(for:destination:))), \
            and the same page asks for registrations outside them. SwiftUI logs such a registration as \
            misplaced. For `navigationDestination(isPresented:)` the message still says it "will be ignored in \
            a future release" (quoted in 2025 in \
            [RevenueCat/purchases-ios#5149](https://github.com/RevenueCat/purchases-ios/pull/5149)); for \
            `navigationDestination(for:)` it ends "It will be ignored.", and on iOS 18 taps on its links have \
            been reported to stop working \
            ([airbnb/lottie-ios#2528](https://github.com/airbnb/lottie-ios/pull/2528)). A `ForEach` or \
            `Section` inside an eager `VStack` is not lazy: its rows are built with the stack. A registration \
            in a `ForEach`'s rows is still a view-state problem of another kind: it exists once per row, and \
            not at all while the collection is empty (before it loads, after its last row is deleted), so it \
            is reported when something outside the rows can push (a value link elsewhere, a deep link or \
            restoration writing the path). Inside an `if` or `switch` branch, a registration exists only while \
            that branch is shown. When the path is set from outside — a deep link at launch, restoration, a \
            button elsewhere — the registration is not there, SwiftUI logs that no destination matches ("there \
            is no matching navigationDestination declaration visible from the location of the link", quoted in \
            [woocommerce/woocommerce-ios#14306](https://github.com/woocommerce/woocommerce-ios/pull/14306)), \
            and the value's screen does not appear. On a stack bound to a typed array path, SwiftUI logs "Only \
            root-level navigation destinations are effective for a navigation stack with a homogeneous path" \
            (quoted in \
            [SwiftfulThinking/SwiftfulRouting](https://github.com/SwiftfulThinking/SwiftfulRouting/blob/00438baff406b09360fbb02099673eb2596d7b9a/Sources/SwiftfulRouting/Components/NavigationViewIfNeeded.swift)), \
            so a registration inside a pushed view is unsupported there; whether it still works varies. It is \
            an error because, where the registration is missing, the navigation fails at runtime with only a \
            console message.

            A branch is not a leaf when it cannot be missing while a value of its type is pushed: the same \
            value picks the stack's branch and the registration's (a `switch tab` choosing both the tab's \
            stack and its destinations), every branch registers the type, or every push comes from inside \
            the branch (its own value links; no other link on the stack that may push the type, and no write \
            to the stack's path from outside the branch that puts values on it, such as a deep link or \
            restoration: a `removeLast()` only takes them off). A link outside the branch whose own view \
            registers the type too, wherever the link is, finds that registration. Content handed to a row helper \
            (`Row(item) { Detail(item) }`) is judged where the helper places it: pushed by the helper's \
            link, it is a screen of its own, not a row. Only value destinations (`for:`) are judged: an \
            `isPresented:` or `item:` destination follows its own state, set where it is shown.

            Attaching the registration to the lazy container itself (`List { … }.navigationDestination(for:)`) \
            is fine, as are registrations in helpers applied at the root. Branches that follow from the pushed \
            value (a `switch` over the route in a destination closure) and `if #available` are not view-state \
            branches. The root-level message names homogeneous paths only, so with a type-erased \
            `NavigationPath`, registrations in pushed views are not reported for that reason alone. Where a \
            registration is also a duplicate, only `duplicate_navigation_destination` reports it.
            """,
        fix: """
            Move the `navigationDestination` up to a view that is always present while the stack is: the \
            stack's root view, or the container around the rows (`List { … }.navigationDestination(for:)`), \
            outside any `if`. RouterCore's `RoutedNavigationStack` takes one destination builder and registers \
            it at the root.
            """,
        severity: .error,
        triggeringExamples: [
            RuleExample("""
            struct Inbox: View {
                @State private var path: [Message] = []
                @State private var messages: [Message] = []
                var body: some View {
                    NavigationStack(path: $path) {
                        ScrollView {
                            VStack {
                                ForEach(messages) { message in
                                    MessageRow(message: message)
                                        .↓navigationDestination(for: Message.self) { MessageView(message: $0) }
                                }
                            }
                        }
                    }
                    // A notification opens a message before the list has loaded: no row, no registration.
                    .onOpenURL { url in if let message = Message(url: url) { path = [message] } }
                }
            }
            """, message: "inside the rows of a `ForEach`"),
            RuleExample("""
            struct Contacts: View {
                let people: [Person]
                var body: some View {
                    NavigationStack {
                        List {
                            ForEach(people) { person in
                                NavigationLink(person.name, value: person.id)
                                    .↓navigationDestination(for: Person.ID.self) { PersonScreen(id: $0) }
                            }
                        }
                    }
                }
            }
            """, message: "rows of a lazy container"),
            RuleExample("""
            struct Orders: View {
                @State private var model = OrdersModel()
                @State private var path: [Order.ID] = []
                var body: some View {
                    NavigationStack(path: $path) {
                        if model.isLoaded {
                            OrderList(orders: model.orders)
                                .↓navigationDestination(for: Order.ID.self) { OrderScreen(id: $0) }
                        } else {
                            ProgressView()
                        }
                    }
                    .onOpenURL { url in
                        if let id = Order.ID(url.lastPathComponent) { path.append(id) }
                    }
                }
            }
            """, message: "inside an `if`/`switch` branch"),
            RuleExample("""
            // file: LibraryRoot.swift
            struct LibraryRoot: View {
                @State private var path: [LibraryRoute] = []
                var body: some View {
                    NavigationStack(path: $path) {
                        Shelf()
                            .navigationDestination(for: LibraryRoute.self) { route in
                                switch route {
                                case .book(let id): BookScreen(id: id)
                                case .author(let id): AuthorScreen(id: id)
                                }
                            }
                    }
                }
            }
            // file: BookScreen.swift
            struct BookScreen: View {
                let id: Int
                var body: some View {
                    ChapterList(bookID: id)
                        .↓navigationDestination(for: Chapter.ID.self) { ChapterScreen(id: $0) }
                }
            }
            """, message: "pushed onto a stack bound to a typed path"),
        ],
        nonTriggeringExamples: [
            """
            // Outside the branch the path is only popped: a pop pushes nothing that could miss the destination.
            @Observable final class LibraryRouter {
                var path = NavigationPath()
                func back() { if !path.isEmpty { path.removeLast() } }
            }
            struct Library: View {
                @State private var router = LibraryRouter()
                @State private var showsAlbums = true
                let albums: [Album]
                var body: some View {
                    NavigationStack(path: $router.path) {
                        if showsAlbums {
                            List(albums) { album in NavigationLink(album.title, value: album) }
                                .navigationDestination(for: Album.self) { AlbumScreen(album: $0) }
                        } else {
                            Text("No albums")
                        }
                    }
                }
            }
            """,
            """
            // Outside each branch, links push other types, or (TeamScreen) register their own type.
            struct Directory: View {
                @State private var showsPeople = true
                let people: [Person]
                let teams: [Team]
                var body: some View {
                    NavigationStack {
                        if showsPeople {
                            List(people) { person in NavigationLink(person.name, value: person) }
                                .navigationDestination(for: Person.self) { PersonScreen(person: $0) }
                        } else {
                            List(teams) { team in NavigationLink(team.name, value: team) }
                                .navigationDestination(for: Team.self) { TeamScreen(team: $0) }
                        }
                    }
                }
            }
            struct Team: Hashable, Identifiable { let id: Int; let name: String; let members: [Person] }
            struct TeamScreen: View {
                let team: Team
                var body: some View {
                    List(team.members) { member in NavigationLink(member.name, value: member) }
                        .navigationDestination(for: Person.self) { PersonScreen(person: $0) }
                }
            }
            """,
            """
            // Every push of a Message comes from the rows' own links: with no rows there is nothing to tap.
            struct Inbox: View {
                @State private var messages: [Message] = []
                var body: some View {
                    NavigationStack {
                        VStack {
                            ForEach(messages) { message in
                                NavigationLink(message.subject, value: message)
                                    .navigationDestination(for: Message.self) { MessageView(message: $0) }
                            }
                        }
                    }
                }
            }
            """,
            """
            struct Contacts: View {
                let people: [Person]
                var body: some View {
                    NavigationStack {
                        List(people) { person in
                            NavigationLink(person.name, value: person.id)
                        }
                        .navigationDestination(for: Person.ID.self) { PersonScreen(id: $0) }
                    }
                }
            }
            """,
            """
            // file: Root.swift
            struct Root: View {
                @State private var path = NavigationPath()
                var body: some View {
                    NavigationStack(path: $path) {
                        Home().navigationDestination(for: Album.ID.self) { AlbumScreen(id: $0) }
                    }
                }
            }
            // file: AlbumScreen.swift
            struct AlbumScreen: View {
                let id: Album.ID
                var body: some View {
                    TrackList(album: id)
                        .navigationDestination(for: Track.ID.self) { TrackScreen(id: $0) }
                }
            }
            """,
            """
            extension View {
                @ViewBuilder
                func withEditorDestination(_ item: Binding<Draft?>) -> some View {
                    if #available(iOS 17, *) {
                        navigationDestination(item: item) { DraftEditor(draft: $0) }
                    } else {
                        self
                    }
                }
            }
            """,
            """
            struct Orders: View {
                @State private var model = OrdersModel()
                var body: some View {
                    NavigationStack {
                        if model.isLoaded {
                            OrderList(orders: model.orders)
                                .navigationDestination(for: Order.ID.self) { OrderScreen(id: $0) }
                        } else {
                            ProgressView()
                                .navigationDestination(for: Order.ID.self) { OrderScreen(id: $0) }
                        }
                    }
                }
            }
            """,
            """
            struct TabRoot: View {
                @State private var tab: AppTab = .home
                @State private var homePath: [HomeRoute] = []
                @State private var searchPath: [SearchRoute] = []
                var body: some View {
                    switch tab {
                    case .home: NavigationStack(path: $homePath) { content }
                    case .search: NavigationStack(path: $searchPath) { content }
                    }
                }
                @ViewBuilder private var content: some View {
                    switch tab {
                    case .home: HomeList().navigationDestination(for: HomeRoute.self) { HomeScreen(route: $0) }
                    case .search: SearchList().navigationDestination(for: SearchRoute.self) { SearchScreen(route: $0) }
                    }
                }
            }
            """,
            """
            // file: Row.swift
            struct Row<Destination: View>: View {
                let title: String
                @ViewBuilder let destination: () -> Destination
                var body: some View {
                    NavigationLink { destination() } label: { Text(title) }
                }
            }
            // file: Catalog.swift
            struct Catalog: View {
                var body: some View {
                    NavigationStack {
                        List(products) { product in
                            Row(title: product.name) { ProductScreen(product: product) }
                        }
                    }
                }
            }
            // file: ProductScreen.swift
            struct ProductScreen: View {
                let product: Product
                var body: some View {
                    ReviewList(product: product)
                        .navigationDestination(for: Review.ID.self) { ReviewScreen(id: $0) }
                }
            }
            """,
            """
            struct Root: View {
                var body: some View {
                    NavigationStack {
                        Group {
                            if signedIn { Home() } else { Welcome() }
                        }
                        .navigationDestination(for: Route.self) { route in
                            switch route {
                            case .home: Home()
                            case .settings: Settings()
                            }
                        }
                    }
                }
            }
            """,
        ])

    package func check(_ context: RuleContext) -> [RuleViolation] {
        context.navigation.perFile.leafRegistrations[context.fileIndex].map { site, reason in
            switch reason {
            case .lazyContainer:
                return RuleViolation(
                    token: site.token,
                    message: "This destination is registered inside the rows of a lazy container, so it does not exist "
                        + "until its row is on screen and a path set from outside finds nothing; attach it to the "
                        + "container or to the stack's root view.")
            case .rows:
                return RuleViolation(
                    token: site.token,
                    message: "This destination is registered inside the rows of a `ForEach`, so it exists once per row and "
                        + "not at all while the collection is empty (before it loads, after its last row is deleted), "
                        + "when a push from outside the rows finds nothing; attach it to a view outside the `ForEach`.")
            case .branch:
                return RuleViolation(
                    token: site.token,
                    message: "This destination is registered inside an `if`/`switch` branch, so it is missing while "
                        + "another branch is shown; attach it to a view outside the branch that is always present.")
            case .pushedOnTypedPath(let stack):
                return RuleViolation(
                    token: site.token,
                    message: "This destination is registered in a view pushed onto a stack bound to a typed path, where "
                        + "SwiftUI logs that only root-level destinations are effective; register it on the stack's root view.",
                    related: [context.related(stack, "the stack, bound to a typed path")])
            }
        }
    }
}
