/// Prints a `NavigationGraph` as Graphviz DOT (`dot -Tsvg` draws it).
///
/// Views are rounded boxes, apps houses, stacks 3-D boxes, registrations
/// notes. Links and pushes are solid, registrations dotted, presentations
/// dashed, structure (a view building a stack or another view, a stack's
/// root) bold grey. Tabs and columns are clusters. What a finding falls on
/// is red and names the rule.
package enum DOTRenderer {
    package static func render(_ graph: NavigationGraph) -> String {
        var out = "digraph navigation {\n"
        out += "  graph [rankdir=LR, fontname=\"Helvetica\", fontsize=11, nodesep=0.3, ranksep=0.6];\n"
        out += "  node [fontname=\"Helvetica\", fontsize=10];\n"
        out += "  edge [fontname=\"Helvetica\", fontsize=9];\n"
        func indent(_ depth: Int) -> String { String(repeating: "  ", count: depth) }
        graph.walk(open: { cluster, depth in
            out += "\(indent(depth))subgraph \(quoted(cluster.id)) {\n"
            out += "\(indent(depth))  label=\(quoted(cluster.label)); style=\"rounded,dashed\"; color=\"gray55\"; fontcolor=\"gray30\";\n"
        }, node: { node, depth in
            out += indent(depth) + statement(node) + "\n"
        }, close: { _, depth in
            out += "\(indent(depth))}\n"
        })
        for edge in graph.edges { out += "  " + statement(edge) + "\n" }
        if !graph.unmappedFindings.isEmpty {
            out += "  // findings on nothing drawn:\n"
            for finding in graph.unmappedFindings { out += "  // " + oneLine(finding) + "\n" }
        }
        out += "}\n"
        return out
    }

    static func statement(_ node: NavigationGraph.Node) -> String {
        var attributes: [String] = []
        let lines = node.labelLines
        attributes.append("label=" + quoted(lines.joined(separator: "\n")))
        switch node.kind {
        case .app: attributes += ["shape=house", "style=filled", "fillcolor=\"#eeeeee\""]
        case .view: attributes += ["shape=box", "style=rounded"]
        case .stack: attributes += ["shape=box3d", "style=filled", "fillcolor=\"#e8f0fe\""]
        case .registration: attributes += ["shape=note", "style=filled", "fillcolor=\"#fff8e1\""]
        }
        if !node.findings.isEmpty { attributes += ["color=\"red\"", "fontcolor=\"red\"", "penwidth=2"] }
        return "\(quoted(node.id)) [\(attributes.joined(separator: ", "))];"
    }

    static func statement(_ edge: NavigationGraph.Edge) -> String {
        var attributes: [String] = []
        let lines = edge.labelLines
        if !lines.isEmpty { attributes.append("label=" + quoted(lines.joined(separator: "\n"))) }
        switch edge.kind {
        case .contains, .root: attributes += ["style=bold", "color=\"gray45\""]
        case .embeds: attributes += ["style=bold", "color=\"gray70\""]
        case .link: attributes += ["color=\"#1a5fb4\""]
        case .push: attributes += ["color=\"black\""]
        case .registers, .unattached: attributes += ["style=dotted", "color=\"#b58900\""]
        case .presents: attributes += ["style=dashed", "color=\"#6b3fa0\""]
        }
        if !edge.findings.isEmpty {
            attributes = attributes.filter { !$0.hasPrefix("color=") }
            attributes += ["color=\"red\"", "fontcolor=\"red\"", "penwidth=2"]
        }
        return "\(quoted(edge.from)) -> \(quoted(edge.to)) [\(attributes.joined(separator: ", "))];"
    }

    /// A DOT string: backslashes and quotes escaped, line breaks as `\n`.
    static func quoted(_ text: String) -> String {
        var out = "\""
        for character in text {
            switch character {
            case "\\": out += "\\\\"
            case "\"": out += "\\\""
            case "\n": out += "\\n"
            case "\r": continue
            default: out.append(character)
            }
        }
        return out + "\""
    }

    static func oneLine(_ text: String) -> String {
        String(text.map { $0 == "\n" || $0 == "\r" ? " " : $0 })
    }
}
