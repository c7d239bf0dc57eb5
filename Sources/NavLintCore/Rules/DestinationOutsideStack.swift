/// `navigationDestination` attached to the stack itself.
package struct DestinationOutsideStack: Rule {
    package init() {}

    package let description = RuleDescription(
        id: "destination_outside_stack",
        name: "Destination registered outside the stack",
        summary: "Finds `navigationDestination` attached to the `NavigationStack(…) { … }` call itself instead of to a view inside it.",
        rationale: """
            A stack reads its destinations from the views inside it: Apple asks for the modifier on "a view \
            inside a NavigationStack" \
            ([Apple: navigationDestination(for:destination:)](https://developer.apple.com/documentation/swiftui/view/navigationdestination(for:destination:))). \
            A `navigationDestination` modifier on the `NavigationStack` value wraps the stack from outside, so \
            the stack never sees it: the code compiles, and a value of that type opens no screen at runtime. A \
            link to it does nothing ("In other cases, the link doesn't do anything", \
            [Apple: NavigationLink init(value:label:)](https://developer.apple.com/documentation/swiftui/navigationlink/init(value:label:))), \
            and SwiftUI only logs that there is no matching `navigationDestination`. It is an error because \
            the registration has no effect.

            Inside a column of a `NavigationSplitView` the same registration works: SwiftUI looks for a \
            destination in any surrounding stack, then in the same column of the split view (its runtime \
            message searches "any surrounding NavigationStack, then within the same column of a \
            NavigationSplitView", quoted in \
            [woocommerce/woocommerce-ios#14306](https://github.com/woocommerce/woocommerce-ios/pull/14306); \
            and Apple's \
            [`navigationDestination(item:destination:)`](https://developer.apple.com/documentation/swiftui/view/navigationdestination(item:destination:)), \
            iOS 17 and macOS 14 or later, is documented for "a view inside a NavigationStack or \
            NavigationSplitView", its example registering on a sidebar `List` with no stack), so a stack that \
            is a column, written there or as the body of a view placed there, is not reported.

            The finding holds however many modifiers stand between the stack and the registration \
            (`NavigationStack { … }.navigationTitle("…").navigationDestination(…)`), and for a `View` helper \
            or view modifier that registers destinations (`NavigationStack { … }.withRoutes()`), which is \
            reported where it is applied.
            """,
        fix: """
            Move the modifier inside the closure, onto the stack's root view: \
            `NavigationStack { Home().navigationDestination(for: Route.self) { … } }`.

            `navlint lint --fix` moves it when it is applied to the stack call directly and the stack's \
            content is one view expression; with several views there, choose the root view yourself.
            """,
        severity: .error,
        triggeringExamples: [
            """
            struct Root: View {
                @State private var path: [Route] = []
                var body: some View {
                    NavigationStack(path: $path) {
                        Home()
                    }
                    .↓navigationDestination(for: Route.self) { route in route.screen }
                }
            }
            """,
            """
            // file: Routes.swift
            extension View {
                func withAccountRoutes() -> some View {
                    navigationDestination(for: AccountRoute.self) { route in route.screen }
                }
            }
            // file: AccountRoot.swift
            struct AccountRoot: View {
                var body: some View {
                    NavigationStack { AccountHome() }
                        .↓withAccountRoutes()
                }
            }
            """,
            """
            struct LegacyRoot: View {
                @State private var showingHelp = false
                var body: some View {
                    NavigationView { Home() }
                        .navigationViewStyle(.stack)
                        .↓navigationDestination(isPresented: $showingHelp) { HelpScreen() }
                }
            }
            """,
        ],
        nonTriggeringExamples: [
            """
            struct Root: View {
                @State private var path: [Route] = []
                @State private var sheet: SheetRoute?
                var body: some View {
                    NavigationStack(path: $path) {
                        Home()
                            .navigationDestination(for: Route.self) { route in route.screen }
                    }
                    .sheet(item: $sheet) { SheetScreen(sheet: $0) }
                }
            }
            """,
            """
            struct Split: View {
                var body: some View {
                    NavigationSplitView {
                        Sidebar()
                    } detail: {
                        NavigationStack { Detail().navigationDestination(for: Item.ID.self) { ItemScreen(id: $0) } }
                    }
                }
            }
            """,
            """
            // file: Split.swift
            struct Split: View {
                @State private var selection: Note.ID?
                var body: some View {
                    NavigationSplitView {
                        NavigationStack { NoteList(selection: $selection) }
                            .navigationDestination(for: Note.ID.self) { NoteScreen(id: $0) }
                    } detail: {
                        DetailColumn()
                    }
                }
            }
            // file: DetailColumn.swift
            struct DetailColumn: View {
                var body: some View {
                    NavigationStack { Placeholder() }
                        .navigationDestination(for: Tag.self) { TagScreen(tag: $0) }
                }
            }
            """,
        ])

    package func check(_ context: RuleContext) -> [RuleViolation] {
        let outline = context.file.outline
        let wrappers = context.navigation.registeringWrappers
        let argumentParent = context.fileNavigation.context.argumentParent
        var violations: [RuleViolation] = []
        var candidates = Array(outline.calls(named: SwiftUINames.registration))
        // Whichever side is smaller: the project's wrappers looked up in the file (most projects
        // have none or a few), or the file's call names against the wrappers (a project with a
        // helper per module would otherwise cost files × modules), by their name tokens' bytes.
        if wrappers.count <= outline.calledNameCount {
            for name in wrappers { candidates += outline.calls(named: name) }
        } else {
            let names = context.navigation.registeringWrapperNames, tokens = context.file.tokens
            for calls in outline.callGroups
            where names.id(of: tokens[outline.calls[calls[0]].nameToken], in: tokens.bytes) != nil {
                candidates += calls
            }
        }
        for index in candidates.sorted() where !outline.calls[index].isPattern {
            let call = outline.calls[index]
            // The registration itself, a helper that registers, or `.modifier(X())` where X registers.
            var applied = index
            let what: String
            if call.name == SwiftUINames.registration {
                what = "This `navigationDestination`"
            } else if wrappers.contains(call.name), call.receiver != .none {
                what = "`\(call.name)` registers destinations, and it"
            } else if wrappers.contains(call.name), call.receiver == .none, let parent = argumentParent[index],
                      outline.calls[parent].name == "modifier" {
                applied = parent
                what = "`\(call.name)` registers destinations, and it"
            } else {
                continue
            }
            guard let stack = stackBelow(applied, in: outline), !outline.isInPreview(call.nameToken),
                  !isInSplitColumn(stack, context) else { continue }
            let name = outline.calls[stack].name
            violations.append(RuleViolation(
                token: call.nameToken,
                message: "\(what) is attached to the `\(name)` itself, outside its content, so the stack never sees "
                    + "it; attach it to the root view inside the stack.",
                related: [context.file.relatedLocation(token: outline.calls[stack].nameToken, message: "the stack")],
                fix: moveFix(index, stack: stack, context.file)))
        }
        return violations
    }

    /// `NavigationStack { Root() }.navigationDestination(…) { … }` → the registration moved onto
    /// `Root()`, inside the stack: only when it is applied to the stack call directly and the
    /// stack's content is one view expression, so there is exactly one place it can go.
    func moveFix(_ registration: Int, stack: Int, _ file: SourceFile) -> Fix? {
        let outline = file.outline
        let call = outline.calls[registration]
        guard call.name == SwiftUINames.registration, call.receiver == .call(stack),
              outline.trailingClosures(of: stack).count == 1, let content = outline.trailingClosures(of: stack).first,
              outline.scopes[content.scope].close == outline.calls[stack].range.upperBound,
              let end = file.soleExpressionEnd(ofClosure: content.scope) else { return nil }
        let stackEnd = outline.calls[stack].range.upperBound
        let start = Int(file.tokens[stackEnd].offset + file.tokens[stackEnd].length)
        let finish = Int(file.tokens[call.range.upperBound].offset + file.tokens[call.range.upperBound].length)
        let moved = String(decoding: file.bytes[start..<finish], as: UTF8.self)
        return Fix(summary: "Move `navigationDestination` onto the stack's root view",
                   edits: [file.edit(insertingAfter: end, moved),
                           Fix.Edit(offset: start, length: finish - start, replacement: "")])
    }

    /// Whether the stack is a column of a `NavigationSplitView`, written in it or
    /// as the body of a view placed in it: links in the column search the whole
    /// column, so a registration on the stack there is seen.
    func isInSplitColumn(_ stack: Int, _ context: RuleContext) -> Bool {
        let outline = context.file.outline
        let steps = context.fileNavigation.context.steps(of: stack, in: outline)
        if steps.contains(where: { step in
            if case .closure(let owner, _, _) = step { return outline.calls[owner].name == SwiftUINames.splitView }
            return false
        }) { return true }
        guard let owner = context.file.enclosingTypeName(of: outline.calls[stack].nameToken) else { return false }
        return context.navigation.columnViews.contains(owner)
    }

    /// The stack call this modifier chain is applied to, if any.
    func stackBelow(_ index: Int, in outline: Outline) -> Int? {
        var receiver = outline.calls[index].receiver
        var steps = 0
        while case .call(let below) = receiver, steps < 256 {
            if SwiftUINames.stacks.contains(outline.calls[below].name) && outline.calls[below].receiver == .none {
                return below
            }
            receiver = outline.calls[below].receiver
            steps += 1
        }
        return nil
    }
}
