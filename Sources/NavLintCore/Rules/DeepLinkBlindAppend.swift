/// Appending a parsed deep link to whatever path happens to be there.
package struct DeepLinkBlindAppend: Rule {
    package init() {}

    package let description = RuleDescription(
        id: "deep_link_blind_append",
        name: "Deep link appended blindly",
        summary: "Finds `path.append` in `onOpenURL`, `onContinueUserActivity` or a URL handler that never looks at the current path.",
        rationale: """
            A deep link names a screen, not a step on top of whatever the user was doing: Apple's example \
            opens a screen by assigning the whole path, and gives deep links as a reason to use one ("Use a \
            path to support deep links, state restoration, or other kinds of programmatic navigation", \
            [Apple: NavigationStack](https://developer.apple.com/documentation/swiftui/navigationstack)). \
            Appended blindly, it builds a trail that never existed: on a cold start the linked screen's Back \
            button goes straight to the stack's root, skipping the screens that normally lead to it, and a link \
            opened mid-flow is pushed on top of whatever the user was doing (a second copy, if that screen is \
            already open). It is a warning: the link does open its screen, but the stack around it is wrong.

            A handler is an `onOpenURL` or `onContinueUserActivity` closure, or a function that takes a `URL` \
            or an `NSUserActivity` and parses it (a function that merely pushes a screen carrying the URL is \
            not one). A handler may also store the parsed route in a property (`pendingRoute = …`) that an \
            `.onChange(of:)` or `.task(id:)` elsewhere watches and appends: the value is followed through \
            the property, by declaration, and the observer is judged as a handler. Assigning the whole path \
            is fine, and so is an append that reads the path before it (a prefix check, `isEmpty`, `last`).
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
            """
            // The handler stores the route; an observer appends it later, onto whatever is showing then.
            @Observable final class DeepLinker {
                var pendingRoute: Route?
            }
            @main struct ShopApp: App {
                @State private var linker = DeepLinker()
                var body: some Scene {
                    WindowGroup {
                        Root(linker: linker).onOpenURL { url in linker.pendingRoute = Route(url: url) }
                    }
                }
            }
            struct Root: View {
                let linker: DeepLinker
                @State private var path: [Route] = []
                var body: some View {
                    NavigationStack(path: $path) { Home() }
                        .onChange(of: linker.pendingRoute) { _, route in
                            guard let route else { return }
                            path.↓append(route)
                            linker.pendingRoute = nil
                        }
                }
            }
            """,
            """
            struct Root: View {
                @State private var path: [Route] = []
                @State private var pending: Route?
                var body: some View {
                    NavigationStack(path: $path) { Home() }
                        .onOpenURL { url in pending = Route(url: url) }
                        .task(id: pending) {
                            if let pending { path.↓append(pending) }
                        }
                }
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
                            if stack.starts(with: path) {
                                path.append(contentsOf: stack.dropFirst(path.count))
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
            """
            // Observers of values no URL handler sets push as any tap does.
            struct Catalog: View {
                @State private var path: [Route] = []
                @State private var picked: Route?
                var body: some View {
                    NavigationStack(path: $path) { RoutePicker(selection: $picked) }
                        .onOpenURL { url in
                            if let stack = Route.stack(for: url) { path = stack }
                        }
                        .onChange(of: picked) { _, route in
                            if let route { path.append(route) }
                        }
                }
            }
            """,
            """
            // A pending link replaces the whole stack.
            struct Inbox: View {
                @State private var trail = NavigationPath()
                @State private var incoming: MailRoute?
                var body: some View {
                    NavigationStack(path: $trail) { Mailboxes() }
                        .onContinueUserActivity("com.example.mail.open") { activity in incoming = MailRoute(activity) }
                        .onChange(of: incoming) { _, route in
                            if let route { trail = NavigationPath(route.stack) }
                        }
                }
            }
            """,
        ])


    package func check(_ context: RuleContext) -> [RuleViolation] {
        let file = context.file
        let outline = file.outline
        let tokens = file.tokens
        var violations: [RuleViolation] = []
        for call in outline.calls(named: "append").map({ outline.calls[$0] }) {
            guard context.navigation.pathDeclaration(receiverOf: call, inFile: context.fileIndex) != nil,
                  let names = file.receiverNames(of: call),
                  let handler = urlHandler(around: call, in: file)
                    ?? context.navigation.pendingDeepLinkObserver(around: call.nameToken, inFile: context.fileIndex),
                  case .expression(let receiver) = call.receiver else { continue }
            // Looked at first: the same path read anywhere in the handler before this append
            // (a prefix check, `isEmpty`, `last`, an assignment), other than as another append's receiver.
            let start = outline.scopes[handler].open
            let lookedAt = (start..<receiver.lowerBound).contains { j in
                tokens.kind(j) == .identifier && tokens.text(j) == names.last && endsChain(names, at: j, tokens)
                    && !(tokens.kind(j + 1) == .period && tokens.isText(j + 2, "append"))
            }
            guard !lookedAt else { continue }
            let path = names.joined(separator: ".")
            violations.append(RuleViolation(
                token: call.nameToken,
                message: "This deep link is appended to whatever the path holds, building a trail that never existed "
                    + "(a cold start, a link opened mid-flow); assign the link's whole stack (`\(path) = [...]`), or append "
                    + "only when the current path is a prefix of it."))
        }
        return violations
    }

    /// Whether the identifier at `end` is the last name of `names` written in full (`router.path`, `self.router.path`).
    func endsChain(_ names: [String], at end: Int, _ tokens: SyntaxTokens) -> Bool {
        var j = end
        for name in names.reversed() {
            guard tokens.kind(j) == .identifier, tokens.text(j) == name else { return false }
            if name == names.first { break }
            guard tokens.kind(j - 1) == .period else { return false }
            j -= 2
        }
        return tokens.kind(j - 1) != .period || tokens.isWord(j - 2, "self")
    }

    /// The `onOpenURL`/`onContinueUserActivity` closure, or the function that
    /// takes a `URL` or `NSUserActivity` and parses it, around the append.
    func urlHandler(around call: CallSite, in file: SourceFile) -> Int? {
        guard let scope = NavigationModel.urlHandlerScope(around: call.nameToken, in: file) else { return nil }
        let outline = file.outline
        guard case .functionBody(let function) = outline.scopes[scope].kind else { return scope }
        let parameters = outline.functions[function].parameters.filter { NavigationModel.isURLParameterType($0.type) }
        guard let arguments = call.argumentList else { return nil }
        // A handler parses what it was given: the parameter is read outside the pushed value itself.
        let tokens = file.tokens
        let range = outline.scopes[scope].open...outline.scopes[scope].close
        let parses = range.contains { j in
            !arguments.contains(j) && tokens.kind(j) == .identifier
                && parameters.contains { $0.name == tokens.text(j) } && tokens.kind(j - 1) != .period
        }
        return parses ? scope : nil
    }
}
