import NavLintCore
import Testing

/// A destination closure's `case .settings:` is pushed only when code builds a
/// `.settings` of the enum the closure registers. Another enum's case of the
/// same name (`NotificationKind.settings`), or a static method of that name
/// (`Banner.settings()`), builds nothing that lands on the stack (Spawn's
/// `.welcome` screen, blind-triaged false positive at stop 43).
struct RouteCaseEnumTests {
    func source(building construction: String, switchSubject: String = "destination") -> String {
        """
        enum Destination: Hashable { case comments(Int), settings }
        enum NotificationKind: String { case comments, settings }
        typealias Screen = Destination
        struct Banner { static func settings() -> [String: String] { [:] } }
        struct Root: View {
            @State private var path: [Destination] = []
            var body: some View {
                NavigationStack(path: $path) {
                    Feed(open: { path.append(.comments($0)) })
                        .navigationDestination(for: Destination.self) { destination in
                            switch \(switchSubject) {
                            case .comments(let id): CommentsView(id: id)
                            case .settings: SettingsView()
                            }
                        }
                }
                .onReceive(NotificationCenter.default.publisher(for: .open)) { _ in \(construction) }
            }
        }
        struct SettingsView: View {
            var body: some View { NavigationStack { List { NavigationLink("Help", value: 1) } } }
        }
        """
    }

    func nested(_ source: String) -> [String] {
        lint([("A.swift", source)]).filter { $0.ruleID == "nested_navigation_stack" }.map { "\($0.file):\($0.line)" }
    }

    @Test func anotherEnumsCaseOfTheSameNameDoesNotPushTheRoute() {
        #expect(nested(source(building: "post(NotificationKind.settings.rawValue)")).isEmpty)
        #expect(nested(source(building: "post(Banner.settings())")).isEmpty, "a static method, not a case")
    }

    @Test func theRoutesOwnCaseInAnySpellingPushesIt() {
        #expect(nested(source(building: "path.append(.settings)")) == ["A.swift:21"], "left to inference")
        #expect(nested(source(building: "path.append(Destination.settings)")) == ["A.swift:21"])
        #expect(nested(source(building: "path.append(Screen.settings)")) == ["A.swift:21"], "through an alias")
    }

    /// When the closure switches over something whose enum the code does not say,
    /// any construction of the name may be the one it picks.
    @Test func aCaseOfAnUnknownEnumWaitsForAnyConstruction() {
        let unknown = source(building: "post(NotificationKind.settings.rawValue)", switchSubject: "destination.kind")
        #expect(nested(unknown) == ["A.swift:21"])
    }
}
