import Foundation
import Testing

/// What a SwiftLint user expects of the command line: lint as the default
/// subcommand, --strict in the output, no silent empty runs, baselines that
/// work from any folder, paths an editor or a monorepo job can open.
@Suite struct AdoptionCLITests {
    @Test func lintIsTheDefaultSubcommand() throws {
        let root = try temporaryTree(["A.swift": oneWarningView()])
        defer { try? FileManager.default.removeItem(at: root) }
        let explicit = try navlint(["lint"], in: root)
        #expect(explicit.status == 0 && explicit.stdout.contains("(unguarded_remove_last)"))
        #expect(try navlint([], in: root).stdout == explicit.stdout)
        #expect(try navlint(["A.swift"], in: root).stdout == explicit.stdout)
        #expect(try navlint(["--strict"], in: root).status == 1)
        let typo = try navlint(["lnt"], in: root)
        #expect(typo.status == 2 && typo.stderr.contains("unknown subcommand 'lnt'; did you mean 'lint'?"))
    }

    @Test func strictReportsWarningsAsErrors() throws {
        let root = try temporaryTree(["A.swift": oneWarningView()])
        defer { try? FileManager.default.removeItem(at: root) }
        let plain = try navlint(["lint", "A.swift"], in: root)
        #expect(plain.stdout.contains(": warning: "))
        let strict = try navlint(["lint", "--strict", "A.swift"], in: root)
        #expect(strict.status == 1 && strict.stdout.contains(": error: ") && !strict.stdout.contains(": warning: "))
        #expect(strict.stderr.contains("1 finding (1 error, 0 warnings)"))
    }

    @Test func noSwiftFilesIsAnErrorThatSaysWhy() throws {
        let root = try temporaryTree(["README.md": "# app\n", "App/A.swift": oneWarningView()])
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(try navlint(["lint", "Docs"], in: root).status == 2, "a missing path")
        try FileManager.default.createDirectory(at: root.appendingPathComponent("Docs"), withIntermediateDirectories: true)
        let none = try navlint(["lint", "Docs"], in: root)
        #expect(none.status == 2 && none.stderr.contains("lint: no Swift files to lint in Docs"))
        #expect(try navlint(["lint", "--allow-zero-files", "Docs"], in: root).status == 0)
        try #"{"exclude": ["App"]}"#.write(to: root.appendingPathComponent(".navlint.json"), atomically: true, encoding: .utf8)
        let excluded = try navlint(["lint"], in: root)
        #expect(excluded.status == 2 && excluded.stderr.contains("1 found, but .navlint.json's exclude [App] leave none"))
    }

    @Test func aNonSwiftFileNamedIsReportedNotCounted() throws {
        let root = try temporaryTree(["README.md": "# app\n", "A.swift": oneWarningView()])
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try navlint(["lint", "README.md", "A.swift"], in: root)
        #expect(result.stderr.contains("lint: skipping README.md: not a Swift file"))
        #expect(result.stderr.contains("in 1 file"))
    }

    @Test func buildFoldersOfXcodeTuistAndSwiftPMAreSkipped() throws {
        let root = try temporaryTree([
            "App/A.swift": oneWarningView(),
            "SourcePackages/checkouts/Lib/L.swift": oneWarningView("L"),
            "Derived/Sources/D.swift": oneWarningView("D"),
            ".swiftpm/S.swift": oneWarningView("S"),
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try navlint(["lint"], in: root)
        #expect(result.stdout.contains("App/A.swift") && result.stderr.contains("in 1 file"))
    }

    @Test func aBaselineMatchesFromAnyFolderAndCountsWhatWentStale() throws {
        let root = try temporaryTree(["App/A.swift": oneWarningView(), "App/B.swift": oneWarningView("B"), "CI/.keep": ""])
        defer { try? FileManager.default.removeItem(at: root) }
        let write = try navlint(["lint", "--write-baseline", "CI/baseline.json", "App"], in: root)
        #expect(write.status == 0 && write.stderr.contains("wrote 2 findings to baseline CI/baseline.json"))
        let stored = try String(contentsOf: root.appendingPathComponent("CI/baseline.json"), encoding: .utf8)
        #expect(stored.contains(#""file": "../App/A.swift""#))
        let fromCI = try navlint(["lint", "--baseline", "baseline.json", "--strict", "../App"], in: root.appendingPathComponent("CI"))
        #expect(fromCI.status == 0 && fromCI.stderr.contains("baseline: 2 hidden, 0 stale"))
        try FileManager.default.removeItem(at: root.appendingPathComponent("App/B.swift"))
        let fixed = try navlint(["lint", "--baseline", "CI/baseline.json", "App"], in: root)
        #expect(fixed.stderr.contains("baseline: 1 hidden, 1 stale"))
    }

    @Test func pathsRelativeToAFolderOrAbsoluteInXcode() throws {
        let root = try temporaryTree(["Sources/App/A.swift": oneWarningView()])
        defer { try? FileManager.default.removeItem(at: root) }
        let relative = try navlint(["lint", "--relative-to", "Sources", "Sources"], in: root)
        #expect(relative.stdout.hasPrefix("App/A.swift:1:"))
        let real = root.resolvingSymlinksInPath().path
        let absolute = try navlint(["lint", "Sources"], in: root, environment: ["XCODE_VERSION_ACTUAL": "1620"])
        #expect(absolute.stdout.hasPrefix("/") && absolute.stdout.contains("/Sources/App/A.swift:1:"), "\(real)")
        let json = try navlint(["lint", "--reporter", "json", "Sources"], in: root, environment: ["XCODE_VERSION_ACTUAL": "1620"])
        #expect(json.stdout.contains(#""file": "Sources/App/A.swift""#), "only the xcode reporter goes absolute")
    }

    @Test func unreadableFilesAreInTheReportsAndTheSummary() throws {
        let root = try temporaryTree(["A.swift": oneWarningView()])
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("Gone.swift").path,
                                                   withDestinationPath: "nowhere.swift")
        let json = try navlint(["lint", "--reporter", "json", "--strict", "."], in: root)
        #expect(json.status == 3)
        #expect(json.stdout.contains(#""unreadable": [{"file": "Gone.swift", "reason": "#))
        #expect(json.stderr.contains("1 finding (1 error, 0 warnings) in 1 file; 1 unreadable (exit 3)"))
        let sarif = try navlint(["lint", "--reporter", "sarif", "."], in: root)
        #expect(sarif.stdout.contains(#""executionSuccessful": false"#) && sarif.stdout.contains("toolExecutionNotifications"))
    }

    @Test func errorsNameTheirSubcommand() throws {
        #expect(try navlint(["graph", "no/such/path"]).stderr.contains("graph: no such file or directory"))
        #expect(try navlint(["dump-navigation", "no/such/path"]).stderr.contains("dump-navigation: no such file"))
        let version = try navlint(["version", "--bogus"])
        #expect(version.status == 2 && version.stderr.contains("version: unknown option '--bogus'"))
    }

    @Test func onlyRuleAndEnableAllRulesChooseWhatRuns() throws {
        let nested = "struct N: View { var body: some View { NavigationStack { NavigationStack { Text(\"x\") } } } }\n"
        let root = try temporaryTree(["A.swift": oneWarningView(), "N.swift": nested,
                                      "Old.swift": "struct O: View { var body: some View { NavigationView { Text(\"o\") } } }\n"])
        defer { try? FileManager.default.removeItem(at: root) }
        let only = try navlint(["lint", "--only-rule", "unguarded_remove_last"], in: root)
        #expect(only.stdout.contains("(unguarded_remove_last)") && !only.stdout.contains("(nested_navigation_stack)"))
        let all = try navlint(["lint", "--enable-all-rules"], in: root)
        #expect(all.stdout.contains("(navigation_view_deprecated)"), "the opt-in rule runs")
        let typo = try navlint(["lint", "--only-rule", "unguarded_remove_lst"], in: root)
        #expect(typo.status == 2 && typo.stderr.contains("did you mean 'unguarded_remove_last'?"))
        try #"{"disabled_rules": ["nested_navigation_stack"], "rules": {"unguarded_remove_last": "error"}}"#
            .write(to: root.appendingPathComponent(".navlint.json"), atomically: true, encoding: .utf8)
        let table = try navlint(["rules"], in: root).stdout
        #expect(table.contains("with .navlint.json"))
        #expect(table.split(separator: "\n").contains { $0.hasPrefix("nested_navigation_stack") && $0.contains(" off* ") })
        #expect(table.split(separator: "\n").contains { $0.hasPrefix("unguarded_remove_last") && $0.contains(" error* ") })
        #expect(try navlint(["rules", "--json"], in: root).stdout.contains(#""id": "nested_navigation_stack", "name": "#))
    }

    /// What the build tool plugin does: the whole package is context, one target is reported.
    @Test func reportOnlyKeepsTheRestAsContext() throws {
        let flow = "struct Flow: View { var body: some View { NavigationStack { NavigationLink(\"f\", value: 1) } } }\n"
        let app = "struct Checkout: View { var body: some View { NavigationStack { Flow() } } }\n"
        let root = try temporaryTree(["Feature/Flow.swift": flow, "App/Checkout.swift": app])
        defer { try? FileManager.default.removeItem(at: root) }
        let feature = try navlint(["lint", "--report-only", "Feature", "."], in: root)
        #expect(feature.status == 1 && feature.stdout.hasPrefix("Feature/Flow.swift:1:43: error: "))
        #expect(feature.stdout.contains("App/Checkout.swift:1:47: note: the outer stack"), "notes may point into the context")
        #expect(feature.stderr.contains("in 1 file"))
        let alone = try navlint(["lint", "Feature"], in: root)
        #expect(alone.status == 0 && alone.stdout.isEmpty, "without the app as context there is nothing to see")
        let appOnly = try navlint(["lint", "--report-only", "App/Checkout.swift", "."], in: root)
        #expect(appOnly.status == 0 && appOnly.stdout.isEmpty)
        #expect(try navlint(["lint", "--report-only", "Nope", "."], in: root).status == 2)
    }
}
