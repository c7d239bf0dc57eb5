import NavLintCore
import Testing

/// A view that builds its own stack only for some values of what its caller
/// passes is reported where a caller is known to ask for the stack: a literal
/// argument, or a default the call leaves in place. Where the caller passes a
/// value only the running app knows, whether the stack is built cannot be
/// told here, and nothing is reported (a false positive costs more than a miss).
struct CallerValueStackTests {
    func findings(_ files: [(String, String)]) -> [String] {
        lint(files).filter { $0.ruleID == "nested_navigation_stack" }.map { "\($0.file):\($0.line)" }
    }

    /// Loop's favourite-food editor: a new entry (no original) brings its own stack for the
    /// sheet it is shown in; the list pushes it only to edit the row just tapped.
    static let editor = """
        struct FoodEditor: View {
            private var isNewEntry = true
            init(original: Food? = nil, onSave: @escaping (Food) -> Void) {
                self.isNewEntry = original == nil
            }
            var body: some View {
                if isNewEntry {
                    NavigationView { FoodForm() }
                } else {
                    FoodForm()
                }
            }
        }
        """

    @Test func aStackWorkedOutFromTheCallersArgumentIsNotJudgedAtAPushOfAnUnknownValue() {
        let list = """
            struct FoodList: View {
                @StateObject private var model = FoodListModel()
                var body: some View {
                    NavigationView {
                        NavigationLink(destination: FoodEditor(original: model.selectedFood, onSave: model.save),
                                       isActive: $model.isEditing) { EmptyView() }
                    }
                }
            }
            """
        #expect(findings([("E.swift", Self.editor), ("L.swift", list)]).isEmpty)
    }

    static let settings = """
        struct SettingsScreen: View {
            let embedded: Bool
            var body: some View {
                if embedded { SettingsForm() } else {
                    NavigationStack { NavigationLink("Privacy", value: SettingsRoute.privacy) }
                }
            }
        }
        """

    @Test func aNonLiteralArgumentLeavesTheStackOpenAndALiteralOneDecidesIt() {
        let unknown = """
            struct Account: View {
                let isCompact: Bool
                var body: some View {
                    NavigationStack { NavigationLink("Settings") { SettingsScreen(embedded: isCompact) } }
                }
            }
            """
        let standalone = """
            struct Account: View {
                var body: some View {
                    NavigationStack { NavigationLink("Settings") { SettingsScreen(embedded: false) } }
                }
            }
            """
        #expect(findings([("S.swift", Self.settings), ("A.swift", unknown)]).isEmpty)
        #expect(findings([("S.swift", Self.settings), ("A.swift", standalone)]) == ["A.swift:3"])
    }

    /// A wrapper that builds a stack with a path and one without: a stack either way.
    @Test func aStackOnBothSidesOfTheCallersBranchIsBuiltWhateverItPasses() {
        let wrapper = """
            struct ThemedStack<Content: View>: View {
                private let content: Content
                private let path: Binding<NavigationPath>?
                init(path: Binding<NavigationPath>, @ViewBuilder content: () -> Content) {
                    self.content = content()
                    self.path = path
                }
                var body: some View {
                    if let path { NavigationStack(path: path) { content } } else { NavigationStack { content } }
                }
            }
            """
        let pushed = """
            struct Wallet: View {
                var body: some View { NavigationStack { NavigationLink("Send") { SendSettings() } } }
            }
            struct SendSettings: View {
                @State private var path = NavigationPath()
                var body: some View { ThemedStack(path: $path) { Text("Fee") } }
            }
            """
        #expect(findings([("T.swift", wrapper), ("W.swift", pushed)]) == ["W.swift:6"])
    }

    /// A view whose stack does not depend on its caller at all is judged as before.
    @Test func aBranchOnTheViewsOwnStateIsStillReported() {
        let screen = """
            struct Browser: View {
                @State private var showsHistory = false
                var body: some View {
                    if showsHistory {
                        NavigationStack { NavigationLink("Last visit", value: Visit.last) }
                    } else {
                        Pages()
                    }
                }
            }
            """
        let host = """
            struct Home: View {
                var body: some View { NavigationStack { NavigationLink("Browse") { Browser() } } }
            }
            """
        #expect(findings([("B.swift", screen), ("H.swift", host)]).count == 1)
    }
}
