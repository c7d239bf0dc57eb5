/// The project's own ways of presenting views through UIKit or AppKit: a
/// type or function that wraps content in a hosting controller and presents it
/// (`func presentFormSheet(content:)`, `struct FormSheetPresenter: UIViewControllerRepresentable`).
/// What it is handed is presented, not placed where the call is written.
extension NavigationModel {
    /// UIKit's and AppKit's hosting controllers, and the calls that present a controller.
    static let hostingControllers = CallNames(["UIHostingController", "NSHostingController"])
    static let presentingCalls = CallNames(["present", "presentAsSheet", "presentAsModalWindow", "beginSheet",
                                            "showDetailViewController", "show"])

    static func hostingPresenters(files: [FileNavigation], jobs: Int) -> Set<String> {
        parallelUnion(count: files.count, jobs: jobs) { index in
            var names = Set<String>()
            let outline = files[index].source.outline
            let hosting = outline.calls(namedAnyOf: hostingControllers)
            guard !hosting.isEmpty, !outline.calls(namedAnyOf: presentingCalls).isEmpty else { return names }
            for call in hosting {
                for scope in outline.scopeChain(from: outline.calls[call].scope) {
                    switch outline.scopes[scope].kind {
                    case .functionBody(let function):
                        // A function that is handed the content: a closure or a view parameter.
                        if outline.functions[function].kind == .function,
                           outline.functions[function].parameters.contains(where: { $0.type.containsText("->") })
                            || !outline.functions[function].genericParameters.isEmpty, presents(in: scope, outline) {
                            names.insert(outline.functions[function].name)
                        }
                    case .typeBody(let type):
                        if outline.types[type].kind != .extension, !outline.types[type].genericParameters.isEmpty,
                           presents(in: scope, outline) {
                            names.insert(outline.types[type].name)
                        }
                    default:
                        continue
                    }
                }
            }
            return names
        }
    }

    /// Whether a UIKit/AppKit presenting call sits inside `scope`.
    private static func presents(in scope: Int, _ outline: Outline) -> Bool {
        let range = outline.scopes[scope].open...outline.scopes[scope].close
        return outline.calls(namedAnyOf: presentingCalls).contains { range.contains(outline.calls[$0].nameToken) }
    }
}
