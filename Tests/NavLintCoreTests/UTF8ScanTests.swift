@testable import NavLintCore
import SeededRandom
import Testing

/// Scans over UTF-8 that replaced scans over `Character`s (grapheme by grapheme,
/// a percent of a run each): they must answer exactly as the plain forms did.
struct UTF8ScanTests {
    /// The plain form, character by character.
    static func reference(_ type: String) -> (String, [String]) {
        guard let open = type.firstIndex(of: "<"), type.hasSuffix(">") else { return (type, []) }
        let inner = type[type.index(after: open)..<type.index(before: type.endIndex)]
        var parts: [String] = []
        var depth = 0
        var current = ""
        for character in inner {
            if character == "<" || character == "[" || character == "(" { depth += 1 }
            if character == ">" || character == "]" || character == ")" { depth -= 1 }
            if character == "," && depth == 0 {
                parts.append(current.trimmingSpaces())
                current = ""
            } else {
                current.append(character)
            }
        }
        parts.append(current.trimmingSpaces())
        return (String(type[..<open]), parts)
    }

    @Test func splitsTopLevelArgumentsOnly() {
        let (base, arguments) = NavigationModel.splitGeneric("Router<Route, [String: (Int, Int)], Set<Tab>>")
        #expect(base == "Router")
        #expect(arguments == ["Route", "[String: (Int, Int)]", "Set<Tab>"])
        #expect(NavigationModel.splitGeneric("Route") == ("Route", []))
        #expect(NavigationModel.splitGeneric("Path<>") == ("Path", [""]))
    }

    @Test func matchesTheCharacterScanOnRandomTypes() {
        var random = SplitMix64(seed: 7)
        let pieces = ["A", "Route", "<", ">", ",", " ", "[", "]", "(", ")", ":", "é", "🧭", "?", "."]
        for _ in 0..<3000 {
            let length = Int(random.next() % 12)
            let type = (0..<length).map { _ in pieces[Int(random.next() % UInt64(pieces.count))] }.joined()
            let (base, arguments) = NavigationModel.splitGeneric(type)
            let expected = Self.reference(type)
            #expect(base == expected.0 && arguments == expected.1, "\(type)")
        }
    }

    @Test func testsFoldersAreFoundAsTheComponentSplitFoundThem() {
        func reference(_ path: String) -> Bool {
            path.split(separator: "/").dropLast().contains { $0.hasSuffix("Tests") }
        }
        var random = SplitMix64(seed: 11)
        let pieces = ["/", "Tests", "App", "UITests", "Test", "s", "é", "x.swift", "//"]
        for _ in 0..<3000 {
            let length = Int(random.next() % 8)
            let path = (0..<length).map { _ in pieces[Int(random.next() % UInt64(pieces.count))] }.joined() + "/F.swift"
            #expect(SourceFile.isInTestsFolder(path) == reference(path), "\(path)")
        }
        #expect(SourceFile.isInTestsFolder("App/AppTests/LoginTests.swift"))
        #expect(!SourceFile.isInTestsFolder("App/Tests.swift"))
    }

    @Test func commandMarksAreFoundAsTheStringTestFoundThem() {
        // The test `SuppressionCommand.parseAll` made on every comment's text before the byte test.
        func reference(_ comment: String, block: Bool) -> Bool {
            var text = Substring(comment).dropFirst(2)
            if block, text.hasSuffix("*/") { text = text.dropLast(2) }
            return text.drop(while: { $0 == " " || $0 == "\t" }).hasPrefix("navlint:")
        }
        var random = SplitMix64(seed: 23)
        let pieces = [" ", "\t", "navlint:", "navlint", ":", "disable", "é", "*/", "n", "x"]
        for _ in 0..<3000 {
            let block = random.next() % 2 == 0
            let body = (0..<Int(random.next() % 5)).map { _ in pieces[Int(random.next() % UInt64(pieces.count))] }.joined()
            let source = block ? "/*\(body)*/\nlet a = 1\n" : "//\(body)\nlet a = 1\n"
            let file = SourceFile(path: "A.swift", text: source)
            guard let comment = file.comments.first else { Issue.record("no comment in \(source)"); continue }
            #expect((SuppressionCommand.commandStart(comment, in: file.bytes) != nil)
                        == reference(file.text(ofComment: comment), block: block), "\(source)")
        }
    }

    @Test func compactTextJoinsTokenTextsWithTheSpacesThatMatter() {
        // The plain form: each token's text, a space between two words, around `->` and `&`, after `,` and `:`.
        func reference(_ tokens: SyntaxTokens, _ first: Int, _ last: Int) -> String {
            var text = ""
            var previousIsWord = false
            for i in first...last {
                let kind = tokens[i].kind
                let isWord = kind == .identifier || kind == .keyword || kind == .integerLiteral || kind == .floatLiteral
                let spaced = kind == .operator && (tokens.text(i) == "->" || tokens.text(i) == "&")
                if (isWord && previousIsWord) || (spaced && i > first) { text += " " }
                text += tokens.text(i)
                if (spaced || kind == .comma || kind == .colon) && i < last { text += " " }
                previousIsWord = isWord
            }
            return text
        }
        var random = SplitMix64(seed: 29)
        let pieces = ["Router", "<", "Route", ",", " ", "Sheet", ">", "(", ")", "->", "Void", "&", "Codable", ":", "[", "]",
                      "é", "\"ü\"", "/* ö */", "some", "View", "1", "?", "\u{301}"]
        for _ in 0..<2000 {
            let text = (0..<Int(1 + random.next() % 10)).map { _ in pieces[Int(random.next() % UInt64(pieces.count))] }
                .joined(separator: random.next() % 2 == 0 ? "" : " ")
            let file = SourceFile(path: "A.swift", text: "let x = " + text)
            let tokens = file.tokens
            guard tokens.count > 3 else { continue }
            #expect(tokens.compactText(3, tokens.count - 1) == reference(tokens, 3, tokens.count - 1), "\(text)")
        }
    }

    /// A path under a folder, byte for byte, as `hasPrefix(folder + "/")` and
    /// `dropFirst` answered for every ASCII path: a folder that only shares a
    /// prefix of its name, or the folder itself, is not under it.
    @Test func pathPrefixAnswersAsThePlainForm() {
        func plain(_ path: String, _ folder: String) -> String? {
            let prefix = folder.hasSuffix("/") ? folder : folder + "/"
            return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : nil
        }
        let folders = ["/repo", "/repo/", "/", "", "/repo/App", "/rep"]
        let paths = ["/repo/App/Home.swift", "/repo2/App.swift", "/repo", "/repo/", "/", "/rep", "repo/App.swift",
                     "/repo/App", "/repo/App/", "/répo/App.swift"]
        for folder in folders {
            for path in paths {
                #expect(PathPrefix.relative(path, under: folder) == plain(path, folder), "\(path) under \(folder)")
            }
        }
    }
}

