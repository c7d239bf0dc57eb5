/// `try!` decoding a stored navigation path.
public struct ForceDecodedPath: Rule {
    public init() {}

    public let description = RuleDescription(
        id: "force_decoded_path",
        name: "Force-decoded navigation path",
        summary: "Finds `try!` around decoding a stored navigation path (`[Route]` or `NavigationPath.CodableRepresentation`).",
        rationale: """
            A stored path outlives the code that wrote it: rename a route case, add an associated value, \
            or ship a version that reads an older payload, and decoding fails. With `try!` that failure is a \
            crash on launch, every launch, until the stored data is cleared — the worst way to lose a \
            navigation state that was only a convenience. It is a warning because it is a restoration hazard: \
            it fails only when the stored data and the code disagree.

            navlint looks for `try!` whose expression decodes an array of a route type (`[Route].self`) or \
            a `NavigationPath.CodableRepresentation`.
            """,
        fix: """
            Decode with `try?` (or `do`/`catch`) and fall back to an empty path: \
            `path = (try? JSONDecoder().decode([Route].self, from: data)) ?? []`. Version the payload if the \
            route enum will change. RouterCore's `restore(from:)` never throws: it returns the restored routes \
            plus what it dropped and why, and takes a migration hook for older schema versions.
            """,
        severity: .warning,
        triggeringExamples: [
            """
            enum Route: Hashable, Codable { case note(UUID) }
            struct Root: View {
                @SceneStorage("path") private var stored: Data?
                @State private var path: [Route] = []
                var body: some View {
                    NavigationStack(path: $path) { Notes() }
                        .task {
                            if let stored { path = ↓try! JSONDecoder().decode([Route].self, from: stored) }
                        }
                }
            }
            """,
            """
            func restoreTrail(from data: Data) -> [Route] {
                ↓try! JSONDecoder()
                    .decode([Route].self, from: data)
            }
            enum Route: Hashable, Codable { case inbox }
            struct Root: View {
                @State private var path: [Route] = []
                var body: some View { NavigationStack(path: $path) { Inbox() } }
            }
            """,
            """
            func restorePath(from data: Data) -> NavigationPath {
                let representation = ↓try! JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: data)
                return NavigationPath(representation)
            }
            """,
        ],
        nonTriggeringExamples: [
            """
            enum Route: Hashable, Codable { case note(UUID) }
            struct Root: View {
                @State private var path: [Route] = []
                var body: some View { NavigationStack(path: $path) { Notes() } }
                func restore(_ data: Data) {
                    path = (try? JSONDecoder().decode([Route].self, from: data)) ?? []
                    do {
                        path = try JSONDecoder().decode([Route].self, from: data)
                    } catch {
                        path = []
                    }
                }
            }
            """,
            """
            let defaults = try! JSONDecoder().decode([String: Int].self, from: bundledDefaults)
            """,
        ])

    public func check(_ context: RuleContext) -> [RuleViolation] {
        let file = context.file
        let tokens = file.tokens
        let outline = file.outline
        var violations: [RuleViolation] = []
        for i in 0..<tokens.count where tokens.isWord(i, "try") && tokens.isText(i + 1, "!") && !tokens[i + 1].flags.contains(.triviaBefore) {
            // The expression `try!` covers: up to the end of its statement.
            // A line that starts with `.member` or follows a trailing operator continues it.
            var end = i + 2
            while end < tokens.count, end < i + 400, tokens.kind(end) != .semicolon, tokens.kind(end) != .rightBrace,
                  !(tokens.hasNewlineBefore(end) && tokens.kind(end) != .period && tokens.kind(end - 1) != .operator) {
                if tokens.kind(end) == .leftParen || tokens.kind(end) == .leftBracket || tokens.kind(end) == .leftBrace,
                   tokens.partner[end] > end { end = Int(tokens.partner[end]) }
                end += 1
            }
            var index = UnitItem.firstCall(atOrAfter: i + 2, in: outline)
            var decodesPath = false
            while index < outline.calls.count, outline.calls[index].nameToken < end {
                let call = outline.calls[index]
                if call.name == "decode", let first = call.arguments.first, first.label == nil {
                    decodesPath = decodesPath || isStoredPathType(first.value, in: file, context: context)
                }
                index += 1
            }
            guard decodesPath else { continue }
            violations.append(RuleViolation(
                token: i,
                message: "`try!` crashes the app whenever the stored path no longer decodes (a renamed case, data from "
                    + "another version); use `try?` and fall back to an empty path, and version the payload."))
        }
        return violations
    }

    /// `[Route].self` for a route type, or `NavigationPath.CodableRepresentation.self`.
    func isStoredPathType(_ range: ClosedRange<Int>, in file: SourceFile, context: RuleContext) -> Bool {
        let text = file.tokens.compactText(range.lowerBound, range.upperBound)
        if text.hasSuffix("CodableRepresentation.self") { return true }
        guard text.hasPrefix("["), text.hasSuffix("].self"), !text.contains(":") else { return false }
        let element = String(text.dropFirst().dropLast(6))
        return context.navigation.routeTypes.contains(TypeFacts.lastComponent(context.facts.resolve(element)))
    }
}
