@testable import NavLintCore
import Testing

/// The sweep that finds the builder unit around each route-case construction
/// answers as the scan over all of a file's units does (`unit(containing:inFile:)`),
/// at every token in order: builders nested in builders, members beside bodies,
/// types inside types, a helper in an extension, and code outside every unit.
@Suite struct InnermostUnitTests {
    static let source = """
        struct Home: View {
            @State private var route: Route?
            var body: some View {
                VStack { header; Button("Go") { route = .settings } }
            }
            var header: some View { Text("Hi").onTapGesture { route = .profile } }
            struct Row: View {
                let id: Int
                var body: some View { Text("\\(id)") }
                @ViewBuilder func badge() -> some View { if id > 0 { Text("New") } }
            }
            func helper() { route = .home }
        }
        extension View {
            func card() -> some View { padding().background(.thinMaterial) }
        }
        let start = Route.home
        """

    @Test func theSweepAgreesWithTheScanAtEveryToken() {
        let model = navigationModel([("Home.swift", Self.source)])
        let ids = model.unitsByFile[0]
        // Home.body, header, Row.body, badge, card.
        #expect(ids.count == 5)
        var sweep = InnermostUnit(ids, units: model.units, outline: model.files[0].source.outline)
        var inside = 0
        for token in 0..<model.files[0].source.tokens.count {
            let scanned = model.unit(containing: token, inFile: 0)
            #expect(sweep.unit(containing: token) == scanned, "token \(token)")
            if scanned != nil { inside += 1 }
        }
        // Both answers are asked where they can differ: inside units and outside them.
        #expect(inside > 0 && inside < model.files[0].source.tokens.count)
    }
}
