/// The navigation map of a project: the views that matter for navigation,
/// the stacks and what they register, and how one screen leads to another.
/// Built from the navigation model and the findings of the same run; the
/// renderers (`DOTRenderer`, `MermaidRenderer`) only print it.
///
/// Everything is sorted and every id is derived from names and locations, so
/// the same sources always give the same graph.
package struct NavigationGraph: Sendable, Equatable {
    package enum NodeKind: String, Sendable, Equatable {
        /// A type conforming to `App`: where the app starts.
        case app
        /// A view (or scene) type.
        case view
        /// A `NavigationStack` or `NavigationView` call.
        case stack
        /// A `navigationDestination` registration, at the place it is applied.
        case registration
    }

    package struct Node: Sendable, Equatable {
        package var id: String
        package var kind: NodeKind
        /// The title, then detail lines (path type, cases, where it is).
        package var lines: [String]
        /// Where it is written: the first is its own place; a registration
        /// adds the declaration and cases of its route enum.
        package var locations: [GraphLocation]
        /// Ids of the rules whose findings fall on it, sorted.
        package var findings: [String] = []

        /// What a renderer writes in it: its lines, then a warning line per rule.
        package var labelLines: [String] { lines + findings.map { "⚠ " + $0 } }
    }

    /// How one node leads to another. Rendered solid (`link`, `push`), dotted
    /// (`registers`, `unattached`), dashed (`presents`) or bold (`contains`,
    /// `embeds`, `root`).
    package enum EdgeKind: String, Sendable, Equatable, CaseIterable {
        /// A view builds a stack.
        case contains
        /// A view builds another view that matters for navigation.
        case embeds
        /// A stack's root content.
        case root
        /// A `NavigationLink`: a destination-closure link to its destination,
        /// or a value link to the screen its value is registered for.
        case link
        /// A registration's destination: the view it pushes (per case when it switches).
        case push
        /// A stack sees a registration: from its root or a pushed view.
        case registers
        /// A registration no stack was seen to reach, from the view that applies it.
        case unattached
        /// A sheet, full-screen cover, popover or inspector.
        case presents

        var order: Int { Self.allCases.firstIndex(of: self) ?? 0 }
    }

    package struct Edge: Sendable, Equatable {
        package var from: String
        package var to: String
        package var kind: EdgeKind
        package var label: String
        package var locations: [GraphLocation]
        package var findings: [String] = []

        /// What a renderer writes on it: its label if any, then a warning line per rule.
        package var labelLines: [String] { (label.isEmpty ? [] : [label]) + findings.map { "⚠ " + $0 } }
    }

    package enum ClusterKind: String, Sendable, Equatable {
        /// One tab of a `TabView`.
        case tab
        /// A column of a `NavigationSplitView`: sidebar, content or detail.
        case column
    }

    package struct Cluster: Sendable, Equatable {
        package var id: String
        package var kind: ClusterKind
        package var label: String
        /// Ids of the nodes drawn inside it (not inside a nested cluster), sorted.
        package var nodes: [String]
        package var clusters: [Cluster]
    }

    package var nodes: [Node]
    package var edges: [Edge]
    package var clusters: [Cluster]
    /// Findings that fall on nothing drawn, as `file:line: rule_id`, in report order.
    package var unmappedFindings: [String]

    /// The map of `project`, with `findings` (from linting the same project) drawn in red.
    package init(project: ProjectIndex, findings: [Finding] = []) {
        self = GraphBuilder(model: project.navigation).build(findings: findings)
    }

    init(nodes: [Node], edges: [Edge], clusters: [Cluster], unmappedFindings: [String]) {
        self.nodes = nodes
        self.edges = edges
        self.clusters = clusters
        self.unmappedFindings = unmappedFindings
    }

    package func node(_ id: String) -> Node? { nodes.first { $0.id == id } }

    /// The nesting every renderer writes: each cluster opened (with its depth,
    /// 1 for the outermost), its nodes, its child clusters, then closed; a node
    /// listed by several clusters goes in the first. Then the nodes no cluster
    /// holds, at depth 1, in graph order.
    func walk(open: (Cluster, Int) -> Void, node visit: (Node, Int) -> Void, close: (Cluster, Int) -> Void) {
        let byID = Dictionary(uniqueKeysWithValues: nodes.map { ($0.id, $0) })
        var placed = Set<String>()
        func walk(_ cluster: Cluster, depth: Int) {
            open(cluster, depth)
            for id in cluster.nodes {
                guard let node = byID[id], placed.insert(id).inserted else { continue }
                visit(node, depth + 1)
            }
            for child in cluster.clusters { walk(child, depth: depth + 1) }
            close(cluster, depth)
        }
        for cluster in clusters { walk(cluster, depth: 1) }
        for node in nodes where !placed.contains(node.id) { visit(node, 1) }
    }
}

/// A line of a source file, as findings name it.
package struct GraphLocation: Hashable, Comparable, Sendable {
    package var file: String
    package var line: Int

    package init(file: String, line: Int) {
        self.file = file
        self.line = line
    }

    package static func < (a: GraphLocation, b: GraphLocation) -> Bool {
        if a.file != b.file { return a.file.utf8.lexicographicallyPrecedes(b.file.utf8) }
        return a.line < b.line
    }

    /// `File.swift:12`: the file's last path component and the line.
    package var short: String {
        let name = file.split(separator: "/").last.map(String.init) ?? file
        return "\(name):\(line)"
    }
}
