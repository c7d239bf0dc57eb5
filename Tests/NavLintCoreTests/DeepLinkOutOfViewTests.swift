import NavLintCore
import Testing

/// A URL handler that pushes onto a tab's path must select that tab on the
/// way: in the handler, in a function it calls, or in the code that calls it.
struct DeepLinkOutOfViewTests {
    func findings(_ files: [(String, String)]) -> [String] {
        lint(files).filter { $0.ruleID == "deep_link_out_of_view" }.map { "\($0.file):\($0.line)" }
    }

    /// A router whose `open(_:)` sets the Orders tab's path; the tab's stack is
    /// the root of `OrdersTab`, placed in the app's `TabView`.
    static func app(onOpenURL: String, open: String = "ordersPath = [.order(id)]",
                    helpers: String = "") -> [(String, String)] {
        [("Root.swift", """
            struct Root: View {
                @State private var router = AppRouter()
                var body: some View {
                    TabView(selection: $router.selectedTab) {
                        OrdersTab(router: router).tag(AppTab.orders)
                        AccountView().tag(AppTab.account)
                    }
                    .onOpenURL { url in
                        \(onOpenURL)
                    }
                }
            }
            struct OrdersTab: View {
                @Bindable var router: AppRouter
                var body: some View {
                    NavigationStack(path: $router.ordersPath) {
                        OrderList().navigationDestination(for: OrderRoute.self) { $0.screen }
                    }
                }
            }
            """),
         ("AppRouter.swift", """
            @Observable final class AppRouter {
                var selectedTab = AppTab.orders
                var ordersPath: [OrderRoute] = []
                func open(_ url: URL) {
                    guard let id = url.pathComponents.last else { return }
                    \(open)
                }
                \(helpers)
            }
            """)]
    }

    @Test func aRouterHandlerThatSelectsNoTabIsReported() {
        #expect(findings(Self.app(onOpenURL: "router.open(url)")) == ["AppRouter.swift:6"])
    }

    @Test func theTabSelectedByTheCallerOrByACalledFunctionIsSilent() {
        #expect(findings(Self.app(onOpenURL: "router.selectedTab = .orders; router.open(url)")).isEmpty)
        let helper = Self.app(onOpenURL: "router.open(url)", open: "showOrders(); ordersPath = [.order(id)]",
                              helpers: "func showOrders() { selectedTab = .orders }")
        #expect(findings(helper).isEmpty)
    }

    @Test func aPushOutsideAURLHandlerIsNotADeepLink() {
        var files = Self.app(onOpenURL: "print(url)")
        files[1].1 = files[1].1.replacingOccurrences(of: "func open(_ url: URL)", with: "func open(_ id: String)")
            .replacingOccurrences(of: "guard let id = url.pathComponents.last else { return }", with: "")
        #expect(findings(files).isEmpty)
    }

    @Test func aHandlerIsReportedOncePerTabView() {
        let files = Self.app(onOpenURL: "router.open(url)",
                             open: "if id.isEmpty { ordersPath = [.list] } else { ordersPath = [.order(id)] }")
        #expect(findings(files) == ["AppRouter.swift:6"])
    }

    /// A view that holds its path and a sheet flag, and pushes a link in `onOpenURL`.
    static func reader(_ handler: String, sheetBinding: String = "$showsSettings") -> [(String, String)] {
        [("Reader.swift", """
            struct Reader: View {
                @State private var path: [Chapter] = []
                @State private var showsSettings = false
                var body: some View {
                    NavigationStack(path: $path) {
                        Contents().navigationDestination(for: Chapter.self) { ChapterScreen(chapter: $0) }
                    }
                    .sheet(isPresented: \(sheetBinding)) { ReaderSettings() }
                    .onOpenURL { url in
                        \(handler)
                    }
                }
            }
            """)]
    }

    @Test func aSheetHeldWithThePathAndLeftUpIsReported() {
        #expect(findings(Self.reader("path = [Chapter(url)]")) == ["Reader.swift:10"])
        #expect(findings(Self.reader("showsSettings = false; path = [Chapter(url)]")).isEmpty)
    }

    @Test func aSheetBoundToStateHeldElsewhereIsNotJudged() {
        let files = Self.reader("path = [Chapter(url)]", sheetBinding: "$settings.isShown")
        #expect(findings(files).isEmpty)
    }
}
