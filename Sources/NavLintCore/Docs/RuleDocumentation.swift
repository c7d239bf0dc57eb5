/// Renders `Rules/<id>.md` from a rule's description, so the docs are the
/// rule's own values and cannot drift from them.
public enum RuleDocumentation {
    /// The whole page for `rule`: what, why, how to fix, options, and its examples both ways.
    public static func markdown(for rule: RuleDescription) -> String {
        var out = "# \(rule.name)\n\n"
        out += "`\(rule.id)` · default severity: **\(rule.severity.rawValue)**"
        out += rule.isOptIn ? " · **opt-in**: off unless `.navlint.json` turns it on\n\n" : "\n\n"
        out += "## What it does\n\n\(rule.summary)\n\n"
        out += "## Why is this bad?\n\n\(rule.rationale)\n\n"
        if rule.reportsHazard { out += unreachedCodeNote }
        out += "## How to fix\n\n\(rule.fix)\n\n"
        out += "## Examples\n\n"
        out += "`↓` marks where navlint reports.\n\n"
        out += "### Wrong\n\n"
        for example in rule.triggeringExamples { out += shown(example, rule) }
        out += "### Right\n\n"
        for example in rule.nonTriggeringExamples { out += shown(example, rule) }
        out += "## Configuration\n\n"
        if rule.isOptIn {
            out += "Turn it on in `.navlint.json` (`\"rules\": {\"\(rule.id)\": \"\(rule.severity.rawValue)\"}`); "
            out += "once on, silence one line with `// navlint:disable:next \(rule.id)`.\n\n"
        } else {
            out += "Turn it off or change its severity in `.navlint.json` (`\"rules\": {\"\(rule.id)\": \"off\"}`), "
            out += "or for one line with `// navlint:disable:next \(rule.id)`.\n\n"
        }
        if !rule.options.isEmpty {
            out += "| option | type | default | meaning |\n|---|---|---|---|\n"
            for option in rule.options {
                out += "| `\(option.name)` | \(option.kind.rawValue) | `\(option.defaultValue)` | \(option.summary) |\n"
            }
            out += "\n"
        }
        out += "---\n\n_Generated from the rule's source by `navlint rules --markdown Rules`; do not edit by hand._\n"
        return out
    }

    /// Said on every hazard rule's page: the linter, not the rule, drops these.
    static let unreachedCodeNote = """
        Code the app never runs breaks nothing, so this rule is silent in preview scaffolding (a \
        `#Preview`, a `PreviewProvider`) and in a declaration that no path of reads leads to from where the \
        app starts (a coordinator nothing creates, a screen nothing shows), when the linted files hold the \
        app's entry point; see [Rules](../README.md#rules).


        """

    /// An example, after the options it needs when it needs some.
    static func shown(_ example: RuleExample, _ rule: RuleDescription) -> String {
        let options = example.configuration.map { "With `\"\(rule.id)\": \($0)` in `.navlint.json`:\n\n" } ?? ""
        return options + fenced(example.code)
    }

    static func fenced(_ example: String) -> String {
        "```swift\n\(example)\n```\n\n"
    }

    /// The file name of a rule's doc under `Rules/`.
    public static func fileName(for rule: RuleDescription) -> String { "\(rule.id).md" }
}
