import NavLintCore
import Testing

/// A view that switches over a location its callers pass picks its branch by
/// the case alone, payload or not: `PaymentView(location: .embedded(popTo: pop))`
/// builds the embedded branch, never the one with its own stack (phoenix's
/// payment screen, blind-triaged false positive).
struct CallerCaseArgumentTests {
    func nested(passing location: String) -> [String] {
        let source = """
            struct PaymentView: View {
                enum Location { case sheet(close: () -> Void), embedded(popTo: (Int) -> Void) }
                let location: Location
                var body: some View {
                    switch location {
                    case .sheet: PaymentSheet()
                    case .embedded: Summary()
                    }
                }
            }
            struct PaymentSheet: View {
                var body: some View {
                    NavigationStack { Summary().navigationDestination(for: Int.self) { Text("\\($0)") } }
                }
            }
            struct Transactions: View {
                @State private var path: [Int] = []
                var body: some View {
                    NavigationStack(path: $path) {
                        PaymentView(location: \(location))
                    }
                }
            }
            """
        return lint([("A.swift", source)]).filter { $0.ruleID == "nested_navigation_stack" }.map { "\($0.file):\($0.line)" }
    }

    @Test func aCaseWithItsPayloadPicksTheBranchByItsName() {
        #expect(nested(passing: ".embedded(popTo: { path = [$0] })").isEmpty)
        #expect(nested(passing: "PaymentView.Location.embedded(popTo: { _ in })").isEmpty)
        #expect(nested(passing: ".sheet(close: {})") == ["A.swift:13"], "the caller asks for the branch with a stack")
    }
}
