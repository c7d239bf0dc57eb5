/// A navigation path saved under one key for the whole app instead of per scene.
public struct AppWidePathStorage: Rule {
    public init() {}

    public let description = RuleDescription(
        id: "app_wide_path_storage",
        name: "Path saved app-wide",
        summary: "Finds a navigation path encoded and saved in `UserDefaults` or `@AppStorage`, one key for the whole app, in an app that can show several windows.",
        rationale: """
            A path describes what one window shows. Saved in `UserDefaults` (or `@AppStorage`, which is \\
            `UserDefaults`), it is saved under one key for the whole app: with two windows open, each save \\
            overwrites the other's, and every window restored or opened next starts on the trail of whichever \\
            saved last. `@SceneStorage` keeps a value per scene, which is what state restoration of a \\
            navigation path needs \\
            ([Apple: SceneStorage](https://developer.apple.com/documentation/swiftui/scenestorage)).

            navlint reports a `set(_:forKey:)` on `UserDefaults`, or an assignment to an `@AppStorage` \\
            property, in the same function or closure that encodes a path (`encode(path)`, \\
            `encode(path.codable)`). Like `global_router_singleton`, it needs a second window: where the \\
            project's manifests show one window at a time it stays silent.
            """,
        fix: """
            Save the path with `@SceneStorage("path") private var savedPath: Data?` in the view that owns the \\
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
        ])

    public func check(_ context: RuleContext) -> [RuleViolation] {
        if context.project.supportsMultipleWindows == false { return [] }
        let file = context.file
        let outline = file.outline
        var violations: [RuleViolation] = []
        var reported = Set<Int>()
        for anchor in pathEncodings(context) {
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
                        + "save overwrites the other's and every window restores the last one's trail; save it per scene "
                        + "with `@SceneStorage`."))
            }
        }
        return violations
    }

    /// Where the file encodes a path: `encode(path)`, and `path.codable` (encoded
    /// next, as in `path.codable.flatMap { try? encoder.encode($0) }`).
    func pathEncodings(_ context: RuleContext) -> [Int] {
        let outline = context.file.outline
        let tokens = context.file.tokens
        var anchors: [Int] = []
        for index in outline.calls(named: "encode") {
            if let argument = outline.calls[index].arguments.first, encodesPath(argument.value, context) {
                anchors.append(outline.calls[index].nameToken)
            }
        }
        for j in 2..<max(2, tokens.count) where tokens.isWord(j, "codable") && tokens.kind(j - 1) == .period
            && tokens.kind(j - 2) == .identifier && encodesPath((j - 2)...j, context) {
            anchors.append(j)
        }
        return anchors
    }

    /// `path`, `self.router.path` or `path.codable` naming a path property.
    func encodesPath(_ range: ClosedRange<Int>, _ context: RuleContext) -> Bool {
        let tokens = context.file.tokens
        var end = range.upperBound
        if tokens.isWord(end, "codable"), tokens.kind(end - 1) == .period { end -= 2 }
        guard end >= range.lowerBound, tokens.kind(end) == .identifier,
              let declaration = NavigationModel.declaration(endingAt: end, in: context.file, index: context.fileIndex,
                                                            files: context.navigation.files, facts: context.facts)
        else { return false }
        return context.navigation.pathDeclarations.contains(declaration)
    }

    /// Where `range` writes to app-wide storage: `….set(_, forKey:)` calls, and
    /// assignments to `@AppStorage` properties of the type around it.
    func stores(in range: ClosedRange<Int>, _ context: RuleContext) -> [Int] {
        let outline = context.file.outline
        let tokens = context.file.tokens
        var found: [Int] = []
        for index in outline.calls(named: "set") where range.contains(outline.calls[index].nameToken) {
            if outline.calls[index].argument("forKey") != nil { found.append(outline.calls[index].nameToken) }
        }
        let appStorage = Set(outline.properties.filter { $0.hasAttribute("AppStorage") }.map(\.name))
        guard !appStorage.isEmpty else { return found }
        for j in range where tokens.kind(j) == .identifier && tokens.isText(j + 1, "=") && appStorage.contains(tokens.text(j)) {
            if tokens.kind(j - 1) != .period || tokens.isWord(j - 2, "self") { found.append(j) }
        }
        return found.sorted()
    }
}
