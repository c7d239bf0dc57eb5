/// Tabs of a `TabView` and columns of a `NavigationSplitView`, drawn as
/// clusters. A cluster holds what its part of the container builds (stacks,
/// views, registrations written there) and everything that leads on from
/// those without a presentation; a node that several unrelated clusters
/// reach stays outside them all, since it belongs to none in particular.
struct GraphContainers {
    /// One tab or column.
    struct Container {
        var kind: NavigationGraph.ClusterKind
        var label: String
        /// The view whose body builds the container.
        var owner: Int
        var file: Int
        /// The tab's expression or the column's closure, as tokens of `file`.
        var range: ClosedRange<Int>
        var seeds: [GraphBuilder.Key]
    }

    let builder: GraphBuilder
    var model: NavigationModel { builder.model }

    func find() -> [Container] {
        var found: [Container] = []
        for view in builder.contents.keys.sorted() {
            let entries = builder.contents[view] ?? []
            var units = [view]
            for entry in entries where !units.contains(entry.unit) { units.append(entry.unit) }
            for unit in units {
                for container in containers(in: unit, owner: view, entries: entries)
                where !found.contains(where: { $0.file == container.file && $0.range == container.range }) {
                    found.append(container)
                }
            }
        }
        return found
    }

    private func containers(in unit: Int, owner: Int, entries: [GraphEntry]) -> [Container] {
        let file = model.units[unit].file
        let navigation = model.files[file]
        let outline = navigation.source.outline
        let scope = outline.scopes[model.units[unit].scope]
        var found: [Container] = []
        var index = UnitItem.firstCall(atOrAfter: scope.open, in: outline)
        while index < outline.calls.count, outline.calls[index].nameToken < scope.close {
            defer { index += 1 }
            let call = outline.calls[index]
            guard navigation.context.declarationScope(of: index, in: outline) == model.units[unit].scope, call.receiver == .none,
                  !call.isPattern else { continue }
            var parts: [(ClusterKindLabel, ClosedRange<Int>)] = []
            if call.name == "TabView", let content = Self.contentClosure(call, label: "content", in: outline) {
                for (number, child) in tabs(in: content, file: file).enumerated() {
                    parts.append((.init(kind: .tab, label: "Tab: " + tabLabel(child, file: file, number: number + 1)),
                                  child.range))
                }
            } else if call.name == "NavigationSplitView" {
                let closures = outline.trailingClosures(of: call).map { ($0.label ?? "sidebar", $0.scope) }
                    + outline.arguments(of: call).compactMap { argument in argument.closure.map { (argument.label ?? "sidebar", $0) } }
                for (label, closure) in closures.sorted(by: { $0.1 < $1.1 }) {
                    let range = outline.scopes[closure].open...outline.scopes[closure].close
                    parts.append((.init(kind: .column, label: "Column: " + label), range))
                }
            }
            for (kind, range) in parts {
                found.append(Container(kind: kind.kind, label: kind.label, owner: owner, file: file, range: range,
                                       seeds: seeds(in: range, file: file, entries: entries)))
            }
        }
        return found
    }

    struct ClusterKindLabel {
        var kind: NavigationGraph.ClusterKind
        var label: String
    }

    static func contentClosure(_ call: CallSite, label: String, in outline: Outline) -> Int? {
        outline.trailingClosures(of: call).first { $0.label == nil }?.scope ?? outline.argument(label, of: call)?.closure
    }

    /// The tabs of a `TabView`'s content: each expression at its top level
    /// (through `if`s), from its first call to the last modifier chained on it.
    private func tabs(in closure: Int, file: Int) -> [(head: Int, last: Int, range: ClosedRange<Int>)] {
        let outline = model.files[file].source.outline
        let scope = outline.scopes[closure]
        var tabs: [(head: Int, last: Int, range: ClosedRange<Int>)] = []
        var index = UnitItem.firstCall(atOrAfter: scope.open, in: outline)
        while index < outline.calls.count, outline.calls[index].nameToken < scope.close {
            defer { index += 1 }
            let call = outline.calls[index]
            guard call.receiver == .none, !call.isPattern, isTopLevel(call.scope, in: closure, outline: outline),
                  tabs.last.map({ !$0.range.contains(call.nameToken) }) ?? true else { continue }
            var last = index
            while let next = outline.calls[last].next { last = next }
            tabs.append((index, last, call.range.lowerBound...max(call.range.upperBound, outline.calls[last].range.upperBound)))
        }
        return tabs
    }

    private func isTopLevel(_ scope: Int?, in closure: Int, outline: Outline) -> Bool {
        var current = scope
        while let s = current {
            if s == closure { return true }
            guard case .statement = outline.scopes[s].kind else { return false }
            current = outline.scopes[s].parent
        }
        return false
    }

    /// `Trips` from `.tabItem { Label("Trips", …) }`, `Tab("Trips", …)` or `.tag(AppTab.trips)`.
    private func tabLabel(_ tab: (head: Int, last: Int, range: ClosedRange<Int>), file: Int, number: Int) -> String {
        let outline = model.files[file].source.outline
        let tokens = model.files[file].source.tokens
        func firstString(_ range: ClosedRange<Int>) -> String? {
            range.first { tokens[$0].kind == .stringSegment }.map { tokens.text($0) }
        }
        var chain = [tab.head]
        while let next = outline.calls[chain[chain.count - 1]].next { chain.append(next) }
        if let item = chain.first(where: { outline.calls[$0].name == "tabItem" }),
           let closure = Self.contentClosure(outline.calls[item], label: "label", in: outline),
           let text = firstString(outline.scopes[closure].open...outline.scopes[closure].close) {
            return text
        }
        if outline.calls[tab.head].name == "Tab", let first = outline.arguments(of: tab.head).first,
           let text = firstString(first.value) {
            return text
        }
        if let tag = chain.first(where: { outline.calls[$0].name == "tag" }), let value = outline.arguments(of: tag).first?.value,
           let last = value.reversed().first(where: { tokens[$0].kind == .identifier }) {
            return tokens.text(last)
        }
        return "\(number)"
    }

    /// What the tab or column builds itself: its stacks, registrations and the views it names.
    private func seeds(in range: ClosedRange<Int>, file: Int, entries: [GraphEntry]) -> [GraphBuilder.Key] {
        var keys: [GraphBuilder.Key] = []
        for entry in entries where ([entry.origin] + entry.via).contains(where: { $0.file == file && range.contains($0.token) }) {
            if case .presentation = entry.boundary(in: model) { continue }
            switch entry.item.kind {
            case .stack: keys.append(.stack(entry.origin))
            case .registration: keys.append(.registration(entry.site ?? entry.origin))
            case .reference(let name, .type): keys += builder.views(named: name, from: entry.unit).map { .view($0) }
            default: continue
            }
        }
        return keys
    }
}

extension GraphContainers {
    /// The clusters, nested where one container's part lies inside another's
    /// in the same file, each holding the nodes it alone reaches.
    static func clusters(_ containers: [Container], edges: [NavigationGraph.Edge], ids: [GraphBuilder.Key: String],
                         builder: GraphBuilder) -> [NavigationGraph.Cluster] {
        guard !containers.isEmpty else { return [] }
        let followed: Set<NavigationGraph.EdgeKind> = [.contains, .embeds, .root, .link, .push, .registers]
        var next: [String: [String]] = [:]
        for edge in edges where followed.contains(edge.kind) { next[edge.from, default: []].append(edge.to) }
        // Parents: the innermost other container whose range holds this one's, in the same file.
        let parent: [Int?] = containers.indices.map { index in
            let this = containers[index]
            return containers.indices.filter { other in
                other != index && containers[other].file == this.file && containers[other].range != this.range
                    && containers[other].range.contains(this.range.lowerBound)
                    && containers[other].range.contains(this.range.upperBound)
            }.min { containers[$0].range.count < containers[$1].range.count }
        }
        func ancestors(_ index: Int) -> [Int] {
            var chain = [index]
            while let up = parent[chain[chain.count - 1]], chain.count < 64 { chain.append(up) }
            return chain
        }
        // What each container reaches, never passing through the view that owns it or an app.
        var claims: [String: [Int]] = [:]
        for (index, container) in containers.enumerated() {
            let blocked = Set(builder.contents.keys.filter { body in
                body == container.owner || builder.model.units[body].ownerType.map { builder.model.facts.conforms($0, to: "App") } == true
            }.compactMap { ids[.view($0)] })
            var queue = container.seeds.compactMap { ids[$0] }.filter { !blocked.contains($0) }
            var reached = Set(queue)
            var head = 0
            while head < queue.count {
                for target in next[queue[head]] ?? [] where !blocked.contains(target) && reached.insert(target).inserted {
                    queue.append(target)
                }
                head += 1
            }
            for id in reached { claims[id, default: []].append(index) }
        }
        var members = [[String]](repeating: [], count: containers.count)
        for (id, claimers) in claims {
            // Keep the innermost claimers; then their common enclosing container, if any.
            let innermost = claimers.filter { claimer in !claimers.contains { $0 != claimer && ancestors($0).contains(claimer) } }
            var common = Set(ancestors(innermost[0]))
            for other in innermost.dropFirst() { common.formIntersection(ancestors(other)) }
            if let home = ancestors(innermost[0]).first(where: common.contains) { members[home].append(id) }
        }
        func cluster(_ index: Int) -> NavigationGraph.Cluster {
            let container = containers[index]
            let children = containers.indices.filter { parent[$0] == index }.map(cluster)
            let place = builder.placeID(SourceRef(file: container.file, token: container.range.lowerBound))
            return NavigationGraph.Cluster(id: "cluster_\(container.kind.rawValue)_\(place)", kind: container.kind,
                                           label: container.label, nodes: members[index].sorted(), clusters: children)
        }
        return containers.indices.filter { parent[$0] == nil }.map(cluster)
    }
}
