/// The project's own ways of presenting views through UIKit or AppKit: a
/// type or function that wraps content in a hosting controller and presents it
/// (`func presentFormSheet(content:)`, `struct FormSheetPresenter: UIViewControllerRepresentable`).
/// What it is handed is presented, not placed where the call is written.
extension NavigationModel {
    static let hostingControllers = ["UIHostingController", "NSHostingController"]
    static let presentingCalls: Set<String> = ["present", "presentAsSheet", "presentAsModalWindow", "beginSheet",
                                               "showDetailViewController", "show"]

    static func hostingPresenters(files: [FileNavigation]) -> Set<String> {
        var names = Set<String>()
        for file in files {
            let outline = file.source.outline
            let hosting = outline.calls(namedAnyOf: hostingControllers)
            guard !hosting.isEmpty, !outline.calls(namedAnyOf: presentingCalls).isEmpty else { continue }
            for call in hosting {
                for scope in outline.scopeChain(from: outline.calls[call].scope) {
                    switch outline.scopes[scope].kind {
                    case .functionBody(let index):
                        let function = outline.functions[index]
                        // A function that is handed the content: a closure or a view parameter.
                        if function.kind == .function, function.parameters.contains(where: { $0.type.contains("->") })
                            || !function.genericParameters.isEmpty, presents(in: scope, outline) {
                            names.insert(function.name)
                        }
                    case .typeBody(let index):
                        let type = outline.types[index]
                        if type.kind != .extension, !type.genericParameters.isEmpty, presents(in: scope, outline) {
                            names.insert(type.name)
                        }
                    default:
                        continue
                    }
                }
            }
        }
        return names
    }

    /// Whether a UIKit/AppKit presenting call sits inside `scope`.
    private static func presents(in scope: Int, _ outline: Outline) -> Bool {
        let range = outline.scopes[scope].open...outline.scopes[scope].close
        return outline.calls(namedAnyOf: presentingCalls).contains { range.contains(outline.calls[$0].nameToken) }
    }
}
