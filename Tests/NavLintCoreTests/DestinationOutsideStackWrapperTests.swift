@testable import NavLintCore
import Testing

/// `destination_outside_stack` finds a registering helper applied to a stack
/// both ways it looks: the project's few helpers looked up in a file, or, with
/// more helpers than the file calls names (a helper per feature module), the
/// file's call names looked up among the helpers.
@Suite struct DestinationOutsideStackWrapperTests {
    /// `count` helpers, `withRoutes0()` …, each registering its own route type.
    static func helpers(_ count: Int) -> (name: String, source: String) {
        let functions = (0..<count).map { index in
            "    func withRoutes\(index)() -> some View { navigationDestination(for: Route\(index).self) { $0.screen } }"
        }
        return ("Routes.swift", "extension View {\n" + functions.joined(separator: "\n") + "\n}\n")
    }

    static let outside = (name: "Root.swift", source: """
        struct Root: View {
            var body: some View {
                NavigationStack { Home() }
                    .withRoutes1()
            }
        }
        """)

    static let inside = (name: "Root.swift", source: """
        struct Root: View {
            var body: some View {
                NavigationStack { Home().withRoutes1() }
            }
        }
        """)

    static func findings(_ files: [(name: String, source: String)]) -> [Finding] {
        lint(files, rules: [DestinationOutsideStack()]).filter { $0.ruleID == "destination_outside_stack" }
    }

    @Test(arguments: [2, 12])
    func aHelperOutsideTheStackIsFound(helperCount: Int) {
        let found = Self.findings([Self.helpers(helperCount), Self.outside])
        #expect(found.map { "\($0.file):\($0.line)" } == ["Root.swift:4"])
        #expect(found.first?.message.hasPrefix("`withRoutes1` registers destinations") == true)
    }

    @Test(arguments: [2, 12])
    func aHelperInsideTheStackIsNot(helperCount: Int) {
        #expect(Self.findings([Self.helpers(helperCount), Self.inside]).isEmpty)
    }
}
