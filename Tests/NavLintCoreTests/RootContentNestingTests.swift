import NavLintCore
import Testing

/// A `NavigationStack` in another stack's root content breaks navigation only
/// through what it pushes or the path it binds: with neither, no push or path can
/// meet the wrong stack. Each case with the twin that is still reported.
struct RootContentNestingTests {
    func nested(_ files: [(String, String)]) -> [String] {
        lint(files).filter { $0.ruleID == "nested_navigation_stack" }.map { "\($0.file):\($0.line)" }
    }

    /// A tab's stack whose root content is `Settings`, which builds `inner` around a form.
    func settingsTab(inner: String, extra: String = "", declaration: String = "") -> [String] {
        let source = """
            struct Tabs: View {
                var body: some View {
                    TabView {
                        NavigationStack { Settings() }.tabItem { Text("Settings") }
                    }
                }
            }
            struct Settings: View {
                @State private var darkMode = false
                \(declaration)
                var body: some View {
                    \(inner) {
                        Form { Toggle("Dark mode", isOn: $darkMode) }\(extra)
                    }
                }
            }
            """
        return nested([("A.swift", source)])
    }

    @Test func aStackInRootContentIsNestedOnlyIfItNavigates() {
        #expect(settingsTab(inner: "NavigationStack").isEmpty, "nothing pushes inside it and it binds no path")
        #expect(settingsTab(inner: "NavigationStack", extra: "\nNavigationLink(\"About\") { Text(\"v1\") }")
            == ["A.swift:12"], "a link inside it pushes onto the inner stack")
        #expect(settingsTab(inner: "NavigationStack",
                            extra: ".navigationDestination(for: Int.self) { Text(\"\\($0)\") }") == ["A.swift:12"],
                "a destination inside it is registered on the inner stack")
        #expect(settingsTab(inner: "NavigationStack(path: $path)", declaration: "@State private var path: [Int] = []")
            == ["A.swift:12"], "a path bound to the inner stack can be written")
        #expect(settingsTab(inner: "NavigationView") == ["A.swift:12"],
                "a `NavigationView` draws a second bar under the outer one")
    }

    @Test func aStackPushedOntoAnotherIsNestedWhateverItHolds() {
        let source = """
            struct Home: View {
                var body: some View {
                    NavigationStack {
                        NavigationLink("Settings") { Settings() }
                    }
                }
            }
            struct Settings: View {
                @State private var darkMode = false
                var body: some View {
                    NavigationStack {
                        Form { Toggle("Dark mode", isOn: $darkMode) }
                    }
                }
            }
            """
        #expect(nested([("A.swift", source)]) == ["A.swift:11"])
    }
}
