/// The SwiftUI names navigation analysis keys on.
enum SwiftUINames {
    /// Containers that own a navigation trail.
    static let stacks: Set<String> = ["NavigationStack", "NavigationView"]
    /// Modifiers whose content starts a new presentation, and so a new trail.
    static let presentations: Set<String> = ["sheet", "fullScreenCover", "popover", "inspector"]
    /// The same names, and the stacks', for looking them up in every file.
    static let presentationCalls = CallNames(presentations)
    static let stackCalls = CallNames(stacks)
    /// Where a value can be pushed from: registrations and links.
    static let pushingCalls = CallNames([registration, link])
    /// Containers that build their rows lazily: a registration inside a row
    /// does not exist until the row is on screen.
    /// Containers that build their rows as they scroll into view. `ForEach` and
    /// `Section` are not among them: inside an eager `VStack` their rows are
    /// built with the stack, and inside a `List` or lazy stack the container
    /// already makes them lazy (`ForEach` is a row builder: see below).
    static let lazyContainers: Set<String> = ["List", "Form", "LazyVStack", "LazyHStack", "LazyVGrid", "LazyHGrid",
                                              "OutlineGroup", "Table"]
    /// Views that build one copy of their content per element: eager inside a
    /// `VStack`, but a registration in them exists once per row, and not at
    /// all while the collection is empty.
    static let rowBuilders: Set<String> = ["ForEach"]
    static let splitView = "NavigationSplitView"
    static let registration = "navigationDestination"
    static let link = "NavigationLink"
    /// Types whose `body` builds views.
    static let viewProtocols: Set<String> = ["View", "App", "Scene"]

    /// Stacks other packages declare as views whose body is a stack (NavigationBackport, FlowStacks).
    static let knownStackWrappers: Set<String> = ["NBNavigationStack", "FlowStack"]

    /// Whether a call whose name is a stack's builds a stack of its own. A `FlowStack` wraps
    /// its screens in a navigation stack only when passed `withNavigation:` (`true`, or a value
    /// only the running app knows); the argument defaults to `false`, and then the flow pushes
    /// onto the stack around it, as FlowStacks' child coordinators do: no stack inside that stack.
    static func buildsOwnStack(_ call: CallSite, in outline: Outline, tokens: SyntaxTokens) -> Bool {
        guard call.name == "FlowStack" else { return true }
        guard let flag = outline.argument("withNavigation", of: call) else { return false }
        return tokens.compactText(flag.value.lowerBound, flag.value.upperBound) != "false"
    }
    /// Those packages' `navigationDestination(for:)`. Read as one only where paths are built:
    /// what its closure builds is pushed when a value is, not placed in the root content.
    /// (Their stacks' registrations are not judged: see `StackTrail.isExternal`.)
    static func isRegistration(_ name: String) -> Bool {
        name == registration || name == "nbNavigationDestination" || name == "flowDestination"
    }

    /// Calls whose closures run code rather than place views: a button's
    /// action, `onAppear`, `task`, `withAnimation`, a dispatch. A stack built
    /// there is handed to something that presents it; it is not in this view.
    static func isAction(_ call: CallSite, in outline: Outline, label: String?, trailing: Bool) -> Bool {
        let name = call.name
        if name == "Button" {
            if label == "action" { return true }
            // `Button("Title") { action }`, `Button { action } label: { … }`; with `action:` given, the closure is the label.
            return trailing && label == nil && outline.argument("action", of: call) == nil
        }
        if actionNames.contains(name) { return true }
        // A closure argument named like a callback: `onSelect:`, `onDismiss:`, `action:`.
        if let label, isCallbackLabel(label) || callbackLabels.contains(label) { return true }
        // `onAppear`, `onTapGesture`, `onChange`, `onReceive`, `onOpenURL`, …
        return isCallbackLabel(name)
    }

    /// `onSomething`: SwiftUI's naming for code run when something happens.
    static func isCallbackLabel(_ name: String) -> Bool {
        let scalars = name.unicodeScalars
        return scalars.count > 2 && name.hasPrefix("on")
            && scalars[scalars.index(scalars.startIndex, offsetBy: 2)].properties.isUppercase
    }

    /// Whether a push call pushes a view rather than a value, and how: a `NavigationLink`
    /// whose destination is a closure or view, or a destination presented by state.
    /// (A `navigationDestination(for:)` answers value pushes; it pushes nothing itself.)
    static func viewPushKind(_ site: CallSite, in outline: Outline) -> ClosureLinkOnTrail.Kind? {
        if site.name == link { return .link }
        guard site.name == registration else { return nil }
        return outline.argument("isPresented", of: site) != nil || outline.argument("item", of: site) != nil ? .presentedDestination : nil
    }

    static let callbackLabels: Set<String> = ["action", "perform", "completion", "handler", "completionHandler"]

    /// `present { … }`, `presentSheet(content:)`, a coordinator's `presentModally { … }`:
    /// the project's own way of presenting what the closure builds (often through a hosting controller).
    static func isPresentingCall(_ name: String) -> Bool {
        name.hasPrefix("present") && name != "presentationDetents" && name != "presentationBackground"
            && !name.hasPrefix("presentation")
    }

    static let actionNames: Set<String> = [
        "task", "Task", "withAnimation", "withTransaction", "async", "asyncAfter", "sync", "sink", "refreshable",
        "perform", "run", "detached", "addTask", "forEach",
    ]

    /// Which column of a `NavigationSplitView` a closure is: 0 sidebar, 1 content, 2 detail.
    static func splitColumn(_ call: CallSite, in outline: Outline, label: String?, scope: Int) -> Int {
        switch label {
        case "sidebar": return 0
        case "content": return 1
        case "detail": return 2
        default:
            // The first trailing closure is the sidebar; `columnVisibility:` and friends are not closures.
            return outline.trailingClosures(of: call).first?.scope == scope ? 0 : 2
        }
    }
}

/// The names a run gives meaning to: SwiftUI's own, the configuration's, and
/// the project's own presentation wrappers and content-taking views.
package struct NavigationVocabulary: Sendable {
    package var presentations: Set<String>
    package var lazyContainers: Set<String>
    /// Calls that build a stack: `NavigationStack`, `NavigationView`, known wrappers from other packages.
    package var stacks: Set<String> = SwiftUINames.stacks {
        didSet { stackLengths = LengthMask(stacks) }
    }
    /// The byte lengths of the stack names.
    var stackLengths = LengthMask(SwiftUINames.stacks)
    /// Project view types by name: what their callers hand them.
    package var parameters: [String: ViewParameters] = [:]
    /// `View` extension helpers that take content, by name.
    package var helperParameters: [String: ViewParameters] = [:]
    /// The project's enums by the names of their cases (`root` → `Route`), to tell a
    /// helper's `switch route` over a route parameter from a branch on view state.
    package var enumsByCase: [String: Set<String>] = [:]

    /// Whether `name` builds a stack. Asked of every call a unit places: most
    /// names are let go by their length before the set hashes them.
    func isStack(_ name: String) -> Bool {
        stackLengths.contains(name.utf8.count) && stacks.contains(name)
    }

    /// The parameters of the view type or helper `call` invokes, if it is one of the project's.
    func parameters(of call: CallSite, in outline: Outline) -> ViewParameters? {
        let found = call.receiver == .none ? parameters[call.name] ?? helperParameters[call.name] : helperParameters[call.name]
        return found.flatMap { $0.accepts(call, in: outline) ? $0 : nil }
    }

    /// A view modifier from another module that takes a presentation binding, as
    /// `sheet(isPresented:)` and `sheet(item:)` do: a picker's `.mediaImporter(isPresented: $picking,
    /// …, loadingOverlay: { … })`, a package's `.popup(isPresented: $shown) { … }`. Where its content
    /// shows cannot be read (a sheet of its own, a window, an overlay), so it is not taken to be
    /// placed where the call is written. The project's own modifiers are followed into their bodies.
    func isForeignPresentingModifier(_ call: CallSite, in outline: Outline) -> Bool {
        call.receiver != .none && helperParameters[call.name] == nil
            && (outline.argument("isPresented", of: call) != nil || outline.argument("item", of: call) != nil)
    }
}
