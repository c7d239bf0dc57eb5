import NavLintCore
import Testing

struct SuppressionTests {
    func findings(_ source: String, rules: [any Rule] = RuleRegistry.all) -> [String] {
        lint([("A.swift", source)], rules: rules).map { "\($0.line) \($0.ruleID)" }
    }

    @Test func everyReachOfDisable() {
        let source = """
            let a = NavigationView { }
            // navlint:disable:next navigation_view_deprecated
            let b = NavigationView { }
            let c = NavigationView { } // navlint:disable:this navigation_view_deprecated - legacy screen
            let d = NavigationView { }
            // navlint:disable:previous navigation_view_deprecated
            // navlint:disable navigation_view_deprecated
            let e = NavigationView { }
            let f = NavigationView { }
            // navlint:enable navigation_view_deprecated
            let g = NavigationView { }
            /* navlint:disable:next all */
            let h = NavigationView { }
            """
        #expect(findings(source) == ["1 navigation_view_deprecated", "11 navigation_view_deprecated"])
    }

    @Test func superfluousDisablesAreReported() {
        let source = """
            // navlint:disable:next navigation_view_deprecated
            let a = 1
            // navlint:disable:next navigaton_view_deprecated
            let b = NavigationView { }
            // navlint:disable:next navigation_view_deprecated, model_as_route
            let c = NavigationView { }
            """
        #expect(findings(source) == [
            "1 superfluous_disable",
            "3 superfluous_disable", "4 navigation_view_deprecated",
            "5 superfluous_disable",
        ])
        let messages = lint([("A.swift", source)]).filter { $0.ruleID == "superfluous_disable" }.map(\.message)
        #expect(messages[1].contains("`navigaton_view_deprecated`, which is not a navlint rule"))
        #expect(messages[2].contains("no `model_as_route` finding"))
    }

    @Test func rulesThatAreOffAreNotHeldAgainstAComment() {
        let source = "// navlint:disable:next navigation_view_deprecated\nlet b = NavigationView { }"
        let withoutTheRule = RuleRegistry.all.filter { $0.description.id != "navigation_view_deprecated" }
        #expect(findings(source, rules: withoutTheRule).isEmpty)
    }

    @Test func superfluousDisableCanItselfBeDisabled() {
        // One line comment is one command: the second `navlint:` is part of the first one's reason,
        // so it disables nothing and the first command is still superfluous.
        let source = "// navlint:disable:next navigation_view_deprecated - kept for the migration // navlint:disable:this superfluous_disable\nlet a = 1"
        #expect(findings(source) == ["1 superfluous_disable"])
        let separate = "let a = 1 // navlint:disable:this navigation_view_deprecated\n// navlint:disable:previous superfluous_disable"
        #expect(findings(separate).isEmpty)
    }

    @Test func aNavlintCommentThatIsNotACommandIsReported() {
        let typo = "// navlint:disabel:next navigation_view_deprecated\nlet a = NavigationView { }"
        #expect(findings(typo) == ["1 invalid_navlint_command", "2 navigation_view_deprecated"])
        #expect(findings("/* navlint:disable:nxt all */\nlet a = 1") == ["1 invalid_navlint_command"])
        #expect(findings("// navlint:\nlet a = 1") == ["1 invalid_navlint_command"])
        // A disable must name its rules (or `all`): a bare one suppresses nothing and is reported.
        #expect(findings("// navlint:disable:next\nlet a = NavigationView { }")
            == ["1 invalid_navlint_command", "2 navigation_view_deprecated"])
        #expect(findings("// navlint:disable - legacy\nlet a = NavigationView { }")
            == ["1 invalid_navlint_command", "2 navigation_view_deprecated"])
        #expect(findings("// navlint:disable all\nlet a = NavigationView { }\n// navlint:enable\n").isEmpty)
        // A valid command can disable it, and is then not superfluous.
        let disabled = "// navlint:disabel oops // \n// navlint:disable:previous invalid_navlint_command\nlet a = 1"
        #expect(findings(disabled).isEmpty)
    }

    @Test func proseCommentsAreNotCommands() {
        #expect(findings("// See navlint:disable docs\n// Use navlint to lint\nlet a = NavigationView { }")
            == ["3 navigation_view_deprecated"])
    }
}
