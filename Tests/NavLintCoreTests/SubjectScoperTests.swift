@testable import NavLintCore
import SeededRandom
import Testing

/// `SubjectScoper.scoped` reads ASCII subjects byte by byte and any other
/// subject character by character; the two readings must agree on every
/// subject they can both read, whatever the members and globals say.
@Suite struct SubjectScoperTests {
    /// A scoper whose type has `embed` (an instance property), `shared` (static)
    /// and `sizeClass` (`@Environment(\.horizontalSizeClass)`), in a project
    /// with a global `appRouter`.
    let scoper: SubjectScoper = {
        let source = SourceFile(path: "Members.swift", bytes: Array("""
            struct Screen {
                let embed: Bool
                static var shared = 0
                @Environment(\\.horizontalSizeClass) var sizeClass
            }
            """.utf8))
        var members: [String: MemberProperty] = [:]
        for property in source.outline.properties {
            members[property.name] = MemberProperty(property, tokens: source.tokens)
        }
        return SubjectScoper(member: { members[$0] }, isGlobal: { $0 == "appRouter" })
    }()

    @Test func byteAndCharacterReadingsAgree() {
        var random = SplitMix64(seed: 31)
        let parts = ["self.", "embed", "shared", "sizeClass", "appRouter", "Screen", "tab", "local", ".", "(", ")",
                     "[", "0", "]", "?", "!", "isCompact", "x", "", "self", "UIDevice.current"]
        for _ in 0..<2_000 {
            let subject = (0..<Int.random(in: 1...4, using: &random)).map { _ in
                parts[Int.random(in: 0..<parts.count, using: &random)]
            }.joined()
            let byBytes = scoper.scoped(subject), byCharacters = scoper.scopedByCharacter(subject)
            #expect(byBytes?.scope == byCharacters?.scope && byBytes?.subject == byCharacters?.subject, "\(subject)")
        }
    }

    /// `global x` / `instance x` / `local`, for comparing readings.
    func reading(_ subject: String) -> String {
        guard let read = scoper.scoped(subject) else { return "local" }
        return "\(read.scope == .global ? "global" : "instance") \(read.subject)"
    }

    @Test func readsWhatEachSubjectNames() {
        #expect(reading("self.embed") == "instance embed")
        #expect(reading("shared.count") == "global shared.count")
        #expect(reading("sizeClass.isCompact") == "global \\.horizontalSizeClass.isCompact")
        #expect(reading("appRouter.path") == "global appRouter.path")
        #expect(reading("UIDevice.current") == "global UIDevice.current")
        #expect(reading("local") == "local")
        #expect(reading("self.") == "local")
        // Non-ASCII subjects take the character reading.
        #expect(reading("\u{C9}tat.value") == "global \u{C9}tat.value")
        #expect(reading("\u{E9}tat") == "local")
    }
}
