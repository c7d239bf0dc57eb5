/// A deep link pushed where the user cannot see it: in an unselected tab, or under a sheet.
package struct DeepLinkOutOfView: Rule {
    package init() {}

    package let description = RuleDescription(
        id: "deep_link_out_of_view",
        name: "Deep link pushed out of view",
        summary: "Finds a URL handler that pushes onto a stack's path where the user may not see it: onto one tab's path while nothing selects that tab, or under a sheet, held with the path, that nothing dismisses.",
        rationale: """
            A deep link is the user asking for a screen. Setting the path is not enough when the stack is \
            not what is on screen:

            - **A tab that is not selected.** When each tab of a `TabView` has its own stack, only the \
              selected tab's stack is on screen. The `selection` binding tracks which one ("When people \
              select a tab in the tab view, the tab view updates the selection binding to the value of the \
              currently selected tab"), and it is how code selects a tab: Apple's page points to \
              `init(selection:content:)` for that ([Apple: TabView](https://developer.apple.com/documentation/swiftui/tabview)). A handler that \
              sets the Orders tab's path but leaves the selection alone works only when the user is already \
              on Orders. From any other tab, `myapp://orders/42` changes a stack nobody can see: the link \
              seems ignored, and the next visit to Orders shows a screen the user did not ask for then. A \
              `TabView` without a `selection` binding cannot be switched by code at all.
            - **A sheet left up.** A sheet or full-screen cover is shown over the view it is attached to \
              for as long as its binding is `true` or non-nil \
              ([Apple: sheet(item:onDismiss:content:)](https://developer.apple.com/documentation/swiftui/view/sheet(item:ondismiss:content:))). \
              A handler that pushes while the Share sheet is up pushes behind it: the user sees the sheet \
              they left, not the linked screen.

            A URL handler is an `onOpenURL` or `onContinueUserActivity` closure, or a function that takes \
            the `URL` or `NSUserActivity`. navlint reports its first push (`append`, `insert`, or an \
            assignment that is not a reset to an empty path) onto a stack's path when:

            - the stack is a tab (written in the `TabView`'s content, or the root stack of a view placed \
              there) and the selection property is never named; or
            - a `sheet`/`fullScreenCover` is bound to a property of the type that holds the path (the same \
              router, or the same view) and that property is never named.

            "Named" counts the handler itself, any function it calls that assigns the property, and the \
            code that calls the handler function, so `selectedTab = .orders; router.open(url)` and a \
            `dismissSheet()` helper are understood. A handler that sets the sheet (a link that opens one) \
            names it too.
            """,
        fix: """
            In the same handler, before setting the path, select the link's tab (`selectedTab = .orders`, \
            with the `TabView` bound to `$selectedTab`) and dismiss what is presented (`sheet = nil`). \
            RouterCore does both: `TabRouter.open(_:)` selects the route's tab, and a deep-link \
            `navigate(to:cause:)` dismisses the router's modal first.
            """,
        severity: .warning,
        triggeringExamples: [
            """
            enum AppTab: Hashable { case orders, account }
            struct RootView: View {
                @State private var selectedTab = AppTab.orders
                @State private var ordersPath: [OrderRoute] = []
                var body: some View {
                    TabView(selection: $selectedTab) {
                        NavigationStack(path: $ordersPath) {
                            OrderList()
                                .navigationDestination(for: OrderRoute.self) { $0.screen }
                        }
                        .tag(AppTab.orders)
                        AccountView().tag(AppTab.account)
                    }
                    .onOpenURL { url in
                        if let route = OrderRoute(url: url) { ↓ordersPath = [route] }
                    }
                }
            }
            """,
            """
            @Observable final class ReaderRouter {
                var path: [ArticleRoute] = []
                var sheet: ReaderSheet?
                func open(_ url: URL) {
                    guard let route = ArticleRoute(url: url) else { return }
                    ↓path = [route]
                }
            }
            struct ReaderRoot: View {
                @State private var router = ReaderRouter()
                var body: some View {
                    NavigationStack(path: $router.path) {
                        Headlines().navigationDestination(for: ArticleRoute.self) { $0.screen }
                    }
                    .sheet(item: $router.sheet) { $0.screen }
                    .onOpenURL { router.open($0) }
                }
            }
            """,
        ],
        nonTriggeringExamples: [
            """
            @Observable final class ReaderRouter {
                var path: [ArticleRoute] = []
                var sheet: ReaderSheet?
                func open(_ url: URL) {
                    guard let route = ArticleRoute(url: url) else { return }
                    sheet = nil
                    path = [route]
                }
            }
            struct ReaderRoot: View {
                @State private var router = ReaderRouter()
                var body: some View {
                    NavigationStack(path: $router.path) {
                        Headlines().navigationDestination(for: ArticleRoute.self) { $0.screen }
                    }
                    .sheet(item: $router.sheet) { $0.screen }
                    .onOpenURL { router.open($0) }
                }
            }
            """,
            """
            enum AppTab: Hashable { case orders, account }
            struct RootView: View {
                @State private var selectedTab = AppTab.orders
                @State private var ordersPath: [OrderRoute] = []
                var body: some View {
                    TabView(selection: $selectedTab) {
                        NavigationStack(path: $ordersPath) {
                            OrderList()
                                .navigationDestination(for: OrderRoute.self) { $0.screen }
                        }
                        .tag(AppTab.orders)
                        AccountView().tag(AppTab.account)
                    }
                    .onOpenURL { url in
                        guard let route = OrderRoute(url: url) else { return }
                        selectedTab = .orders
                        ordersPath = [route]
                    }
                }
            }
            """,
            """
            enum AppTab: Hashable { case orders, account }
            struct RootView: View {
                @State private var selectedTab = AppTab.orders
                @State private var ordersPath: [OrderRoute] = []
                var body: some View {
                    TabView(selection: $selectedTab) {
                        NavigationStack(path: $ordersPath) { OrderList() }.tag(AppTab.orders)
                        AccountView().tag(AppTab.account)
                    }
                    .onOpenURL { url in
                        // Signing out from a link resets every tab.
                        if url.host == "signed-out" { ordersPath = [] }
                    }
                }
            }
            """,
        ])

    package func check(_ context: RuleContext) -> [RuleViolation] {
        context.navigation.perFile.outOfViewLinks[context.fileIndex].map { link in
            switch link.reason {
            case .unselectedTab(let tab):
                let reason = tab.selection.map { "nothing on the way sets `\($0)`" }
                    ?? "the tab view has no `selection` binding, so nothing can switch to it"
                return RuleViolation(
                    token: link.write.token,
                    message: "This deep link pushes onto one tab's path, but \(reason): from any other tab the screen "
                        + "opens out of sight and the link seems ignored; select the tab first, then set its path.",
                    related: [context.related(tab.tabView, "the tab view whose tab this path belongs to")])
            case .sheetsLeftUp(let names, let presentation):
                let listed = names.prefix(3).map { "`\($0)`" }.joined(separator: ", ")
                return RuleViolation(
                    token: link.write.token,
                    message: "This deep link pushes onto the path but leaves \(listed) alone, and a sheet bound to it "
                        + "can be up over this stack: the screen is pushed behind the sheet and the link seems ignored; "
                        + "dismiss it first (set it to `nil` or `false`), then set the path.",
                    related: [context.related(presentation, "the sheet that can stay up")])
            }
        }
    }
}
