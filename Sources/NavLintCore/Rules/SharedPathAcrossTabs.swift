/// One path binding driving stacks in several tabs (or sibling stacks).
package struct SharedPathAcrossTabs: Rule {
    package init() {}

    package let description = RuleDescription(
        id: "shared_path_across_tabs",
        name: "Path shared across tabs",
        summary: "Finds one path binding used by the stacks of two or more tabs of a `TabView`, or by two sibling stacks.",
        rationale: """
            A path is one trail. Bound to the stacks of two tabs, it is two trails pretending to be one: each \
            stack shows the views for what the path holds and writes its own pushes and pops into it \
            ([Apple: NavigationStack](https://developer.apple.com/documentation/swiftui/navigationstack)), so \
            a push in one tab is in the other tab's trail the next time it is shown, popping one tab pops \
            both, and a deep link meant for Orders shows up in Settings. Where the other tab's stack does not \
            register the pushed type, SwiftUI also logs that there is "no matching navigationDestination \
            declaration visible" (quoted in \
            [woocommerce/woocommerce-ios#14306](https://github.com/woocommerce/woocommerce-ios/pull/14306)). \
            It is an error because the tabs visibly interfere at runtime.

            navlint compares the path bindings of the stacks built in one view, including tab views built from \
            there with a `$binding` argument they bind to their stack, or with a router object whose path they \
            bind (`OrdersTab(router: router)` binding `$router.path` is the view's `$router.path`). Per-tab \
            paths — separate properties, or a subscript per tab like `$router[tab]` — are not reported, and \
            neither are stacks in the two branches of one `if`, which never coexist, nor the tabs of a tab view \
            that empties their shared path whenever its selection changes (`.onChange(of: selectedTab) { path = [] }`, \
            or a method of the path's owner that empties it): each tab is then shown from its root, never with \
            another tab's pushes.
            """,
        fix: """
            Give each tab its own path, as Apple's \
            [TabView](https://developer.apple.com/documentation/swiftui/tabview) example does for its Browse \
            tab (`browseTabPath`): one property per tab on the navigation model (`ordersPath`, \
            `settingsPath`), or a dictionary keyed by tab. RouterCore's `TabRouter` keeps one `Router` per tab \
            and routes a deep link to the right one.
            """,
        severity: .error,
        triggeringExamples: [
            """
            // One router object handed to two tabs, each binding its path.
            @Observable final class Router { var path: [Route] = [] }
            struct MainTabs: View {
                @State private var router = Router()
                var body: some View {
                    TabView {
                        OrdersTab(router: router).tabItem { Text("Orders") }
                        ↓SettingsTab(router: router).tabItem { Text("Settings") }
                    }
                }
            }
            struct OrdersTab: View {
                @Bindable var router: Router
                var body: some View { NavigationStack(path: $router.path) { Orders() } }
            }
            struct SettingsTab: View {
                @Bindable var router: Router
                var body: some View { NavigationStack(path: $router.path) { Settings() } }
            }
            """,
            """
            struct MainTabs: View {
                @State private var path: [Route] = []
                var body: some View {
                    TabView {
                        NavigationStack(path: $path) { Orders() }.tabItem { Text("Orders") }
                        ↓NavigationStack(path: $path) { Customers() }.tabItem { Text("Customers") }
                    }
                }
            }
            """,
            """
            // file: Tabs.swift
            struct Tabs: View {
                @State private var path = NavigationPath()
                var body: some View {
                    TabView {
                        FeedTab(path: $path)
                        ↓SearchTab(path: $path)
                    }
                }
            }
            // file: FeedTab.swift
            struct FeedTab: View {
                @Binding var path: NavigationPath
                var body: some View { NavigationStack(path: $path) { Feed() } }
            }
            struct SearchTab: View {
                @Binding var path: NavigationPath
                var body: some View { NavigationStack(path: $path) { Search() } }
            }
            """,
        ],
        nonTriggeringExamples: [
            """
            // One router object with a path per tab.
            @Observable final class Router { var orders: [Route] = []; var settings: [Route] = [] }
            struct MainTabs: View {
                @State private var router = Router()
                var body: some View {
                    TabView {
                        OrdersTab(router: router).tabItem { Text("Orders") }
                        SettingsTab(router: router).tabItem { Text("Settings") }
                    }
                }
            }
            struct OrdersTab: View {
                @Bindable var router: Router
                var body: some View { NavigationStack(path: $router.orders) { Orders() } }
            }
            struct SettingsTab: View {
                @Bindable var router: Router
                var body: some View { NavigationStack(path: $router.settings) { Settings() } }
            }
            """,
            """
            @Observable final class Navigation {
                var paths: [Tab: [Route]] = [:]
                subscript(tab: Tab) -> [Route] { get { paths[tab] ?? [] } set { paths[tab] = newValue } }
            }
            struct MainTabs: View {
                @State private var ordersPath: [Route] = []
                @State private var customersPath: [Route] = []
                @Bindable var navigation: Navigation
                var body: some View {
                    TabView {
                        NavigationStack(path: $ordersPath) { Orders() }
                        NavigationStack(path: $customersPath) { Customers() }
                        NavigationStack(path: $navigation[.reports]) { Reports() }
                        NavigationStack(path: $navigation[.settings]) { Settings() }
                    }
                }
            }
            """,
            """
            // One trail at a time: the path is emptied whenever the tab changes.
            struct MainTabs: View {
                @State private var selectedTab = Tab.orders
                @State private var path: [Route] = []
                var body: some View {
                    TabView(selection: $selectedTab) {
                        NavigationStack(path: $path) { Orders() }.tag(Tab.orders)
                        NavigationStack(path: $path) { Customers() }.tag(Tab.customers)
                    }
                    .onChange(of: selectedTab) { path = [] }
                }
            }
            """,
            """
            struct Adaptive: View {
                @State private var path: [Route] = []
                var body: some View {
                    if compact {
                        NavigationStack(path: $path) { CompactHome() }
                    } else {
                        NavigationStack(path: $path) { RegularHome() }
                    }
                }
            }
            """,
        ])

    struct Binder {
        var key: String
        var token: Int
        var branches: [BranchChoice]
        /// The `$a.b` binding as written, when there is one (a router handed over has none).
        var binding: ClosedRange<Int>? = nil
        /// The innermost `TabView` the binder is a tab of.
        var tabView: Int? = nil
    }

    package func check(_ context: RuleContext) -> [RuleViolation] {
        let model = context.navigation
        let file = context.file
        let outline = file.outline
        var violations: [RuleViolation] = []
        for id in model.unitsByFile[context.fileIndex] {
            var binders: [Binder] = []
            for item in model.items[id] {
                // Worked out only for the items that bind something: most are plain view references.
                var branches: [BranchChoice] {
                    item.path.compactMap { step -> BranchChoice? in if case .branch(let c, _, _) = step { return c } else { return nil } }
                }
                switch item.kind {
                case .stack:
                    guard let argument = outline.argument("path", of: item.call) else { continue }
                    binders.append(Binder(key: file.tokens.compactText(argument.value.lowerBound, argument.value.upperBound),
                                          token: item.token, branches: branches, binding: argument.value,
                                          tabView: tabView(of: item, in: outline)))
                case .reference(let name, .type):
                    // A tab view handed `$binding` that it binds to its own stack, or a router
                    // object whose path it binds (`OrdersTab(router: router)` binding `$router.path`).
                    // Only a `$binding`, or any argument of a tab, can bind: the others are passed over
                    // before their text is built.
                    let tab = isTab(item)
                    for argument in outline.arguments(of: item.call) {
                        guard let label = argument.label, tab || startsWithDollar(argument.value, file.tokens) else { continue }
                        let text = file.tokens.compactText(argument.value.lowerBound, argument.value.upperBound)
                        if text.hasPrefix("$"), bindsStack(type: name, property: label, model: model) {
                            binders.append(Binder(key: text, token: item.token, branches: branches, binding: argument.value,
                                                  tabView: tabView(of: item, in: outline)))
                        } else if !text.hasPrefix("$"), text.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }),
                                  tab, ownsProperty(text, at: item.token, file, context),
                                  let member = boundMember(type: name, property: label, model: model) {
                            binders.append(Binder(key: "$" + text + "." + member, token: item.token, branches: branches))
                        }
                    }
                default:
                    continue
                }
            }
            for (index, binder) in binders.enumerated() where !binder.key.contains("[") {
                guard let first = binders[..<index].first(where: { earlier in
                    earlier.key == binder.key && !exclusive(earlier.branches, binder.branches)
                }), !emptiedOnTabChange(binder, first, model: model, file: context.fileIndex) else { continue }
                violations.append(RuleViolation(
                    token: binder.token,
                    message: "This stack binds `\(binder.key)`, which another stack here binds too, so both show one trail: "
                        + "a push in one appears in the other; give each tab its own path.",
                    related: [file.relatedLocation(token: first.token, message: "the other stack bound to \(binder.key)")]))
            }
        }
        return violations
    }

    /// Whether the text of `range` (as `compactText` spells it) starts with `$`.
    func startsWithDollar(_ range: ClosedRange<Int>, _ tokens: SyntaxTokens) -> Bool {
        guard range.lowerBound >= 0, range.lowerBound < tokens.count else { return false }
        let first = tokens[range.lowerBound]
        return first.end > first.start && tokens.bytes[first.start] == UInt8(ascii: "$")
    }

    func exclusive(_ a: [BranchChoice], _ b: [BranchChoice]) -> Bool {
        a.contains { x in b.contains { y in x.file == y.file && x.point == y.point && x.choice != y.choice } }
    }

    /// Two tabs of one tab view whose shared path is emptied whenever the selected tab changes:
    /// no tab is shown with another tab's pushes on it.
    func emptiedOnTabChange(_ binder: Binder, _ other: Binder, model: NavigationModel, file: Int) -> Bool {
        guard let tabView = binder.tabView, other.tabView == tabView, let binding = binder.binding else { return false }
        return model.emptiesOnTabChange(binding, tabView: tabView, file: file)
    }

    /// The innermost tab view with a `selection:` whose content holds `item` (a `Tab` inside one has none).
    func tabView(of item: UnitItem, in outline: Outline) -> Int? {
        for step in item.path.reversed() {
            if case .tab(let call) = step, outline.argument("selection", of: call) != nil { return call }
        }
        return nil
    }

    /// Inside a `TabView`'s content, and not in a presentation: a tab.
    func isTab(_ item: UnitItem) -> Bool {
        item.path.contains { if case .tab = $0 { return true } else { return false } }
            && !item.path.contains { if case .presentation = $0 { return true } else { return false } }
    }

    /// Whether `chain` (`router`, `self.router`) starts at a stored property of the
    /// view around `token`, so two tabs handed it get the same object (a closure
    /// parameter of the same name in two closures is two objects).
    func ownsProperty(_ chain: String, at token: Int, _ file: SourceFile, _ context: RuleContext) -> Bool {
        let names = chain.split(separator: ".").map(String.init).drop { $0 == "self" }
        guard let first = names.first, let owner = file.enclosingTypeName(of: token) else { return false }
        return (context.facts.facts(owner)?.properties ?? []).contains { reference in
            context.project.files[reference.file].outline.properties[reference.property].name == first
        }
    }

    /// The member of its `property` that view type `type` binds to a stack's
    /// path: `path` for `NavigationStack(path: $router.path)` with `property` `router`.
    func boundMember(type: String, property: String, model: NavigationModel) -> String? {
        stackPathBindings(in: type, model: model).first { $0.hasPrefix("$" + property + ".") }
            .map { String($0.dropFirst(property.count + 2)) }
    }

    /// Whether view type `type` binds its `@Binding var property` to a stack's path.
    func bindsStack(type: String, property: String, model: NavigationModel) -> Bool {
        stackPathBindings(in: type, model: model).contains("$" + property)
    }

    /// The `path:` arguments (`$router.path`) of the stacks view type `type` builds, in trail order.
    func stackPathBindings(in type: String, model: NavigationModel) -> [String] {
        model.stackPathBindingsByType[type] ?? []
    }
}
