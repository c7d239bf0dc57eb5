import Foundation
import NavLintCore
import Testing

/// A destination that shows a view stored where navlint does not follow it
/// (PennMobile's `AnyView(features.first { $0.id == id }!.content)`, a blind-triaged
/// false positive) may register anything on its stack: a push onto that stack is
/// not reported as missing its destination. A destination navlint can follow is still judged.
struct StoredViewDestinationTests {
    static func app(destination: String) -> String {
        """
        enum FeatureID: Hashable { case market }
        enum MarketPage: Hashable { case listing }
        struct Feature { let id: FeatureID; let content: AnyView }
        let features: [Feature] = []
        final class Navigator: ObservableObject { @Published var path = NavigationPath() }
        struct More: View {
            @EnvironmentObject var navigator: Navigator
            var body: some View {
                NavigationStack(path: $navigator.path) {
                    List { NavigationLink("Market", value: FeatureID.market) }
                        .navigationDestination(for: FeatureID.self) { id in \(destination) }
                }
            }
        }
        struct ListingForm: View {
            @EnvironmentObject var navigator: Navigator
            var body: some View { Button("Post") { navigator.path.append(MarketPage.listing) } }
        }
        """
    }

    func missing(_ destination: String) -> [String] {
        lint([("A.swift", Self.app(destination: destination))])
            .filter { $0.ruleID == "missing_navigation_destination" }.map { "\($0.file):\($0.line)" }
    }

    @Test func aStoredViewMayRegisterTheType() {
        #expect(missing("AnyView(features.first { $0.id == id }!.content)").isEmpty)
        #expect(missing("Text(\"Feature\")") == ["A.swift:17"], "nothing on the stack registers `MarketPage`")
        #expect(missing("AnyView(Text(\"Feature\"))") == ["A.swift:17"], "a view it constructs is followed")
    }
}
