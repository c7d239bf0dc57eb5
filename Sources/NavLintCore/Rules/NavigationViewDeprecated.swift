import SwiftScanner

/// `NavigationView` in code: deprecated since iOS 16 in favour of
/// `NavigationStack` and `NavigationSplitView`.
public struct NavigationViewDeprecated: Rule {
    public init() {}

    public let description = RuleDescription(
        id: "navigation_view_deprecated",
        name: "NavigationView is deprecated",
        summary: "Finds `NavigationView`, which iOS 16 replaced with `NavigationStack` and `NavigationSplitView`.",
        rationale: """
            `NavigationView` builds its trail by nesting destination views inside links. Nothing outside \
            the view tree can read or set that trail, so a deep link cannot land on a screen three levels \
            down, the trail cannot be saved and restored, and a test cannot assert where the user is. \
            `NavigationStack` takes the trail as a value (a path) that you own, and `NavigationSplitView` \
            gives each column its own state.

            It is a warning, not an error: the view still works today, but it is deprecated, it will not \
            get new behaviour, and code built on it cannot adopt path-driven navigation.

            The rule stays silent where `NavigationView` is the fallback for older systems: in the `else` \
            branch of `if #available(…)`, in the body of `if #unavailable(…)` or of a `guard #available(…) \
            else`, and inside declarations marked `@available(…, deprecated: …)`. It stays silent in \
            `#Preview` and `PreviewProvider` code, which never ships, and when the project declares its \
            own type named `NavigationView`.
            """,
        fix: """
            Use `NavigationStack` for a single column of pushed screens and `NavigationSplitView` for \
            sidebar and detail columns. Bind the stack to a path you own (`@State var path: [Route]`, or \
            RouterCore's `Router`), and register destinations once at the root with \
            `navigationDestination(for:)`. To keep supporting iOS 15, put the old view in the `else` \
            branch of `if #available(iOS 16, *)`.
            """,
        severity: .warning,
        triggeringExamples: [
            """
            struct InboxScreen: View {
                var body: some View {
                    ↓NavigationView {
                        List(messages) { message in
                            NavigationLink(message.subject, destination: MessageView(id: message.id))
                        }
                    }
                }
            }
            """,
            """
            struct Shell: View {
                let content: ↓NavigationView<Text>
                var body: some View { content.navigationViewStyle(.stack) }
            }
            """,
            """
            func makeRoot() -> some View {
                SwiftUI.↓NavigationView { Text("Home") }
            }
            """,
        ],
        nonTriggeringExamples: [
            """
            struct InboxScreen: View {
                @State private var path: [MessageRoute] = []
                var body: some View {
                    NavigationStack(path: $path) {
                        InboxList()
                            .navigationDestination(for: MessageRoute.self) { route in route.screen }
                    }
                }
            }
            """,
            """
            // A NavigationView in a comment is not code.
            let help = "Replace NavigationView with NavigationStack"
            """,
            """
            struct Root: View {
                var body: some View {
                    if #available(iOS 16, *) {
                        NavigationStack { Home() }
                    } else {
                        NavigationView { Home() }
                    }
                }
            }
            """,
            """
            struct LegacyRoot: View {
                var body: some View {
                    if #unavailable(iOS 16) {
                        NavigationView { Home() }
                    }
                }
            }
            """,
            """
            @available(iOS, introduced: 14, deprecated: 16, message: "Use ModernRoot")
            struct LegacyRoot: View {
                var body: some View { NavigationView { Home() } }
            }
            """,
            """
            // file: Compat.swift
            struct NavigationView<Content: View>: View {
                let content: Content
                var body: some View { content }
            }
            // file: Screen.swift
            struct Screen: View {
                var body: some View { NavigationView(content: Text("Own type")) }
            }
            """,
            """
            let style = Theme.NavigationView.compact
            """,
            """
            #Preview {
                NavigationView { InboxScreen() }
            }
            struct InboxScreen_Previews: PreviewProvider {
                static var previews: some View { NavigationView { InboxScreen() } }
            }
            """,
        ])

    public func check(_ context: RuleContext) -> [RuleViolation] {
        if context.project.declaresType("NavigationView") { return [] }
        let file = context.file
        let tokens = file.tokens
        var violations: [RuleViolation] = []
        for i in 0..<tokens.count where tokens[i].kind == .identifier && tokens.isText(i, "NavigationView") {
            // `Theme.NavigationView` names something else; `SwiftUI.NavigationView` does not.
            if tokens.kind(i - 1) == .period && !tokens.isWord(i - 2, "SwiftUI") { continue }
            if isAvailabilityFallback(i, in: file) || file.outline.isInPreview(i) { continue }
            violations.append(RuleViolation(
                token: i,
                message: "`NavigationView` is deprecated; use `NavigationStack` (or `NavigationSplitView` for "
                    + "columns) bound to a path you own, with destinations registered once at its root."))
        }
        return violations
    }

    /// Code that only runs, or only exists, for systems before `NavigationStack`.
    func isAvailabilityFallback(_ i: Int, in file: SourceFile) -> Bool {
        let outline = file.outline
        for scope in outline.scopeChain(from: outline.innermostScope(containing: i)) {
            if outline.declarationAttributes(ofScope: scope).contains(where: isDeprecation) { return true }
            guard case .statement(let keyword) = outline.scopes[scope].kind else { continue }
            switch keyword {
            case "if":
                if let condition = file.condition(ofStatementScope: scope), file.contains("#unavailable", in: condition) {
                    return true
                }
            case "else":
                // `guard #available(…) else { fallback }` or `if #available(…) { } else { fallback }`.
                if let condition = file.condition(ofStatementScope: scope), file.contains("#available", in: condition) {
                    return true
                }
                if let ifScope = file.ifScope(beforeElseScope: scope),
                   let condition = file.condition(ofStatementScope: ifScope),
                   file.contains("#available", in: condition) {
                    return true
                }
            default:
                break
            }
        }
        return false
    }

    func isDeprecation(_ attribute: Attribute) -> Bool {
        attribute.name == "available"
            && (attribute.arguments.contains("deprecated") || attribute.arguments.contains("obsoleted"))
    }
}
