/// SARIF 2.1.0, the format GitHub code scanning (and most code-review and
/// security dashboards) ingest. It validates against the OASIS schema; keys
/// come out in a fixed order, so the same run is the same bytes.
public struct SARIFReporter: Reporter {
    public var linksRulePages: Bool { true }
    public init() {}
    public let name = "sarif"
    public let summary = "SARIF 2.1.0 for GitHub code scanning and other code-review dashboards"

    static let schemaURI = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"
    /// The base every relative artifact URI is stated against; GitHub resolves
    /// it against the checkout when the log does not say where it is.
    static let sourceRootID = "%SRCROOT%"
    /// Versioned, so a change to how fingerprints are made can use a new key
    /// instead of silently re-identifying every existing alert.
    static let fingerprintKey = "navlintFingerprint/v1"

    public func report(_ context: ReportContext) -> String {
        let descriptors = Self.ruleDescriptors(context)
        var indexByRule: [String: Int] = [:]
        for (index, descriptor) in descriptors.enumerated() where indexByRule[descriptor.id] == nil {
            indexByRule[descriptor.id] = index
        }
        let keys = Fingerprint.keys(context.findings)
        let results = zip(context.findings, keys).map { finding, key in
            result(finding, ruleIndex: indexByRule[finding.ruleID] ?? 0, fingerprint: Fingerprint.hash(key))
        }

        var run: [(key: String, value: JSONValue)] = [
            ("tool", ["driver": Self.driver(context, descriptors)]),
            // A file that could not be read leaves the findings incomplete: the run says
            // so, and names each file, so a dashboard does not take silence for a clean file.
            ("invocations", [invocation(context)]),
        ]
        if let root = context.sourceRoot.flatMap(URIText.directoryURI) {
            run.append(("originalUriBaseIds", [Self.sourceRootID: ["uri": .string(root)]]))
        }
        run.append(("results", .array(results)))
        let log: JSONValue = [
            "$schema": .string(Self.schemaURI),
            "version": "2.1.0",
            "runs": [.object(run)],
        ]
        return log.pretty()
    }

    // MARK: Rules

    /// A rule as SARIF describes it, with the id kept outside the JSON for lookups.
    struct Descriptor {
        var id: String
        var json: JSONValue
    }

    /// One descriptor per rule of the run, in documentation order, so
    /// dashboards list every rule that was checked, not only the ones that
    /// fired. A finding whose rule has no description (not expected from the
    /// linter, but the context is plain data) gets a minimal descriptor
    /// appended, so that every result's `ruleIndex` is valid.
    static func ruleDescriptors(_ context: ReportContext) -> [Descriptor] {
        let base = context.ruleDocsURL
        var descriptors = context.rules.map { rule in
            var json: [(key: String, value: JSONValue)] = [
                ("id", .string(rule.id)),
                ("name", .string(pascalCase(rule.id))),
                ("shortDescription", ["text": .string(rule.summary)]),
                ("fullDescription", ["text": .string(rule.rationale)]),
                ("help", ["text": .string(rule.fix), "markdown": .string(helpMarkdown(rule, base: base))]),
            ]
            if let help = DocLinks.rule(rule.id, base: base) { json.append(("helpUri", .string(help))) }
            json += [("defaultConfiguration", ["level": .string(level(rule.severity))]),
                     ("properties", ["tags": ["navigation"]])]
            return Descriptor(id: rule.id, json: .object(json))
        }
        var described = Set(descriptors.map(\.id))
        for finding in context.findings where !described.contains(finding.ruleID) {
            described.insert(finding.ruleID)
            var json: [(key: String, value: JSONValue)] = [
                ("id", .string(finding.ruleID)),
                ("name", .string(pascalCase(finding.ruleID))),
                ("shortDescription", ["text": .string(finding.ruleID)]),
            ]
            if let help = DocLinks.rule(finding.ruleID, base: base) { json.append(("helpUri", .string(help))) }
            json += [("defaultConfiguration", ["level": .string(level(finding.severity))]),
                     ("properties", ["tags": ["navigation"]])]
            descriptors.append(Descriptor(id: finding.ruleID, json: .object(json)))
        }
        return descriptors
    }

    /// The tool: its name and version, the rules, and where their pages are when the run knows.
    static func driver(_ context: ReportContext, _ descriptors: [Descriptor]) -> JSONValue {
        var driver: [(key: String, value: JSONValue)] = [("name", "navlint"), ("version", .string(context.toolVersion))]
        if let base = context.ruleDocsURL { driver.append(("informationUri", .string(base))) }
        driver.append(("rules", .array(descriptors.map(\.json))))
        return .object(driver)
    }

    /// SARIF wants `name` to be an identifier, not a sentence: `nested_navigation_stack` → `NestedNavigationStack`.
    static func pascalCase(_ id: String) -> String {
        id.split(whereSeparator: { $0 == "_" || $0 == "-" }).map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    /// What an alert's help pane shows: why, how to fix, and the full page.
    static func helpMarkdown(_ rule: RuleDescription, base: String?) -> String {
        let text = "**Why is this bad?**\n\n\(rule.rationale)\n\n**How to fix**\n\n\(rule.fix)"
        return DocLinks.rule(rule.id, base: base).map { text + "\n\n[Rule documentation](\($0))" } ?? text
    }

    static func level(_ severity: Severity) -> String {
        switch severity {
        case .error: return "error"
        case .warning: return "warning"
        }
    }

    // MARK: Results

    func result(_ finding: Finding, ruleIndex: Int, fingerprint: String) -> JSONValue {
        var members: [(key: String, value: JSONValue)] = [
            ("ruleId", .string(finding.ruleID)),
            ("ruleIndex", .int(ruleIndex)),
            ("level", .string(Self.level(finding.severity))),
            ("message", ["text": .string(finding.message)]),
            ("locations", [["physicalLocation": physicalLocation(finding.file, finding.line, finding.utf16Column ?? finding.column)]]),
        ]
        if !finding.related.isEmpty {
            members.append(("relatedLocations", .array(finding.related.enumerated().map { index, note in
                [
                    "id": .int(index),
                    "physicalLocation": physicalLocation(note.file, note.line, note.utf16Column ?? note.column),
                    "message": ["text": .string(note.message)],
                ]
            })))
        }
        if let fix = finding.fix {
            members.append(("fixes", [fixObject(fix, file: finding.file)]))
        }
        members.append(("partialFingerprints", [Self.fingerprintKey: .string(fingerprint)]))
        return .object(members)
    }

    /// The rewrite `--fix` would make, as SARIF's `fix`: byte regions (the file's UTF-8,
    /// which is what `byteOffset` counts) and the text that replaces each.
    func fixObject(_ fix: Fix, file: String) -> JSONValue {
        let replacements: [JSONValue] = fix.edits.map { edit in
            [
                "deletedRegion": ["byteOffset": .int(edit.offset), "byteLength": .int(edit.length)],
                "insertedContent": ["text": .string(edit.replacement)],
            ]
        }
        return [
            "description": ["text": .string(fix.summary)],
            "artifactChanges": [["artifactLocation": artifactLocation(file), "replacements": .array(replacements)]],
        ]
    }

    /// A relative path becomes a percent-encoded reference against
    /// `%SRCROOT%`; an absolute one (a file outside the working directory)
    /// an absolute `file:` URI, which needs no base.
    ///
    /// Columns are in SARIF's default unit, UTF-16 code units: a finding's
    /// `utf16Column` where the linter computed one (non-ASCII text before the
    /// column), else its UTF-8 column, which then agrees. Lines and columns are
    /// clamped to 1 because the schema rejects the whole log for a single 0.
    func physicalLocation(_ file: String, _ line: Int, _ column: Int) -> JSONValue {
        [
            "artifactLocation": artifactLocation(file),
            "region": ["startLine": .int(max(line, 1)), "startColumn": .int(max(column, 1))],
        ]
    }

    func artifactLocation(_ file: String) -> JSONValue {
        let artifact: JSONValue
        if let absolute = URIText.fileURI(file) {
            artifact = ["uri": .string(absolute)]
        } else {
            artifact = ["uri": .string(URIText.percentEncodedPath(file)), "uriBaseId": .string(Self.sourceRootID)]
        }
        return artifact
    }

    /// `executionSuccessful` and, per unreadable file, an error notification located at it.
    func invocation(_ context: ReportContext) -> JSONValue {
        guard !context.unreadable.isEmpty else { return ["executionSuccessful": true] }
        let notifications: [JSONValue] = context.unreadable.map { file in
            [
                "level": "error",
                "message": ["text": .string("cannot read \(file.path): \(file.reason)")],
                "locations": [["physicalLocation": ["artifactLocation": artifactLocation(file.path)]]],
            ]
        }
        return ["executionSuccessful": false, "toolExecutionNotifications": .array(notifications)]
    }
}
