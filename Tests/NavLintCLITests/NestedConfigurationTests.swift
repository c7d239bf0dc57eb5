import Foundation
import Testing

/// `.navlint.json` the way a monorepo writes it: comments, a shared file it
/// extends, and folders with their own rules.
@Suite struct NestedConfigurationTests {
    func write(_ text: String, _ path: String, in root: URL) throws {
        try text.write(to: root.appendingPathComponent(path), atomically: true, encoding: .utf8)
    }

    @Test func commentsAndExtendsReadLikeOneFile() throws {
        let root = try temporaryTree(["App/A.swift": oneWarningView(), "Gen/G.swift": oneWarningView("G"), "Shared/.keep": ""])
        defer { try? FileManager.default.removeItem(at: root) }
        try write(#"{"exclude": ["Gen"], "rules": {"unguarded_remove_last": "error"}}"#, "base.json", in: root)
        try write("""
            // The team's settings live in base.json.
            {
              "extends": "base.json", /* its exclude holds, relative to it */
              "rules": {"model_as_route": "off"}
            }
            """, ".navlint.json", in: root)
        let result = try navlint(["lint"], in: root)
        #expect(result.status == 1 && result.stdout.contains("App/A.swift:1:129: error: "))
        #expect(!result.stdout.contains("Gen/G.swift"))
        try write(#"{"extends": "Shared/loop.json"}"#, ".navlint.json", in: root)
        try write(#"{"extends": "../.navlint.json"}"#, "Shared/loop.json", in: root)
        let loop = try navlint(["lint"], in: root)
        #expect(loop.status == 2 && loop.stderr.contains("extend each other in a loop"))
        try write("{\n  // a comment\n  \"strct\": true\n}", ".navlint.json", in: root)
        #expect(try navlint(["lint"], in: root).stderr.contains(".navlint.json:3:3: strct: unknown key"), "positions after a comment")
    }

    @Test func aNestedConfigurationGovernsItsFolder() throws {
        let root = try temporaryTree([
            "App/A.swift": oneWarningView(),
            "App/Legacy/L.swift": oneWarningView("L"),
            "App/Legacy/Generated/G.swift": oneWarningView("G"),
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        try write(#"{"rules": {"unguarded_remove_last": "error"}}"#, ".navlint.json", in: root)
        try write(#"{"rules": {"unguarded_remove_last": "warning"}, "exclude": ["Generated"]}"#, "App/Legacy/.navlint.json", in: root)
        let result = try navlint(["lint"], in: root)
        #expect(result.stdout.contains("App/A.swift:1:129: error: "))
        #expect(result.stdout.contains("App/Legacy/L.swift:1:129: warning: "))
        #expect(!result.stdout.contains("Generated/G.swift") && result.stderr.contains("in 2 files"))
        try write(#"{"disabled_rules": ["unguarded_remove_last"]}"#, "App/Legacy/.navlint.json", in: root)
        let disabled = try navlint(["lint"], in: root)
        #expect(disabled.stdout.contains("App/A.swift") && !disabled.stdout.contains("App/Legacy/"))
        try write(#"{"reporter": "json"}"#, "App/Legacy/.navlint.json", in: root)
        let refused = try navlint(["lint"], in: root)
        #expect(refused.status == 2 && refused.stderr.contains("App/Legacy/.navlint.json:1:2: reporter: a configuration nested"))
    }

    /// Discovery's listing answers for the folders it walked; a folder above the
    /// walked path, a file named alone, and a configuration that is a symbolic link
    /// are still found.
    @Test func aConfigurationTheWalkDidNotListIsStillFound() throws {
        let root = try temporaryTree([
            "App/Legacy/Deep/D.swift": oneWarningView("D"),
            "App/Legacy/L.swift": oneWarningView("L"),
            "App/Linked/K.swift": oneWarningView("K"),
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        try write(#"{"rules": {"unguarded_remove_last": "error"}}"#, ".navlint.json", in: root)
        try write(#"{"rules": {"unguarded_remove_last": "warning"}}"#, "App/Legacy/.navlint.json", in: root)
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("App/Linked/.navlint.json").path,
                                                   withDestinationPath: "../Legacy/.navlint.json")
        let above = try navlint(["lint", "App/Legacy/Deep"], in: root)
        #expect(above.stdout.contains("App/Legacy/Deep/D.swift:1:129: warning: "), "a folder above the walked one")
        let alone = try navlint(["lint", "App/Legacy/L.swift"], in: root)
        #expect(alone.stdout.contains("App/Legacy/L.swift:1:129: warning: "), "a file named alone")
        let whole = try navlint(["lint"], in: root)
        #expect(whole.stdout.contains("App/Linked/K.swift:1:129: warning: "), "a configuration that is a link")
        #expect(whole.stdout.contains("App/Legacy/L.swift:1:129: warning: "))
    }

    @Test func aRuleOffAtTheTopCanBeTurnedOnInAFolder() throws {
        let old = "struct O: View { var body: some View { NavigationView { Text(\"o\") } } }\n"
        let root = try temporaryTree(["Modern/M.swift": old, "Old/O.swift": old])
        defer { try? FileManager.default.removeItem(at: root) }
        try write(#"{"rules": {"navigation_view_deprecated": "off"}}"#, ".navlint.json", in: root)
        try write(#"{"opt_in_rules": ["navigation_view_deprecated"], "rules": {"navigation_view_deprecated": "error"}}"#,
                  "Old/.navlint.json", in: root)
        let result = try navlint(["lint"], in: root)
        #expect(result.stdout.contains("Old/O.swift") && !result.stdout.contains("Modern/M.swift"))
    }
}
