/// Applies a file's `navlint:` comments to its findings, and reports the
/// disables that suppressed nothing (`superfluous_disable`) so dead comments
/// do not pile up.
package struct Suppressions: Sendable {
    package let commands: [SuppressionCommand]
    /// `navlint:` comments that are not commands (`invalid_navlint_command`).
    package let invalid: [SuppressionCommand.Invalid]

    package init(_ file: SourceFile) {
        (commands, invalid) = SuppressionCommand.parseAll(file)
    }

    /// An `invalid_navlint_command` finding for each `navlint:` comment navlint cannot read.
    /// They go through `apply` with the rules' findings, so a valid command can disable them.
    func invalidCommandFindings(file: SourceFile, severity: Severity?) -> [Finding] {
        guard let severity else { return [] }
        return invalid.map { command in
            let message = command.namesNoRule
                ? "`navlint:\(command.written)` names no rule, so it suppresses nothing; name the rules it is for "
                    + "(`navlint:\(command.written) nested_navigation_stack`), or write `all` if every rule is meant."
                : "`navlint:\(command.written)` is not a navlint command, so it suppresses nothing; write "
                    + "`navlint:disable`, `navlint:enable`, or one of them with `:next`, `:this` or `:previous`, "
                    + "followed by rule ids."
            return Finding(ruleID: InvalidNavlintCommand.id, severity: severity, file: file.path, line: command.line,
                           column: command.column, message: message, lineText: file.trimmedLine(command.line))
        }
    }

    /// The findings that survive, plus a `superfluous_disable` finding for each
    /// disable (and each rule it names) that suppressed nothing. Rules listed in
    /// `inactiveRules` (turned off by configuration) are not held against a comment.
    package func apply(to findings: [Finding], file: SourceFile, knownRules: Set<String>, inactiveRules: Set<String>,
                      superfluousSeverity: Severity?) -> [Finding] {
        guard !commands.isEmpty else { return findings }
        // used[command index] = rule ids (or "all") it actually suppressed.
        var used = [Set<String>](repeating: [], count: commands.count)
        var kept: [Finding] = []
        for finding in findings {
            if let suppressor = suppressor(of: finding.ruleID, atLine: finding.line) {
                used[suppressor].insert(commands[suppressor].rules.contains(finding.ruleID) ? finding.ruleID : "all")
            } else {
                kept.append(finding)
            }
        }
        guard let severity = superfluousSeverity else { return kept }
        var superfluous: [Finding] = []
        // A comment that only disables superfluous_disable is bookkeeping, never itself superfluous.
        for (index, command) in commands.enumerated()
        where command.action == .disable && command.rules != [SuperfluousDisable.id] {
            let names = command.rules.isEmpty ? ["all"] : command.rules
            for name in names where !used[index].contains(name) && !inactiveRules.contains(name) {
                let message: String
                if name != "all" && !knownRules.contains(name) {
                    message = "`navlint:\(command.action.rawValue)` names `\(name)`, which is not a navlint rule; "
                        + "fix the id (see `navlint rules`) or remove it."
                } else {
                    let what = name == "all" ? "no finding of any rule" : "no `\(name)` finding"
                    message = "This `navlint:disable` suppresses nothing: there is \(what) on the lines it covers; "
                        + "remove it."
                }
                superfluous.append(Finding(ruleID: SuperfluousDisable.id, severity: severity, file: file.path,
                                           line: command.line, column: command.column, message: message,
                                           lineText: file.trimmedLine(command.line)))
            }
        }
        // A superfluous-disable finding can itself be disabled, without further bookkeeping.
        return kept + superfluous.filter { suppressor(of: $0.ruleID, atLine: $0.line, skippingLine: $0.line) == nil }
    }

    /// The command that suppresses `rule` at `line`, if any. A single-line
    /// command wins over a region; among regions the last one before the line
    /// decides, and an `enable` ends a `disable`.
    func suppressor(of rule: String, atLine line: Int, skippingLine skipped: Int? = nil) -> Int? {
        for (index, command) in commands.enumerated() where command.reach != .region && command.applies(to: rule) {
            guard command.line != skipped else { continue }
            let target: Int
            switch command.reach {
            case .next: target = command.line + 1
            case .this: target = command.line
            case .previous: target = command.line - 1
            case .region: continue
            }
            if target == line { return command.action == .disable ? index : nil }
        }
        var state: Int?
        for (index, command) in commands.enumerated() where command.reach == .region && command.line <= line {
            guard command.line != skipped, command.applies(to: rule) else { continue }
            state = command.action == .disable ? index : nil
        }
        return state
    }
}
