/// A navigation path saved under one key for the whole app instead of per scene.
package struct AppWidePathStorage: Rule {
    package init() {}

    package let description = RuleDescription(
        id: "app_wide_path_storage",
        name: "Path saved app-wide",
        summary: "Finds a navigation path encoded and saved in `UserDefaults` or `@AppStorage`, one key for the whole app, in an app that can show several windows.",
        rationale: """
            A path describes what one window shows, and Apple asks you to restore it "at the window or scene \
            level" \
            ([Apple: Understanding the navigation stack](https://developer.apple.com/documentation/swiftui/understanding-the-navigation-stack)). \
            Saved in `UserDefaults` (or `@AppStorage`, which "reflects a value from UserDefaults", \
            [Apple: AppStorage](https://developer.apple.com/documentation/swiftui/appstorage)), it is saved \
            under one key in the user's defaults database, which every window shares \
            ([Apple: UserDefaults](https://developer.apple.com/documentation/foundation/userdefaults)): with \
            two windows open, each save overwrites the other's, and if the app restores from that key, every \
            window restored or opened next starts on the trail of whichever saved last. `@SceneStorage` keeps \
            a value per scene, which is what state restoration of a navigation path needs ("Each Scene has its \
            own notion of SceneStorage, so data is not shared between scenes", \
            [Apple: SceneStorage](https://developer.apple.com/documentation/swiftui/scenestorage)). The same \
            page asks for lightweight data, and the system saves it when it chooses and destroys it with its \
            scene: store a small path of ids, and treat restoring it as a convenience.

            navlint reports a `set(_:forKey:)` on `UserDefaults`, or an assignment to an `@AppStorage` \
            property, in the same function or closure that encodes a path (`encode(path)`, \
            `encode(path.codable)`). Like `global_router_singleton`, it needs a second window: where the \
            project's manifests show one window at a time (the project's, or that of the app targets that \
            build the file) it stays silent. A path held by an object every \
            window already shares (a `static` singleton, reported by `global_router_singleton`) is one path \
            for the whole app however it is saved, so its key is not reported again.
            """,
        fix: """
            Save the path with `@SceneStorage("path") private var savedPath: Data?` in the view that owns the \
            stack, so each window keeps its own. RouterCore's restoration takes a key per stack.
            """,
        severity: .warning,
        triggeringExamples: [
            """
            struct Notes: View {
                @State private var path: [NoteRoute] = []
                var body: some View {
                    NavigationStack(path: $path) { NoteList() }
                        .onChange(of: path) {
                            if let data = try? JSONEncoder().encode(path) {
                                UserDefaults.standard.↓set(data, forKey: "notes.path")
                            }
                        }
                }
            }
            """,
            """
            struct Notes: View {
                @AppStorage("notes.path") private var savedPath: Data?
                @State private var path = NavigationPath()
                var body: some View {
                    NavigationStack(path: $path) { NoteList() }
                        .onChange(of: path) { ↓savedPath = path.codable.flatMap { try? JSONEncoder().encode($0) } }
                }
            }
            """,
        ],
        nonTriggeringExamples: [
            """
            struct Notes: View {
                @SceneStorage("notes.path") private var savedPath: Data?
                @State private var path = NavigationPath()
                var body: some View {
                    NavigationStack(path: $path) { NoteList() }
                        .onChange(of: path) { savedPath = path.codable.flatMap { try? JSONEncoder().encode($0) } }
                }
            }
            """,
            """
            // Settings in UserDefaults are app-wide by design; no path is encoded here.
            struct Preferences: View {
                @AppStorage("sort") private var sort = "date"
                var body: some View { Picker("Sort", selection: $sort) { Text("Date").tag("date") } }
                func reset() { UserDefaults.standard.set("date", forKey: "sort") }
            }
            """,
            """
            // One router for every window already (global_router_singleton reports it): one path, so
            // one key adds nothing.
            final class AppState: ObservableObject {
                static let shared = AppState()
                @Published var path = NavigationPath() {
                    didSet { UserDefaults.standard.set(try? JSONEncoder().encode(path.codable), forKey: "path") }
                }
            }
            struct Root: View {
                @ObservedObject var state = AppState.shared
                var body: some View { NavigationStack(path: $state.path) { Home() } }
            }
            """,
        ])

    package func check(_ context: RuleContext) -> [RuleViolation] {
        if context.project.supportsMultipleWindows == false { return [] }
        let file = context.file
        let outline = file.outline
        var violations: [RuleViolation] = []
        var reported = Set<Int>()
        let encodings = context.navigation.perFile.pathEncodings[context.fileIndex].map(\.token)
        // A path held by an object every window already shares (a `static` singleton, reported by
        // `global_router_singleton`) is one path for the whole app anyway: its key adds nothing.
        let shared = Set(context.navigation.sharedNavigationState.values)
        for anchor in encodings where !shared.contains(file.enclosingTypeName(of: anchor) ?? "") {
            guard let scope = outline.innermostScope(containing: anchor),
                  // The function or closure the encoding runs in.
                  let body = outline.scopeChain(from: scope).first(where: { candidate in
                      switch outline.scopes[candidate].kind {
                      case .closure, .functionBody, .accessor: return true
                      default: return false
                      }
                  }) else { continue }
            let range = outline.scopes[body].open...outline.scopes[body].close
            for store in stores(in: range, context) where reported.insert(store).inserted {
                violations.append(RuleViolation(
                    token: store,
                    message: "This saves a navigation path under one key for the whole app, so with two windows open each "
                        + "save overwrites the other's and a window restored from it gets the last one's trail; save it per scene "
                        + "with `@SceneStorage`."))
            }
        }
        return context.onlyWhereTwoWindowsCanOpen(violations)
    }

    /// Where `range` writes to app-wide storage: `….set(_, forKey:)` calls, and
    /// assignments to `@AppStorage` properties of the type around it.
    func stores(in range: ClosedRange<Int>, _ context: RuleContext) -> [Int] {
        let outline = context.file.outline
        let tokens = context.file.tokens
        var found: [Int] = []
        for index in outline.calls(named: "set") where range.contains(outline.calls[index].nameToken) {
            if outline.argument("forKey", of: index) != nil { found.append(outline.calls[index].nameToken) }
        }
        let appStorage = Set(outline.properties.filter { $0.hasAttribute("AppStorage") }.map(\.name))
        guard !appStorage.isEmpty else { return found }
        for j in range where tokens.kind(j) == .identifier && tokens.isText(j + 1, "=") && appStorage.contains(tokens.text(j)) {
            if tokens.kind(j - 1) != .period || tokens.isWord(j - 2, "self") { found.append(j) }
        }
        return found.sorted()
    }
}
