/// A stack built inside a view that is pushed onto another stack.
package struct NestedNavigationStack: Rule {
    package init() {}

    package let description = RuleDescription(
        id: "nested_navigation_stack",
        name: "Nested navigation stack",
        summary: "Finds a `NavigationStack` or `NavigationView` placed inside another stack: pushed onto it, in its root content, or pushed from a split view's sidebar.",
        rationale: """
            A view placed on a stack's trail lives on that stack. A second stack inside it, whether the \
            view is pushed or sits in the outer stack's root content, is a second navigation container \
            that SwiftUI does not support inside the first:

            - With typed paths, SwiftUI compares the two paths' elements and traps with \
              `AnyNavigationPath.Error.comparisonTypeMismatch`, thrown from `NavigationColumnState`: on \
              iOS 16 as the views are first laid out, on iOS 17 and later at the first push (reported in \
              [home-assistant/iOS#5694](https://github.com/home-assistant/iOS/pull/5694)).
            - Links inside the inner stack look for destinations that the outer one owns, and SwiftUI logs \
              that "there is no matching navigationDestination declaration visible from the location of \
              the link"; the tap does nothing. An Apple engineer's answer to exactly this report: the \
              intended use is one top-level `NavigationStack` \
              ([Apple Developer Forums 737671](https://developer.apple.com/forums/thread/737671)).
            - A deep link or a restored path cannot say which of the two trails the user is on.
            - Pushed onto a stack bound to a path (or onto a stack that is itself on the trail of one), even a \
              `NavigationStack` with nothing inside that navigates has crashed the app at the push \
              ([StanfordSpezi/SpeziOnboarding#21](https://github.com/StanfordSpezi/SpeziOnboarding/issues/21): \
              `NavigationStack { Text("Hello World") }` as a step of a path-driven flow).

            - A `NavigationView` inside a stack has been reported to show a second navigation bar under the \
              first ([gokhanamal/IndieBuilderKit#4](https://github.com/gokhanamal/IndieBuilderKit/issues/4)), \
              and its links push onto its own trail, which the outer stack's path does not hold.

            It is an error because it crashes or breaks navigation at runtime. Two combinations have no \
            reported failure (navlint has no evidence that they break) and are not reported: a \
            `NavigationStack` pushed inside a `NavigationView` (its own trail under the old container), and a \
            `NavigationView` on a screen that hides the outer navigation bar (`.navigationBarHidden(true)` or \
            `.toolbar(.hidden, for: .navigationBar)` on the container or on the screen that holds it, or the \
            project's own helper or view modifier that applies one): no \
            doubled bar, and no outer Back or swipe that could pop its trail all at once. A `NavigationView` \
            that hides only its own bar (the modifier inside it) is not reported while nothing pushes inside \
            it; with a link or a destination inside it, the outer Back pops those pushes all at once with the \
            screen. A `NavigationStack` that binds no path, where no stack above it binds one \
            (`NavigationStack(path:)`, a `FlowStack($routes)`), is reported only when a value link pushes \
            inside it a value it does not map itself (`NavigationLink(value:)` whose destination the outer \
            stack may own, or whose type navlint cannot tell; a row's value in `ForEach(items)` or \
            `List(items)` has the element type `items` is declared with), whether it sits in another stack's root \
            content or is pushed: a view link (`NavigationLink { Detail() }`) or a destination shown by \
            state (`navigationDestination(isPresented:)`) carries its screen, a value the inner stack \
            registers finds its screen whichever stack takes the push, no path can be written, and no \
            failure is reported for it (a settings tab's `NavigationStack { Form { … } \
            }` under the tab's own stack, an About screen with a stack of its own pushed from a plain \
            `NavigationStack`, a list of view links in a stack in the app's root content). Under a path, a \
            stack in root content with a link or a destination inside it is reported, and a pushed stack \
            always is. The children of `NavigationView { Sidebar(); Detail() }` are columns, not pushes.

            navlint follows the placement of every view across files: what a stack contains, what \
            `NavigationLink`s and `navigationDestination`s push, content handed to the project's own views and \
            helpers (`RouterStack { Home() }`, `Row { Detail() }`) to wherever their body places it, a \
            `TabView` placed inside a stack, and what a `NavigationSplitView`'s sidebar pushes, which lands on \
            the one stack its columns collapse into on compact width \
            ([Apple: TN3154](https://developer.apple.com/documentation/technotes/tn3154-adopting-swiftui-navigation-split-view)), \
            unless the split view is built only on regular width (`if horizontalSizeClass == .compact { Tabs() } \
            else { Sidebar() }`, itself or at every use of its view): when the width turns compact that branch \
            is no longer taken, so the columns never collapse. \
            The backports' stacks count as stacks (`NBNavigationStack` from NavigationBackport, and `FlowStack` \
            from FlowStacks when passed `withNavigation:`; without it, a child coordinator's `FlowStack` pushes \
            onto the stack around it, and so does a `FlowStack` with no binding of its own inside one bound to a \
            `FlowPath` or to nothing, which shares that path whatever its `withNavigation:` says), and what their \
            `nbNavigationDestination` and `flowDestination` build is pushed. \
            NavigationBackport draws its stack with a `NavigationView` unless `.nbUseNavigationStack(.whenAvailable)` \
            opts in (on the stack, or on the outer one), and the message then says what two `NavigationView`s do. \
            It stops at presentations (`.sheet`, `.fullScreenCover`, `.popover`, `.inspector`, a context \
            menu's preview, the project's own helpers that present through a hosting controller, and a \
            modifier from another package that takes a presentation binding as `.sheet` does, such as \
            `.popup(isPresented: $shown) { … }` or a picker's `loadingOverlay:`, whose content may show in a \
            sheet, a window or an overlay navlint cannot see) and at \
            actions (a button's action, `onAppear`, `task`): what those build is not placed here. A \
            destination closure's `case .settings:` lands on a stack only if some screen on that stack (or a \
            router) builds a `.settings` value to push, of the enum the closure registers (`.settings` or \
            `Route.settings`; another type's `NotificationKind.settings` or `Banner.settings()` builds none), \
            and not for FlowStacks to show in a sheet or cover (in a `FlowLink` with `style: .sheet` or \
            `.cover`, `presentSheet`, `presentCover` or `Route.sheet`). A view that builds its own stack only when an argument asks \
            for it (`embedInNavigation: true`, a style with a default, a `switch location` given \
            `.sheet(close: …)` or `.embedded(popTo: …)`) is judged with the arguments each \
            caller passes, and reported at the caller that asks for it; a caller that passes a value only \
            the running app knows (`original: model.selection`, where the view builds its stack only for \
            a new entry) is not reported, unless the view builds a stack whatever it is passed; a push under `#if os(tvOS)` never \
            meets a stack under its `#else`, nor a view used only under `#if os(iOS)` (a tab view) a stack \
            that what it pushes builds only under `#if os(macOS)`, and branches on one value (`isCatalyst`, a tab selection) that \
            rule each other out never combine. A stack per tab of a top-level `TabView`, a stack as a split \
            view's column, and `#Preview` code (with the views only previews use) are fine.

            When the inner stack is in the body of a view that takes content from its caller (a wrapper \
            such as `RoutedContainer { … }`), the finding is on that view where it is used on the outer \
            stack's trail, because the wrapper is fine elsewhere.
            """,
        fix: """
            Remove the inner stack and let the view use the stack it is placed on: its links and \
            `navigationDestination`s then act on the one trail. If the view is also used on its own, give \
            it a parameter that leaves the stack out (`embedInNavigation: false`) and pass it here. If the \
            screen really needs its own trail (a multi-step flow), present it with `.sheet` or \
            `.fullScreenCover` and give the presented content its own stack and path. With RouterCore, the \
            presented flow gets its own `Router`, and `RoutedNavigationStack` hosts one stack per presentation.
            """,
        severity: .error,
        triggeringExamples: Self.triggeringExamples,
        nonTriggeringExamples: Self.nonTriggeringExamples)

    package func check(_ context: RuleContext) -> [RuleViolation] {
        context.navigation.perFile.nestedStacks[context.fileIndex].sorted { $0.site < $1.site }
            .map { violation(for: $0, context) }
    }

    private func violation(for verdict: NestedStackVerdict, _ context: RuleContext) -> RuleViolation {
        let innerName = context.project.files[verdict.inner.file].tokens.text(verdict.inner.token)
        var related = [context.related(verdict.outer, verdict.onCompactWidth
            ? "the split view whose columns collapse into one stack" : "the outer stack")]
        if let push = verdict.pushedBy, push != verdict.site { related.append(context.related(push, "pushed here")) }
        if let placed = verdict.placedAt, placed != verdict.site { related.append(context.related(placed, "placed here")) }
        // How it comes to be inside the outer stack.
        let how: String
        if verdict.onCompactWidth {
            how = "is pushed from a split view's sidebar, and on compact width the columns collapse into one stack, so it nests inside it"
        } else if verdict.pushedBy != nil {
            how = "is built in a view pushed onto another stack"
        } else {
            how = "is placed in another stack's root content"
        }
        // NavigationBackport draws its stack with a `NavigationView` unless told otherwise.
        let drawnAsView = context.navigation.backportDrawsNavigationView(inner: verdict.inner, outer: verdict.outer)
        let consequence = verdict.barHidden
            ? "its bar is hidden, but links inside it push onto a trail of its own that the outer stack's path "
                + "and back button do not know: Back pops them all at once"
            : innerName == "NavigationView" || drawnAsView
            ? (drawnAsView ? "NavigationBackport draws it with a `NavigationView` here (its policy is `.never`), so " : "")
                + "it can show a second navigation bar under the outer one, and links inside it push onto a trail of "
                + "its own that the outer stack's path and back button do not know"
            : "SwiftUI does not support a stack inside a stack: typed paths trap (`comparisonTypeMismatch`) "
                + "and links find no destination"
        if verdict.site == verdict.inner {
            return RuleViolation(
                token: verdict.site.token,
                message: "This `\(innerName)` \(how); \(consequence). Remove it and use the outer stack, or present this "
                    + "screen in a sheet that owns its own stack.",
                related: related)
        }
        let container = context.file.tokens.text(verdict.site.token)
        related.append(context.related(verdict.inner, "the stack inside `\(container)`"))
        if verdict.isConditional {
            return RuleViolation(
                token: verdict.site.token,
                message: "`\(container)` builds its own `\(innerName)` with the arguments given here, and here it \(how); "
                    + "\(consequence). Pass the arguments that leave its stack out, or present it in a sheet.",
                related: related)
        }
        return RuleViolation(
            token: verdict.site.token,
            message: "`\(container)` builds a `\(innerName)` around what it is given, and here it \(how); \(consequence). "
                + "Use the content without the stack here, or present it in a sheet.",
            related: related)
    }
}
