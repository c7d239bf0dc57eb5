/// Modal presentation and stack navigation mixed for one route.
package struct SheetRouteOnStack: Rule {
    package init() {}

    package let description = RuleDescription(
        id: "sheet_route_on_stack",
        name: "Sheet route on the stack",
        summary: "Finds an action that both presents a sheet or cover and pushes onto a path, and an enum used both as a sheet item and as a route.",
        rationale: """
            Sheets and covers are presented state, not entries in the path: a stack's path holds one item per \
            pushed view ("The stack adds items to the collection as it adds views to the stack", \
            [Apple: NavigationStack](https://developer.apple.com/documentation/swiftui/navigationstack)). An \
            action that sets a sheet item (or an `isPresented` flag) and appends to the path in the same breath \
            starts two transitions at once. That is a risk, not a documented failure: SwiftUI does not say in \
            which order it runs them, so whether the user ends up looking at the sheet or at the pushed \
            screen, and what Back does next, rest on behaviour nobody documents. One run of the action must reach \
            both: a push and a presentation in different branches of an `if` or a `switch`, or a push at the end \
            of a `do` and a presentation in its `catch`, are one or the other. Nor is a push onto the path of \
            a stack the presented sheet builds itself (in its content, or in the body of the view its content \
            builds): that opens the sheet at the pushed screen, and is the fix below. An enum used both as a sheet item \
            and as a route lets the same value be presented one day and pushed the next, and drags modal steps into the \
            parent's path. It is a warning: the hazard is a muddled presentation model, \
            and restoration and deep links inherit the confusion.

            Separate enums for sheets and pushes are the fix and are never reported. Sheet items are read \
            by declaration: the property the `item:` binding names, through the presenting view's \
            properties. Only types the project declares count, so an `Int?` preview index next to an \
            unrelated `navigationDestination(for: Int.self)` is not reported, and neither is a generic \
            coordinator's slot (`Coordinator<Screen>.presented: Screen?`), which holds whatever its user picks. \
            And the sheet must be presented from a screen on a stack that pushes the same type (registers it, \
            or holds a path of it): an enum shared by two unrelated areas cannot be confused there. Nor is \
            an item the code fills only after testing the value itself (`if isSheetRoute(route) { sheet = \
            route } else { path.append(route) }`, or a `switch route`): a given route is always presented or \
            always pushed. A case written out (`sheet = .compose`) or a flag deciding (`if asSheet`) is still \
            reported.
            """,
        fix: """
            Pick one presentation per action. Keep a sheet enum (`SheetRoute`) apart from the push enum \
            (`Route`); if a sheet needs steps, give it its own `NavigationStack` and path inside the sheet. \
            RouterCore's `Router<Route, Sheet>` keeps the two apart by type: `push` takes a route, `present` a \
            sheet.
            """,
        severity: .warning,
        triggeringExamples: [
            """
            struct Library: View {
                @State private var path: [Route] = []
                @State private var showingPaywall = false
                var body: some View {
                    NavigationStack(path: $path) {
                        Button("Read") {
                            showingPaywall = true
                            path.↓append(.reader)
                        }
                    }
                    .sheet(isPresented: $showingPaywall) { Paywall() }
                }
            }
            """,
            """
            enum Route: Hashable, Identifiable {
                case book(Int), share(Int)
                var id: Self { self }
            }
            struct Shelf: View {
                @State private var path: [Route] = []
                @State private var ↓presented: Route?
                var body: some View {
                    NavigationStack(path: $path) { Books() }
                        .sheet(item: $presented) { route in route.screen }
                }
            }
            """,
        ],
        nonTriggeringExamples: [
            """
            // One router decides by the route itself: a compose route is always a sheet, never pushed.
            enum Route: Hashable, Identifiable {
                case profile(Int), compose
                var id: Self { self }
                var isModal: Bool { self == .compose }
            }
            struct Home: View {
                @State private var path: [Route] = []
                @State private var sheet: Route?
                var body: some View {
                    NavigationStack(path: $path) {
                        Feed(open: navigate).navigationDestination(for: Route.self) { ProfileScreen(route: $0) }
                    }
                    .sheet(item: $sheet) { _ in Composer() }
                }
                func navigate(_ route: Route) {
                    if route.isModal {
                        sheet = route
                    } else {
                        path.append(route)
                    }
                }
            }
            """,
            """
            // The path belongs to the stack inside the sheet: the sheet opens at the code screen.
            enum SignInStep: Hashable { case code }
            @Observable final class SignInFlow {
                var isPresented = false
                var path = NavigationPath()
                func startAtCode() {
                    isPresented = true
                    path.append(SignInStep.code)
                }
            }
            struct SignInSheet: View {
                @Bindable var flow: SignInFlow
                var body: some View {
                    NavigationStack(path: $flow.path) {
                        MethodPicker().navigationDestination(for: SignInStep.self) { _ in CodeEntry() }
                    }
                }
            }
            struct Account: View {
                @State private var flow = SignInFlow()
                var body: some View {
                    Form { Button("Sign in") { flow.startAtCode() } }
                        .sheet(isPresented: $flow.isPresented) { SignInSheet(flow: flow) }
                }
            }
            """,
            """
            enum Step: Hashable { case details }
            struct Checkout: View {
                @State private var showingFlow = false
                @State private var flowPath: [Step] = []
                var body: some View {
                    Button("Edit details") {
                        showingFlow.toggle()
                        flowPath.append(.details)
                    }
                    .sheet(isPresented: $showingFlow) {
                        NavigationStack(path: $flowPath) {
                            Summary().navigationDestination(for: Step.self) { _ in DetailsForm() }
                        }
                    }
                }
            }
            """,
            """
            enum Route: Hashable { case book(Int) }
            enum SheetRoute: Identifiable { case share(Int); var id: Int { 0 } }
            struct Shelf: View {
                @State private var path: [Route] = []
                @State private var sheet: SheetRoute?
                var body: some View {
                    NavigationStack(path: $path) {
                        Button("Open") { path.append(.book(1)) }
                        Button("Share") { sheet = .share(1) }
                    }
                    .sheet(item: $sheet) { SharePanel(sheet: $0) }
                }
            }
            """,
            """
            // file: PhotoGrid.swift
            extension Int: @retroactive Identifiable { public var id: Int { self } }
            struct PhotoGrid: View {
                @State private var previewIndex: Int?
                var body: some View {
                    Thumbnails().sheet(item: $previewIndex) { index in PhotoPreview(index: index) }
                }
            }
            // file: Pages.swift
            struct Pages: View {
                var body: some View {
                    NavigationStack {
                        PageList().navigationDestination(for: Int.self) { PageView(number: $0) }
                    }
                }
            }
            """,
            """
            // file: Shelf.swift
            enum Route: Hashable, Identifiable { case book(Int); var id: Self { self } }
            final class History: ObservableObject {
                @Published var presented: Route?
            }
            struct Shelf: View {
                @State private var path: [Route] = []
                var body: some View {
                    NavigationStack(path: $path) { Books().navigationDestination(for: Route.self) { $0.screen } }
                }
            }
            // file: ExportScreen.swift
            struct ExportScreen: View {
                @StateObject private var exporter = Exporter()
                var body: some View { Form { }.sheet(item: $exporter.presented) { ExportSheet(format: $0) } }
            }
            // file: Exporter.swift
            final class Exporter: ObservableObject {
                @Published var presented: ExportFormat?
            }
            enum ExportFormat: Identifiable { case pdf, csv; var id: Self { self } }
            """,
            """
            // One enum, two areas: the library's stack pushes it; the onboarding flow, on no stack, presents it.
            enum Route: Hashable, Identifiable { case book(Int), tips; var id: Self { self } }
            struct Library: View {
                @State private var path: [Route] = []
                var body: some View {
                    NavigationStack(path: $path) {
                        Shelf().navigationDestination(for: Route.self) { $0.screen }
                    }
                }
            }
            struct Onboarding: View {
                @State private var shown: Route?
                var body: some View {
                    Welcome().sheet(item: $shown) { $0.screen }
                }
            }
            """,
            """
            enum Destination: Hashable { case settings }
            // A generic slot whose parameter shares the app route's name.
            final class Coordinator<Destination: Hashable & Identifiable>: ObservableObject {
                @Published var path: [Destination] = []
                @Published var presented: Destination?
            }
            struct FlowHost<Destination: Hashable & Identifiable, Content: View>: View {
                @ObservedObject var coordinator: Coordinator<Destination>
                let content: Content
                var body: some View {
                    NavigationStack(path: $coordinator.path) { content }
                        .sheet(item: $coordinator.presented) { _ in Text("Module") }
                }
            }
            struct AppRoot: View {
                @State private var path: [Destination] = []
                var body: some View {
                    NavigationStack(path: $path) { Home().navigationDestination(for: Destination.self) { _ in Settings() } }
                }
            }
            """,
        ])

    package func check(_ context: RuleContext) -> [RuleViolation] {
        let file = context.file
        let outline = file.outline
        let tokens = file.tokens
        let model = context.navigation
        var violations: [RuleViolation] = []
        // One action that presents and pushes.
        for call in outline.calls(named: "append").map({ outline.calls[$0] }) {
            guard let path = model.pathDeclaration(receiverOf: call, inFile: context.fileIndex),
                  let action = file.enclosingAction(of: call.nameToken) else { continue }
            let range = outline.scopes[action].open...outline.scopes[action].close
            let presents = range.contains { j in
                guard tokens.kind(j) == .identifier, model.presentationProperties.contains(tokens.text(j)) else { return false }
                // `sheet = .paywall`, `showing = true`, `showing.toggle()`; `sheet = nil` and `showing = false` dismiss.
                let toggles = tokens.kind(j + 1) == .period && tokens.isText(j + 2, "toggle")
                guard toggles || (tokens.isText(j + 1, "=") && !tokens.isWord(j + 2, "nil") && !tokens.isWord(j + 2, "false"))
                else { return false }
                // Presenting a sheet whose own stack holds this path opens the sheet at the pushed screen.
                return !file.inExclusiveBranches(j, call.nameToken, within: action)
                    && !model.presentationOwnsStack(settingPropertyAt: j, inFile: context.fileIndex, path: path)
            }
            guard presents else { continue }
            violations.append(RuleViolation(
                token: call.nameToken,
                message: "This action presents a sheet and pushes onto the path at once; SwiftUI does not say in which "
                    + "order the two transitions run, so which screen the user ends up on is not documented; do one per action, and "
                    + "keep modal steps off the parent's path."))
        }
        // One project type both presented as a sheet item and pushed as a route.
        for (property, name) in model.perFile.sheetItemProperties[context.fileIndex] {
            guard model.sheetRouteTypes.contains(name), model.presentsOnAStackThatPushes(property, type: name),
                  !model.presentsOnlyAfterTestingTheValue(property) else { continue }
            violations.append(RuleViolation(
                token: outline.properties[property.property].nameToken,
                message: "`\(name)` is both a sheet item and a route on a stack, so the same value can be presented one "
                    + "day and pushed the next; keep separate enums for sheets and for pushes."))
        }
        return violations
    }
}
