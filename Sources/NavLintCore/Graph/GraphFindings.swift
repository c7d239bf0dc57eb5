/// Puts findings on the graph: by identity when the finding's token is one a
/// node or edge stands for (a stack, a registration's site, a link), else by
/// file and line (columns are ignored):
///
/// 1. a node whose own place is on that line: a stack (`nested_navigation_stack`,
///    `navigation_view_deprecated`), a registration at its site
///    (`duplicate_navigation_destination`, `leaf_only_destination`,
///    `destination_outside_stack`); a registration also owns the lines of its
///    route enum's declaration and cases (`model_as_route`, `route_not_codable`);
/// 2. else an edge written on that line: a link (`destination_closure_link`,
///    `missing_navigation_destination`), a view embedding another
///    (`nested_navigation_stack` reported at a container's use), a push or presentation;
/// 3. else the drawn view whose declaration encloses the line;
/// 4. else nothing: the finding is listed as unmapped.
///
/// Everything a finding falls on is drawn red and names the rule.
enum GraphFindings {
    /// The tokens each node and edge stands for, in the order of the node and edge arrays.
    struct Anchors {
        var nodes: [[FindingAnchor]]
        var edges: [[FindingAnchor]]
    }

    static func apply(_ findings: [Finding], nodes: inout [NavigationGraph.Node], edges: inout [NavigationGraph.Edge],
                      anchors: Anchors, viewSpans: [String: (location: GraphLocation, lastLine: Int)]) -> [String] {
        var nodesAnchored: [FindingAnchor: [Int]] = [:]
        for (index, list) in anchors.nodes.enumerated() {
            for anchor in Set(list) { nodesAnchored[anchor, default: []].append(index) }
        }
        var edgesAnchored: [FindingAnchor: [Int]] = [:]
        for (index, list) in anchors.edges.enumerated() {
            for anchor in Set(list) { edgesAnchored[anchor, default: []].append(index) }
        }
        var nodesAt: [GraphLocation: [Int]] = [:]
        for (index, node) in nodes.enumerated() {
            for place in Set(node.locations) { nodesAt[place, default: []].append(index) }
        }
        var edgesAt: [GraphLocation: [Int]] = [:]
        for (index, edge) in edges.enumerated() {
            for place in Set(edge.locations) { edgesAt[place, default: []].append(index) }
        }
        let nodeIndex = Dictionary(uniqueKeysWithValues: nodes.enumerated().map { ($1.id, $0) })
        var unmapped: [String] = []
        for finding in findings.sorted(by: Finding.reportOrder) {
            let place = GraphLocation(file: finding.file, line: finding.line)
            if let anchor = finding.anchor, let hits = nodesAnchored[anchor] {
                for index in hits { add(finding.ruleID, to: &nodes[index].findings) }
            } else if let anchor = finding.anchor, let hits = edgesAnchored[anchor] {
                for index in hits { add(finding.ruleID, to: &edges[index].findings) }
            } else if let hits = nodesAt[place] {
                for index in hits { add(finding.ruleID, to: &nodes[index].findings) }
            } else if let hits = edgesAt[place] {
                for index in hits { add(finding.ruleID, to: &edges[index].findings) }
            } else if let view = enclosingView(place, spans: viewSpans), let index = nodeIndex[view] {
                add(finding.ruleID, to: &nodes[index].findings)
            } else {
                unmapped.append("\(finding.file):\(finding.line): \(finding.ruleID)")
            }
        }
        return unmapped
    }

    static func add(_ rule: String, to list: inout [String]) {
        if !list.contains(rule) {
            list.append(rule)
            list.sort()
        }
    }

    /// The innermost drawn view whose declaration spans the line.
    static func enclosingView(_ place: GraphLocation, spans: [String: (location: GraphLocation, lastLine: Int)]) -> String? {
        spans.filter { _, span in
            span.location.file == place.file && span.location.line <= place.line && place.line <= span.lastLine
        }.min { a, b in
            (a.value.lastLine - a.value.location.line, a.key) < (b.value.lastLine - b.value.location.line, b.key)
        }?.key
    }
}
