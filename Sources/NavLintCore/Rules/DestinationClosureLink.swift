/// `NavigationLink(destination:)` on a stack that is driven by values.
public struct DestinationClosureLink: Rule {
    public init() {}

    public let description = RuleDescription(
        id: "destination_closure_link",
        name: "Destination-closure link on a value-driven stack",
        summary: "Finds `NavigationLink(destination:)` and `NavigationLink { … } label: { … }` on a stack bound to a path or one that also pushes values.",
        rationale: """
            A link with a destination closure pushes a view, not a value. On a stack bound to a path, that \
            screen is on screen but not in the path: setting the path (pop to root, a deep link, a restored \
            session) silently drops or keeps it, and the path no longer describes where the user is. On a \
            stack that also uses `NavigationLink(value:)`, the two kinds of push interleave and a value push \
            can discard the closure-pushed screens. It is an error because the visible stack and the state \
            that is supposed to drive it disagree at runtime.

            A stack that only ever uses destination closures, with no path, is consistent (if old-fashioned) \
            and is not reported. Initializers the project declares itself (`extension NavigationLink { \
            init(_:destination: Route) }`) are not SwiftUI's destination links and are not reported either.
            """,
        fix: """
            Push a value and map it once at the root: `NavigationLink("Details", value: Route.details(item.id))` \
            with `.navigationDestination(for: Route.self) { route in … }` on the stack's root view. With \
            RouterCore, call `router.push(.details(item.id))` from a button.
            """,
        severity: .error,
        triggeringExamples: [
            """
            struct CatalogRoot: View {
                @State private var path: [CatalogRoute] = []
                var body: some View {
                    NavigationStack(path: $path) {
                        List(products) { product in
                            ↓NavigationLink(destination: ProductScreen(id: product.id)) {
                                Text(product.name)
                            }
                        }
                        .navigationDestination(for: CatalogRoute.self) { $0.screen }
                    }
                }
            }
            """,
            """
            // file: Home.swift
            struct Home: View {
                var body: some View {
                    NavigationStack {
                        VStack {
                            NavigationLink("Inbox", value: Section.inbox)
                            ProfileLinks()
                        }
                        .navigationDestination(for: Section.self) { $0.screen }
                    }
                }
            }
            // file: ProfileLinks.swift
            struct ProfileLinks: View {
                var body: some View {
                    ↓NavigationLink {
                        ProfileEditor()
                    } label: {
                        Label("Edit profile", systemImage: "pencil")
                    }
                }
            }
            """,
        ],
        nonTriggeringExamples: [
            """
            struct LegacySettings: View {
                var body: some View {
                    NavigationStack {
                        Form {
                            NavigationLink("Account") { AccountForm() }
                            NavigationLink(destination: PrivacyForm()) { Text("Privacy") }
                        }
                    }
                }
            }
            """,
            """
            struct CatalogRoot: View {
                @State private var path: [CatalogRoute] = []
                var body: some View {
                    NavigationStack(path: $path) {
                        List(products) { product in
                            NavigationLink(product.name, value: CatalogRoute.product(product.id))
                        }
                        .navigationDestination(for: CatalogRoute.self) { $0.screen }
                    }
                }
            }
            """,
            """
            extension NavigationLink where Destination == Never {
                init(_ title: String, destination route: AppRoute) where Label == Text {
                    self.init(title, value: route)
                }
            }
            struct Menu: View {
                @State private var path: [AppRoute] = []
                var body: some View {
                    NavigationStack(path: $path) {
                        NavigationLink("Profile", destination: .profile)
                    }
                }
            }
            """,
            """
            struct Editor: View {
                @State private var path: [EditorRoute] = []
                @State private var showingHelp = false
                var body: some View {
                    NavigationStack(path: $path) {
                        Button("Help") { showingHelp = true }
                            .sheet(isPresented: $showingHelp) {
                                NavigationStack { NavigationLink("Shortcuts") { ShortcutList() } }
                            }
                    }
                }
            }
            """,
        ])

    public func check(_ context: RuleContext) -> [RuleViolation] {
        context.navigation.closureLinks.values.filter { $0.link.file == context.fileIndex }.map { verdict in
            let message = verdict.pathBound
                ? "This link pushes a view the stack's path cannot describe, so setting the path (pop to root, a deep "
                    + "link, restoration) loses track of it; push a value with `NavigationLink(value:)` and map it in "
                    + "`navigationDestination(for:)` at the root."
                : "This link pushes a view on a stack that also pushes values, and the two kinds of push do not mix; "
                    + "push a value with `NavigationLink(value:)` and map it in `navigationDestination(for:)` at the root."
            return RuleViolation(token: verdict.link.token, message: message,
                                 related: [context.related(verdict.stack, "the stack it pushes onto")])
        }
    }
}
