/// A view's content as the graph sees it: the items of its `body`, with the
/// members, `View` helpers, view modifiers and route-built screens it applies
/// expanded in place, each with the path to it from the view's root.
struct GraphEntry {
    var item: UnitItem
    /// The unit the item is written in.
    var unit: Int
    /// Where the item is written.
    var origin: SourceRef
    /// From the view's root inward, across the units expanded on the way.
    var path: [GraphStep]
    /// The outermost helper or modifier application that brought it in (a registration's site).
    var site: SourceRef?
    /// The references expanded to reach it, outermost first.
    var via: [SourceRef] = []
}

/// A path step with the file its call index belongs to.
struct GraphStep {
    var step: PathStep
    var file: Int
    /// The token of the item whose own path the step is on (to read the context there).
    var anchor: Int
    /// The site in force where the step was written (see `GraphEntry.site`).
    var site: SourceRef?
}

/// The innermost step that decides where an entry lands.
enum GraphBoundary {
    /// Directly in the view.
    case view
    /// In the root content of this stack.
    case stack(SourceRef)
    /// In what this call (`NavigationLink` or `navigationDestination`) pushes.
    case push(GraphStep, call: Int)
    /// In presented content.
    case presentation(GraphStep)
}

extension GraphEntry {
    /// Where the entry lands: the innermost stack, push or presentation on its path.
    func boundary(in model: NavigationModel) -> GraphBoundary {
        boundary(within: path.count, in: model).boundary
    }

    /// The innermost stack, push or presentation among the first `count`
    /// steps of the path, and the index of that step.
    func boundary(within count: Int, in model: NavigationModel) -> (boundary: GraphBoundary, index: Int?) {
        for index in stride(from: count - 1, through: 0, by: -1) {
            let step = path[index]
            switch step.step {
            case .stack(let call):
                // A stack's own call is not a step into it.
                if item.kind == .stack && step.file == origin.file && call == item.call { continue }
                let token = model.files[step.file].source.outline.calls[call].nameToken
                return (.stack(SourceRef(file: step.file, token: token)), index)
            case .push(let call):
                return (.push(step, call: call), index)
            case .presentation, .action:
                return (.presentation(step), index)
            case .lazyContainer, .branch, .column, .tab, .slot, .routeCase:
                continue
            }
        }
        return (.view, nil)
    }
}

extension NavigationModel {
    /// The content of the view (or app, or scene) whose `body` is unit `body`.
    func graphContent(ofBody body: Int) -> [GraphEntry] {
        var entries: [GraphEntry] = []
        visitForGraph(unit: body, prefix: [], site: nil, via: [], chain: [body], into: &entries)
        return entries
    }

    private func visitForGraph(unit: Int, prefix: [GraphStep], site: SourceRef?, via: [SourceRef], chain: [Int],
                               into entries: inout [GraphEntry]) {
        let file = units[unit].file
        let outline = files[file].source.outline
        for item in items[unit] where !outline.isInPreview(item.token) {
            let here = SourceRef(file: file, token: item.token)
            let path = prefix + item.path.map { GraphStep(step: $0, file: file, anchor: item.token, site: site) }
            entries.append(GraphEntry(item: item, unit: unit, origin: here, path: path, site: site, via: via))
            guard case .reference(let name, let target) = item.kind, chain.count < 12 else { continue }
            var nextSite = site
            switch target {
            case .member:
                break
            case .helper:
                nextSite = site ?? here
            case .type:
                guard facts.conforms(name, to: "ViewModifier") else { continue }
                nextSite = site ?? here
            case .foreignMember:
                nextSite = nil
            }
            for next in resolve(name, target, from: unit) where !chain.contains(next) {
                visitForGraph(unit: next, prefix: path, site: nextSite, via: via + [here], chain: chain + [next],
                              into: &entries)
            }
        }
    }
}
