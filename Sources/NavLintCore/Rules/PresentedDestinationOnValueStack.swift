/// `navigationDestination(isPresented:)` / `(item:)` whose screen pushes values.
public struct PresentedDestinationOnValueStack: Rule {
    public init() {}

    public let description = RuleDescription(
        id: "presented_destination_on_value_stack",
        name: "State-presented destination under a value push",
        summary: "Finds `navigationDestination(isPresented:)` and `navigationDestination(item:)` whose screen, or a screen pushed from it, has a `NavigationLink(value:)`: the value push pops the screen the state presented.",
        rationale: """
            `navigationDestination(isPresented:)` and `navigationDestination(item:)` push a view, not a \
            value: Apple describes them as a way \"to programmatically push a single view onto the stack\" \
            and adds \"In general, favor binding a path to a navigation stack for programmatic navigation\" \
            ([Apple: navigationDestination(isPresented:destination:)](https://developer.apple.com/documentation/swiftui/view/navigationdestination(ispresented:destination:))). \
            On one stack, view destinations stack on top of value destinations, and a value push removes \
            every view destination above the last value \
            ([Apple: NavigationStack](https://developer.apple.com/documentation/swiftui/navigationstack)).

            So when the presented screen, or a screen pushed from it, has a `NavigationLink(value:)`, tapping \
            that link first pops the presented screen (its binding turns back to `false` or `nil`) and then \
            pushes the value: the user lands on the new screen, and Back skips the one they came from. The \
            path (if the stack has one) never said the presented screen was there, so restoring it cannot \
            bring it back either.

            It is a warning: a one-off destination next to a homogeneous path is what these modifiers are \
            for, and it is only the value push from inside it that breaks. A presented destination whose \
            screens push nothing by value (a final screen, a form, a detail that only presents sheets) is \
            not reported, and neither is a path written from elsewhere (a deep link replaces what the user \
            is looking at on purpose).
            """,
        fix: """
            Make the screen a value destination too: add a route case for it, push it with \
            `path.append(.editor(id))` (or `NavigationLink(value:)`) where the flag was set, and register it \
            in the stack's `navigationDestination(for:)`. Or keep the presented screen final: present what \
            follows it with a sheet, or push it with a view destination.
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
        ])

    public func check(_ context: RuleContext) -> [RuleViolation] {
        context.navigation.presentedDestinations.values.filter { $0.registration.file == context.fileIndex }
            .sorted { $0.registration < $1.registration }
            .map { verdict in
                RuleViolation(
                    token: verdict.registration.token,
                    message: "This destination pushes a view that a state flag or item presents, and a value link on "
                        + "its screen (or one pushed from it) pushes a value on top: a value push pops every view "
                        + "destination first, so the presented screen closes and Back skips it; make it a value "
                        + "destination (a route case pushed onto the path), or present what follows it another way.",
                    related: [context.related(verdict.valueLink, "this value link pushes above it"),
                              context.related(verdict.stack, "the stack it pushes onto")])
            }
    }
}
