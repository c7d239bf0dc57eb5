import SwiftScanner

/// `NavigationView` in code: deprecated since iOS 16 in favour of
/// `NavigationStack` and `NavigationSplitView`.
package struct NavigationViewDeprecated: Rule {
    package init() {}

    package let description = RuleDescription(
        id: "navigation_view_deprecated",
        name: "NavigationView is deprecated",
        summary: "Finds `NavigationView`, which Apple's documentation deprecates in favour of `NavigationStack` and `NavigationSplitView`, available from iOS 16 and macOS 13.",
        rationale: """
            `NavigationView` is soft-deprecated: Apple's page marks it deprecated in favour of \
            `NavigationStack` and `NavigationSplitView` \
            ([Apple: NavigationView](https://developer.apple.com/documentation/swiftui/navigationview)), and \
            Apple asks apps whose minimum deployment target is iOS 16, macOS 13 or later to move off it \
            ([Apple: Migrating to new navigation types](https://developer.apple.com/documentation/swiftui/migrating-to-new-navigation-types)). \
            But the SDK's SwiftUI interface declares the deprecation for a future version (`deprecated: \
            100000.0`), so the compiler does not warn, and it still works. Its trail lives in the view tree: a \
            link pushes when its `isActive` binding or `tag`/`selection` says so (the migration guide above \
            shows both), one binding per level \
            ([WWDC22: The SwiftUI cookbook for navigation](https://developer.apple.com/videos/play/wwdc2022/10054/)), \
            which is fragile for deep links and cannot be saved as a value. `NavigationStack` takes the whole \
            trail as a path you own, and `NavigationSplitView` gives each column its own state. On iPadOS and \
            macOS "the destination content appears in the next column" (the NavigationView page), so without \
            `.navigationViewStyle(.stack)` a `NavigationView` becomes two columns, the detail empty until \
            something is selected.

            The rule is **opt-in**: code on `NavigationView` does not break by itself, so moving off it \
            is a migration to plan, not a failure to gate CI on. Turn it on while you migrate \
            (`"rules": {"navigation_view_deprecated": "warning"}`).

            When the front end finds the project's deployment target (`platforms:` in `Package.swift`, \
            `IPHONEOS_DEPLOYMENT_TARGET` or `MACOSX_DEPLOYMENT_TARGET` in a `project.pbxproj`) and it is \
            older than iOS 16 or macOS 13, `NavigationView` is still needed there: the message then asks \
            for an `if #available(iOS 16, macOS 13, *)` branch that offers `NavigationStack`, with the \
            old view kept as the fallback.

            The rule stays silent where `NavigationView` is already that fallback: in the `else` branch \
            of `if #available(…)`, in the body of `if #unavailable(…)` or of a `guard #available(…) \
            else`, and inside declarations marked `@available(…, deprecated: …)`. It stays silent in \
            `#Preview` and `PreviewProvider` code and in helpers only previews and tests use (a \
            `PreviewHost` view, a `makePreviewState()` function), which no user reaches, and when the \
            project declares its own type named `NavigationView`.
            """,
        fix: """
            Use `NavigationStack` for a single column of pushed screens and `NavigationSplitView` for \
            sidebar and detail columns. Bind the stack to a path you own (`@State var path: [Route]`, or \
            RouterCore's `Router`), and register destinations once at the root with \
            `navigationDestination(for:)`. To keep supporting iOS 15, put the old view in the `else` \
            branch of `if #available(iOS 16, *)`, as the migration guide's "Provide backward compatibility \
            with an availability check" does.

            `navlint lint --fix` replaces a `NavigationView` styled `.navigationViewStyle(.stack)` with a \
            `NavigationStack` (and drops the style) when every deployment target the project's manifests \
            name has `NavigationStack`; without that style it shows columns on iPad, which needs a person.
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
            """
            // A helper that only previews use ships in the binary, but no user reaches it.
            #if DEBUG
            struct PreviewHost<Content: View>: View {
                @ViewBuilder let content: () -> Content
                var body: some View { NavigationView { content() } }
            }
            #Preview { PreviewHost { InboxScreen() } }
            #endif
            """,
        ],
        isOptIn: true)

    package func check(_ context: RuleContext) -> [RuleViolation] {
        if context.project.declaresType("NavigationView") { return [] }
        let file = context.file
        let tokens = file.tokens
        let message = Self.message(for: context.project.deploymentTarget)
        var violations: [RuleViolation] = []
        for i in 0..<tokens.count where tokens[i].kind == .identifier && tokens.isText(i, "NavigationView") {
            // `Theme.NavigationView` names something else; `SwiftUI.NavigationView` does not.
            if tokens.kind(i - 1) == .period && !tokens.isWord(i - 2, "SwiftUI") { continue }
            if isAvailabilityFallback(i, in: file) || file.outline.isInPreview(i)
                || context.navigation.previewOnly.contains(token: i, inFile: context.fileIndex) { continue }
            let fixable = context.project.deploymentTarget.map { $0.oldestBeforeNavigationStack == nil } ?? false
            violations.append(RuleViolation(token: i, message: message, fix: fixable ? stackFix(i, file) : nil))
        }
        return violations
    }

    /// `NavigationView { … }.navigationViewStyle(.stack)` → `NavigationStack { … }`: the style says
    /// one column, so the stack shows the same screens; the style modifier goes. Only where every
    /// deployment target has `NavigationStack` (the caller checks), and only with that style:
    /// without it, a `NavigationView` shows columns on iPad, which a stack would not.
    func stackFix(_ token: Int, _ file: SourceFile) -> Fix? {
        let outline = file.outline
        guard let index = outline.calls(named: "NavigationView").first(where: { outline.calls[$0].nameToken == token }),
              !outline.trailingClosures(of: index).isEmpty else { return nil }
        var next = outline.calls[index].next, steps = 0
        while let style = next, steps < 64 {
            let call = outline.calls[style]
            if call.name == "navigationViewStyle", case .call(let before) = call.receiver, outline.arguments(of: call).count == 1,
               let list = call.argumentList, ["(.stack)", "(StackNavigationViewStyle())"].contains(
                   file.tokens.compactText(list.lowerBound, list.upperBound)) {
                let beforeEnd = outline.calls[before].range.upperBound
                let start = Int(file.tokens[beforeEnd].offset + file.tokens[beforeEnd].length)
                let finish = Int(file.tokens[call.range.upperBound].offset + file.tokens[call.range.upperBound].length)
                return Fix(summary: "Replace `NavigationView` with `NavigationStack` and drop `.navigationViewStyle(.stack)`",
                           edits: [file.edit(replacing: token, through: token, with: "NavigationStack"),
                                   Fix.Edit(offset: start, length: finish - start, replacement: "")])
            }
            next = call.next
            steps += 1
        }
        return nil
    }

    /// What to do depends on whether the project still supports systems without `NavigationStack`.
    static func message(for target: DeploymentTarget?) -> String {
        guard let target, let oldest = target.oldestBeforeNavigationStack else {
            return "`NavigationView` is soft-deprecated; use `NavigationStack` (or `NavigationSplitView` for "
                + "columns) bound to a path you own, with destinations registered once at its root."
        }
        return "`NavigationView` is soft-deprecated, and this project still supports \(oldest) (\(target.source)), "
            + "which has no `NavigationStack`: offer `NavigationStack` in `if #available(iOS 16, macOS 13, *)` and "
            + "keep this view in the `else` branch, so newer systems get path-driven navigation."
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
            && (attribute.arguments.containsText("deprecated") || attribute.arguments.containsText("obsoleted"))
    }
}
