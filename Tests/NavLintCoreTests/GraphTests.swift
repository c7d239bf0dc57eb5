import Foundation
@testable import NavLintCore
import Testing

/// The navigation map: what it draws for the corpus apps, how findings turn
/// red, escaping, and a checker for the Mermaid subset the renderer emits.
struct GraphTests {
    static func graph(_ app: String) throws -> NavigationGraph {
        let files = try CorpusTests.swiftFiles(in: app).map { SourceFile(path: $0.path, text: $0.text) }
        let project = ProjectIndex(files: files)
        return NavigationGraph(project: project, findings: Linter().lint(project))
    }

    static func graph(_ sources: [(String, String)]) -> NavigationGraph {
        let project = ProjectIndex(files: sources.map { SourceFile(path: $0.0, text: $0.1) })
        return NavigationGraph(project: project, findings: Linter().lint(project))
    }

    static func edge(_ graph: NavigationGraph, _ from: String, _ to: String) -> NavigationGraph.Edge? {
        graph.edges.first { $0.from == from && $0.to == to }
    }

    static func allClusters(_ clusters: [NavigationGraph.Cluster]) -> [NavigationGraph.Cluster] {
        clusters.flatMap { [$0] + allClusters($0.clusters) }
    }

    @Test func tabbedTravelMap() throws {
        let graph = try Self.graph("TabbedTravel")
        // Stacks are labelled with their path type.
        #expect(graph.node("stack_TravelApp_28_13")?.lines.first == "NavigationStack [TripRoute]")
        #expect(graph.node("stack_TravelApp_34_13")?.lines.first == "NavigationStack NavigationPath")
        #expect(graph.node("stack_AccountView_10_9")?.lines.first == "NavigationView")
        // A registration shows its type and, for a declared enum, the cases.
        let trips = try #require(graph.node("reg_TripsHomeView_35_10"))
        #expect(trips.lines.prefix(2) == ["for: TripRoute", ".trip, .day, .reservation, .map"])
        // Its destinations, per case, through `route.destination`.
        #expect(Self.edge(graph, "reg_TripsHomeView_35_10", "view_TripDetailView")?.label == ".trip")
        #expect(Self.edge(graph, "reg_TripsHomeView_35_10", "view_TripMapView")?.label == ".map")
        #expect(Self.edge(graph, "stack_TravelApp_28_13", "reg_TripsHomeView_35_10")?.kind == .registers)
        // A value link leads to the screen registered for its case.
        #expect(Self.edge(graph, "view_TripsHomeView", "view_TripDetailView")?.label == ".trip")
        // Sheets and covers are presentations.
        #expect(Self.edge(graph, "view_TripDetailView", "stack_TripDetailView_61_13")?.label == "sheet")
        #expect(Self.edge(graph, "view_TripDetailView", "stack_TripDetailView_69_9")?.label == "fullScreenCover")
        // A helper applied at the stack root and again in a pushed view: two registration sites.
        #expect(graph.node("reg_TravelApp_42_22")?.kind == .registration)
        #expect(graph.node("reg_WalletView_50_10")?.kind == .registration)
        // Tabs are clusters.
        let clusters = Self.allClusters(graph.clusters)
        #expect(clusters.map(\.label) == ["Tab: Trips", "Tab: Explore", "Tab: Wallet", "Tab: Account"])
        #expect(clusters[0].nodes.contains("view_TripDetailView") && clusters[0].nodes.contains("stack_TravelApp_28_13"))
        #expect(clusters[3].nodes.contains("view_AccountView"))
        #expect(!clusters.contains { $0.nodes.contains("view_MainTabView") }, "the owner of the tabs stays outside")
    }

    /// Two stacks on one line, only the inner one nested: the finding lands on the stack it was
    /// reported at, by identity, not on everything written on that line.
    @Test func aFindingLandsOnItsOwnTokenNotItsLine() {
        let source = "struct Outer: View { var body: some View { NavigationStack { Inner() } } }; "
            + "struct Inner: View { var body: some View { NavigationStack { NavigationLink(\"x\", value: 1) } } }"
        let graph = Self.graph([("One.swift", source)])
        let red = graph.nodes.filter { !$0.findings.isEmpty }.map(\.id)
        #expect(red == ["stack_One_1_120"], "only the inner stack, at column 120")
    }

    @Test func findingsTurnWhatTheyFallOnRed() throws {
        let graph = try Self.graph("TabbedTravel")
        // A nested stack colours the inner stack; a duplicate registration its site.
        #expect(graph.node("stack_TripDetailView_91_9")?.findings == ["nested_navigation_stack"])
        #expect(graph.node("reg_WalletView_50_10")?.findings == ["duplicate_navigation_destination", "model_as_route"])
        #expect(graph.node("reg_TravelApp_42_22")?.findings == ["model_as_route"], "a case of its route enum")
        #expect(graph.node("reg_ExploreView_97_10")?.findings == ["leaf_only_destination"])
        // A destination-closure link colours the link.
        #expect(Self.edge(graph, "view_TripDetailView", "view_PackingListView")?.findings == ["destination_closure_link"])
        #expect(graph.node("stack_TravelApp_28_13")?.findings == [])
        #expect(graph.unmappedFindings.isEmpty)

        let mail = try Self.graph("MailSplit")
        // A nested stack reported where a container view is used colours that use.
        let use = try #require(Self.edge(mail, "view_ContactCardView", "view_CardScaffold"))
        #expect(use.kind == .embeds && use.findings == ["nested_navigation_stack"])
        #expect(mail.node("reg_Sheets_97_10")?.findings == ["destination_outside_stack"])
        #expect(Self.edge(mail, "view_SettingsSheet", "reg_Sheets_97_10")?.kind == .unattached)
        // A link goes where the winning registration sends it, not through the shadowed duplicate.
        #expect(Self.edge(mail, "view_MessageListView", "view_ThreadView")?.label == ".thread")
        #expect(Self.edge(mail, "view_MessageListView", "reg_ThreadView_28_10") == nil)

        let legacy = try Self.graph("LegacyLibrary")
        #expect(legacy.unmappedFindings == ["TestCorpus/LegacyLibrary/AuthorShelfView.swift:19: navigation_view_deprecated"])
    }

    @Test func splitViewColumnsAreClusters() throws {
        let graph = try Self.graph("MailSplit")
        let clusters = Self.allClusters(graph.clusters)
        #expect(clusters.map(\.label) == ["Column: sidebar", "Column: detail"])
        #expect(clusters[0].nodes == ["view_MailboxSidebar"])
        #expect(clusters[1].nodes.contains("stack_MailSplitApp_46_13") && clusters[1].nodes.contains("view_ThreadView"))
        #expect(!clusters[1].nodes.contains("view_ComposeView"), "presented content is not the column's")
    }

    @Test func containerContentLinksLeadToRegisteredScreens() throws {
        let graph = try Self.graph("GenericRouterKit")
        // `RoutingContainer { ExpenseListView() }`: the list's links reach the container's registrations.
        #expect(Self.edge(graph, "view_ExpenseListView", "view_ExpenseDetailView")?.label == ".expense")
        #expect(Self.edge(graph, "view_BudgetDetailView", "view_RoutingContainer")?.findings == ["nested_navigation_stack"])
    }

    @Test func sameInputSameGraph() throws {
        for app in ["TabbedTravel", "MailSplit", "GenericRouterKit"] {
            let a = try Self.graph(app), b = try Self.graph(app)
            #expect(a == b)
            #expect(DOTRenderer.render(a) == DOTRenderer.render(b))
            let files = try CorpusTests.swiftFiles(in: app).map { SourceFile(path: $0.path, text: $0.text) }
            let parallel = ProjectIndex(files: files, jobs: 4)
            let c = NavigationGraph(project: parallel, findings: Linter().lint(parallel, jobs: 4))
            #expect(MermaidRenderer.render(a) == MermaidRenderer.render(c))
        }
    }

    @Test func namesAreEscaped() {
        let graph = Self.graph([("Ünïcode Views/Café.swift", """
            import SwiftUI
            enum Rôute: Hashable { case détail, plain }
            struct Café: View {
                var body: some View {
                    NavigationStack {
                        List { NavigationLink("A \\"quoted\\" <b>#1</b> & `x`|y", value: Rôute.détail) }
                            .navigationDestination(for: Rôute.self) { route in Détail() }
                    }
                }
            }
            struct Détail: View { var body: some View { Text("d") } }
            """)])
        let ids = graph.nodes.map(\.id)
        #expect(ids.contains("view_Caf_") && ids.contains("view_D_tail") && ids.contains("stack_Caf__5_9"))
        for id in ids { #expect(id.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }, "\(id)") }
        #expect(DOTRenderer.quoted("a\"b\\c\nd") == "\"a\\\"b\\\\c\\nd\"")
        #expect(MermaidRenderer.quoted("a\"b#c<d>&`|\ne") == "\"a#quot;b#35;c#lt;d#gt;#amp;#96;#124;<br/>e\"")
        #expect(throws: Never.self) { try MermaidChecker.check(MermaidRenderer.render(graph)) }
        #expect(Self.edge(graph, "stack_Caf__5_9", "view_D_tail")?.label == ".détail", "a link in the stack's root")
    }

    @Test func sameNamedViewsGetDistinctIDs() {
        let screen = "struct Home: View { var body: some View { NavigationStack { Text(\"x\") } } }"
        let graph = Self.graph([("A/Home.swift", screen), ("B/Home.swift", screen)])
        #expect(graph.nodes.map(\.id).sorted() == ["stack_Home_1_43", "stack_Home_1_43_2", "view_Home", "view_Home_2"])
    }

    // MARK: - Mermaid

    @Test(arguments: CorpusTests.apps)
    func mermaidOfEveryCorpusAppParses(app: String) throws {
        let text = MermaidRenderer.render(try Self.graph(app))
        try MermaidChecker.check(text)
    }

    @Test func mermaidGoldensParse() throws {
        let folder = packageRoot.appendingPathComponent("Tests/NavLintCLITests/Golden/graph")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".mmd") }
        #expect(names.count >= 4)
        for name in names.sorted() {
            let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            #expect(throws: Never.self, "\(name)") { try MermaidChecker.check(text) }
        }
    }

    @Test func mermaidCheckerAcceptsTheSubset() throws {
        try MermaidChecker.check("""
            flowchart LR
              %% a comment
              subgraph cluster_a["Tab: A"]
                view_A("A<br/>A.swift:1")
                subgraph cluster_b["Column: detail"]
                  stack_B[["NavigationStack [Route]"]]
                end
              end
              app_C(["C"])
              reg_D>"for: Route<br/>.a, .b"]
              view_A -->|"link"| stack_B
              stack_B -.-> reg_D
              app_C ==> view_A
              classDef finding stroke:#dd0000,stroke-width:3px
              class view_A,reg_D finding
              linkStyle 0,2 stroke:#dd0000
            """)
    }

    @Test(arguments: [
        ("no header", "view_A(\"A\")\n"),
        ("unclosed subgraph", "flowchart LR\n  subgraph c[\"x\"]\n  view_A(\"A\")\n"),
        ("end without subgraph", "flowchart LR\n  view_A(\"A\")\n  end\n"),
        ("unknown arrow", "flowchart LR\n  view_A(\"A\")\n  view_B(\"B\")\n  view_A -> view_B\n"),
        ("unquoted label", "flowchart LR\n  view_A(A)\n"),
        ("quote in label", "flowchart LR\n  view_A(\"a \"b\" c\")\n"),
        ("stray hash", "flowchart LR\n  view_A(\"#1\")\n"),
        ("undeclared node", "flowchart LR\n  view_A(\"A\")\n  view_A --> view_B\n"),
        ("declared twice", "flowchart LR\n  view_A(\"A\")\n  view_A(\"A\")\n"),
        ("bad edge label", "flowchart LR\n  view_A(\"A\")\n  view_B(\"B\")\n  view_A -->|link| view_B\n"),
        ("reserved id", "flowchart LR\n  end(\"A\")\n"),
        ("unknown class", "flowchart LR\n  view_A(\"A\")\n  class view_A missing\n"),
        ("link style out of range", "flowchart LR\n  view_A(\"A\")\n  linkStyle 0 stroke:#f00\n"),
        ("malformed classDef", "flowchart LR\n  classDef red\n"),
        ("garbage", "flowchart LR\n  view_A(\"A\")\n  this is not mermaid\n"),
    ])
    func mermaidCheckerRejectsMalformedOutput(name: String, text: String) {
        #expect(throws: MermaidChecker.Failure.self, "\(name)") { try MermaidChecker.check(text) }
    }

    @Test func mermaidCheckerRejectsABrokenRendering() throws {
        let good = MermaidRenderer.render(try Self.graph("TabbedTravel"))
        try MermaidChecker.check(good)
        // Lose one `end`, or break one edge: each is caught.
        let lines = good.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let withoutEnd = lines.enumerated().filter { $0.offset != lines.firstIndex(of: "  end") }.map(\.element)
        #expect(throws: MermaidChecker.Failure.self) { try MermaidChecker.check(withoutEnd.joined(separator: "\n")) }
        let brokenEdge = good.replacingOccurrences(of: " -.-> ", with: " -.- ")
        #expect(throws: MermaidChecker.Failure.self) { try MermaidChecker.check(brokenEdge) }
    }
}

/// A checker for the Mermaid flowchart subset `MermaidRenderer` emits: a
/// `flowchart` header; node declarations with an id and a quoted label in
/// one of the shapes `("…")`, `(["…"])`, `[["…"]]`, `>"…"]`, `["…"]`; edges
/// `-->`, `-.->`, `==>` with an optional `|"…"|` label, between declared
/// nodes; balanced `subgraph id["…"]` … `end`; `classDef`, `class` and
/// `linkStyle` lines; `%%` comments. Labels may not hold a raw quote, and a
/// `#` must start an entity code (`#quot;`, `#35;`).
enum MermaidChecker {
    struct Failure: Error, CustomStringConvertible {
        var line: Int
        var reason: String
        var description: String { "line \(line): \(reason)" }
    }

    static let reserved: Set<String> = ["end", "subgraph", "graph", "flowchart", "class", "classDef", "linkStyle",
                                        "style", "click", "call", "href", "default", "direction"]
    static let shapes: [(open: String, close: String)] = [("([", "])"), ("[[", "]]"), ("(", ")"), (">", "]"), ("[", "]")]
    static let arrows = ["-.->", "-->", "==>"]

    static func check(_ text: String) throws {
        var declared = Set<String>()
        var referenced: [(String, Int)] = []
        var classesUsed: [(String, Int)] = []
        var classesDefined = Set<String>()
        var linkStyles: [(Int, Int)] = []
        var edges = 0
        var depth = 0
        var sawHeader = false
        for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let number = index + 1
            let line = raw.trimmingCharacters(in: .whitespaces)
            func fail(_ reason: String) -> Failure { Failure(line: number, reason: reason) }
            if line.isEmpty || line.hasPrefix("%%") { continue }
            guard sawHeader else {
                let parts = line.split(separator: " ")
                guard parts.count == 2, parts[0] == "flowchart", ["LR", "RL", "TB", "TD", "BT"].contains(parts[1]) else {
                    throw fail("expected a `flowchart` header")
                }
                sawHeader = true
                continue
            }
            if line == "end" {
                guard depth > 0 else { throw fail("`end` without `subgraph`") }
                depth -= 1
            } else if line.hasPrefix("subgraph ") {
                let rest = String(line.dropFirst("subgraph ".count))
                let (id, after) = try identifier(rest, fail)
                if !after.isEmpty {
                    guard after.hasPrefix("["), after.hasSuffix("]") else { throw fail("bad subgraph title") }
                    try label(String(after.dropFirst().dropLast()), fail)
                }
                guard declared.insert(id).inserted else { throw fail("`\(id)` declared twice") }
                depth += 1
            } else if line.hasPrefix("classDef ") {
                let parts = line.split(separator: " ")
                guard parts.count == 3, isStyle(parts[2]) else { throw fail("malformed classDef") }
                classesDefined.insert(String(parts[1]))
            } else if line.hasPrefix("class ") {
                let parts = line.split(separator: " ")
                guard parts.count == 3 else { throw fail("malformed class line") }
                for id in parts[1].split(separator: ",", omittingEmptySubsequences: false) {
                    guard isIdentifier(id) else { throw fail("bad id in class line") }
                    referenced.append((String(id), number))
                }
                classesUsed.append((String(parts[2]), number))
            } else if line.hasPrefix("linkStyle ") {
                let parts = line.split(separator: " ")
                guard parts.count == 3, isStyle(parts[2]) else { throw fail("malformed linkStyle") }
                for index in parts[1].split(separator: ",", omittingEmptySubsequences: false) {
                    guard let value = Int(index), value >= 0 else { throw fail("bad linkStyle index") }
                    linkStyles.append((value, number))
                }
            } else {
                let (id, after) = try identifier(line, fail)
                let spaced = after.hasPrefix(" ") ? String(after.dropFirst()) : ""
                if let arrow = arrows.first(where: { spaced.hasPrefix($0 + " ") || spaced.hasPrefix($0 + "|") }) {
                    var rest = String(spaced.dropFirst(arrow.count))
                    if rest.hasPrefix("|") {
                        guard let close = rest.dropFirst().firstIndex(of: "|") else { throw fail("unclosed edge label") }
                        try label(String(rest[rest.index(after: rest.startIndex)..<close]), fail)
                        rest = String(rest[rest.index(after: close)...])
                    }
                    guard rest.hasPrefix(" ") else { throw fail("expected a space before the target") }
                    let (target, tail) = try identifier(String(rest.dropFirst()), fail)
                    guard tail.isEmpty else { throw fail("unexpected text after the edge") }
                    referenced += [(id, number), (target, number)]
                    edges += 1
                } else if let shape = shapes.first(where: { after.hasPrefix($0.open + "\"") && after.hasSuffix("\"" + $0.close) }) {
                    try label(String(after.dropFirst(shape.open.count).dropLast(shape.close.count)), fail)
                    guard declared.insert(id).inserted else { throw fail("`\(id)` declared twice") }
                } else {
                    throw fail("neither a node declaration nor an edge: \(line)")
                }
            }
        }
        let end = text.split(separator: "\n", omittingEmptySubsequences: false).count
        guard sawHeader else { throw Failure(line: 1, reason: "no `flowchart` header") }
        guard depth == 0 else { throw Failure(line: end, reason: "\(depth) `subgraph` left open") }
        for (id, line) in referenced where !declared.contains(id) {
            throw Failure(line: line, reason: "`\(id)` is never declared")
        }
        for (name, line) in classesUsed where !classesDefined.contains(name) {
            throw Failure(line: line, reason: "class `\(name)` has no classDef")
        }
        for (index, line) in linkStyles where index >= edges {
            throw Failure(line: line, reason: "linkStyle \(index) but only \(edges) edges")
        }
    }

    static func isIdentifier(_ text: Substring) -> Bool {
        guard let first = text.first, first.isASCII, first.isLetter || first == "_" else { return false }
        return text.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") } && !reserved.contains(String(text))
    }

    /// The identifier at the start of `text` and what follows it.
    static func identifier(_ text: String, _ fail: (String) -> Failure) throws -> (String, String) {
        let end = text.firstIndex { !($0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_")) } ?? text.endIndex
        let id = text[..<end]
        guard isIdentifier(id) else { throw fail("expected an id, found `\(text.prefix(20))`") }
        return (String(id), String(text[end...]))
    }

    /// A quoted label: `"…"` with no raw quote inside and every `#` starting an entity.
    static func label(_ text: String, _ fail: (String) -> Failure) throws {
        guard text.count >= 2, text.hasPrefix("\""), text.hasSuffix("\"") else { throw fail("label not quoted: \(text)") }
        let inner = text.dropFirst().dropLast()
        guard !inner.contains("\"") else { throw fail("raw quote inside a label") }
        var rest = inner[...]
        while let hash = rest.firstIndex(of: "#") {
            let after = rest[rest.index(after: hash)...]
            guard let semicolon = after.firstIndex(of: ";"), after.distance(from: after.startIndex, to: semicolon) > 0,
                  after[..<semicolon].allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }) else {
                throw fail("`#` that starts no entity code")
            }
            rest = after[after.index(after: semicolon)...]
        }
    }

    /// `stroke:#dd0000,stroke-width:3px`
    static func isStyle(_ text: Substring) -> Bool {
        let pairs = text.split(separator: ",", omittingEmptySubsequences: false)
        return !pairs.isEmpty && pairs.allSatisfy { pair in
            let parts = pair.split(separator: ":", omittingEmptySubsequences: false)
            return parts.count == 2 && !parts[0].isEmpty && !parts[1].isEmpty
                && parts[0].allSatisfy { $0.isLetter || $0 == "-" }
        }
    }
}
