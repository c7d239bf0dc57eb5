/// `path.removeLast()` with nothing checking that the path has that many elements.
package struct UnguardedRemoveLast: Rule {
    package init() {}

    package let description = RuleDescription(
        id: "unguarded_remove_last",
        name: "Unguarded removeLast on a path",
        summary: "Finds `removeLast()` / `removeLast(n)` on a navigation path with no emptiness or count check around it.",
        rationale: """
            `removeLast()` traps on an empty collection ("The collection must not be empty", \
            [Apple: Array.removeLast()](https://developer.apple.com/documentation/swift/array/removelast())), \
            and `removeLast(n)` when fewer than `n` elements are left (`k` "must be less than or equal to the \
            number of elements in the path", \
            [Apple: NavigationPath.removeLast(_:)](https://developer.apple.com/documentation/swiftui/navigationpath/removelast(_:))). \
            A navigation path is empty more often than it looks: after a deep link replaced it, after the \
            system back button already popped (the stack "removes items when it removes views", \
            [Apple: NavigationStack](https://developer.apple.com/documentation/swiftui/navigationstack)), when \
            a Back button is tapped twice quickly (a developer reports blank screens and a possible crash from \
            popping a path "too fast" compared to the animation, \
            [Apple Developer Forums 750879](https://developer.apple.com/forums/thread/750879)). The app then \
            crashes instead of staying at the root. It is a warning: the pop works whenever the path is long \
            enough, so it is a hazard rather than a certain failure.

            A path is a property bound to a stack (`$path`, `$router.path`), declared as `NavigationPath`, or \
            a `@Binding` route array handed down; an array that merely has a path-like name is not one. A \
            check of the path's length anywhere in the same function or closure (`isEmpty`, the common \
            `isNotEmpty` extension, `count`, `last`, `min(n, path.count)`), or in a modifier on the button that runs it (`.disabled(path.isEmpty)`), is \
            enough, and so is one in every caller of the method that pops, each popping one element \
            (`if isPushed { popLast(1) }`, directly or through a computed property of the method's type such as \
            `var isPushed: Bool { !path.isEmpty }`); `popLast()` returns nil instead of trapping \
            ([Apple: Array.popLast()](https://developer.apple.com/documentation/swift/array/poplast())) and is \
            never reported. A `removeLast` in a method that nothing in the project calls or mentions cannot \
            run and is not reported either (`override`, `@objc` and `@IBAction` methods are taken as called).

            Nor is a `removeLast()` (one element) run only from a tap (a `Button`'s action, `onTapGesture`, or \
            a closure handed to one of the project's views that runs it only from a tap, such as \
            `NavigationBar(onBack: { … })`, or hands it on as it is to one that does) on a screen that exists \
            only while the path holds its value, such as a pushed screen's own Back button: the screen is built \
            only in `navigationDestination(for:)` closures (directly, or through a builder method every call of \
            which is in one or passes a route case whose branch does not build it, as `screen(.main)` at the \
            root), or the closure is written in such a destination closure and handed to the screen it builds \
            (`{ _ in ThemeScreen(onBack: { path.removeLast() }) }`), and the pop is in the tap's closure or in \
            a method that only such taps call, before any `await`. \
            A pop run from anywhere else (`onReceive`, a timer, `onAppear`, a deep-link handler, a method also \
            passed as `action: router.back`), after an `await` (the user may have left the screen meanwhile), \
            or on a screen pushed with `navigationDestination(isPresented:)` or a \
            destination-closure link (which put nothing on the path), is still reported, and so is \
            `removeLast(2)` from such a screen: a deep link may have pushed it alone.
            """,
        fix: """
            Guard the pop: `guard !path.isEmpty else { return }; path.removeLast()`, or \
            `path.removeLast(min(n, path.count))`. For a route array, `path.popLast()` also works; \
            `NavigationPath` has no `popLast()` (its \
            [page](https://developer.apple.com/documentation/swiftui/navigationpath) lists `removeLast(_:)` \
            only). RouterCore's `pop()` is a no-op at the root and \
            `pop(count:)` is clamped.

            `navlint lint --fix` does it for a call that is a statement of its own on a plain path \
            (`path`, `router.path`): `removeLast()` becomes `if !path.isEmpty { path.removeLast() }`, \
            `removeLast(n)` becomes `removeLast(min(n, path.count))`.
            """,
        severity: .warning,
        triggeringExamples: [
            """
            @Observable final class Navigator {
                var path: [Route] = []
                func back() { path.↓removeLast() }
                func back(_ steps: Int) { path.↓removeLast(steps) }
            }
            struct Root: View {
                @State private var navigator = Navigator()
                var body: some View {
                    NavigationStack(path: $navigator.path) { Home() }
                        .onReceive(NotificationCenter.default.publisher(for: .sessionExpired)) { _ in navigator.back(2) }
                        .onShake { navigator.back() }
                }
            }
            """,
            """
            struct Wizard: View {
                @State private var path = NavigationPath()
                var body: some View {
                    NavigationStack(path: $path) {
                        StepOne().toolbar { Button("Back") { path.↓removeLast() } }
                    }
                }
            }
            """,
            """
            enum Route: Hashable { case detail(Int) }
            struct Root: View {
                @State private var path: [Route] = []
                var body: some View {
                    NavigationStack(path: $path) {
                        Home().navigationDestination(for: Route.self) { _ in Detail(path: $path) }
                    }
                }
            }
            // Its Back button runs only while `.detail` is on the path; a notification can come twice.
            struct Detail: View {
                @Binding var path: [Route]
                var body: some View {
                    Text("Detail")
                        .toolbar { Button("Back") { path.removeLast() } }
                        .onReceive(NotificationCenter.default.publisher(for: .sessionExpired)) { _ in path.↓removeLast() }
                }
            }
            """,
            """
            enum WalletRoute: Hashable { case send }
            struct Wallet: View {
                @State private var path: [WalletRoute] = []
                var body: some View {
                    NavigationStack(path: $path) {
                        Home().navigationDestination(for: WalletRoute.self) { _ in
                            SendScreen(onBack: { path.↓removeLast() })
                        }
                    }
                }
            }
            // The pop runs when the transfer ends, whether or not the user went Back meanwhile.
            struct SendScreen: View {
                let onBack: () -> Void
                var body: some View {
                    Button("Send") { Task { try await transfer(); onBack() } }
                }
            }
            """,
        ],
        nonTriggeringExamples: [
            """
            // Nothing calls `popToParent()`, so its removeLast cannot run.
            @Observable final class PathRouter {
                var path = NavigationPath()
                func popToParent() { path.removeLast() }
            }
            struct Root: View {
                @State private var router = PathRouter()
                var body: some View { NavigationStack(path: $router.path) { Home() } }
            }
            """,
            """
            @Observable final class Navigator {
                var path: [Route] = []
                func back() {
                    guard !path.isEmpty else { return }
                    path.removeLast()
                }
                func back(_ steps: Int) { path.removeLast(min(steps, path.count)) }
                func backToRoot() { if path.count > 0 { path.removeLast(path.count) } }
                func pop() { _ = path.popLast() }
            }
            struct Root: View {
                @State private var navigator = Navigator()
                var body: some View { NavigationStack(path: $navigator.path) { Home() } }
            }
            """,
            """
            // A project's own `isNotEmpty` (an extension many codebases add) checks the length too.
            extension Collection { var isNotEmpty: Bool { !isEmpty } }
            final class Coordinator: ObservableObject {
                @Published var path: [Screen] = []
                func pop() {
                    guard path.isNotEmpty else { return }
                    path.removeLast()
                }
            }
            struct Root: View {
                @StateObject private var coordinator = Coordinator()
                var body: some View {
                    NavigationStack(path: $coordinator.path) { Home() }.environmentObject(coordinator)
                }
            }
            struct Home: View {
                @EnvironmentObject private var coordinator: Coordinator
                var body: some View { Button("Back") { coordinator.pop() } }
            }
            """,
            """
            // Every caller checks the path first, through a computed property, and pops one element.
            @Observable final class Router {
                var path: [Route] = []
                var isPushed: Bool { !path.isEmpty }
                func popLast(_ k: Int) { path.removeLast(k) }
                func dismiss() { if isPushed { popLast(1) } }
            }
            struct Root: View {
                @State private var router = Router()
                var body: some View { NavigationStack(path: $router.path) { Home() }.environment(router) }
            }
            """,
            """
            struct Recents {
                var items: [String] = []
                mutating func dropOldest() { items.removeLast() }
            }
            """,
            """
            enum Route: Hashable { case detail(Int) }
            @Observable final class Router {
                var path: [Route] = []
                func back() { path.removeLast() }
                @ViewBuilder func screen(for route: Route) -> some View {
                    switch route { case .detail(let id): Detail(id: id) }
                }
            }
            struct Root: View {
                @State private var router = Router()
                var body: some View {
                    NavigationStack(path: $router.path) {
                        Home().navigationDestination(for: Route.self) { router.screen(for: $0) }
                    }
                    .environment(router)
                }
            }
            // Detail exists only while `.detail` is on the path: its own Back button finds it there.
            struct Detail: View {
                @Environment(Router.self) private var router
                let id: Int
                var body: some View {
                    Text("Item \\(id)").toolbar { Button("Back") { router.back() } }
                }
            }
            """,
            """
            enum ProfileRoute: Hashable { case theme }
            struct Profile: View {
                @State private var path: [ProfileRoute] = []
                var body: some View {
                    NavigationStack(path: $path) {
                        Home().navigationDestination(for: ProfileRoute.self) { _ in
                            ThemeScreen(onBack: { path.removeLast() }).navigationBarBackButtonHidden()
                        }
                    }
                }
            }
            // The closure reaches a button of the pushed screen's own bar, through the screen.
            struct ThemeScreen: View {
                let onBack: () -> Void
                var body: some View { ScreenBar(title: "Theme", onBack: onBack) }
            }
            struct ScreenBar: View {
                let title: String
                let onBack: () -> Void
                var body: some View { Button(action: onBack) { Text(title) } }
            }
            """,
        ])

    package func check(_ context: RuleContext) -> [RuleViolation] {
        let file = context.file
        let outline = file.outline
        var violations: [RuleViolation] = []
        for call in outline.calls(named: "removeLast").map({ outline.calls[$0] }) {
            guard let declaration = context.navigation.pathDeclaration(receiverOf: call, inFile: context.fileIndex),
                  let path = file.receiverNames(of: call)?.last, !isInUncalledFunction(call, context) else { continue }
            let scope = file.enclosingAction(of: call.nameToken)
            let range = scope.map { outline.scopes[$0].open...outline.scopes[$0].close } ?? 0...(file.tokens.count - 1)
            if checksLength(of: path, in: range, file) { continue }
            // `Button("Back") { path.removeLast() }.disabled(path.isEmpty)`: the check sits on the button.
            if let scope, case .closure(let owner?, _) = outline.scopes[scope].kind, modifiersCheck(path, after: owner, file) {
                continue
            }
            // One element, popped only from a tap on a screen that exists only while the path holds its value
            // (its own Back button). A count is not covered: a deep link may have pushed that screen alone.
            if outline.arguments(of: call).isEmpty,
               context.navigation.runsOnlyFromTapOnPushedScreen(token: call.nameToken, inFile: context.fileIndex) { continue }
            // A method whose every caller checks the path first (`if isPushed { popLast(1) }`).
            if everyCallerChecks(call, path: path, context) { continue }
            // `NavigationPath` has no `popLast()`; an array does.
            let erased = NavigationModel.propertyType((declaration.file, declaration.property), files: context.navigation.files,
                                                      facts: context.facts).map { context.facts.resolve($0.type) } == "NavigationPath"
            violations.append(RuleViolation(
                token: call.nameToken,
                message: "`\(path).removeLast()` traps when the path is shorter than expected (already at the root, or "
                    + "replaced by a deep link); check first (`if !\(path).isEmpty { \(path).removeLast() }`) or clamp "
                    + "(`\(path).removeLast(min(n, \(path).count))`)" + (erased ? "." : ", or use `\(path).popLast()`."),
                fix: guardFix(call, file)))
        }
        return violations
    }

    /// `path.removeLast()` alone on its line → `if !path.isEmpty { path.removeLast() }`;
    /// `path.removeLast(n)` → `path.removeLast(min(n, path.count))`. Only for a whole
    /// statement on a plain receiver (`path`, `self.router.path`), so no value is lost.
    func guardFix(_ call: CallSite, _ file: SourceFile) -> Fix? {
        let arguments = file.outline.arguments(of: call)
        guard case .expression(let receiver) = call.receiver, let list = call.argumentList,
              file.outline.trailingClosures(of: call).isEmpty,
              file.isWholeStatement(receiver.lowerBound, through: list.upperBound),
              (receiver.lowerBound...receiver.upperBound).allSatisfy({ file.tokens.kind($0) == .identifier
                  || file.tokens.kind($0) == .period || file.tokens.isWord($0, "self") }) else { return nil }
        let path = file.sourceText(receiver.lowerBound, through: receiver.upperBound)
        switch arguments.count {
        case 0:
            let statement = file.sourceText(receiver.lowerBound, through: list.upperBound)
            return Fix(summary: "Guard `\(path).removeLast()` with `\(path).isEmpty`",
                       edits: [file.edit(replacing: receiver.lowerBound, through: list.upperBound,
                                         with: "if !\(path).isEmpty { \(statement) }")])
        case 1 where arguments[0].label == nil:
            let argument = arguments[0].value
            let count = file.sourceText(argument.lowerBound, through: argument.upperBound)
            return Fix(summary: "Clamp `\(path).removeLast(\(count))` to `\(path).count`",
                       edits: [file.edit(replacing: argument.lowerBound, through: argument.upperBound,
                                         with: "min(\(count), \(path).count)")])
        default:
            return nil
        }
    }

    /// `path.isEmpty`, `path.isNotEmpty` (an extension many projects declare), `path.count`,
    /// `path.last`, `path.first` or `path.indices` within `range`.
    func checksLength(of path: String, in range: ClosedRange<Int>, _ file: SourceFile) -> Bool {
        let tokens = file.tokens
        let checks: [StaticString] = ["isEmpty", "isNotEmpty", "count", "last", "first", "indices"]
        return range.contains { j in
            tokens.kind(j) == .identifier && tokens.text(j) == path && tokens.kind(j + 1) == .period
                && checks.contains { tokens.isText(j + 2, $0) }
        }
    }

    /// Whether a modifier chained after call `owner` (`.disabled(path.isEmpty)`) checks the path.
    func modifiersCheck(_ path: String, after owner: Int, _ file: SourceFile) -> Bool {
        var next = file.outline.calls[owner].next
        var steps = 0
        while let call = next, steps < 64 {
            if let arguments = file.outline.calls[call].argumentList, checksLength(of: path, in: arguments, file) { return true }
            next = file.outline.calls[call].next
            steps += 1
        }
        return false
    }

    /// A `removeLast` in a method nothing calls cannot run: no call of that
    /// name anywhere in the project, nor any other mention of it. Methods the system or a superclass can call
    /// (`override`, `@objc`, `@IBAction`) are taken as called.
    func isInUncalledFunction(_ call: CallSite, _ context: RuleContext) -> Bool {
        let outline = context.file.outline
        for scope in outline.scopeChain(from: outline.innermostScope(containing: call.nameToken)) {
            switch outline.scopes[scope].kind {
            case .closure:
                continue
            case .functionBody(let index):
                let function = outline.functions[index]
                guard function.kind == .function, !function.modifiers.contains("override"),
                      !function.attributes.contains(where: { ["objc", "IBAction"].contains($0.name) }) else { return false }
                // A call that can reach it: not `.back(…)` (an enum case or a static), labels it accepts.
                let labels = Set(function.parameters.compactMap(\.label))
                let called = context.project.files.contains { file in
                    file.outline.calls(named: function.name).contains { index in
                        let call = file.outline.calls[index]
                        return call.receiver != .implicitMember
                            && file.outline.arguments(of: call).allSatisfy { $0.label.map(labels.contains) ?? true }
                    }
                }
                if called { return false }
                // Passed without a call (`Button("Back", action: goBack)`, `perform: router.goBack`).
                return !context.project.files.contains { file in
                    let tokens = file.tokens
                    return (0..<tokens.count).contains { j in
                        tokens[j].kind == .identifier && tokens.kind(j + 1) != .leftParen
                            && !(tokens.kind(j - 1) == .period && tokens.kind(j - 2) != .identifier)
                            && !tokens.isWord(j - 1, "func") && !tokens.isWord(j - 1, "case")
                            && tokens.text(j) == function.name
                    }
                }
            default:
                return false
            }
        }
        return false
    }
}
