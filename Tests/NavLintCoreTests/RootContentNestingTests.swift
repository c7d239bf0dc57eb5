import Foundation
import NavLintCore
import Testing

/// A `NavigationStack` in another stack's root content, or pushed where no path is
/// above it, breaks navigation only through a value it pushes (its link looks for a
/// destination the outer stack owns) or the path it binds: a view link or a
/// destination shown by state carries its screen, and with no path nothing can
/// meet the wrong stack. Each case with the twin that is still reported.
struct RootContentNestingTests {
    func nested(_ files: [(String, String)]) -> [String] {
        lint(files).filter { $0.ruleID == "nested_navigation_stack" }.map { "\($0.file):\($0.line)" }
    }

    /// `host`, then `Settings`, which builds `inner` around a form (at line 12 after a seven-line host).
    func settings(host: String, inner: String, extra: String = "", declaration: String = "") -> [String] {
        let source = host + "\n" + """
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

    /// A tab's stack whose root content is `Settings`.
    func settingsTab(inner: String, extra: String = "", declaration: String = "") -> [String] {
        let tabs = """
            struct Tabs: View {
                var body: some View {
                    TabView {
                        NavigationStack { Settings() }.tabItem { Text("Settings") }
                    }
                }
            }
            """
        return settings(host: tabs, inner: inner, extra: extra, declaration: declaration)
    }

    @Test func aStackInRootContentIsNestedOnlyIfItNavigates() {
        #expect(settingsTab(inner: "NavigationStack").isEmpty, "nothing pushes inside it and it binds no path")
        #expect(settingsTab(inner: "NavigationStack", extra: "\nNavigationLink(\"About\") { Text(\"v1\") }").isEmpty,
                "a view link carries its screen, and no path can be written")
        #expect(settingsTab(inner: "NavigationStack",
                            extra: ".navigationDestination(isPresented: $darkMode) { Text(\"Dark\") }").isEmpty,
                "a destination shown by state carries its screen")
        #expect(settingsTab(inner: "NavigationStack", extra: "\nNavigationLink(\"About\", value: 1)")
            == ["A.swift:12"], "a value link inside it looks for a destination on the inner stack")
        let section = "enum Section: Hashable { case about }"
        #expect(settingsTab(inner: "NavigationStack", extra: """
            \nNavigationLink("About", value: Section.about)
            .navigationDestination(for: Section.self) { _ in Text("v1") }
            """, declaration: section).isEmpty,
                "the inner stack maps the value itself: whichever stack takes it, its screen shows")
        #expect(settingsTab(inner: "NavigationStack", extra: """
            \nNavigationLink("About", value: Section.about)
            .navigationDestination(for: String.self) { Text($0) }
            """, declaration: section) == ["A.swift:12"], "a destination for another type")
        #expect(settingsTab(inner: "NavigationStack(path: $path)", declaration: "@State private var path: [Int] = []")
            == ["A.swift:12"], "a path bound to the inner stack can be written")
        #expect(settingsTab(inner: "NavigationView") == ["A.swift:12"],
                "a `NavigationView` draws a second bar under the outer one")
    }

    /// A value link in a `ForEach` or `List` row pushes an element of the row's collection.
    @Test func aRowsValueHasItsCollectionsElementType() {
        let rows = "enum Section: Hashable { case about }; let sections: [Section] = [.about]"
        func row(_ collection: String, _ registered: String, declaration: String = rows, call: String = "ForEach") -> [String] {
            settingsTab(inner: "NavigationStack", extra: """
                \n\(call)(\(collection)) { section in NavigationLink("About", value: section) }
                .navigationDestination(for: \(registered).self) { _ in Text("v1") }
                """, declaration: declaration)
        }
        #expect(row("sections", "Section").isEmpty, "the inner stack maps the rows' element")
        #expect(row("sections", "String") == ["A.swift:12"], "a destination for another type")
        #expect(row("sections", "Section", call: "List").isEmpty)
        #expect(row("sections", "Section", call: "map") == ["A.swift:12"], "only a row's closure is given each element")
        let model = "enum Section: Hashable { case about }; final class Model { var sections: Set<Section> = [] }; "
            + "@State private var model = Model()"
        #expect(row("model.sections", "Section", declaration: model).isEmpty, "a collection a property's type declares")
        #expect(row("model.sections", "Int", declaration: model) == ["A.swift:12"])
        let shadowed = "enum Section: Hashable { case about }; let section: Section = .about; let sections = [1, 2]"
        #expect(row("sections", "Section", declaration: shadowed) == ["A.swift:12"],
                "the row's parameter, not the property it shadows, is pushed: its type is not told here")
        #expect(row("sections.indices", "Section") == ["A.swift:12"], "an index is no element")
    }

    /// `Home`'s stack (`outer`, which may bind `path`) pushes `Settings`.
    func pushedSettings(outer: String, inner: String = "NavigationStack", extra: String = "") -> [String] {
        let home = """
            struct Home: View {
                @State private var path: [Int] = []
                var body: some View {
                    \(outer) { NavigationLink("Settings") { Settings() } }
                }
            }
            """
        return settings(host: home, inner: inner, extra: extra)
    }

    /// Pushed, a stack breaks through what it pushes or binds, and through a path above it: a bare
    /// stack pushed onto a path-bound one has crashed at the push (SpeziOnboarding#21).
    @Test func aPushedStackIsNestedIfItNavigatesOrAPathIsAboveIt() {
        #expect(pushedSettings(outer: "NavigationStack").isEmpty, "no path above it, and nothing inside it navigates")
        #expect(pushedSettings(outer: "NavigationStack(path: $path)") == ["A.swift:11"],
                "the stack it is pushed onto binds a path")
        #expect(pushedSettings(outer: "NavigationStack", extra: "\nNavigationLink(\"About\") { Text(\"v1\") }")
            .isEmpty, "a view link carries its screen, and no path is above it")
        #expect(pushedSettings(outer: "NavigationStack", extra: "\nNavigationLink(\"About\", value: 1)")
            == ["A.swift:11"], "a value link inside it looks for a destination on the inner stack")
        #expect(pushedSettings(outer: "NavigationStack(path: $path)", extra: "\nNavigationLink(\"About\") { Text(\"v1\") }")
            == ["A.swift:11"], "under a path, a view link inside it counts too")
        #expect(pushedSettings(outer: "NavigationStack", inner: "NavigationView") == ["A.swift:11"],
                "a `NavigationView` draws a second bar under the outer one")
    }

    @Test func aPathTwoStacksAboveStillCounts() {
        let source = """
            struct Home: View {
                @State private var path: [Int] = []
                var body: some View {
                    NavigationStack(path: $path) {
                        NavigationLink("Help") { Help() }
                    }
                }
            }
            struct Help: View {
                var body: some View {
                    NavigationStack {
                        NavigationLink("Terms") { Terms() }
                        NavigationLink("Licenses", value: 1)
                    }
                }
            }
            struct Terms: View {
                var body: some View {
                    NavigationStack { Text("Terms") }
                }
            }
            """
        #expect(nested([("A.swift", source)]) == ["A.swift:11", "A.swift:19"])
        #expect(nested([("A.swift", source.replacingOccurrences(of: "(path: $path)", with: ""))]) == ["A.swift:11"],
                "with no path above, only the stack with a value link inside it")
    }
}
