import NavLintCore
import Testing

/// One route enum as sheet item and path element is not a hazard where the
/// code puts a route into the sheet only after testing that route: it is
/// always presented or always pushed (Flare's router, three blind-triaged
/// false positives). Where a flag, a written-out case or nothing the code
/// shows decides, the same value may go either way, and it is reported.
struct SheetItemDispatchTests {
    func findings(navigate: String) -> [String] {
        let source = """
            enum Destination: Hashable, Identifiable {
                case thread(String), share(String)
                var id: Self { self }
                var isModal: Bool { if case .share = self { true } else { false } }
            }
            struct Inbox: View {
                @State private var path: [Destination] = []
                @State private var sheet: Destination?
                @State private var asSheet = false
                var body: some View {
                    NavigationStack(path: $path) {
                        Threads().navigationDestination(for: Destination.self) { ThreadScreen(destination: $0) }
                    }
                    .sheet(item: $sheet) { SharePanel(destination: $0) }
                }
                func navigate(_ route: Destination) {
                    \(navigate)
                }
            }
            """
        return lint([("Inbox.swift", source)]).filter { $0.ruleID == "sheet_route_on_stack" }.map { "\($0.file):\($0.line)" }
    }

    @Test func aRouteTestedBeforeItIsPresentedGoesOneWayOnly() {
        #expect(findings(navigate: "if route.isModal { sheet = route } else { path.append(route) }").isEmpty)
        #expect(findings(navigate: "if !route.isModal { path.append(route) } else { sheet = route }").isEmpty,
                "the `else` of a test of the route")
        #expect(findings(navigate: "switch route { case .share: sheet = route; default: path.append(route) }").isEmpty)
        #expect(findings(navigate: "if route.isModal { sheet = route } else { path.append(route) }; sheet = nil").isEmpty,
                "a dismissal does not count")
    }

    @Test func aFlagACaseOrNoAssignmentStillReports() {
        #expect(findings(navigate: "if asSheet { sheet = route } else { path.append(route) }") == ["Inbox.swift:8"],
                "the flag, not the route, decides")
        #expect(findings(navigate: "if route.isModal { sheet = .share(\"x\") } else { path.append(route) }") == ["Inbox.swift:8"],
                "a case written out")
        #expect(findings(navigate: "path.append(route)") == ["Inbox.swift:8"], "no assignment the code shows")
        #expect(findings(navigate: "if route.isModal { sheet = route.next } else { path.append(route) }")
                == ["Inbox.swift:8"], "another value than the one tested")
    }
}
