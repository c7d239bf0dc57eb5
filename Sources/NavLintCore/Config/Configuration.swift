/// What `.navlint.json` says, validated. Built by `ConfigurationLoader`.
public struct Configuration: Sendable {
    /// The file it was read from; nil for the defaults.
    public var path: String?
    /// The directory `include` and `exclude` are relative to (absolute).
    public var rootDirectory: String
    /// Paths to lint, relative to `rootDirectory`; empty: everything discovered.
    public var include: [Glob] = []
    /// Paths never linted, relative to `rootDirectory`, on top of the default skips.
    public var exclude: [Glob] = []
    /// Globs of the configurations this one extends or is nested in, each relative to its
    /// own file's folder: their excludes all hold; the nearest include holds when this one has none.
    package var inheritedExcludes: [GlobLayer] = []
    package var inheritedInclude: GlobLayer?
    /// Per rule id: its severity, or nil when the rule is off. Absent: the rule's default.
    public var severities: [String: Severity?] = [:]
    /// Per rule id: its options as written.
    package var ruleOptions: [String: [String: ParsedJSON]] = [:]
    /// `only_rules` (or `--only-rule`): when set, no other rule runs.
    public var onlyRules: Set<String>?
    /// `disabled_rules`: rules that do not run.
    public var disabledRules: Set<String> = []
    /// `opt_in_rules`: opt-in rules turned on at their own severity.
    public var optInRules: Set<String> = []
    /// `--enable-all-rules`: every rule runs, opt-in and turned-off ones too (severities still apply).
    public var enableAllRules = false
    /// Warnings fail the run too (`--strict`).
    public var strict = false
    /// The report format by name (`Reporters.names`); nil: the front end's default.
    public var reporter: String?
    /// Where rule pages are for links in reports (`https://…/Rules/`, `file:///…/Rules/`).
    public var docsURL: String?
    /// Project names the navigation analysis should treat as SwiftUI's.
    public var navigation = NavigationOptions()

    /// The defaults, for a project at `rootDirectory`: every rule at its own severity.
    public init(rootDirectory: String) {
        self.rootDirectory = rootDirectory
    }

    /// Whether a rule runs, and at which severity. `--enable-all-rules` runs every rule;
    /// otherwise `only_rules` and `disabled_rules` decide first, then `"off"`; an opt-in
    /// rule runs only when the configuration names it (`opt_in_rules`, `only_rules`, a
    /// severity, or options).
    public func severity(of rule: RuleDescription) -> Severity? {
        if enableAllRules { return severities[rule.id].flatMap { $0 } ?? rule.severity }
        if let onlyRules, !onlyRules.contains(rule.id) { return nil }
        if disabledRules.contains(rule.id) { return nil }
        if let configured = severities[rule.id] { return configured }
        let named = optInRules.contains(rule.id) || onlyRules != nil || ruleOptions[rule.id] != nil
        if rule.isOptIn && !named { return nil }
        return rule.severity
    }

    /// Whether a file (absolute path) is linted: inside an include (when
    /// there are any) and outside every exclude, its own and inherited ones.
    public func admits(absolutePath: String) -> Bool {
        if excludesDirectory(absolutePath: absolutePath) { return false }
        guard let include = includeLayer else { return true }
        return include.matches(absolutePath) ?? false
    }

    /// Whether a whole directory can be skipped: an exclude matches it.
    /// Asked for every file and folder a walk meets, so a configuration with no
    /// excludes of its own (most) builds no layer and no relative path for them.
    public func excludesDirectory(absolutePath: String) -> Bool {
        if inheritedExcludes.contains(where: { $0.matches(absolutePath) == true }) { return true }
        return !exclude.isEmpty && GlobLayer(base: rootDirectory, globs: exclude).matches(absolutePath) == true
    }

    private var includeLayer: GlobLayer? {
        include.isEmpty ? inheritedInclude : GlobLayer(base: rootDirectory, globs: include)
    }
}

/// Globs and the folder they are relative to (the folder of the file that wrote them).
package struct GlobLayer: Sendable {
    package var base: String
    package var globs: [Glob]

    /// Whether a glob matches `absolutePath`; nil when the path is outside `base`.
    package func matches(_ absolutePath: String) -> Bool? {
        guard let relative = PathPrefix.relative(absolutePath, under: base) else { return nil }
        return globs.contains { $0.matches(relative) }
    }
}

/// Names the navigation analysis treats as SwiftUI's, extended by the project.
public struct NavigationOptions: Sendable, Equatable {
    /// Protocols whose conforming enums are route enums (e.g. `AppRoute`).
    public var routeProtocols: Set<String> = []
    /// Container views that build their rows lazily, beyond SwiftUI's own.
    public var lazyContainers: Set<String> = []
    /// Modifiers that present their content (a custom `bottomSheet`), beyond SwiftUI's own.
    public var presentationModifiers: Set<String> = []

    /// No names beyond SwiftUI's own.
    public init() {}
}

/// A configuration problem, located: the file, the key path, and where.
public struct ConfigurationError: Error, Sendable, CustomStringConvertible {
    public var file: String
    public var keyPath: String
    public var position: JSONPosition?
    public var message: String

    public var description: String {
        let location = position.map { "\(file):\($0.line):\($0.column)" } ?? file
        return keyPath.isEmpty ? "\(location): \(message)" : "\(location): \(keyPath): \(message)"
    }
}
