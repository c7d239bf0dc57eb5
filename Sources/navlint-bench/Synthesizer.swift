#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One stored property of a feature's model, and how views show and edit it.
struct Field {
    enum Kind { case text, optionalText, integer, decimal, flag, date, list, status }
    var name: String
    var type: String
    var kind: Kind
    var sample: String
}

/// A feature of the synthetic app: one model, its route enum and router, a
/// stack rooted in a root view, a list, a detail, an editor sheet, a store and
/// a service. Names derive from the entity so files cross-reference one another
/// the way a real app's do (the linter follows pushed views across files).
struct Feature {
    let entity: String
    let folder: String
    let fields: [Field]
    /// Routers keep `[Route]` or a type-erased `NavigationPath`; apps do both.
    let usesNavigationPath: Bool
    let symbol: String
    /// Route cases: always `detail` and `filtered`, then a different subset per feature.
    let routeCases: [String]

    func has(_ routeCase: String) -> Bool { routeCases.contains { $0.hasPrefix(routeCase) } }

    var lower: String { entity.lowerFirst }
    var plural: String { entity.plural }
    var route: String { entity + "Route" }
    var router: String { entity + "Router" }
    var store: String { entity + "Store" }
    var service: String { entity + "Service" }
    var status: String { entity + "Status" }
    var rootView: String { plural + "RootView" }
    var listView: String { entity + "ListView" }
    var rowView: String { entity + "Row" }
    var detailView: String { entity + "DetailView" }
    var editor: String { entity + "EditorSheet" }
    var extraFields: [Field] { fields.filter { $0.name != "title" } }

    static func make(entity: String, folder: String, _ g: inout Gen) -> Feature {
        let status = entity + "Status"
        let pool: [Field] = [
            Field(name: "subtitle", type: "String", kind: .text, sample: "\"Tap to see more\""),
            Field(name: "notes", type: "String?", kind: .optionalText, sample: "nil"),
            Field(name: "count", type: "Int", kind: .integer, sample: "\(g.rng.int(1...40))"),
            Field(name: "rating", type: "Int", kind: .integer, sample: "\(g.rng.int(1...5))"),
            Field(name: "price", type: "Decimal", kind: .decimal, sample: "\(g.rng.int(1...99)).\(g.rng.int(10...99))"),
            Field(name: "isFavorite", type: "Bool", kind: .flag, sample: g.rng.chance(0.5) ? "true" : "false"),
            Field(name: "isArchived", type: "Bool", kind: .flag, sample: "false"),
            Field(name: "createdAt", type: "Date", kind: .date, sample: "Date(timeIntervalSince1970: \(1_600_000_000 + g.rng.int(0...99_999_999)))"),
            Field(name: "dueDate", type: "Date", kind: .date, sample: "Date().addingTimeInterval(\(g.rng.int(1...30)) * 86_400)"),
            Field(name: "tags", type: "[String]", kind: .list, sample: "[\"\(g.rng.pick(Words.adjectives))\", \"\(g.rng.pick(Words.adjectives))\"]"),
            Field(name: "owner", type: "String", kind: .text, sample: "\"\(g.rng.pick(Words.people))\""),
            Field(name: "status", type: status, kind: .status, sample: ".active"),
        ]
        var cases = ["detail(id: UUID)", "filtered(tag: String)"]
        if g.rng.chance(0.7) { cases.append("history") }
        if g.rng.chance(0.5) { cases.append("settings") }
        if g.rng.chance(0.4) { cases.append("related(id: UUID, depth: Int)") }
        let title = Field(name: "title", type: "String", kind: .text, sample: "\"\(entity) \(g.rng.int(1...999))\"")
        return Feature(entity: entity, folder: folder, fields: [title] + g.rng.sample(pool, count: g.rng.int(3...7)),
                       usesNavigationPath: g.rng.chance(0.3), symbol: g.rng.pick(Words.symbols),
                       routeCases: cases)
    }
}

/// Plans the corpus file by file and renders each from the templates.
struct Synthesizer {
    let targetLines: Int
    let seed: UInt64

    /// No file grows past 400 lines: a padding block that would pass it is not added.
    static let maxFileLines = 400
    static let minFileLines = 50

    func generate() -> [(path: String, text: String)] {
        var g = Gen(rng: Rng(seed: seed))
        let app = g.rng.pick(Words.apps)
        var files: [(path: String, text: String)] = []
        var total = 0

        func add(_ path: String, _ header: String, _ primary: [String], fillers: [(inout Gen) -> String], target: Int? = nil) {
            // Real apps have many small files and a few big ones: skew toward 50.
            let u = g.rng.unit()
            var goal = target ?? (Self.minFileLines + Int(Double(Self.maxFileLines - Self.minFileLines) * u * u))
            goal = max(Self.minFileLines, min(goal, targetLines - total))
            // Blocks are separated by one blank line and the file ends in a newline.
            var blocks = primary
            func render(_ blocks: [String]) -> String { header + blocks.joined(separator: "\n\n") + "\n" }
            var text = render(blocks)
            var lines = text.lineCount
            var attempts = 0
            while lines < goal && attempts < 40 {
                attempts += 1
                let block = g.rng.pick(fillers)(&g)
                let candidate = render(blocks + [block])
                let candidateLines = candidate.lineCount
                if candidateLines > Self.maxFileLines { continue }
                blocks.append(block)
                text = candidate
                lines = candidateLines
            }
            files.append((path, text))
            total += lines
        }

        add("\(app)/App/\(app)App.swift", SharedTemplates.header("\(app)App.swift", app: app, &g, imports: ["SwiftUI"]),
            [SharedTemplates.appEntry(app: app, &g)], fillers: SupportTemplates.fillers, target: 60)

        var areaIndex = 0
        var entities: [String] = []
        var qualifierRound = 0
        var roots: [String] = []
        while total < targetLines {
            let area = Words.areas[areaIndex % Words.areas.count]
            areaIndex += 1
            // A feature's name: each plain noun once, in a seeded order, then qualified ones.
            if entities.isEmpty {
                entities = qualifierRound == 0 ? g.rng.shuffled(Words.nouns)
                    : g.rng.shuffled(Words.nouns).map { Words.qualifiers[(qualifierRound - 1) % Words.qualifiers.count] + $0 }
                qualifierRound += 1
            }
            let entity = g.names.unique(entities.removeLast())
            let f = Feature.make(entity: entity, folder: "\(app)/Features/\(area)/\(entity.plural)", &g)
            for name in [f.route, f.router, f.store, f.service, f.status, f.rootView, f.listView, f.rowView, f.detailView, f.editor,
                         f.entity + "HistoryView", f.entity + "SettingsView"] {
                _ = g.names.unique(name)
            }
            func header(_ file: String, _ imports: [String]) -> String {
                SharedTemplates.header(file, app: app, &g, imports: imports)
            }
            // NavigationPath lives in SwiftUI; a router keeping `[Route]` needs only Foundation.
            let routerImports = ["Foundation", "Observation"] + (f.usesNavigationPath ? ["SwiftUI"] : [])
            // (path, header, primary blocks, padding blocks), in the order a feature is written.
            let plan: [(String, String, [String], [(inout Gen) -> String])] = [
                ("Navigation/\(f.route).swift", header("\(f.route).swift", routerImports),
                 NavigationTemplates.routeAndRouter(f, &g), ModelTemplates.fillers(f)),
                ("Views/\(f.rootView).swift", header("\(f.rootView).swift", ["SwiftUI"]),
                 [NavigationTemplates.rootView(f, &g)], ViewTemplates.fillers(f)),
                ("Views/\(f.listView).swift", header("\(f.listView).swift", ["SwiftUI"]),
                 [ViewTemplates.listView(f, &g), ViewTemplates.rowView(f, &g)], ViewTemplates.fillers(f)),
                ("Views/\(f.detailView).swift", header("\(f.detailView).swift", ["SwiftUI"]),
                 [ViewTemplates.detailView(f, &g)], ViewTemplates.fillers(f)),
                ("Views/Sheets/\(f.editor).swift", header("\(f.editor).swift", ["SwiftUI"]),
                 [ViewTemplates.editorSheet(f, &g)], ViewTemplates.fillers(f)),
                ("Models/\(f.entity).swift", header("\(f.entity).swift", ["Foundation"]),
                 [ModelTemplates.model(f, &g), ModelTemplates.statusEnum(f, &g)], ModelTemplates.fillers(f)),
                ("Models/\(f.store).swift", header("\(f.store).swift", ["Foundation", "Observation"]),
                 [ModelTemplates.store(f, &g)], ModelTemplates.fillers(f)),
                ("Services/\(f.service).swift", header("\(f.service).swift", ["Foundation"]),
                 [SupportTemplates.service(f, &g)], SupportTemplates.fillers),
            ]
            for (path, head, primary, fillers) in plan where total < targetLines {
                add("\(f.folder)/\(path)", head, primary, fillers: fillers)
            }
            roots.append(f.rootView)
            // Every few features, a tab view gathers their stacks, one per tab.
            if roots.count == 4 && total < targetLines {
                let name = g.names.unique(area + "TabsView")
                add("\(app)/Features/\(area)/\(name).swift", header("\(name).swift", ["SwiftUI"]),
                    [SharedTemplates.tabView(name, roots: roots, &g)], fillers: ViewTemplates.fillers(f))
                roots = []
            }
            // Shared code that is not UI: networking, formatting, utilities.
            if g.rng.chance(0.6) && total < targetLines {
                let (folder, name) = SupportTemplates.coreFileName(&g)
                add("\(app)/Core/\(folder)/\(name).swift", header("\(name).swift", ["Foundation"]),
                    [], fillers: SupportTemplates.fillers)
            }
        }
        return files
    }

    /// Writes the corpus under `root`, creating folders as needed; returns what it wrote.
    func write(to root: String) -> (files: Int, lines: Int, bytes: Int) {
        CorpusWriter.write(generate(), to: root)
    }
}

/// Writes generated files under a root folder, creating folders as needed.
enum CorpusWriter {
    static func write(_ files: [(path: String, text: String)], to root: String) -> (files: Int, lines: Int, bytes: Int) {
        var lines = 0, bytes = 0
        for (path, text) in files {
            let full = root + "/" + path
            makeDirectories(String(full[..<full.lastIndex(of: "/")!]))
            guard let handle = fopen(full, "wb") else { fail("cannot write \(full)") }
            let utf8 = Array(text.utf8)
            if fwrite(utf8, 1, utf8.count, handle) != utf8.count { fail("cannot write \(full)") }
            fclose(handle)
            lines += text.lineCount
            bytes += utf8.count
        }
        return (files.count, lines, bytes)
    }

    private static func makeDirectories(_ path: String) {
        var current = path.hasPrefix("/") ? "" : "."
        for component in path.split(separator: "/") {
            current += "/" + component
            if mkdir(current, 0o755) != 0 && errno != EEXIST { fail("cannot create \(current)") }
        }
    }
}
