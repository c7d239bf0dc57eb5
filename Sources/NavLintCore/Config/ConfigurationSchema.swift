/// `navlint.schema.json`: the JSON Schema of `.navlint.json`, generated from
/// the rules and keys navlint knows, so editors complete and validate it and
/// it can never fall behind the code (a test compares the checked-in copy).
public enum ConfigurationSchema {
    /// The schema as JSON text, listing `rules` and their options.
    public static func json(rules: [RuleDescription] = RuleRegistry.descriptions) -> String {
        let severity = #"{"enum": ["off", "warning", "error"]}"#
        func stringArray(_ description: String) -> String {
            #"{"type": "array", "items": {"type": "string"}, "description": \#(JSONText.quote(description))}"#
        }
        let ruleIDs = #"{"type": "array", "items": {"enum": [\#(rules.map { JSONText.quote($0.id) }.joined(separator: ", "))]}, "#
        var ruleProperties: [String] = []
        for rule in rules {
            var options = [#""severity": \#(severity)"#]
            for option in rule.options {
                let type = option.kind == .bool ? #""type": "boolean""# : #""type": "array", "items": {"type": "string"}"#
                options.append(#""\#(option.name)": {\#(type), "description": \#(JSONText.quote(option.summary))}"#)
            }
            let setting = """
                {
                      "description": \(JSONText.quote("\(rule.name) (default: \(rule.isOptIn ? "off, opt-in at \(rule.severity.rawValue)" : rule.severity.rawValue)). \(rule.summary)")),
                      "oneOf": [
                        \(severity),
                        {"type": "object", "additionalProperties": false, "properties": {\(options.joined(separator: ", "))}}
                      ]
                    }
                """
            ruleProperties.append("    \(JSONText.quote(rule.id)): \(setting)")
        }
        return """
            {
              "$schema": "http://json-schema.org/draft-07/schema#",
              "$id": "urn:navlint:configuration",
              "title": "navlint configuration (.navlint.json)",
              "type": "object",
              "additionalProperties": false,
              "properties": {
                "$schema": {"type": "string"},
                "extends": {"type": "string", "description": "Another .navlint.json to start from, relative to this file; this file's keys replace its keys (rule by rule for rules), and its excludes still hold."},
                "include": \(stringArray("Globs of files to lint, relative to this file; when set, other files are skipped. `**` matches any number of folders.")),
                "exclude": \(stringArray("Globs of files and folders to skip, relative to this file.")),
                "only_rules": \(ruleIDs)"description": "Only these rules run (opt-in ones included); --only-rule overrides it."},
                "disabled_rules": \(ruleIDs)"description": "These rules do not run."},
                "opt_in_rules": \(ruleIDs)"description": "Opt-in rules to run, at their own severity."},
                "strict": {"type": "boolean", "description": "Warnings fail the run, as with --strict."},
                "reporter": {"enum": [\(Reporters.names.map(JSONText.quote).joined(separator: ", "))], "description": "Report format when --reporter is not given."},
                "docsURL": {"type": "string", "pattern": "://", "description": "Where the rule pages are (a URL ending in Rules/), for links in SARIF and Markdown reports when --docs-url is not given."},
                "routeProtocols": \(stringArray("Protocols whose conforming enums are route enums.")),
                "lazyContainers": \(stringArray("Container views that build their rows lazily, besides SwiftUI's List, ForEach, Section and lazy stacks and grids.")),
                "presentationModifiers": \(stringArray("Modifiers that present their content in a new presentation, besides sheet, fullScreenCover, popover and inspector.")),
                "rules": {
                  "type": "object",
                  "description": "Per rule: \\"off\\", \\"warning\\", \\"error\\", or an object with \\"severity\\" and the rule's options.",
                  "additionalProperties": false,
                  "properties": {
            \(ruleProperties.joined(separator: ",\n"))
                  }
                }
              }
            }

            """
    }
}
