import NavLintCore

enum Help {
    static var general: String {
        var text = """
            navlint \(NavLint.version): finds broken-stack bugs in SwiftUI navigation code.

            USAGE: navlint <subcommand> [options]

            SUBCOMMANDS:

            """
        for command in CommandLineTool.commands {
            text += "  " + command.name.padding(to: 14) + command.summary + "\n"
        }
        text += "\nSee 'navlint help <subcommand>' for its options.\n"
        return text
    }

    static let lint = """
        USAGE: navlint lint [PATH ...] [options]

        Lints every .swift file under each PATH (default: the current directory).
        Skips .build, DerivedData, Pods, Carthage, .git and hidden folders.

        OPTIONS:
          --reporter NAME   Report format: \(Reporters.names.joined(separator: ", ")) (default: xcode)
          --jobs N          Lint up to N files at a time (default: the number of cores)
          --strict          Warnings fail the run too
          --quiet           Print findings only, no summary line

        EXIT STATUS:
          0  nothing that fails the run
          1  findings that fail the run (errors; warnings too with --strict)
          2  usage error (unknown option, missing path)
          3  some input could not be read (everything else was still linted and reported)

        """

    static let rules = """
        USAGE: navlint rules [--markdown DIR]

        Lists every rule with its default severity and summary.

        OPTIONS:
          --markdown DIR    Write one Markdown doc per rule into DIR (how Rules/ is generated)

        """

    static let dumpTokens = """
        USAGE: navlint dump-tokens FILE

        Prints one JSON object per line, {"kind": K, "offset": N, "length": N}, for every
        token and trivia piece of FILE in source order. Offsets and lengths are UTF-8
        bytes; the pieces cover every byte of the file exactly once.

        """

    static let dumpNavigation = """
        USAGE: navlint dump-navigation [PATH ...]

        Prints the view-building bodies navlint finds, what each contains (stacks,
        registrations, links, views it uses) with the path to it, and the trail of
        every stack: what its root and pushed views register and link.

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
        case "lint": Console.out(Help.lint)
        case "rules": Console.out(Help.rules)
        case "dump-tokens": Console.out(Help.dumpTokens)
        case "dump-outline": Console.out(Help.dumpOutline)
        case "dump-navigation": Console.out(Help.dumpNavigation)
        case "version": Console.out("USAGE: navlint version\n")
        case "help": Console.out(Help.general)
        default:
            throw UsageError(message: "no help for unknown subcommand '\(topic)'"
                + suggestion(for: topic, among: CommandLineTool.commands.map(\.name)))
        }
        return .success
    }
}
