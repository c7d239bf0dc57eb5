/// Appending a parsed deep link to whatever path happens to be there.
public struct DeepLinkBlindAppend: Rule {
    public init() {}

    public let description = RuleDescription(
        id: "deep_link_blind_append",
        name: "Deep link appended blindly",
        summary: "Finds `path.append` in `onOpenURL`, `onContinueUserActivity` or a URL handler that never looks at the current path.",
        rationale: """
            A deep link names a screen, not a step on top of whatever the user was doing. Appended blindly, \
            it builds a trail that never existed: a cold start shows the linked screen with a Back button to \
            an empty or half-built one, and a link opened mid-flow stacks a second copy on top. It is a \
            warning: the link does open its screen, but the stack around it is wrong.

            A handler is an `onOpenURL` or `onContinueUserActivity` closure, or a function that takes a `URL` \
            or an `NSUserActivity`. Assigning the whole path is fine, and so is an append in a handler that \
            reads the path first (a prefix check, `isEmpty`, `last`).
            """,
        fix: """
            Replace the path with the link's whole stack: `path = [.project(id), .task(id)]`. Append only when \
            the current path is a prefix of that stack. RouterCore's deep-link table returns the whole stack \
            for a URL, and its `NavigationPlan` decides between replace, append and no-op for you.
            """,
        severity: .warning,
        triggeringExamples: [
            """
            struct Root: View {
                @State private var path: [Route] = []
                var body: some View {
                    NavigationStack(path: $path) { Home() }
                        .onOpenURL { url in
                            if let route = Route(url: url) { path.↓append(route) }
                        }
                }
            }
            """,
            """
            @Observable final class AppRouter {
                var path: [Route] = []
                func handle(_ url: URL) {
                    guard let route = Route(url: url) else { return }
                    path.↓append(route)
                }
            }
            struct Root: View {
                @State private var router = AppRouter()
                var body: some View { NavigationStack(path: $router.path) { Home() } }
            }
            """,
        ],
        nonTriggeringExamples: [
            """
            struct Root: View {
                @State private var path: [Route] = []
                var body: some View {
                    NavigationStack(path: $path) { Home() }
                        .onOpenURL { url in
                            guard let stack = Route.stack(for: url) else { return }
                            if path.starts(with: stack.dropLast()), let last = stack.last {
                                path.append(last)
                            } else {
                                path = stack
                            }
                        }
                }
            }
            """,
            """
            struct Root: View {
                @State private var path: [Route] = []
                var body: some View {
                    NavigationStack(path: $path) {
                        Home().toolbar { Button("Settings") { path.append(.settings) } }
                    }
                }
            }
            """,
        ])

    static let handlerModifiers: Set<String> = ["onOpenURL", "onContinueUserActivity"]

    public func check(_ context: RuleContext) -> [RuleViolation] {
        let file = context.file
        let outline = file.outline
        let tokens = file.tokens
        var violations: [RuleViolation] = []
        for call in outline.calls where call.name == "append" {
            guard let names = file.receiverNames(of: call), let path = names.last,
                  context.navigation.pathProperties.contains(path),
                  let handler = urlHandler(around: call.nameToken, in: file) else { continue }
            // Any other use of the path in the handler (a check, an assignment) means it was looked at.
            let range = outline.scopes[handler].open...outline.scopes[handler].close
            let uses = range.filter { tokens.kind($0) == .identifier && tokens.text($0) == path }.count
            let appends = outline.calls.filter { other in
                other.name == "append" && range.contains(other.nameToken) && file.receiverNames(of: other)?.last == path
            }.count
            guard uses <= appends else { continue }
            violations.append(RuleViolation(
                token: call.nameToken,
                message: "This deep link is appended to whatever the path holds, building a trail that never existed "
                    + "(a cold start, a link opened mid-flow); assign the link's whole stack (`\(path) = [...]`), or append "
                    + "only when the current path is a prefix of it."))
        }
        return violations
    }

    /// The `onOpenURL`/`onContinueUserActivity` closure or URL-taking function around token `i`.
    func urlHandler(around i: Int, in file: SourceFile) -> Int? {
        let outline = file.outline
        for scope in outline.scopeChain(from: outline.innermostScope(containing: i)) {
            switch outline.scopes[scope].kind {
            case .closure(let owner?, _) where Self.handlerModifiers.contains(outline.calls[owner].name):
                return scope
            case .functionBody(let function):
                let parameters = outline.functions[function].parameters
                if parameters.contains(where: { $0.type == "URL" || $0.type == "NSUserActivity" || $0.type == "URL?" }) {
                    return scope
                }
                return nil
            default:
                continue
            }
        }
        return nil
    }
}
