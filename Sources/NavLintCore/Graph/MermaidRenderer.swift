/// Prints a `NavigationGraph` as a Mermaid flowchart (GitHub renders it in
/// Markdown). The subset used: a `flowchart LR` header; node declarations
/// `id("label")` (view), `id(["label"])` (app), `id[["label"]]` (stack),
/// `id>"label"]` (registration); edges `-->` (links, pushes), `-.->`
/// (registrations, presentations), `==>` (structure), each with an optional
/// `|"label"|`; `subgraph id["label"]` … `end` for tabs and columns;
/// `classDef`, `class` and `linkStyle` lines for colours; `%%` comments.
package enum MermaidRenderer {
    package static func render(_ graph: NavigationGraph) -> String {
        var out = "flowchart LR\n"
        func indent(_ depth: Int) -> String { String(repeating: "  ", count: depth) }
        graph.walk(open: { cluster, depth in
            out += "\(indent(depth))subgraph \(cluster.id)[\(quoted(cluster.label))]\n"
        }, node: { node, depth in
            out += indent(depth) + declaration(node) + "\n"
        }, close: { _, depth in
            out += "\(indent(depth))end\n"
        })
        for edge in graph.edges { out += "  " + statement(edge) + "\n" }
        out += "  classDef app fill:#eeeeee,stroke:#555555\n"
        out += "  classDef stack fill:#e8f0fe,stroke:#1a5fb4\n"
        out += "  classDef registration fill:#fff8e1,stroke:#b58900\n"
        out += "  classDef finding stroke:#dd0000,stroke-width:3px,color:#dd0000\n"
        for (kind, name) in [(NavigationGraph.NodeKind.app, "app"), (.stack, "stack"), (.registration, "registration")] {
            let ids = graph.nodes.filter { $0.kind == kind }.map(\.id)
            if !ids.isEmpty { out += "  class \(ids.joined(separator: ",")) \(name)\n" }
        }
        let red = graph.nodes.filter { !$0.findings.isEmpty }.map(\.id)
        if !red.isEmpty { out += "  class \(red.joined(separator: ",")) finding\n" }
        let redEdges = graph.edges.indices.filter { !graph.edges[$0].findings.isEmpty }
        if !redEdges.isEmpty {
            out += "  linkStyle \(redEdges.map(String.init).joined(separator: ",")) stroke:#dd0000,stroke-width:3px,color:#dd0000\n"
        }
        if !graph.unmappedFindings.isEmpty {
            out += "  %% findings on nothing drawn:\n"
            for finding in graph.unmappedFindings {
                out += "  %% " + String(finding.map { $0 == "\n" || $0 == "\r" ? " " : $0 }) + "\n"
            }
        }
        return out
    }

    static func declaration(_ node: NavigationGraph.Node) -> String {
        let label = quoted(node.labelLines.joined(separator: "\n"))
        switch node.kind {
        case .app: return "\(node.id)([\(label)])"
        case .view: return "\(node.id)(\(label))"
        case .stack: return "\(node.id)[[\(label)]]"
        case .registration: return "\(node.id)>\(label)]"
        }
    }

    static func statement(_ edge: NavigationGraph.Edge) -> String {
        let arrow: String
        switch edge.kind {
        case .link, .push: arrow = "-->"
        case .registers, .unattached, .presents: arrow = "-.->"
        case .contains, .embeds, .root: arrow = "==>"
        }
        let lines = edge.labelLines
        let label = lines.isEmpty ? "" : "|\(quoted(lines.joined(separator: "\n")))|"
        return "\(edge.from) \(arrow)\(label) \(edge.to)"
    }

    /// A Mermaid string: quotes and markup characters as entity codes, line breaks as `<br/>`.
    static func quoted(_ text: String) -> String {
        var out = "\""
        for character in text {
            switch character {
            case "\"": out += "#quot;"
            case "#": out += "#35;"
            case "<": out += "#lt;"
            case ">": out += "#gt;"
            case "&": out += "#amp;"
            case "`": out += "#96;"
            case "|": out += "#124;"
            case "\n": out += "<br/>"
            case "\r": continue
            default: out.append(character)
            }
        }
        return out + "\""
    }
}
