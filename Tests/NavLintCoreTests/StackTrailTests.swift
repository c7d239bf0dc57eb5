@testable import NavLintCore
import Testing

struct StackTrailTests {
    @Test func followsPushesAcrossFilesAndStopsAtPresentations() throws {
        let model = navigationModel([
            ("Root.swift", """
                struct Root: View {
                    var body: some View {
                        NavigationStack {
                            Home()
                                .navigationDestination(for: Route.self) { route in Detail(route: route) }
                        }
                    }
                }
                """),
            ("Home.swift", "struct Home: View { var body: some View { NavigationLink(\"Go\", value: Route.a) } }"),
            ("Detail.swift", """
                struct Detail: View {
                    let route: Route
                    @State private var editing = false
                    var body: some View {
                        Text("detail")
                            .navigationDestination(for: Item.ID.self) { ItemScreen(id: $0) }
                            .sheet(isPresented: $editing) { Editor() }
                    }
                }
                """),
            ("Editor.swift", """
                struct Editor: View {
                    var body: some View {
                        NavigationStack { Form {}.navigationDestination(for: Field.self) { FieldScreen(field: $0) } }
                    }
                }
                """),
        ])
        let trail = try #require(model.trail(at: "Root.swift:3"))
        #expect(trail.registrations.map { model.place($0.registration) } == ["Root.swift:5", "Detail.swift:6"])
        #expect(trail.registrations.map(\.depth) == [0, 1])
        #expect(trail.valueLinks.map(model.place) == ["Home.swift:1"])
        #expect(trail.nestedStacks.isEmpty, "the editor's stack is in a sheet")
        let editor = try #require(model.trail(at: "Editor.swift:3"))
        #expect(editor.registrations.count == 1)
    }

    @Test func nestedStackSitesForPlainViewsAndContainers() throws {
        let model = navigationModel([
            ("Root.swift", """
                struct Root: View {
                    var body: some View {
                        NavigationStack(path: $path) {
                            NavigationLink("A") { Plain() }
                            NavigationLink("B") { Wrapper { Text("b") } }
                        }
                    }
                }
                """),
            ("Plain.swift", "struct Plain: View { var body: some View { NavigationStack { Text(\"p\") } } }"),
            ("Wrapper.swift", """
                struct Wrapper<Content: View>: View {
                    @ViewBuilder var content: Content
                    var body: some View { NavigationStack { content } }
                }
                """),
        ])
        let sites = model.nestedStacks.keys.map(model.place).sorted()
        #expect(sites == ["Plain.swift:1", "Root.swift:5"])
        let verdict = try #require(model.nestedStacks.values.first { model.place($0.site) == "Root.swift:5" })
        #expect(model.place(verdict.inner) == "Wrapper.swift:3")
        #expect(model.place(verdict.outer) == "Root.swift:3")
    }

    @Test func helperRegistrationsAreSitedAtTheirApplication() throws {
        let model = navigationModel([
            ("Root.swift", """
                struct Root: View {
                    var body: some View {
                        NavigationStack { Home().withRoutes() }
                    }
                }
                """),
            ("Routes.swift", """
                extension View {
                    func withRoutes() -> some View { navigationDestination(for: Route.self) { $0.screen } }
                }
                """),
        ])
        let trail = try #require(model.trail(at: "Root.swift:3"))
        #expect(trail.registrations.map { model.place($0.site) } == ["Root.swift:3"])
        #expect(trail.registrations.map { model.place($0.registration) } == ["Routes.swift:2"])
    }

    @Test func branchesInDestinationClosuresFollowTheValue() throws {
        let model = navigationModel([("Root.swift", """
            struct Root: View {
                var body: some View {
                    NavigationStack {
                        Home().navigationDestination(for: Route.self) { route in
                            switch route {
                            case .a: A().navigationDestination(for: X.self) { XScreen(x: $0) }
                            case .b: B()
                            }
                        }
                    }
                }
            }
            """)])
        let trail = try #require(model.trail(at: "Root.swift:3"))
        let inner = try #require(trail.registrations.first { model.place($0.registration) == "Root.swift:6" })
        #expect(!inner.inBranch, "the switch over the pushed route is not view state")
        #expect(inner.depth == 1)
    }

    @Test func exclusiveRootBranchesAreNotDuplicates() {
        let model = navigationModel([("Root.swift", """
            struct Root: View {
                var body: some View {
                    NavigationStack {
                        if compact {
                            A().navigationDestination(for: R.self) { RS(r: $0) }
                        } else if medium {
                            B().navigationDestination(for: R.self) { RS(r: $0) }
                        } else {
                            C().navigationDestination(for: R.self) { RS(r: $0) }
                        }
                        D().navigationDestination(for: R.self) { RS(r: $0) }
                    }
                }
            }
            """)])
        // The three branches never coexist with each other, but each coexists with D's
        // registration, which sits outside them and so closer to the root.
        let duplicates = model.registrationVerdicts.duplicates.keys.map(model.place).sorted()
        #expect(duplicates == ["Root.swift:5", "Root.swift:7", "Root.swift:9"])
        let exclusiveOnly = navigationModel([("Root.swift", """
            struct Root: View {
                var body: some View {
                    NavigationStack {
                        switch layout {
                        case .list: A().navigationDestination(for: R.self) { RS(r: $0) }
                        case .grid: B().navigationDestination(for: R.self) { RS(r: $0) }
                        }
                    }
                }
            }
            """)])
        #expect(exclusiveOnly.registrationVerdicts.duplicates.isEmpty)
    }

    @Test func laterModifierInAChainIsCloserToTheRoot() {
        let model = navigationModel([("Root.swift", """
            struct Root: View {
                var body: some View {
                    NavigationStack {
                        Overview()
                            .navigationDestination(for: M.self) { MS(m: $0) }
                            .navigationDestination(for: M.self) { MT(m: $0) }
                    }
                }
            }
            """)])
        #expect(model.registrationVerdicts.duplicates.keys.map(model.place) == ["Root.swift:5"])
    }

    @Test func previewsAreNotStacks() {
        let model = navigationModel([("Root.swift", """
            struct Screen: View { var body: some View { Text("x") } }
            #Preview { NavigationStack { Screen() } }
            struct Screen_Previews: PreviewProvider {
                static var previews: some View { NavigationStack { Screen() } }
            }
            """)])
        #expect(model.trails.isEmpty)
    }
}
