/// Counts for a person skimming a large run: findings per rule (with
/// severity) and per file, as aligned plain-text tables, then the total.
public struct SummaryReporter: Reporter {
    public init() {}
    public let name = "summary"
    public let summary = "counts by rule and by file as plain-text tables, then the total"

    public func report(_ context: ReportContext) -> String {
        guard !context.findings.isEmpty else {
            return "No findings.\n\n\(context.summary.line)\n"
        }
        var out = Self.table(header: ["Rule", "Severity", "Findings"], rows: ruleRows(context), numeric: [2])
        out += "\n"
        let files = FileGroup.grouping(context.findings).map { [$0.file, String($0.findings.count)] }
        out += Self.table(header: ["File", "Findings"], rows: files, numeric: [1])
        return out + "\n\(context.summary.line)\n"
    }

    /// One row per rule and severity (a rule's findings share a severity
    /// unless configuration says otherwise), in documentation order so the
    /// table reads like `navlint rules`; rules the context does not describe
    /// come last, by id. Errors before warnings within a rule.
    func ruleRows(_ context: ReportContext) -> [[String]] {
        struct Row: Hashable {
            var rule: String
            var severity: Severity
        }
        var counts: [Row: Int] = [:]
        for finding in context.findings {
            counts[Row(rule: finding.ruleID, severity: finding.severity), default: 0] += 1
        }
        var order: [String: Int] = [:]
        for (index, rule) in context.rules.enumerated() where order[rule.id] == nil {
            order[rule.id] = index
        }
        let rows = counts.keys.sorted { a, b in
            let (x, y) = (order[a.rule] ?? Int.max, order[b.rule] ?? Int.max)
            if x != y { return x < y }
            if a.rule != b.rule { return a.rule < b.rule }
            return a.severity > b.severity
        }
        return rows.map { [$0.rule, $0.severity.rawValue, String(counts[$0] ?? 0)] }
    }

    /// Columns padded to their widest cell (in characters) and two spaces
    /// apart; `numeric` columns are right-aligned so the counts line up.
    static func table(header: [String], rows: [[String]], numeric: Set<Int>) -> String {
        let lines = ([header] + rows).map { $0.map(printable) }
        var widths = Array(repeating: 0, count: header.count)
        for line in lines {
            for (column, cell) in line.enumerated() { widths[column] = max(widths[column], cell.count) }
        }
        var out = ""
        for line in lines {
            let cells = line.enumerated().map { column, cell in
                let padding = String(repeating: " ", count: widths[column] - cell.count)
                return numeric.contains(column) ? padding + cell : cell + padding
            }
            var text = cells.joined(separator: "  ")
            while text.hasSuffix(" ") { text.removeLast() }
            out += text + "\n"
        }
        return out
    }

    /// A cell safe for a terminal: control characters (a newline would break
    /// the table; an escape could restyle the terminal) become U+FFFD.
    static func printable(_ text: String) -> String {
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            out.append(scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) ? "\u{FFFD}" : scalar)
        }
        return String(out)
    }
}
