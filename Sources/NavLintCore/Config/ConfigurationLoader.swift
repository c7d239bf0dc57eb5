/// Reads and validates `.navlint.json`. Every problem names the file, the key
/// path and the line:column, and says what was expected; unknown keys and rule
/// ids suggest the closest valid one. The file is data only: nothing in it runs.
/// Comments (`//`, `/* */`) are allowed.
public enum ConfigurationLoader {
    /// The keys a `.navlint.json` may hold at its top level.
    public static let topLevelKeys = ["$schema", "extends", "include", "exclude", "rules", "only_rules", "disabled_rules",
                                      "opt_in_rules", "strict", "reporter", "docsURL", "routeProtocols",
                                      "lazyContainers", "presentationModifiers"]
    /// What a configuration nested in a linted folder may set: which rules run, at which
    /// severity, and on which files. The rest is the run's, set by the top configuration.
    public static let nestedKeys: Set<String> = ["$schema", "include", "exclude", "rules", "only_rules",
                                                 "disabled_rules", "opt_in_rules"]

    /// Parses and validates one configuration file. `rules` and `reporters` are what ids and
    /// reporter names it may use. With a `base` (the file it extends, or the configuration of
    /// the folder it is nested in), it starts from the base's settings: its own keys replace
    /// the base's, rule by rule for `rules`, and the base's excludes still hold. `nested`
    /// limits it to `nestedKeys`. Throws `ConfigurationError` for the first problem found.
    public static func load(path: String, bytes: [UInt8], rootDirectory: String, rules: [RuleDescription],
                            reporters: [String], base: Configuration? = nil, nested: Bool = false) throws -> Configuration {
        let entries = try topLevel(path: path, bytes: bytes)
        var configuration = base.map { inheriting(from: $0, rootDirectory: rootDirectory) }
            ?? Configuration(rootDirectory: rootDirectory)
        configuration.path = path
        func fail(_ keyPath: String, _ position: JSONPosition, _ message: String) -> ConfigurationError {
            ConfigurationError(file: path, keyPath: keyPath, position: position, message: message)
        }
        for (key, keyPosition, value) in entries {
            if nested && !nestedKeys.contains(key) && topLevelKeys.contains(key) {
                throw fail(key, keyPosition, "a configuration nested in a linted folder cannot set '\(key)': "
                    + "it belongs to the whole run; set it in the top .navlint.json (nested ones may set: "
                    + nestedKeys.sorted().joined(separator: ", ") + ")")
            }
            switch key {
            case "$schema", "extends":
                _ = try string(value, key, fail)
            case "include":
                configuration.include = try strings(value, key, fail).map(Glob.init)
            case "exclude":
                configuration.exclude = try strings(value, key, fail).map(Glob.init)
            case "strict":
                guard case .bool(let flag, _) = value else { throw fail(key, value.position, "expected true or false, found \(value.kindDescription)") }
                configuration.strict = flag
            case "reporter":
                let name = try string(value, key, fail)
                guard reporters.contains(name) else {
                    throw fail(key, value.position, "unknown reporter '\(name)'" + closest(name, reporters)
                        + " (expected one of: \(reporters.joined(separator: ", ")))")
                }
                configuration.reporter = name
            case "docsURL":
                let url = try string(value, key, fail)
                guard url.containsText("://") else {
                    throw fail(key, value.position, "expected an absolute URL such as \"https://example.com/navlint/Rules/\", "
                        + "found \"\(url)\"")
                }
                configuration.docsURL = url
            case "routeProtocols":
                configuration.navigation.routeProtocols = Set(try strings(value, key, fail))
            case "lazyContainers":
                configuration.navigation.lazyContainers = Set(try strings(value, key, fail))
            case "presentationModifiers":
                configuration.navigation.presentationModifiers = Set(try strings(value, key, fail))
            case "rules":
                try readRules(value, rules: rules, into: &configuration, fail)
            case "only_rules":
                configuration.onlyRules = try ruleIDs(value, key, rules, fail)
            case "disabled_rules":
                configuration.disabledRules = try ruleIDs(value, key, rules, fail)
            case "opt_in_rules":
                configuration.optInRules = try ruleIDs(value, key, rules, fail)
            default:
                throw fail(key, keyPosition, "unknown key '\(key)'" + closest(key, topLevelKeys)
                    + " (expected one of: \(topLevelKeys.joined(separator: ", ")))")
            }
        }
        return configuration
    }

    /// The path a configuration's `"extends"` names, as written (relative to its folder), and where.
    public static func extendsPath(path: String, bytes: [UInt8]) throws -> (path: String, position: JSONPosition)? {
        for (key, _, value) in try topLevel(path: path, bytes: bytes) where key == "extends" {
            guard case .string(let parent, let position) = value else {
                throw ConfigurationError(file: path, keyPath: key, position: value.position,
                                         message: "expected a path to another .navlint.json, found \(value.kindDescription)")
            }
            return (parent, position)
        }
        return nil
    }

    static func topLevel(path: String, bytes: [UInt8]) throws -> [(key: String, keyPosition: JSONPosition, value: ParsedJSON)] {
        let document: ParsedJSON
        do {
            document = try JSONParser.parse(bytes, allowingComments: true)
        } catch let error as JSONSyntaxError {
            throw ConfigurationError(file: path, keyPath: "", position: error.position, message: "malformed JSON: \(error.message)")
        }
        guard case .object(let entries, _) = document else {
            throw ConfigurationError(file: path, keyPath: "", position: document.position,
                                     message: "expected an object at the top level, found \(document.kindDescription)")
        }
        return entries
    }

    /// A configuration at `rootDirectory` with everything `base` sets; `base`'s own include
    /// and exclude become inherited layers, relative to `base`'s folder.
    static func inheriting(from base: Configuration, rootDirectory: String) -> Configuration {
        var configuration = base
        configuration.rootDirectory = rootDirectory
        configuration.inheritedExcludes = base.inheritedExcludes + [GlobLayer(base: base.rootDirectory, globs: base.exclude)]
        configuration.inheritedInclude = base.include.isEmpty ? base.inheritedInclude
            : GlobLayer(base: base.rootDirectory, globs: base.include)
        configuration.include = []
        configuration.exclude = []
        return configuration
    }

    static func readRules(_ value: ParsedJSON, rules: [RuleDescription], into configuration: inout Configuration,
                          _ fail: (String, JSONPosition, String) -> ConfigurationError) throws {
        guard case .object(let entries, _) = value else {
            throw fail("rules", value.position, "expected an object mapping rule ids to settings, found \(value.kindDescription)")
        }
        let ids = rules.map(\.id)
        for (id, idPosition, setting) in entries {
            let keyPath = "rules.\(id)"
            guard let rule = rules.first(where: { $0.id == id }) else {
                throw fail(keyPath, idPosition, "unknown rule id '\(id)'" + closest(id, ids) + " (see `navlint rules`)")
            }
            switch setting {
            case .string(let level, let position):
                configuration.severities[id] = try severity(level, keyPath, position, fail)
            case .object(let fields, _):
                var options: [String: ParsedJSON] = [:]
                for (field, fieldPosition, fieldValue) in fields {
                    if field == "severity" {
                        guard case .string(let level, let position) = fieldValue else {
                            throw fail("\(keyPath).severity", fieldValue.position,
                                       "expected \"off\", \"warning\" or \"error\", found \(fieldValue.kindDescription)")
                        }
                        configuration.severities[id] = try severity(level, "\(keyPath).severity", position, fail)
                    } else if let option = rule.options.first(where: { $0.name == field }) {
                        try option.validate(fieldValue, keyPath: "\(keyPath).\(field)", fail)
                        options[field] = fieldValue
                    } else {
                        let known = ["severity"] + rule.options.map(\.name)
                        throw fail("\(keyPath).\(field)", fieldPosition, "unknown option '\(field)'" + closest(field, known)
                            + " (\(id) accepts: \(known.joined(separator: ", ")))")
                    }
                }
                configuration.ruleOptions[id] = options
            default:
                throw fail(keyPath, setting.position,
                           "expected \"off\", \"warning\", \"error\" or an object with \"severity\", found \(setting.kindDescription)")
            }
        }
    }

    /// A list of rule ids, each one navlint has (an unknown id names the closest).
    static func ruleIDs(_ value: ParsedJSON, _ keyPath: String, _ rules: [RuleDescription],
                        _ fail: (String, JSONPosition, String) -> ConfigurationError) throws -> Set<String> {
        let ids = rules.map(\.id)
        guard case .array(let elements, _) = value else {
            throw fail(keyPath, value.position, "expected an array of rule ids, found \(value.kindDescription)")
        }
        var chosen = Set<String>()
        for (index, element) in elements.enumerated() {
            guard case .string(let id, _) = element else {
                throw fail("\(keyPath)[\(index)]", element.position, "expected a rule id, found \(element.kindDescription)")
            }
            guard ids.contains(id) else {
                throw fail("\(keyPath)[\(index)]", element.position, "unknown rule id '\(id)'" + closest(id, ids) + " (see `navlint rules`)")
            }
            chosen.insert(id)
        }
        return chosen
    }

    static func severity(_ level: String, _ keyPath: String, _ position: JSONPosition,
                         _ fail: (String, JSONPosition, String) -> ConfigurationError) throws -> Severity? {
        switch level {
        case "off": return nil
        case "warning": return .warning
        case "error": return .error
        default: throw fail(keyPath, position, "expected \"off\", \"warning\" or \"error\", found \"\(level)\"")
        }
    }

    static func string(_ value: ParsedJSON, _ keyPath: String,
                       _ fail: (String, JSONPosition, String) -> ConfigurationError) throws -> String {
        guard case .string(let text, _) = value else { throw fail(keyPath, value.position, "expected a string, found \(value.kindDescription)") }
        return text
    }

    static func strings(_ value: ParsedJSON, _ keyPath: String,
                        _ fail: (String, JSONPosition, String) -> ConfigurationError) throws -> [String] {
        guard case .array(let elements, _) = value else {
            throw fail(keyPath, value.position, "expected an array of strings, found \(value.kindDescription)")
        }
        return try elements.enumerated().map { index, element in
            guard case .string(let text, _) = element else {
                throw fail("\(keyPath)[\(index)]", element.position, "expected a string, found \(element.kindDescription)")
            }
            return text
        }
    }

    /// "; did you mean 'x'?" when a candidate is close enough.
    static func closest(_ input: String, _ candidates: [String]) -> String {
        closestName(to: input, among: candidates).map { "; did you mean '\($0)'?" } ?? ""
    }
}

/// The candidate nearest to `input` by edit distance, when it is close enough to be a typo
/// (at most 2 edits, or a third of the candidate's length); ties go to the candidate that
/// sorts first, so the suggestion does not depend on the order candidates are listed in.
/// Every "did you mean" of navlint (configuration keys, rule ids, reporters, flags) uses it.
public func closestName(to input: String, among candidates: [String]) -> String? {
    let scored = candidates.map { ($0, editDistance(input, $0)) }
        .min { $0.1 < $1.1 || ($0.1 == $1.1 && $0.0.utf8.lexicographicallyPrecedes($1.0.utf8)) }
    guard let (best, distance) = scored, distance <= max(2, best.count / 3) else { return nil }
    return best
}

/// Levenshtein distance over UTF-8 bytes.
public func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a.utf8), b = Array(b.utf8)
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
        current[0] = i
        for j in 1...b.count {
            current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
        }
        swap(&previous, &current)
    }
    return previous[b.count]
}
