/// `NavigationLink(destination:)` on a stack that is driven by values.
package struct DestinationClosureLink: Rule {
    package init() {}

    package let description = RuleDescription(
        id: "destination_closure_link",
        name: "Destination-closure link on a value-driven stack",
        summary: "Finds `NavigationLink(destination:)` and `NavigationLink { … } label: { … }` where a value can be pushed on top of the screen it opens: a value link there, or a path written by a router or a deep link.",
        rationale: """
            A link with a destination closure pushes a view, not a value, and the stack's path does not record \
            it: "pushed value-destinations are reflected in the stack's path Binding (if provided), while \
            pushed view-destinations aren't" \
            ([Apple: Understanding the navigation stack](https://developer.apple.com/documentation/swiftui/understanding-the-navigation-stack)). \
            The same article says that SwiftUI "stacks view-based destinations on top of the value-based \
            destinations" and that if you push a value while a view-destination link is on the stack, "SwiftUI \
            pops all view destinations and pushes the value's destination onto the stack"; yet for a value \
            link inside a view destination it says "the view-destination link is still on the top of the \
            stack", and developers report the value's screen landing underneath instead \
            ([chowple.com: SwiftUI navigation](https://chowple.com/en/blog/swiftui-navigation)). The exact \
            outcome is not consistently documented, but either way the screen the user sees and the path \
            disagree, and Back does not retrace their steps. So:

            - Where a value push can follow it: the pushed screen (or one pushed from it) has a \
              `NavigationLink(value:)`, and tapping it either pops the closure-pushed screens, so Back skips \
              the screens the user came through, or puts the value's screen where the user does not see it.
            - Where the stack's path is written by code that runs whatever screen is on top: a router or \
              model method, or a push (`append`) from a deep-link (`onOpenURL`), notification \
              (`onReceive`) or state (`onChange`, `task`) handler or a function one of them calls. The \
              closure-pushed screen is on screen but not in the path, so a value appended then does not land \
              on top of it as expected, and a router setting the path (to the value it already has, say) \
              cannot return to it or say that the user is there (Apple: "Its state can't be restored \
              programmatically"). A router or model method counts whatever it writes, an append or a \
              whole new path, whoever calls it, except emptying the path (`path = []`, `removeAll()`) above a \
              screen a value pushed: that pops every screen, the closure-pushed one with them. Over an empty \
              path (a link on the root screen) emptying it changes nothing, and the pushed screen stays. A class \
              declared inside a view (a representable's coordinator, a web view's delegate) answers that view's \
              own UI, so its writes count as the view's, not a router's. A handler that replaces the whole path itself \
              (`path = [route]` in `onOpenURL`, or in a function of its file that it calls) resets it on \
              purpose, and is not counted; nor is an append whose value's type (by declaration, a cast included: \
              `userInfo["id"] as? UUID`) is registered only under another branch of the stack's root \
              (`switch selection` in a split view's detail): it can run only while that other root is showing.

            It is an error because the visible stack and the state that drives it disagree at runtime.

            A closure link below which nothing pushes a value, on a stack whose path only its own links \
            write, is consistent (if old-fashioned) and is not reported: value links only in the root list \
            and closure links only in screens pushed later, for example, the composition the article itself \
            shows. Initializers the project declares \
            itself (`extension NavigationLink { init(_:destination: Route) }`) are not SwiftUI's \
            destination links and are not reported either.
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
                    .onOpenURL { url in
                        if let route = CatalogRoute(url: url) { path.append(route) }
                    }
                }
            }
            """,
            """
            // file: Home.swift
            struct Home: View {
                var body: some View {
                    NavigationStack {
                        List {
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
            // file: ProfileEditor.swift
            struct ProfileEditor: View {
                var body: some View {
                    Form {
                        NavigationLink("Notifications", value: Section.notifications)
                    }
                }
            }
            """,
            """
            // The link is on the root screen, so the path is empty while its screen shows:
            // emptying it again changes nothing, and the pushed screen stays.
            final class CartRouter: ObservableObject {
                @Published var path = NavigationPath()
                func startOver() { path.removeAll() }
            }
            struct Cart: View {
                @StateObject private var router = CartRouter()
                var body: some View {
                    NavigationStack(path: $router.path) {
                        ↓NavigationLink("Basket") { Basket(onCheckout: router.startOver) }
                            .navigationDestination(for: CartRoute.self) { $0.screen }
                    }
                }
            }
            """,
        ],
        nonTriggeringExamples: [
            """
            // The link is on a screen a value pushed: emptying the path pops every screen, this one with them.
            @Observable final class ShopRouter {
                var path: [ShopRoute] = []
                func popToRoot() { path = [] }
            }
            struct Shop: View {
                @State private var router = ShopRouter()
                var body: some View {
                    NavigationStack(path: $router.path) {
                        Button("Account") { router.path.append(.account) }
                            .navigationDestination(for: ShopRoute.self) { _ in AccountScreen(router: router) }
                    }
                }
            }
            struct AccountScreen: View {
                let router: ShopRouter
                var body: some View {
                    NavigationLink("Orders") { OrdersScreen(onDone: router.popToRoot) }
                }
            }
            """,
            """
            // file: Inbox.swift
            struct Inbox: View {
                var body: some View {
                    NavigationStack {
                        List(threads) { thread in
                            NavigationLink(thread.subject, value: thread.id)
                        }
                        .navigationDestination(for: Thread.ID.self) { ThreadScreen(id: $0) }
                    }
                }
            }
            // file: ThreadScreen.swift
            struct ThreadScreen: View {
                let id: Thread.ID
                var body: some View {
                    NavigationLink("Attachments") { AttachmentList(thread: id) }
                }
            }
            """,
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

    package func check(_ context: RuleContext) -> [RuleViolation] {
        context.navigation.perFile.closureLinks[context.fileIndex].sorted { $0.link < $1.link }
            .map { verdict in
                var related = [context.related(verdict.stack, "the stack it pushes onto")]
                let message: String
                if let write = verdict.pathWrite {
                    // A path only ever set to one screen, above a value, fails one way: set to this screen's own.
                    let resets = verdict.onlyResetsBelow
                    related.append(context.related(write, resets ? "the path is set to one screen here, whatever screen is on top"
                                                                 : "the path is written here, whatever screen is on top"))
                    message = "This link pushes a view the stack's path cannot describe, and the path is "
                        + (resets ? "set to one screen from elsewhere (a router, a deep link, a handler): set to the screen "
                            + "this link is on, the path does not change, so this view stays on top of the screen asked for"
                            : "written from elsewhere (a router, a deep link, a handler): a value pushed then does not stack "
                            + "on top of this screen as the user expects (SwiftUI either pops it or shows the value's screen "
                            + "underneath)")
                        + ", and setting the path cannot restore or return to it; push a value with `NavigationLink(value:)` "
                        + "and map it in `navigationDestination(for:)` at the root."
                } else {
                    message = "This link pushes a view, and a value link on that view (or one pushed from it) pushes a "
                        + "value from there: a value push over a view destination does not stack on top of it as the user "
                        + "expects (SwiftUI either pops it or shows the value's screen underneath), so Back does not retrace "
                        + "the user's steps; push a value here too, with `NavigationLink(value:)` and "
                        + "`navigationDestination(for:)` at the root."
                }
                return RuleViolation(token: verdict.link.token, message: message, related: related)
            }
    }
}
