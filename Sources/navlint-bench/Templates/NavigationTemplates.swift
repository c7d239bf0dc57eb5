// Templates for the navigation skeleton of each feature: the route enum, the
// router that owns the path, the root view that owns the one stack, and the
// app entry and tab views that gather the stacks. Raw strings (#"""…"""#)
// let the emitted code keep its own `\(…)` interpolations; `\#(…)` fills in names.

enum SharedTemplates {
    static func header(_ file: String, app: String, _ g: inout Gen, imports: [String]) -> String {
        let person = g.rng.pick(Words.people)
        let date = "\(g.rng.int(1...28))/\(g.rng.int(1...12))/\(g.rng.int(2019...2025))"
        var text = "//\n//  \(file)\n//  \(app)\n//\n//  Created by \(person) on \(date).\n//\n\n"
        for module in imports { text += "import \(module)\n" }
        return text + "\n"
    }

    static func appEntry(app: String, _ g: inout Gen) -> String {
        #"""
        /// The app's entry point. Each feature area brings its own tab view; the
        /// tabs own their stacks, so a deep link only ever touches one of them.
        @main
        struct \#(app)App: App {
            @State private var session = AppSession()

            var body: some Scene {
                WindowGroup {
                    ContentRootView()
                        .environment(session)
                }
            }
        }

        /// Signed-in state shared by every feature.
        @Observable
        @MainActor
        final class AppSession {
            var userName = "\#(g.rng.pick(Words.people))"
            var isSignedIn = true
            var launchCount = 0

            func signOut() {
                isSignedIn = false
                launchCount = 0
            }
        }

        struct ContentRootView: View {
            @Environment(AppSession.self) private var session

            var body: some View {
                if session.isSignedIn {
                    Text("Welcome back, \(session.userName)")
                } else {
                    Text("Signed out")
                }
            }
        }
        """#
    }

    static func tabView(_ name: String, roots: [String], _ g: inout Gen) -> String {
        var tabs = ""
        for (index, root) in roots.enumerated() {
            tabs += #"""
                        \#(root)()
                            .tabItem { Label("\#(root.dropLast("RootView".count))", systemImage: "\#(g.rng.pick(Words.symbols))") }
                            .tag(\#(index))

            """#
        }
        return #"""
        /// One tab per feature; every tab's root view owns its own stack and path.
        struct \#(name): View {
            @State private var selection = 0

            var body: some View {
                TabView(selection: $selection) {
        \#(tabs)        }
            }
        }
        """#
    }
}

enum NavigationTemplates {
    static func routeAndRouter(_ f: Feature, _ g: inout Gen) -> [String] {
        let caseLines = f.routeCases.map { "    case \($0)" }.joined(separator: "\n")
        let pathType = f.usesNavigationPath ? "NavigationPath" : "[\(f.route)]"
        let emptyPath = f.usesNavigationPath ? "NavigationPath()" : "[]"
        let linkPath = f.usesNavigationPath ? "NavigationPath([\(f.route).detail(id: id)])" : "[.detail(id: id)]"
        // A few routers pop without looking, as real code does; the linter should see them.
        let pop = g.rng.chance(0.05)
            ? "        path.removeLast()"
            : "        guard !path.isEmpty else { return }\n        path.removeLast()"
        let save = f.usesNavigationPath
            ? "        guard let representation = path.codable else { return nil }\n        return try? JSONEncoder().encode(representation)"
            : "        try? JSONEncoder().encode(path)"
        let restore = f.usesNavigationPath
            ? "        if let representation = try? JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: data) {\n            path = NavigationPath(representation)\n        }"
            : "        if let routes = try? JSONDecoder().decode([\(f.route)].self, from: data) {\n            path = routes\n        }"
        let route = #"""
        /// Where the \#(f.plural.lowerFirst) stack can go. Routes are identifiers, never
        /// models, so the path can be saved, restored and built from a link.
        enum \#(f.route): Hashable, Codable, Sendable {
        \#(caseLines)
        }
        """#
        let router = #"""
        /// Owns the \#(f.plural.lowerFirst) path; views push and pop through it.
        @Observable
        @MainActor
        final class \#(f.router) {
            var path: \#(pathType) = \#(emptyPath)
            /// How many pushes this session has seen, for the analytics ping.
            private(set) var pushCount = 0

            func push(_ route: \#(f.route)) {
                path.append(route)
                pushCount += 1
            }

            func pop() {
        \#(pop)
            }

            func popToRoot() {
                path = \#(emptyPath)
            }

            /// Opens `\#(f.plural.lowercased())/<id>` links. The path is replaced, not
            /// appended to: whatever was on screen is not a prefix of the link.
            @discardableResult
            func open(_ url: URL) -> Bool {
                let parts = url.pathComponents.filter { $0 != "/" }
                guard parts.first == "\#(f.plural.lowercased())" else { return false }
                if parts.count >= 2, let id = UUID(uuidString: parts[1]) {
                    path = \#(linkPath)
                } else {
                    popToRoot()
                }
                return true
            }

            // MARK: - Restoration

            func encodedPath() -> Data? {
        \#(save)
            }

            func restore(from data: Data) {
        \#(restore)
            }
        }
        """#
        return [route, router]
    }

    static func rootView(_ f: Feature, _ g: inout Gen) -> String {
        var cases = #"""
                case .detail(let id):
                    \#(f.detailView)(id: id)
                case .filtered(let tag):
                    \#(f.listView)(tag: tag)
        """#
        var pushed: [String] = []
        if f.has("history") {
            cases += "\n        case .history:\n            \(f.entity)HistoryView()"
            pushed.append(historyView(f, &g))
        }
        if f.has("settings") {
            cases += "\n        case .settings:\n            \(f.entity)SettingsView()"
            pushed.append(settingsView(f, &g))
        }
        if f.has("related") {
            cases += "\n        case .related(let id, let depth):\n            \(f.detailView)(id: id)\n                .navigationTitle(\"\\(depth) levels deep\")"
        }
        let restoreKey = "\(f.plural.lowerFirst).path.v\(g.rng.int(1...3))"
        return #"""
        /// The root of the \#(f.plural.lowerFirst) tab. It owns the router and the
        /// one stack; destinations are registered once, here, at the root.
        struct \#(f.rootView): View {
            @State private var router = \#(f.router)()
            @State private var store = \#(f.store)()
            @SceneStorage("\#(restoreKey)") private var savedPath: Data?

            var body: some View {
                NavigationStack(path: $router.path) {
                    \#(f.listView)()
                        .navigationTitle("\#(f.plural)")
                        .navigationDestination(for: \#(f.route).self) { route in
                            destination(for: route)
                        }
                }
                .environment(router)
                .environment(store)
                .onOpenURL { url in
                    router.open(url)
                }
                .task {
                    if let savedPath { router.restore(from: savedPath) }
                    await store.load()
                }
                .onChange(of: router.pushCount) {
                    savedPath = router.encodedPath()
                }
            }

            @ViewBuilder
            private func destination(for route: \#(f.route)) -> some View {
                switch route {
        \#(cases)
                }
            }
        }
        """# + pushed.map { "\n" + $0 }.joined()
    }

    static func historyView(_ f: Feature, _ g: inout Gen) -> String {
        #"""
        /// Recently opened \#(f.plural.lowerFirst), newest first. Pushed from the detail screen.
        struct \#(f.entity)HistoryView: View {
            @Environment(\#(f.store).self) private var store

            var body: some View {
                List {
                    Section("Recently viewed") {
                        ForEach(store.items.prefix(\#(g.rng.int(5...20)))) { item in
                            NavigationLink(value: \#(f.route).detail(id: item.id)) {
                                \#(f.rowView)(item: item)
                            }
                        }
                    }
                }
                .navigationTitle("History")
            }
        }
        """#
    }

    static func settingsView(_ f: Feature, _ g: inout Gen) -> String {
        let key = "\(f.lower).\(g.rng.pick(Words.adjectives))Mode"
        return #"""
        /// Per-feature preferences; plain values in AppStorage, nothing navigational.
        struct \#(f.entity)SettingsView: View {
            @AppStorage("\#(key)") private var compact = false
            @AppStorage("\#(f.lower).sortOrder") private var sortOrder = "title"

            var body: some View {
                Form {
                    Toggle("Compact rows", isOn: $compact)
                    Picker("Sort by", selection: $sortOrder) {
                        Text("Title").tag("title")
                        Text("Date").tag("date")
                    }
                }
                .navigationTitle("Settings")
            }
        }
        """#
    }
}
