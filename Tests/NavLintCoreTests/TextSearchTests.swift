@testable import NavLintCore
import Testing

/// `containsText` stands in for Foundation's `contains(_:)` on hot paths: it
/// must answer the same for what the model asks (types, constraints, URLs).
struct TextSearchTests {
    @Test func findsWhatFoundationWould() {
        #expect("(Route) -> Void".containsText("->"))
        #expect(!"Route".containsText("->") && !"-".containsText("->"))
        #expect("some View".containsText("View") && "View".containsText("View"))
        #expect("myapp://open".containsText("://") && "x".containsText(""))
        #expect("Café -> Thé".containsText("-> Th") && !"Café".containsText("Cafe"))
        let line = "let a = 1; -> Substring"
        #expect(line.dropFirst(8).containsText("->") && !line.dropLast(12).containsText("->"))
    }
}
