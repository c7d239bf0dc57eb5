import Foundation
import Testing

struct OtherCommandTests {
    @Test func versionAndRules() throws {
        let version = try navlint(["version"])
        #expect(version.status == 0 && version.stdout.hasPrefix("navlint "))
        let rules = try navlint(["rules"])
        #expect(rules.status == 0)
        #expect(rules.stdout.contains("navigation_view_deprecated") && rules.stdout.contains("warning"))
        let sections = rules.stdout.components(separatedBy: "\nOpt-in")
        #expect(sections.count == 2, "opt-in rules are listed in a section of their own")
        #expect(sections.last?.contains("navigation_view_deprecated") == true)
        #expect(sections.first?.contains("navigation_view_deprecated") == false)
        #expect(try navlint(["rules", "--json"]).stdout.contains(#""id": "navigation_view_deprecated", "name": "NavigationView is deprecated", "severity": "warning", "optIn": true"#))
    }

    @Test func helpForEverySubcommand() throws {
        for command in ["lint", "rules", "dump-tokens", "dump-outline", "version"] {
            let result = try navlint(["help", command])
            #expect(result.status == 0 && result.stdout.contains("USAGE: navlint \(command)"), "\(command)")
        }
        #expect(try navlint(["lint", "--help"]).stdout.contains("EXIT STATUS"))
        #expect(try navlint(["help"]).stdout.contains("SUBCOMMANDS"))
    }

    @Test func dumpTokensCoversEveryByteOfAnyFile() throws {
        let root = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        var random = UInt64(42)
        var junk = [UInt8]()
        for _ in 0..<4096 {
            random = random &* 6364136223846793005 &+ 1442695040888963407
            junk.append(UInt8(truncatingIfNeeded: random >> 33))
        }
        let inputs: [String: [UInt8]] = [
            "junk.swift": junk,
            "utf16.swift": [0xFF, 0xFE] + Array("let x = 1\n".utf8).flatMap { [$0, 0] },
            "mixed.swift": Array("let s = \"caf\u{e9} \\(x)\" // ok\r\n".utf8) + [0xC3, 0x28, 0x0A] + Array("/* open".utf8),
        ]
        for (name, bytes) in inputs {
            let path = root.appendingPathComponent(name)
            try Data(bytes).write(to: path)
            let result = try navlint(["dump-tokens", path.path])
            #expect(result.status == 0)
            var next = 0
            for line in result.stdout.split(separator: "\n") {
                let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
                let offset = try #require(object["offset"] as? Int), length = try #require(object["length"] as? Int)
                #expect(object["kind"] is String)
                #expect(offset == next && length > 0, "\(name): piece at \(offset), expected \(next)")
                next = offset + length
            }
            #expect(next == bytes.count, "\(name)")
        }
    }

    @Test func dumpTokensKinds() throws {
        let root = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let path = root.appendingPathComponent("a.swift")
        try "#if DEBUG\nlet x = \"\\(y)\" // c\n#endif".write(to: path, atomically: true, encoding: .utf8)
        let kinds = try navlint(["dump-tokens", path.path]).stdout.split(separator: "\n").compactMap { line in
            (try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])?["kind"] as? String
        }
        #expect(kinds == ["directive", "whitespace", "identifier", "newline", "keyword", "whitespace", "identifier",
                          "whitespace", "operator", "whitespace", "string", "punctuation", "identifier", "punctuation",
                          "string", "whitespace", "comment", "newline", "directive"])
        let missing = try navlint(["dump-tokens", root.appendingPathComponent("none.swift").path])
        #expect(missing.status == 2 && missing.stderr.contains("none.swift"))
    }

    @Test func rulesMarkdownWritesOneDocPerRule() throws {
        let root = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try navlint(["rules", "--markdown", root.path])
        #expect(result.status == 0)
        let generated = try String(contentsOf: root.appendingPathComponent("navigation_view_deprecated.md"), encoding: .utf8)
        let checkedIn = try String(contentsOf: packageRoot.appendingPathComponent("Rules/navigation_view_deprecated.md"), encoding: .utf8)
        #expect(generated == checkedIn)
    }

    /// `dump-navigation` reads what `lint` reads: the configuration's excludes apply, and an
    /// unreadable file is named and gives exit status 3 instead of vanishing.
    @Test func dumpNavigationReadsLikeLint() throws {
        let root = try temporaryTree([
            "Sources/A.swift": "struct A: View { var body: some View { NavigationStack { B() } } }\n",
            "Sources/Gen/G.swift": "struct G: View { var body: some View { NavigationStack { B() } } }\n",
            ".navlint.json": #"{"exclude": ["Sources/Gen"]}"#,
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("Sources/Dangling.swift").path,
                                                   withDestinationPath: "Nope.swift")
        let dump = try navlint(["dump-navigation", "Sources"], in: root)
        #expect(dump.status == 3)
        #expect(dump.stdout.contains("Sources/A.swift") && !dump.stdout.contains("Sources/Gen/G.swift"))
        #expect(dump.stderr.contains("cannot read Sources/Dangling.swift"))
        let graph = try navlint(["graph", "--follow-symlinks", "Sources"], in: root)
        #expect(graph.status == 3, "graph takes --follow-symlinks and reports the same unreadable file")
        #expect(graph.stderr.contains("cannot read Sources/Dangling.swift"))
    }
}
