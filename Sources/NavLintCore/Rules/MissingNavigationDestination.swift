/// A pushed value whose type no stack registers.
public struct MissingNavigationDestination: Rule {
    public init() {}

    public let description = RuleDescription(
        id: "missing_navigation_destination",
        name: "Missing navigation destination",
        summary: "Finds `NavigationLink(value:)` and path appends whose value's type no stack registers with `navigationDestination(for:)`.",
        rationale: """
            A value pushed onto a stack is turned into a screen by the `navigationDestination(for:)` \
            registered for its type. When no stack registers that type, the link highlights, nothing is \
            pushed, and SwiftUI only logs that there is no matching `navigationDestination` — an easy bug to \
            ship after renaming a route type or moving a registration. It is an error because the navigation \
            does nothing at runtime.

            The value's type is taken from what the code says: `Route.book(id)`, `Route.help`, `Book(…)`, or \
            the element type of a typed path (`path.append(.book(id))` on `[Route]`). Values whose type \
            cannot be told (`item.id`, anything on a `NavigationPath` without a type name) are not judged; \
            links inside a `List(selection:)`, or of a type some `List(selection:)` is bound to, set a \
            selection rather than push, and are not judged either; nor are `NavigationLink` initializers the \
            project declares itself. \
            When some registration's type cannot be resolved (a generic helper registering `D.self`), the \
            rule stays silent for the whole project, since it cannot know what that helper covers.
            """,
        fix: """
            Register the type on the root view inside the stack that the link pushes onto: \
            `.navigationDestination(for: Route.self) { route in … }`. If the type was renamed, update the \
            registration or the value. RouterCore's `RoutedNavigationStack` registers the route type once, \
            at the root, so every `router.push` has a destination.
            """,
        severity: .error,
        triggeringExamples: [
            """
            enum InboxRoute: Hashable { case thread(Thread.ID) }
            enum SettingsRoute: Hashable { case notifications }
            struct Inbox: View {
                var body: some View {
                    NavigationStack {
                        List(threads) { thread in
                            NavigationLink(thread.subject, value: InboxRoute.thread(thread.id))
                        }
                        .toolbar { ↓NavigationLink("Settings", value: SettingsRoute.notifications) }
                        .navigationDestination(for: InboxRoute.self) { ThreadScreen(route: $0) }
                    }
                }
            }
            """,
            """
            enum Route: Hashable { case order(Int), receipt(Int) }
            enum LegacyRoute: Hashable { case order(Int) }
            struct Orders: View {
                @State private var path: [Route] = []
                var body: some View {
                    NavigationStack(path: $path) {
                        Button("Latest") { path.↓append(.order(42)) }
                            .navigationDestination(for: LegacyRoute.self) { LegacyOrderScreen(route: $0) }
                    }
                }
            }
            """,
        ],
        nonTriggeringExamples: [
            """
            enum Route: Hashable { case order(Int) }
            struct Orders: View {
                @State private var path: [Route] = []
                var body: some View {
                    NavigationStack(path: $path) {
                        Button("Latest") { path.append(.order(42)) }
                            .navigationDestination(for: Route.self) { OrderScreen(route: $0) }
                    }
                }
            }
            """,
            """
            struct Sidebar: View {
                @Binding var selection: Mailbox.ID?
                var body: some View {
                    List(selection: $selection) {
                        ForEach(mailboxes) { box in NavigationLink(box.name, value: box.id) }
                        NavigationLink("Archive", value: MailboxKind.archive)
                    }
                }
            }
            """,
            """
            extension View {
                func withDestinations<D: Hashable>(for type: D.Type, build: @escaping (D) -> some View) -> some View {
                    navigationDestination(for: D.self) { build($0) }
                }
            }
            struct Home: View {
                var body: some View {
                    NavigationStack { NavigationLink("Profile", value: HomeRoute.profile) }
                }
            }
            """,
        ])

    public func check(_ context: RuleContext) -> [RuleViolation] {
        let model = context.navigation
        guard !model.registersUnresolvedType, !model.registeredTypes.isEmpty else { return [] }
        let file = context.file
        let outline = file.outline
        let callContext = context.fileNavigation.context
        var violations: [RuleViolation] = []
        func report(_ token: Int, _ type: String, _ what: String) {
            violations.append(RuleViolation(
                token: token,
                message: "No stack registers a destination for `\(type)`, so \(what) does nothing (SwiftUI logs that no "
                    + "`navigationDestination` matches); register `.navigationDestination(for: \(type).self)` on the "
                    + "root view of the stack it pushes onto."))
        }
        let candidates = (outline.calls(named: SwiftUINames.link) + outline.calls(named: "append")).sorted()
        for index in candidates where !outline.calls[index].isPattern && !outline.isInPreview(outline.calls[index].nameToken) {
            let call = outline.calls[index]
            if outline.isValueLink(index), let value = call.argument("value"),
               !UnitItem.isCustomLinkInitializer(call, tokens: file.tokens, facts: context.facts) {
                if callContext.steps(of: index, in: outline).contains(where: { step in
                    if case .closure(let owner, _, _) = step { return outline.calls[owner].name == "List" && outline.calls[owner].argument("selection") != nil }
                    return false
                }) { continue }
                var type = file.valueType(of: value.value, facts: context.facts)
                if type == nil, file.tokens.kind(value.value.lowerBound) == .period {
                    type = model.valueLinkElements[SourceRef(file: context.fileIndex, token: call.nameToken)]
                }
                if let type, !model.registeredTypes.contains(type), !model.selectionTypes.contains(type) {
                    report(call.nameToken, type, "this link")
                }
            } else if call.name == "append", model.pathDeclaration(receiverOf: call, inFile: context.fileIndex) != nil,
                      let names = file.receiverNames(of: call), let value = call.arguments.first, value.label == nil {
                var type = file.valueType(of: value.value, facts: context.facts)
                if type == nil, file.tokens.kind(value.value.lowerBound) == .period, let owner = file.enclosingTypeName(of: call.nameToken),
                   case .typed(let element, _) = NavigationModel.pathKind(of: names, from: owner, files: model.files, facts: model.facts) {
                    type = TypeFacts.lastComponent(context.facts.resolve(element))
                }
                if let type, !model.registeredTypes.contains(type) { report(call.nameToken, type, "this push") }
            }
        }
        return violations
    }
}
