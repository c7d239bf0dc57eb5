/// Builds a `NavigationGraph` from the navigation model: reads every view's
/// content (see `GraphContent`), the stack trails and their registrations,
/// then names, clusters and colours what it found.
struct GraphBuilder {
    /// A node before it has its final id.
    enum Key: Hashable, Comparable {
        /// A view, app or scene, by its `body` unit.
        case view(Int)
        case stack(SourceRef)
        /// A registration, by its site (where it is applied).
        case registration(SourceRef)

        static func < (a: Key, b: Key) -> Bool {
            switch (a, b) {
            case (.view(let x), .view(let y)): return x < y
            case (.stack(let x), .stack(let y)), (.registration(let x), .registration(let y)): return x < y
            default: return a.rank < b.rank
            }
        }

        var rank: Int {
            switch self {
            case .view: return 0
            case .stack: return 1
            case .registration: return 2
            }
        }
    }

    struct EdgeKey: Hashable {
        var from: Key
        var to: Key
        var kind: NavigationGraph.EdgeKind
        var label: String
    }

    /// A registration's destination, with the cases it is built for (none: every value).
    struct Destination {
        var target: Key
        var cases: [String]
    }

    let model: NavigationModel
    let routes: GraphRoutes
    /// Views (and apps and scenes) by `body` unit, with their content.
    var contents: [Int: [GraphEntry]] = [:]
    var edges: [EdgeKey: Set<SourceRef>] = [:]
    var stacks = Set<SourceRef>()
    /// Each registration site: the call and file of its `navigationDestination`, and the view applying it.
    var registrations: [SourceRef: (call: Int, file: Int, view: Int?)] = [:]
    var destinations: [SourceRef: [Destination]] = [:]
    /// Each value link: the nodes it is drawn from (see `source`).
    var valueLinkSources: [SourceRef: Set<Key>] = [:]
    /// Views that build stacks, links, registrations or presentations themselves.
    var navigating = Set<Int>()

    init(model: NavigationModel) {
        self.model = model
        routes = GraphRoutes(model: model)
    }

    func build(findings: [Finding]) -> NavigationGraph {
        var builder = self
        builder.readViews()
        builder.readTrails()
        return builder.assemble(findings: findings)
    }

    /// `body` units of views, apps and scenes outside previews; view modifiers
    /// are expanded where they are applied instead.
    var viewBodies: [Int] {
        model.units.indices.filter { id in
            let unit = model.units[id]
            guard unit.kind == .body, let owner = unit.ownerType else { return false }
            return !model.facts.conforms(owner, to: "ViewModifier")
                && !model.files[unit.file].source.outline.isInPreview(unit.nameToken)
        }
    }

    /// The views a `.type` reference of unit `unit` builds.
    func views(named name: String, from unit: Int) -> [Int] {
        guard !model.facts.conforms(name, to: "ViewModifier") else { return [] }
        return model.resolve(name, .type, from: unit).filter { contents[$0] != nil }
    }

    mutating func addEdge(_ from: Key, _ to: Key, _ kind: NavigationGraph.EdgeKind, _ label: String = "",
                          at place: SourceRef? = nil) {
        let key = EdgeKey(from: from, to: to, kind: kind, label: label)
        edges[key, default: []].formUnion(place.map { [$0] } ?? [])
    }

    mutating func readViews() {
        let bodies = viewBodies
        for body in bodies { contents[body] = model.graphContent(ofBody: body) }
        for body in bodies { readContent(of: body) }
    }

    /// Stacks, registrations, links and the views each entry leads to.
    mutating func readContent(of view: Int) {
        let entries = contents[view] ?? []
        var targets: [(entry: GraphEntry, key: Key)] = []
        for entry in entries {
            switch entry.item.kind {
            case .stack:
                stacks.insert(entry.origin)
                navigating.insert(view)
                targets.append((entry, .stack(entry.origin)))
            case .registration:
                navigating.insert(view)
                let site = entry.site ?? entry.origin
                if registrations[site] == nil { registrations[site] = (entry.item.call, entry.origin.file, view) }
            case .valueLink:
                navigating.insert(view)
                valueLinkSources[entry.origin, default: []].insert(source(of: entry, view: view))
            case .destinationLink:
                navigating.insert(view)
            case .reference(let name, .type):
                for target in views(named: name, from: entry.unit) { targets.append((entry, .view(target))) }
            case .reference, .slotUse, .splitView:
                continue
            }
        }
        for (entry, target) in targets where !isNestedTarget(entry, among: targets.map(\.entry)) {
            connect(view: view, entry: entry, to: target)
        }
    }

    /// A view built inside the arguments or closures of another view that
    /// lands in the same place (`CardScaffold { ContactDetails() }`): the outer one is the destination.
    func isNestedTarget(_ entry: GraphEntry, among entries: [GraphEntry]) -> Bool {
        guard entry.item.kind != .stack else { return false }
        let place = entry.boundary(in: model)
        if case .view = place { return false }
        let outline = model.files[entry.origin.file].source.outline
        return entries.contains { other in
            guard other.origin != entry.origin, other.origin.file == entry.origin.file, let call = other.item.callIndex,
                  outline.calls[call].range.contains(entry.origin.token) else { return false }
            return Self.samePlace(place, other.boundary(in: model))
        }
    }

    static func samePlace(_ a: GraphBoundary, _ b: GraphBoundary) -> Bool {
        switch (a, b) {
        case (.stack(let x), .stack(let y)): return x == y
        case (.push(let x, let c), .push(let y, let d)): return x.file == y.file && c == d
        case (.presentation, .presentation): return true
        default: return false
        }
    }

    mutating func connect(view: Int, entry: GraphEntry, to target: Key) {
        switch entry.boundary(in: model) {
        case .view:
            if case .stack = target {
                addEdge(.view(view), target, .contains)
            } else if target != .view(view) {
                addEdge(.view(view), target, .embeds, at: entry.origin)
            }
        case .stack(let stack):
            stacks.insert(stack)
            addEdge(.stack(stack), target, .root, at: entry.origin)
        case .push(let step, let call):
            let site = model.files[step.file].source.outline.calls[call]
            if site.name == SwiftUINames.registration {
                let registration = step.site ?? SourceRef(file: step.file, token: site.nameToken)
                let cases = routes.switchCases(at: entry.origin.token, file: entry.origin.file)
                destinations[registration, default: []].append(Destination(target: target, cases: cases))
                addEdge(.registration(registration), target, .push, cases.joined(separator: ", "), at: entry.origin)
            } else {
                let index = entry.boundary(within: entry.path.count, in: model).index ?? 0
                let from = source(of: entry, view: view, within: index)
                addEdge(from, target, .link, "link", at: SourceRef(file: step.file, token: site.nameToken))
            }
        case .presentation(let step):
            navigating.insert(view)
            let name = routes.presentationName(anchor: step.anchor, file: step.file)
            let cases = routes.switchCases(at: entry.origin.token, file: entry.origin.file)
            addEdge(.view(view), target, .presents, ([name] + cases).joined(separator: " "), at: entry.origin)
        }
    }

    /// The node a link is drawn from: the stack whose root content holds it
    /// (written in the same view), the registration whose destination holds
    /// it, else the view. `within` limits the path to the link's own steps.
    func source(of entry: GraphEntry, view: Int, within count: Int? = nil) -> Key {
        switch entry.boundary(within: count ?? entry.path.count, in: model).boundary {
        case .stack(let stack):
            return .stack(stack)
        case .push(let step, let call):
            let site = model.files[step.file].source.outline.calls[call]
            guard site.name == SwiftUINames.registration else { return .view(view) }
            return .registration(step.site ?? SourceRef(file: step.file, token: site.nameToken))
        case .view, .presentation:
            return .view(view)
        }
    }

    /// Registrations each stack sees, and where its value links lead.
    mutating func readTrails() {
        for trail in model.trails where trail.kind != .splitView {
            stacks.insert(trail.stack)
            var element: String?
            if case .typed(let written, _) = trail.path { element = written }
            var byType: [String: [SourceRef]] = [:]
            for instance in trail.registrations {
                // A shadowed duplicate is drawn, but SwiftUI pushes with the winner: links lead there.
                let shadowed = model.registrationVerdicts.duplicates[instance.site]?.stack == trail.site
                if registrations[instance.site] == nil {
                    let view = model.unit(containing: instance.site.token, inFile: instance.site.file)
                        .flatMap { contents[$0] != nil ? $0 : nil }
                    registrations[instance.site] = (instance.call, instance.registration.file, view)
                }
                addEdge(.stack(trail.stack), .registration(instance.site), .registers)
                if !shadowed, let type = model.registeredType(instance) {
                    let name = TypeFacts.lastComponent(type)
                    if byType[name]?.contains(instance.site) != true { byType[name, default: []].append(instance.site) }
                }
            }
            for link in trail.valueLinks {
                for source in (valueLinkSources[link] ?? []).sorted() {
                    connectValueLink(link, from: source, stack: trail.stack, element: element, registered: byType)
                }
            }
        }
        // A value link no stack is seen to reach (content handed to a container view that
        // builds the stack) leads where its spelled route type and case are registered.
        var everywhere: [String: [SourceRef]] = [:]
        var onAnyTrail = Set<SourceRef>()
        for trail in model.trails {
            onAnyTrail.formUnion(trail.valueLinks)
            for instance in trail.registrations where model.registrationVerdicts.duplicates[instance.site] == nil {
                guard let type = model.registeredType(instance) else { continue }
                let name = TypeFacts.lastComponent(type)
                if everywhere[name]?.contains(instance.site) != true { everywhere[name, default: []].append(instance.site) }
            }
        }
        for (link, sources) in valueLinkSources where !onAnyTrail.contains(link) {
            for source in sources.sorted() {
                connectValueLink(link, from: source, stack: nil, element: nil, registered: everywhere, spelledOnly: true)
            }
        }
        // Registrations no stack reaches: drawn from the view that applies them.
        let onTrails = Set(model.trails.flatMap { $0.registrations.map(\.site) })
        for (site, registration) in registrations where !onTrails.contains(site) {
            if let view = registration.view { addEdge(.view(view), .registration(site), .unattached, "no stack") }
        }
    }

    /// A value link leads to the screen registered for its value's case, to
    /// the registration when the case is not told, or to the stack itself
    /// when its type is not told (or nothing registers it).
    /// `spelledOnly`: only a link that spells its route type and case
    /// (`Route.detail(id)`), and not a sidebar's selection, is followed.
    mutating func connectValueLink(_ link: SourceRef, from source: Key, stack: SourceRef?, element: String?,
                                   registered: [String: [SourceRef]], spelledOnly: Bool = false) {
        let outline = model.files[link.file].source.outline
        guard let call = UnitItem.call(namedAt: link.token, in: outline) else { return }
        var (type, caseName) = routes.linkValue(call: call, file: link.file, element: element)
        if spelledOnly {
            guard let spelled = type, caseName != nil,
                  !model.selectionTypes.contains(TypeFacts.lastComponent(spelled)) else { return }
        }
        if type == nil, registered.count == 1 { type = registered.keys.first }
        let label = caseName.map { "." + $0 } ?? "value"
        guard let type, let sites = registered[TypeFacts.lastComponent(type)] else {
            if let stack { addEdge(source, .stack(stack), .link, label, at: link) }
            return
        }
        for site in sites {
            let all = destinations[site] ?? []
            var chosen: [Destination]
            if let caseName {
                chosen = all.filter { $0.cases.contains("." + caseName) }
                if chosen.isEmpty { chosen = all.filter { $0.cases.isEmpty || $0.cases.contains("default") } }
            } else {
                chosen = all.allSatisfy { $0.cases.isEmpty } ? all : []
            }
            if chosen.isEmpty {
                addEdge(source, .registration(site), .link, label, at: link)
            }
            for destination in chosen { addEdge(source, destination.target, .link, label, at: link) }
        }
    }
}
