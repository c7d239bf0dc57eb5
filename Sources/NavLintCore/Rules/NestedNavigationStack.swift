/// A stack built inside a view that is pushed onto another stack.
public struct NestedNavigationStack: Rule {
    public init() {}

    public let description = RuleDescription(
        id: "nested_navigation_stack",
        name: "Nested navigation stack",
        summary: "Finds a `NavigationStack` or `NavigationView` built inside a view that is pushed onto another stack.",
        rationale: """
            A pushed screen already lives on its parent's stack. A second stack inside it starts a separate \
            trail with its own path and its own navigation bar: links inside it push onto the inner trail, \
            the outer path never hears of them, the back button pops the wrong trail, and a deep link or a \
            restored path cannot describe where the user is. It is an error because navigation visibly \
            breaks at runtime: doubled bars, pushes that go nowhere, pops that skip screens.

            navlint follows pushes across views and files: a `navigationDestination` closure, a \
            `NavigationLink` destination, and every view those build, until a `.sheet`, \
            `.fullScreenCover`, `.popover` or `.inspector`, whose content is a new presentation and may \
            have its own stack. A stack per tab of a `TabView`, per column of a `NavigationSplitView`, and \
            stacks in `#Preview` or `PreviewProvider` code are not nested.

            When the inner stack is in the body of a container view (a view generic over its content, such \
            as `RoutedContainer<Content: View>`), the finding is on the container where it is used inside \
            the pushed view, because the container is fine elsewhere.
            """,
        fix: """
            Remove the inner stack and let the pushed view use the stack it is pushed onto: its links and \
            `navigationDestination`s then act on the one trail. If the screen really needs its own trail \
            (a multi-step flow), present it with `.sheet` or `.fullScreenCover` and give the presented \
            content its own stack and path. With RouterCore, the presented flow gets its own `Router`, and \
            `RoutedNavigationStack` hosts one stack per presentation.
            """,
        severity: .error,
        triggeringExamples: [
            """
            struct LibraryRoot: View {
                @State private var path: [LibraryRoute] = []
                var body: some View {
                    NavigationStack(path: $path) {
                        ShelfList()
                            .navigationDestination(for: LibraryRoute.self) { route in
                                ↓NavigationStack {
                                    BookScreen(route: route)
                                }
                            }
                    }
                }
            }
            """,
            """
            // file: InboxView.swift
            struct InboxView: View {
                let threads: [MailThread]
                var body: some View {
                    NavigationStack {
                        List(threads) { thread in
                            NavigationLink(thread.subject) { ThreadView(thread: thread) }
                        }
                    }
                }
            }
            // file: ThreadView.swift
            struct ThreadView: View {
                let thread: MailThread
                var body: some View {
                    MessageList(thread: thread)
                }
            }
            // file: MessageList.swift
            struct MessageList: View {
                let thread: MailThread
                var body: some View {
                    ↓NavigationView {
                        Text(thread.subject)
                    }
                }
            }
            """,
            """
            // file: RoutedContainer.swift
            struct RoutedContainer<Content: View>: View {
                @ViewBuilder var content: Content
                var body: some View {
                    NavigationStack { content }
                }
            }
            // file: SettingsRoot.swift
            struct SettingsRoot: View {
                var body: some View {
                    NavigationStack {
                        NavigationLink("Privacy") {
                            ↓RoutedContainer { PrivacyForm() }
                        }
                    }
                }
            }
            """,
        ],
        nonTriggeringExamples: [
            """
            struct MainTabs: View {
                var body: some View {
                    TabView {
                        NavigationStack { FeedView() }.tabItem { Label("Feed", systemImage: "list.bullet") }
                        NavigationStack { ProfileView() }.tabItem { Label("Me", systemImage: "person") }
                    }
                }
            }
            """,
            """
            // file: OrderList.swift
            struct OrderList: View {
                var body: some View {
                    NavigationStack {
                        NavigationLink("Order 42") { OrderDetail() }
                    }
                }
            }
            // file: OrderDetail.swift
            struct OrderDetail: View {
                @State private var editing = false
                var body: some View {
                    Button("Edit") { editing = true }
                        .sheet(isPresented: $editing) {
                            NavigationStack { OrderEditor() }
                        }
                        .fullScreenCover(isPresented: $editing, content: makeWizard)
                }
                private func makeWizard() -> some View {
                    NavigationStack { OrderWizard() }
                }
            }
            """,
            """
            struct MailSplit: View {
                var body: some View {
                    NavigationSplitView {
                        MailboxList()
                    } detail: {
                        NavigationStack { MessageDetail() }
                    }
                }
            }
            """,
            """
            struct DetailScreen: View {
                var body: some View { Text("Detail") }
            }
            #Preview {
                NavigationStack {
                    NavigationLink("Open") { NavigationStack { DetailScreen() } }
                }
            }
            """,
            """
            struct Notes: View {
                // NavigationStack { NavigationStack { } } in a comment is not code.
                let hint = "NavigationStack { NavigationStack { } }"
                var body: some View { Text(hint) }
            }
            """,
        ])

    public func check(_ context: RuleContext) -> [RuleViolation] {
        context.navigation.nestedStacks.values.filter { $0.site.file == context.fileIndex }.map { verdict in
            let tokens = context.file.tokens
            let innerName = context.project.files[verdict.inner.file].tokens.text(verdict.inner.token)
            var related = [context.related(verdict.outer, "the outer stack this view is pushed onto")]
            if let push = verdict.pushedBy, push != verdict.site { related.append(context.related(push, "pushed here")) }
            if verdict.site == verdict.inner {
                return RuleViolation(
                    token: verdict.site.token,
                    message: "This `\(innerName)` is built inside a view pushed onto another stack, so it starts a "
                        + "second trail the outer path cannot see; remove it and use the outer stack, or present this "
                        + "screen in a sheet that owns its own stack.",
                    related: related)
            }
            let container = tokens.text(verdict.site.token)
            related.append(context.related(verdict.inner, "the stack inside `\(container)`"))
            return RuleViolation(
                token: verdict.site.token,
                message: "`\(container)` wraps its content in a `\(innerName)`, and here it is used inside a view "
                    + "pushed onto another stack; use the content without the container here, or present it in a sheet.",
                related: related)
        }
    }
}
