/// Runs rules over a project's files and returns sorted findings.
public struct Linter: Sendable {
    package let rules: [any Rule]
    /// Severity per rule id, when it differs from the rule's default.
    package let severityOverrides: [String: Severity]
    /// Each rule's options, read through the options it declares, by rule id.
    package let configurations: [String: RuleConfiguration]
    /// Each rule's id and the severity it reports at, in `rules` order: worked out
    /// once, not per file and rule (a rule builds its description on every read).
    private let ruleIDs: [String]
    private let ruleSeverities: [Severity]
    /// The rules that report a hazard (`RuleDescription.reportsHazard`): their
    /// findings in code the app never reaches are dropped.
    private let hazardRuleIDs: Set<String>

    package init(rules: [any Rule] = RuleRegistry.all, severityOverrides: [String: Severity] = [:],
                ruleOptions: [String: [String: ParsedJSON]] = [:]) {
        self.rules = rules
        self.severityOverrides = severityOverrides
        var configurations: [String: RuleConfiguration] = [:]
        for rule in rules {
            let description = rule.description
            configurations[description.id] = RuleConfiguration(values: ruleOptions[description.id] ?? [:],
                                                               declared: description.options)
        }
        self.configurations = configurations
        ruleIDs = rules.map(\.description.id)
        ruleSeverities = rules.map { severityOverrides[$0.description.id] ?? $0.description.severity }
        hazardRuleIDs = Set(rules.lazy.map(\.description).filter(\.reportsHazard).map(\.id))
    }

    /// The rules `configuration` leaves on, at the severities and with the options it gives them.
    public init(configuration: Configuration) {
        let rules = RuleRegistry.all.filter { configuration.severity(of: $0.description) != nil }
        var overrides: [String: Severity] = [:]
        for rule in rules { overrides[rule.description.id] = configuration.severity(of: rule.description) }
        self.init(rules: rules, severityOverrides: overrides, ruleOptions: configuration.ruleOptions)
    }

    /// Lints every file of `project`, up to `jobs` files at a time.
    public func lint(_ project: ProjectIndex, jobs: Int = 1) -> [Finding] {
        lint([project], jobs: jobs)[0]
    }

    /// Lints every file of every project, up to `jobs` files at a time across them
    /// all: one pool, so the files of the next project fill the threads that the
    /// last files of one leave idle (with a pool per project, the rules on ten real
    /// apps ran at 1.3× their `--jobs 1` speed with `--jobs 2`).
    /// Each project's findings come back sorted, in the projects' order.
    public func lint(_ projects: [ProjectIndex], jobs: Int = 1) -> [[Finding]] {
        let settings = SuppressionSettings(self)
        // Built once per project: its index of paths is shared (copy on write) by every file's copy.
        let columns = projects.map(UTF16Columns.init(project:))
        let work = projects.indices.flatMap { project in projects[project].files.indices.map { (project, $0) } }
        let perFile = parallelMap(count: work.count, jobs: jobs) { k in
            let (project, file) = work[k]
            return findings(inFile: file, project: projects[project], settings: settings, columns: columns[project])
        }
        var byProject = [[Finding]](repeating: [], count: projects.count)
        for (k, found) in perFile.enumerated() { byProject[work[k].0] += found }
        return byProject.map { $0.sorted(by: Finding.reportOrder) }
    }

    /// What suppression comments are checked against; the same for every file
    /// of a run, so worked out once (per file it was 2% of a run).
    struct SuppressionSettings: Sendable {
        let knownRules: Set<String>
        /// Rule ids of the whole registry that this run does not run.
        let inactiveRules: Set<String>
        let superfluousSeverity: Severity?
        let invalidCommandSeverity: Severity?

        init(_ linter: Linter) {
            knownRules = Set(RuleRegistry.all.map(\.description.id))
            inactiveRules = knownRules.subtracting(linter.rules.map(\.description.id))
            superfluousSeverity = linter.rules.first { $0.description.id == SuperfluousDisable.id }.map {
                linter.severityOverrides[$0.description.id] ?? $0.description.severity
            }
            invalidCommandSeverity = linter.rules.first { $0.description.id == InvalidNavlintCommand.id }.map {
                linter.severityOverrides[$0.description.id] ?? $0.description.severity
            }
        }
    }

    package func findings(inFile index: Int, project: ProjectIndex) -> [Finding] {
        findings(inFile: index, project: project, settings: SuppressionSettings(self), columns: UTF16Columns(project: project))
    }

    func findings(inFile index: Int, project: ProjectIndex, settings: SuppressionSettings,
                  columns: UTF16Columns) -> [Finding] {
        let suppressions = Suppressions(project.files[index])
        let found = ruleFindings(inFile: index, project: project)
            + suppressions.invalidCommandFindings(file: project.files[index], severity: settings.invalidCommandSeverity)
        let kept = suppressions.apply(
            to: found, file: project.files[index], knownRules: settings.knownRules,
            inactiveRules: settings.inactiveRules, superfluousSeverity: settings.superfluousSeverity)
        var columns = columns
        return droppingUnreached(kept, inFile: index, project: project).map { columns.annotate($0) }
    }

    /// `findings` less the hazards found in code the app never reaches:
    /// preview scaffolding (`#Preview`, a `PreviewProvider`: two previews
    /// handed one path binding are two canvases, not two tabs) and
    /// (`PreviewOnlyCode.unreached`) a coordinator nothing creates, which never
    /// pushes. Dropped after suppressions are applied, so a disable comment
    /// over one is not superfluous; the project's reads are worked out only
    /// when a file has a hazard outside previews to check.
    func droppingUnreached(_ found: [Finding], inFile index: Int, project: ProjectIndex) -> [Finding] {
        guard found.contains(where: { hazardRuleIDs.contains($0.ruleID) }) else { return found }
        let outline = project.files[index].outline
        let findings = !outline.hasPreviews ? found : found.filter { finding in
            guard hazardRuleIDs.contains(finding.ruleID), let token = finding.anchor?.token else { return true }
            return !outline.isInPreview(token)
        }
        guard findings.contains(where: { hazardRuleIDs.contains($0.ruleID) }) else { return findings }
        let code = project.navigation.previewOnly
        guard !code.unreached.isEmpty else { return findings }
        return findings.filter { finding in
            guard hazardRuleIDs.contains(finding.ruleID), let token = finding.anchor?.token else { return true }
            return !code.isUnreached(token: token, inFile: index)
        }
    }

    func ruleFindings(inFile index: Int, project: ProjectIndex) -> [Finding] {
        let file = project.files[index]
        let context = RuleContext(file: file, fileIndex: index, project: project, configurations: configurations)
        var found: [Finding] = []
        // One copy of each line's text, shared by all of its findings: copying it per
        // finding costs findings × line length, gigabytes for generated one-line code.
        var lineTexts: [Int: String] = [:]
        for (ruleIndex, rule) in rules.enumerated() {
            let id = ruleIDs[ruleIndex], severity = ruleSeverities[ruleIndex]
            for violation in rule.check(context) {
                let (line, column) = file.location(ofToken: violation.token)
                let lineText = lineTexts[line] ?? file.trimmedLine(line)
                lineTexts[line] = lineText
                found.append(Finding(ruleID: id, severity: severity, file: file.path, line: line,
                                     column: column, message: violation.message, related: violation.related,
                                     lineText: lineText, anchor: FindingAnchor(file: file.path, token: violation.token),
                                     fix: violation.fix))
            }
        }
        return found
    }
}
