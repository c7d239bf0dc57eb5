import NavLintCore

enum Help {
    static var general: String {
        var text = """
            navlint \(NavLint.version): finds broken-stack bugs in SwiftUI navigation code.

            USAGE: navlint <subcommand> [options]
                   navlint [PATH ...] [lint options]   (lint is the default: `navlint`, `navlint --strict`)

            SUBCOMMANDS:

            """
        for command in CommandLineTool.commands {
            text += "  " + command.name.padding(to: 14) + command.summary + "\n"
        }
        text += "\nSee 'navlint help <subcommand>' for its options.\n"
        return text
    }

    static var lint: String {
        """
        USAGE: navlint lint [PATH ...] [options]

        Lints every .swift file under each PATH (default: the current directory); `navlint`
        with no subcommand does the same. Skips .build, .swiftpm, DerivedData, SourcePackages,
        Derived (Tuist), Pods, Carthage, .git and hidden folders, and what .navlint.json
        excludes. A non-Swift file named as a PATH is reported and skipped. Symbolic links are
        followed only to files inside the given paths. Files are analysed together: a view
        pushed from another file is followed there.

        OPTIONS:
          --reporter NAME         Report format (default: xcode, or .navlint.json's "reporter"):
        \(Reporters.all.map { "                            \($0.name): \($0.summary)" }.joined(separator: "\n"))
          --output FILE           Write the report to FILE (atomically); the terminal gets a summary line
          --docs-url URL          Where rule pages are, for links in SARIF and Markdown reports (default: .navlint.json's
                                  "docsURL", or the Rules folder shipped with navlint; none when neither exists)
          --config FILE           Use FILE instead of the nearest .navlint.json above the current directory
          --baseline FILE         Report only findings not recorded in FILE (paths in it are relative to its folder)
          --write-baseline FILE   Record the current findings in FILE and exit 0 (README: adopting in a legacy codebase)
          --relative-to DIR       Print paths relative to DIR (`/`: absolute; the xcode reporter in an Xcode
                                  build prints absolute paths anyway, so issues are clickable)
          --allow-zero-files      Exit 0 when no Swift file is found (default: exit 2, naming the cause)
          --report-only PATH      Report findings only in PATH (a file or folder; repeat it); every linted file
                                  is still context (the build tool plugin lints a package, reports a target)
          --fix                   Apply the mechanical fixes (guard removeLast, move a destination into its stack,
                                  NavigationView with .stack style to NavigationStack), then lint again
          --only-rule ID          Run only this rule (repeat it, or a,b); replaces .navlint.json's only_rules
          --enable-all-rules      Run every rule, opt-in and turned-off ones too
          --use-stdin             Lint standard input (with --stdin-path); with PATHs, as part of that project
          --stdin-path PATH       The file standard input stands for
          --follow-symlinks       Follow symbolic links to files and folders outside the given paths
          --jobs N                Lint up to N files at a time (default: the number of cores)
          --strict                Warnings fail the run too, and are reported as errors
          --quiet                 Print findings only, no summary line

        SUPPRESSING: `// navlint:disable rule_id` (to `// navlint:enable rule_id`), `:next`, `:this`,
        `:previous`, `all`, and ` - reason` after the ids. A disable that suppresses nothing is reported
        as superfluous_disable.

        EXIT STATUS:
          0  nothing that fails the run
          1  findings that fail the run (errors; warnings too with --strict)
          2  usage or configuration error (unknown option, missing path, bad .navlint.json)
          3  some input could not be read (everything else was still linted and reported);
             it wins over 1: the summary line, JSON "unreadable" and SARIF notifications say both

        """
    }

    static let rules = """
        USAGE: navlint rules [--json] [--markdown DIR]

        Lists every rule with its default severity and summary.

        OPTIONS:
          --json            One JSON object per rule: id, name, severity, summary, options
          --markdown DIR    Write one Markdown doc per rule into DIR (how Rules/ is generated)

        """

    static let graph = """
        USAGE: navlint graph [PATH ...] [--format dot|mermaid] [--output FILE] [--config FILE] [--jobs N]
                             [--follow-symlinks]

        Prints the navigation map of the Swift files under each PATH (default: the
        current directory): the views that matter for navigation, the stacks (with
        their path type) and the route types and cases each registers, the views
        links and registrations push, sheets and covers, with the tabs of a TabView
        and the columns of a NavigationSplitView as clusters. What `navlint lint`
        reports is drawn in red, naming the rule. The same sources give the same bytes.

        OPTIONS:
          --format FORMAT   dot (default; Graphviz: `navlint graph | dot -Tsvg > map.svg`)
                            or mermaid (a flowchart for Markdown)
          --output FILE     Write the map to FILE (atomically) instead of standard output
          --config FILE     Use FILE instead of the nearest .navlint.json (rules, include, exclude)
          --jobs N          Read up to N files at a time (default: the number of cores)
          --follow-symlinks Follow symbolic links to files and folders outside the given paths, as lint does

        EDGES: solid = links and pushes, dotted = registrations, dashed = sheets,
        covers, popovers and inspectors, bold grey = a view building a stack or a view.

        EXIT STATUS: 0 printed (findings do not fail it), 2 usage or configuration
        error, 3 some input could not be read (the map of the rest is still printed).

        """

    static let dumpTokens = """
        USAGE: navlint dump-tokens FILE

        Prints one JSON object per line, {"kind": K, "offset": N, "length": N}, for every
        token and trivia piece of FILE in source order. Offsets and lengths are UTF-8
        bytes; the pieces cover every byte of the file exactly once.

        """

    static let dumpNavigation = """
        USAGE: navlint dump-navigation [PATH ...] [--config FILE] [--follow-symlinks]

        Prints the view-building bodies navlint finds, what each contains (stacks,
        registrations, links, views it uses) with the path to it, and the trail of
        every stack: what its root and pushed views register and link. It reads the
        same files, projects and configuration as `navlint lint`; an unreadable file
        is named on standard error and the exit status is 3.

        """

    static let dumpOutline = """
        USAGE: navlint dump-outline FILE

        Prints the types, enum cases, properties, functions, calls and scopes that
        navlint reads from FILE, with their line:column.

        """
}

extension String {
    func padding(to width: Int) -> String {
        count >= width ? self + " " : self + String(repeating: " ", count: width - count)
    }
}

enum HelpCommand {
    static func run(_ arguments: [String]) throws -> ExitCode {
        guard let topic = arguments.first else {
            Console.out(Help.general)
            return .success
        }
        switch topic {
        case "lint", "fix": Console.out(Help.lint)
        case "rules": Console.out(Help.rules)
        case "graph": Console.out(Help.graph)
        case "dump-tokens": Console.out(Help.dumpTokens)
        case "dump-outline": Console.out(Help.dumpOutline)
        case "dump-navigation": Console.out(Help.dumpNavigation)
        case "version": Console.out("USAGE: navlint version\n\nPrints navlint's version.\n")
        case "explain": Console.out("USAGE: navlint explain RULE\n\nPrints the documentation of RULE: what it finds, why, how to fix it, examples.\n")
        case "init": Console.out("USAGE: navlint init [--force]\n\nWrites a minimal .navlint.json in the current directory (--force overwrites one).\n")
        case "schema": Console.out("USAGE: navlint schema\n\nPrints the JSON Schema of .navlint.json (the same as navlint.schema.json).\n")
        case "help": Console.out(Help.general)
        default:
            throw UsageError(message: "no help for unknown subcommand '\(topic)'"
                + suggestion(for: topic, among: CommandLineTool.commands.map(\.name)))
        }
        return .success
    }
}
