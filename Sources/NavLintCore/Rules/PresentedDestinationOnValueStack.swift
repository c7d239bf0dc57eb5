/// `navigationDestination(isPresented:)` / `(item:)` whose screen pushes values.
package struct PresentedDestinationOnValueStack: Rule {
    package init() {}

    package let description = RuleDescription(
        id: "presented_destination_on_value_stack",
        name: "State-presented destination under a value push",
        summary: "Finds `navigationDestination(isPresented:)` and `navigationDestination(item:)` whose screen, or a screen pushed from it, has a `NavigationLink(value:)`: the value push does not stack on top of the screen the state presented as the user expects.",
        rationale: """
            `navigationDestination(isPresented:)` and `navigationDestination(item:)` push a view, not a value: \
            Apple describes them as a way \"to programmatically push a single view onto the stack\" and adds \
            \"In general, favor binding a path to a navigation stack for programmatic navigation\" \
            ([Apple: navigationDestination(isPresented:destination:)](https://developer.apple.com/documentation/swiftui/view/navigationdestination(ispresented:destination:))). \
            Their state is the binding, not the stack's path: \"the state is explicitly available to your app \
            via the Boolean binding\" \
            ([Apple: Understanding the navigation stack](https://developer.apple.com/documentation/swiftui/understanding-the-navigation-stack)).

            What a value push does while such a screen is on top is not consistently documented. The same \
            article says that SwiftUI \"stacks view-based destinations on top of the value-based destinations\" \
            and that if you push a value while a view-destination link is on the stack, \"SwiftUI pops all view \
            destinations and pushes the value's destination onto the stack\"; yet for a value link inside a \
            view destination it says \"the view-destination link is still on the top of the stack\", and it \
            does not say which rule these two modifiers follow. Developers report the value's screen landing \
            underneath the presented one, so the tap seems to do nothing until the user goes back (\"A value \
            push placed after an item push renders under it\", \
            [chowple.com: SwiftUI navigation](https://chowple.com/en/blog/swiftui-navigation)).

            Either way, when the presented screen, or a screen pushed from it, has a \
            `NavigationLink(value:)`, the screen the user sees and the path disagree, and Back does not \
            retrace their steps; restoring the path cannot bring the presented screen back either.

            It is a warning: a one-off destination next to a homogeneous path is what these modifiers are \
            for (the article: \"when your app presents a one-off destination with a different data type than \
            the homogenous path of the navigation stack\"), and it is only the value push from inside it that \
            breaks. A presented destination whose screens push nothing by value (a final screen, a form, a \
            detail that only presents sheets) is not reported, and neither is a path written from elsewhere \
            (a deep link replaces what the user is looking at on purpose), nor a destination whose flag \
            nothing can set (a `private` `@State` that its file names only in its declaration and in this \
            binding, or sets only in the `else` of `if let onNavigate` for an optional callback that every \
            construction of the view passes): its screen never shows.
            """,
        fix: """
            Make the screen a value destination too: add a route case for it, push it with \
            `path.append(.editor(id))` (or `NavigationLink(value:)`) where the flag was set, and register it \
            in the stack's `navigationDestination(for:)`. Or keep the presented screen final: present what \
            follows it with a sheet.
            """,
        severity: .warning,
        triggeringExamples: [
            """
            struct Library: View {
                @State private var path: [Book] = []
                @State private var showingShelf = false
                var body: some View {
                    NavigationStack(path: $path) {
                        Button("Shelf") { showingShelf = true }
                            .navigationDestination(for: Book.self) { BookScreen(book: $0) }
                            .↓navigationDestination(isPresented: $showingShelf) {
                                ShelfScreen()
                            }
                    }
                }
            }
            struct ShelfScreen: View {
                let books: [Book] = Book.shelf
                var body: some View {
                    List(books) { book in
                        NavigationLink(book.title, value: book)
                    }
                }
            }
            """,
            """
            struct Orders: View {
                @State private var selected: Order?
                var body: some View {
                    NavigationStack {
                        OrderList(selected: $selected)
                            .navigationDestination(for: Customer.self) { CustomerScreen(customer: $0) }
                            .↓navigationDestination(item: $selected) { order in
                                VStack {
                                    Text(order.summary)
                                    NavigationLink("Customer", value: order.customer)
                                }
                            }
                    }
                }
            }
            """,
        ],
        nonTriggeringExamples: [
            """
            struct Library: View {
                @State private var path: [Book] = []
                @State private var showingSettings = false
                var body: some View {
                    NavigationStack(path: $path) {
                        List(Book.shelf) { book in
                            NavigationLink(book.title, value: book)
                        }
                        .navigationDestination(for: Book.self) { BookScreen(book: $0) }
                        .navigationDestination(isPresented: $showingSettings) {
                            Form { Toggle("Large type", isOn: .constant(true)) }
                        }
                    }
                }
            }
            """,
            """
            struct Orders: View {
                @State private var path: [OrderRoute] = []
                var body: some View {
                    NavigationStack(path: $path) {
                        Button("Latest order") { path.append(.order(Order.latest.id)) }
                            .navigationDestination(for: OrderRoute.self) { route in
                                switch route {
                                case .order(let id): OrderScreen(id: id)
                                case .customer(let id): CustomerScreen(id: id)
                                }
                            }
                    }
                }
            }
            """,
            """
            struct Cameras: View {
                @State private var path: [Camera] = []
                // Left over from an old design: nothing sets it, so the destination never shows.
                @State private var showArchive = false
                var body: some View {
                    NavigationStack(path: $path) {
                        CameraGrid()
                            .navigationDestination(for: Camera.self) { CameraScreen(camera: $0) }
                            .navigationDestination(isPresented: $showArchive) {
                                List(Camera.archived) { NavigationLink($0.name, value: $0) }
                            }
                    }
                }
            }
            """,
        ])

    package func check(_ context: RuleContext) -> [RuleViolation] {
        context.navigation.perFile.presentedDestinations[context.fileIndex]
            .sorted { $0.registration < $1.registration }
            .map { verdict in
                RuleViolation(
                    token: verdict.registration.token,
                    message: "This destination pushes a view that a state flag or item presents, and a value link on "
                        + "its screen (or one pushed from it) pushes a value while it is up: a value push over such a "
                        + "screen does not stack on top of it as the user expects (SwiftUI either pops it or shows the "
                        + "value's screen underneath), so Back does not retrace the user's steps; make it a value "
                        + "destination (a route case pushed onto the path), or present what follows it another way.",
                    related: [context.related(verdict.valueLink, "this value link pushes a value from it"),
                              context.related(verdict.stack, "the stack it pushes onto")])
            }
    }
}
