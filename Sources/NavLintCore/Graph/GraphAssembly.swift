/// Turning what the builder read into the final graph: which views are
/// drawn, node labels, stable ids, sorting.
extension GraphBuilder {
    /// A node before ids are final.
    struct Draft {
        var key: Key
        var kind: NavigationGraph.NodeKind
        var baseID: String
        var lines: [String]
        /// Its own place first.
        var places: [SourceRef]
    }

    func assemble(findings: [Finding]) -> NavigationGraph {
        let containers = GraphContainers(builder: self).find()
        // Views drawn: those that navigate themselves, those navigation leads to, apps, and tab or column owners.
        var drawnViews = navigating.union(containers.map(\.owner))
        for (key, _) in edges where [.root, .push, .link, .presents].contains(key.kind) {
            if case .view(let view) = key.to { drawnViews.insert(view) }
        }
        for body in contents.keys where model.units[body].ownerType.map({ model.facts.conforms($0, to: "App") }) == true {
            drawnViews.insert(body)
        }
        var drafts: [Key: Draft] = [:]
        for view in drawnViews { drafts[.view(view)] = viewDraft(view) }
        for stack in stacks { drafts[.stack(stack)] = stackDraft(stack) }
        for site in registrations.keys { drafts[.registration(site)] = registrationDraft(site) }
        let ids = Self.assignIDs(drafts.values.sorted { $0.key < $1.key })
        let kept = edges.filter { drafts[$0.key.from] != nil && drafts[$0.key.to] != nil && $0.key.from != $0.key.to }

        let orderedDrafts = Array(drafts.values)
        var nodes = orderedDrafts.map { draft in
            NavigationGraph.Node(id: ids[draft.key]!, kind: draft.kind, lines: draft.lines,
                                 locations: draft.places.map(location))
        }
        let orderedEdges = Array(kept)
        var graphEdges = orderedEdges.map { key, places in
            NavigationGraph.Edge(from: ids[key.from]!, to: ids[key.to]!, kind: key.kind, label: key.label,
                                 locations: Set(places.map(location)).sorted())
        }
        // The tokens each node and edge stands for, so a finding lands by identity first.
        let anchors = GraphFindings.Anchors(nodes: orderedDrafts.map { $0.places.map(anchor) },
                                            edges: orderedEdges.map { $0.value.map(anchor) })
        let clusters = GraphContainers.clusters(containers, edges: graphEdges, ids: ids, builder: self)
        var spans: [String: (location: GraphLocation, lastLine: Int)] = [:]
        for view in drawnViews {
            if let span = declarationSpan(of: view) { spans[ids[.view(view)]!] = span }
        }
        let unmapped = GraphFindings.apply(findings, nodes: &nodes, edges: &graphEdges, anchors: anchors, viewSpans: spans)
        nodes.sort { $0.id < $1.id }
        graphEdges.sort { a, b in
            (a.from, a.to, a.kind.order, a.label) < (b.from, b.to, b.kind.order, b.label)
        }
        return NavigationGraph(nodes: nodes, edges: graphEdges, clusters: clusters, unmappedFindings: unmapped)
    }

    func anchor(_ reference: SourceRef) -> FindingAnchor {
        FindingAnchor(file: model.files[reference.file].source.path, token: reference.token)
    }

    func location(_ reference: SourceRef) -> GraphLocation {
        let source = model.files[reference.file].source
        return GraphLocation(file: source.path, line: source.location(ofToken: reference.token).line)
    }

    /// Where a view's type is declared: in the file of its `body`, else the `body` itself.
    func declaration(of view: Int) -> TypeDeclaration? {
        let unit = model.units[view]
        return model.files[unit.file].source.outline.types.first { type in
            type.kind != .extension && type.name == unit.ownerType
        }
    }

    func declarationSpan(of view: Int) -> (location: GraphLocation, lastLine: Int)? {
        guard let type = declaration(of: view) else { return nil }
        let file = model.units[view].file
        let last = model.files[file].source.location(ofToken: type.range.upperBound).line
        return (location(SourceRef(file: file, token: type.nameToken)), last)
    }

    func viewDraft(_ view: Int) -> Draft {
        let unit = model.units[view]
        let name = unit.ownerType ?? unit.name
        let place = SourceRef(file: unit.file, token: declaration(of: view)?.nameToken ?? unit.nameToken)
        let isApp = model.facts.conforms(name, to: "App")
        let detail = (isApp ? "App · " : "") + location(place).short
        return Draft(key: .view(view), kind: isApp ? .app : .view, baseID: (isApp ? "app_" : "view_") + Self.sanitize(name),
                     lines: [name, detail], places: [place])
    }

    /// `in MainTabView · TravelApp.swift:28`
    func whereText(_ reference: SourceRef, owner: String?) -> String {
        let unit = model.unit(containing: reference.token, inFile: reference.file).map { model.units[$0] }
        let name = owner ?? unit.map { $0.ownerType ?? "\($0.name)()" }
        return (name.map { "in \($0) · " } ?? "") + location(reference).short
    }

    func stackDraft(_ stack: SourceRef) -> Draft {
        let outline = model.files[stack.file].source.outline
        let call = UnitItem.firstCall(atOrAfter: stack.token, in: outline)
        let name = call < outline.calls.count ? outline.calls[call].name : SwiftUINames.stacks.sorted()[0]
        var title = name
        switch model.trails.first(where: { $0.stack == stack })?.path ?? PathBinding.none {
        case .none: break
        case .typed(let element, _): title += " [\(element)]"
        case .erased: title += " NavigationPath"
        case .unknown: title += " (path: ?)"
        }
        return Draft(key: .stack(stack), kind: .stack, baseID: "stack_" + placeID(stack), lines: [title, whereText(stack, owner: nil)],
                     places: [stack])
    }

    func registrationDraft(_ site: SourceRef) -> Draft {
        let registration = registrations[site]!
        let (title, type) = routes.registrationTitle(call: registration.call, file: registration.file)
        var lines = [title]
        var places = [site]
        if let type, let route = routes.routeEnum(type) {
            lines += Self.caseLines(route.cases)
            places += route.places
        }
        let owner = registration.view.flatMap { model.units[$0].ownerType }
        lines.append(whereText(site, owner: owner))
        return Draft(key: .registration(site), kind: .registration, baseID: "reg_" + placeID(site), lines: lines,
                     places: places)
    }

    /// `.trip, .day, .reservation, .map`, four to a line, sixteen at most.
    static func caseLines(_ cases: [String]) -> [String] {
        let shown = cases.prefix(16).map { "." + $0 }
        var lines: [String] = []
        var index = 0
        while index < shown.count {
            lines.append(shown[index..<min(index + 4, shown.count)].joined(separator: ", "))
            index += 4
        }
        if cases.count > 16 { lines.append("+\(cases.count - 16) more") }
        return lines
    }

    /// `TravelApp_28_13`: the file's name without `.swift`, the line and the column.
    func placeID(_ reference: SourceRef) -> String {
        let source = model.files[reference.file].source
        let name = source.path.split(separator: "/").last.map(String.init) ?? source.path
        let base = name.hasSuffix(".swift") ? String(name.dropLast(6)) : name
        let (line, column) = source.location(ofToken: reference.token)
        return "\(Self.sanitize(base))_\(line)_\(column)"
    }

    /// Letters, digits and `_` only: safe as a DOT and Mermaid id as it is.
    static func sanitize(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            let ascii = scalar.isASCII && (("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
                || ("0"..."9").contains(scalar) || scalar == "_")
            out += ascii ? String(scalar) : "_"
        }
        return out.isEmpty ? "_" : out
    }

    /// Base ids, with `_2`, `_3`… added in key order where two nodes share one
    /// (two views of one name in different folders).
    static func assignIDs(_ drafts: [Draft]) -> [Key: String] {
        var ids: [Key: String] = [:]
        var taken = Set(drafts.map(\.baseID))
        var seen = Set<String>()
        for draft in drafts {
            var id = draft.baseID
            if seen.contains(id) {
                var counter = 2
                while taken.contains("\(draft.baseID)_\(counter)") { counter += 1 }
                id = "\(draft.baseID)_\(counter)"
                taken.insert(id)
            }
            seen.insert(id)
            ids[draft.key] = id
        }
        return ids
    }
}
