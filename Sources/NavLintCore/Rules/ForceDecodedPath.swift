/// A stored navigation path decoded or encoded so that a failure crashes: `try!`, `catch { fatalError() }`, `codable!`.
package struct ForceDecodedPath: Rule {
    package init() {}

    package let description = RuleDescription(
        id: "force_decoded_path",
        name: "Force-decoded navigation path",
        summary: "Finds decoding or encoding of a stored navigation path that crashes on failure: `try!`, `catch { fatalError() }`, `path.codable!`.",
        rationale: """
            A stored path outlives the code that wrote it: rename a route case, add a non-optional associated \
            value, or ship a version that reads an older payload, and decoding fails (synthesized `Codable` \
            keys an enum by its case names, and a change stays compatible only "as long as the values are \
            optional and the identifiers for the other cases don't change", \
            [SE-0295](https://github.com/swiftlang/swift-evolution/blob/main/proposals/0295-codable-synthesis-for-enums-with-associated-values.md)). \
            With `try!` that failure is a crash ("If an error actually is thrown, you'll get a runtime error", \
            [The Swift Programming Language: Error Handling](https://docs.swift.org/swift-book/documentation/the-swift-programming-language/errorhandling/)), \
            and if the path is restored at launch, a crash on every launch until the stored data is cleared — \
            the worst way to lose a navigation state that was only a convenience. It is a warning because it \
            is a restoration hazard: it fails only when the stored data and the code disagree.

            navlint looks for every spelling of that crash: `try!` whose expression decodes an array of a \
            route type \
            (`[Route].self`, `Array<Route>.self`) or a `NavigationPath.CodableRepresentation`, with any decoder (`JSONDecoder`, `PropertyListDecoder`); a `do` block that decodes one with a `catch` that calls `fatalError` or `preconditionFailure`; and `path.codable!` on a `NavigationPath`, which is nil, and so traps, while the path holds a value that is not `Codable` ("This value is nil if any of the type-erased elements of the path don't conform to the Codable protocol", [Apple: NavigationPath.codable](https://developer.apple.com/documentation/swiftui/navigationpath/codable)).
            """,
        fix: """
            Decode with `try?` (or `do`/`catch`) and fall back to an empty path, as the example on Apple's \
            [NavigationPath](https://developer.apple.com/documentation/swiftui/navigationpath) page does: \
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
            """
            func restore(_ data: Data) -> [Route] {
                do {
                    return try PropertyListDecoder().decode(Array<Route>.self, from: data)
                } catch {
                    ↓fatalError("cannot restore the path: \\(error)")
                }
            }
            enum Route: Hashable, Codable { case inbox }
            struct Root: View {
                @State private var path: [Route] = []
                var body: some View { NavigationStack(path: $path) { Inbox() } }
            }
            """,
            """
            struct Root: View {
                @SceneStorage("path") private var stored: Data?
                @State private var path = NavigationPath()
                var body: some View {
                    NavigationStack(path: $path) { Home() }
                        .onChange(of: path) { stored = try? JSONEncoder().encode(path.codable↓!) }
                }
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
            """
            // A catch that recovers, and a `codable` that is unwrapped safely.
            struct Root: View {
                @SceneStorage("path") private var stored: Data?
                @State private var path = NavigationPath()
                var body: some View {
                    NavigationStack(path: $path) { Home() }
                        .onChange(of: path) {
                            if let representation = path.codable { stored = try? JSONEncoder().encode(representation) }
                        }
                }
                func restore(_ data: Data) {
                    do {
                        path = NavigationPath(try JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: data))
                    } catch {
                        path = NavigationPath()
                    }
                }
            }
            """,
        ])

    package func check(_ context: RuleContext) -> [RuleViolation] {
        forcedTries(context) + fatalCatches(context) + forcedCodable(context)
    }

    /// `try! decoder.decode([Route].self, from: data)`.
    func forcedTries(_ context: RuleContext) -> [RuleViolation] {
        let tokens = context.file.tokens
        // Every file's tokens would be walked for a spelling most files never use.
        guard tokens.bytesContain("try!") else { return [] }
        var violations: [RuleViolation] = []
        for i in 0..<tokens.count where tokens.isWord(i, "try") && tokens.isText(i + 1, "!") && !tokens[i + 1].flags.contains(.triviaBefore) {
            guard decodesStoredPath(in: (i + 2)..<statementEnd(after: i + 2, tokens), context) else { continue }
            violations.append(RuleViolation(
                token: i,
                message: "`try!` crashes the app whenever the stored path no longer decodes (a renamed case, data from "
                    + "another version); use `try?` and fall back to an empty path, and version the payload."))
        }
        return violations
    }

    /// The calls that stop the app.
    static let trappingCalls = CallNames(["fatalError", "preconditionFailure"])

    /// `do { … decode([Route].self …) … } catch { fatalError(…) }`.
    func fatalCatches(_ context: RuleContext) -> [RuleViolation] {
        let file = context.file
        let tokens = file.tokens
        let outline = file.outline
        var violations: [RuleViolation] = []
        for index in outline.calls(namedAnyOf: Self.trappingCalls) {
            let call = outline.calls[index]
            guard call.receiver == .none,
                  let scope = outline.scopeChain(from: outline.innermostScope(containing: call.nameToken)).first(where: {
                      if case .statement("catch") = outline.scopes[$0].kind { return true } else { return false }
                  }) else { continue }
            // The `do` body: the braces closed just before `catch` (and its pattern, if any).
            var j = outline.scopes[scope].open - 1
            while j > 0, !tokens.isWord(j, "catch") { j -= 1 }
            let close = j - 1
            guard tokens.kind(close) == .rightBrace, let open = tokens.partner(of: close) else { continue }
            guard decodesStoredPath(in: open..<close, context) else { continue }
            violations.append(RuleViolation(
                token: call.nameToken,
                message: "This `catch` stops the app whenever the stored path no longer decodes (a renamed case, data "
                    + "from another version), and on every launch until the data is cleared if it runs at launch; fall back "
                    + "to an empty path instead."))
        }
        return violations
    }

    /// `path.codable!` on a `NavigationPath` property: nil while the path holds a value that is not `Codable`.
    func forcedCodable(_ context: RuleContext) -> [RuleViolation] {
        let file = context.file
        let tokens = file.tokens
        var violations: [RuleViolation] = []
        for encoding in context.navigation.perFile.pathEncodings[context.fileIndex] {
            let i = encoding.token
            guard tokens.isWord(i, "codable"), tokens.isText(i + 1, "!"), !tokens[i + 1].flags.contains(.triviaBefore),
                  let declaration = NavigationModel.declaration(endingAt: i - 2, in: file, index: context.fileIndex,
                                                                files: context.navigation.files, facts: context.facts),
                  let type = NavigationModel.propertyType((declaration.file, declaration.property),
                                                          files: context.navigation.files, facts: context.facts),
                  context.facts.resolve(type.type) == "NavigationPath" else { continue }
            violations.append(RuleViolation(
                token: i + 1,
                message: "`codable` is nil while the path holds a value that is not `Codable`, so this `!` crashes the "
                    + "app on that push; unwrap it with `if let` and skip the save."))
        }
        return violations
    }

    /// Whether a `decode` call in `range` reads a stored path type.
    func decodesStoredPath(in range: Range<Int>, _ context: RuleContext) -> Bool {
        let outline = context.file.outline
        var index = UnitItem.firstCall(atOrAfter: range.lowerBound, in: outline)
        while index < outline.calls.count, outline.calls[index].nameToken < range.upperBound {
            let call = outline.calls[index]
            if call.name == "decode", let first = outline.arguments(of: call).first, first.label == nil,
               isStoredPathType(first.value, in: context.file, context: context) { return true }
            index += 1
        }
        return false
    }

    /// The end of the statement starting at `start`: a line that starts with
    /// `.member` or follows a trailing operator continues it.
    func statementEnd(after start: Int, _ tokens: SyntaxTokens) -> Int {
        var end = start
        while end < tokens.count, end < start + 400, tokens.kind(end) != .semicolon, tokens.kind(end) != .rightBrace,
              !(tokens.hasNewlineBefore(end) && tokens.kind(end) != .period && tokens.kind(end - 1) != .operator) {
            if tokens.kind(end) == .leftParen || tokens.kind(end) == .leftBracket || tokens.kind(end) == .leftBrace,
               let close = tokens.closer(of: end) { end = close }
            end += 1
        }
        return end
    }

    /// `[Route].self` or `Array<Route>.self` for a route type, or `NavigationPath.CodableRepresentation.self`.
    func isStoredPathType(_ range: ClosedRange<Int>, in file: SourceFile, context: RuleContext) -> Bool {
        let text = file.tokens.compactText(range.lowerBound, range.upperBound)
        if text.hasSuffix("CodableRepresentation.self") { return true }
        let element: String
        if text.hasPrefix("["), text.hasSuffix("].self"), !text.contains(":") {
            element = String(text.dropFirst().dropLast(6))
        } else if text.hasPrefix("Array<"), text.hasSuffix(">.self") {
            element = String(text.dropFirst(6).dropLast(6))
        } else {
            return false
        }
        return context.navigation.routeTypes.contains(TypeFacts.lastComponent(context.facts.resolve(element)))
    }
}
