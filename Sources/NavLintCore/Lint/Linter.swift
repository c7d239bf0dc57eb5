/// Runs rules over a project's files and returns sorted findings.
public struct Linter: Sendable {
    public let rules: [any Rule]
    /// Severity per rule id, when it differs from the rule's default.
    public var severityOverrides: [String: Severity]

    public init(rules: [any Rule] = RuleRegistry.all, severityOverrides: [String: Severity] = [:]) {
        self.rules = rules
        self.severityOverrides = severityOverrides
    }

    /// Lints every file of `project`, up to `jobs` files at a time.
    public func lint(_ project: ProjectIndex, jobs: Int = 1) -> [Finding] {
        let perFile = parallelMap(count: project.files.count, jobs: jobs) { index in
            findings(inFile: index, project: project)
        }
        return perFile.flatMap { $0 }.sorted(by: Finding.reportOrder)
    }

    /// Rule ids of the whole registry that this run does not run.
    var inactiveRules: Set<String> {
        let active = Set(rules.map(\.description.id))
        return Set(RuleRegistry.all.map(\.description.id)).subtracting(active)
    }

    public func findings(inFile index: Int, project: ProjectIndex) -> [Finding] {
        let found = ruleFindings(inFile: index, project: project)
        let superfluous = rules.first { $0.description.id == SuperfluousDisable.id }.map {
            severityOverrides[$0.description.id] ?? $0.description.severity
        }
        return Suppressions(project.files[index]).apply(
            to: found, file: project.files[index], knownRules: Set(RuleRegistry.all.map(\.description.id)),
            inactiveRules: inactiveRules, superfluousSeverity: superfluous)
    }

    func ruleFindings(inFile index: Int, project: ProjectIndex) -> [Finding] {
        let file = project.files[index]
        let context = RuleContext(file: file, fileIndex: index, project: project)
        var found: [Finding] = []
        // One copy of each line's text, shared by all of its findings: copying it per
        // finding costs findings × line length, gigabytes for generated one-line code.
        var lineTexts: [Int: String] = [:]
        for rule in rules {
            let description = rule.description
            let severity = severityOverrides[description.id] ?? description.severity
            for violation in rule.check(context) {
                let (line, column) = file.location(ofToken: violation.token)
                let lineText = lineTexts[line] ?? file.trimmedLine(line)
                lineTexts[line] = lineText
                found.append(Finding(ruleID: description.id, severity: severity, file: file.path, line: line,
                                     column: column, message: violation.message, related: violation.related,
                                     lineText: lineText))
            }
        }
        return found
    }
}
