/// Which route cases the project ever builds. A destination closure's
/// `case .settings:` builds its screen only if some code creates a
/// `.settings` value to push; a case written only in patterns is never pushed
/// (it may be presented some other way), so nothing under it lands on a stack.
/// Where route cases are built: in which view-building unit (a screen that
/// builds `.settings` can push it onto the stack it is on), or elsewhere (a
/// router, a deep-link parser, an initial path), which can push anywhere.
/// Both hold `CaseKey`s: what each construction can release.
package struct CaseConstructions: Sendable {
    /// Keys built inside each unit, by unit id.
    var byUnit: [Int: Set<String>] = [:]
    /// Keys built outside every unit.
    var elsewhere: Set<String> = []
}

/// How a construction meets a `case` waiting for it. A case of a known enum
/// (`Route`, the type its destination closure registers) waits for `.settings`,
/// whose enum the code leaves to inference, or for `Route.settings`; a
/// `NotificationKind.settings` or `Banner.settings()` of another type does not
/// build it. A case whose enum the code does not say waits for any `settings`.
enum CaseKey {
    /// What building `.name` (`qualifier` nil) or `Qualifier.name` releases.
    static func built(_ name: String, qualifier: String?) -> [String] {
        [qualifier.map { $0 + "." + name } ?? "." + name, "*" + name]
    }

    /// What a `case .name` of `routeEnum` (nil: not known) waits for; any one of them releases it.
    static func awaited(_ name: String, routeEnum: String?) -> [String] {
        routeEnum.map { ["." + name, $0 + "." + name] } ?? ["*" + name]
    }
}

extension NavigationModel {
    /// Where the case names `candidates` (`settings`) are constructed: `.settings`,
    /// `Route.settings(id)`, anywhere outside a `case` pattern; the type a construction
    /// names (`Route`), aliases resolved, keeps it from releasing another enum's case.
    static func caseConstructions(_ candidates: Set<String>, files: [FileNavigation], units: [BuilderUnit],
                                  unitsByFile: [[Int]], facts: TypeFacts, jobs: Int) -> CaseConstructions {
        guard !candidates.isEmpty else { return CaseConstructions() }
        let lengths = LengthMask(candidates)
        // Looked up by the token's bytes: no string is made of every `.member` in the project.
        let names = Array(candidates)
        let table = TokenNameTable(names)
        // Each distinct (unit, case, qualifier) once per file: a screen builds `.settings` in many places.
        let perFile = parallelMap(count: files.count, jobs: jobs) { index -> Set<Construction> in
            let source = files[index].source
            let tokens = source.tokens
            var found = Set<Construction>()
            var around = InnermostUnit(unitsByFile[index], units: units, outline: source.outline)
            let presented = presentedValues(in: source)
            var nextPresented = 0
            for i in memberNames(in: tokens, lengths: lengths) {
                guard let nameID = table.id(of: tokens[i], in: tokens.bytes), !isPattern(i - 1, tokens) else { continue }
                while nextPresented < presented.count && presented[nextPresented].upperBound < i { nextPresented += 1 }
                if nextPresented < presented.count && presented[nextPresented].contains(i) { continue }
                found.insert(Construction(unit: around.unit(containing: i), name: nameID,
                                          qualifier: typeQualifier(ofMemberAt: i, tokens)))
            }
            return found
        }
        var resolved: [String: String] = [:]
        var result = CaseConstructions()
        for construction in perFile.joined() {
            let qualifier = construction.qualifier.map { written in
                if let known = resolved[written] { return known }
                let type = TypeFacts.lastComponent(facts.resolve(written))
                resolved[written] = type
                return type
            }
            let keys = CaseKey.built(names[construction.name], qualifier: qualifier)
            if let unit = construction.unit { result.byUnit[unit, default: []].formUnion(keys) } else { result.elsewhere.formUnion(keys) }
        }
        return result
    }

    /// The identifiers right after a `.` whose length some candidate has, in order. Every token
    /// of the project passes here, so the buffer is read directly (2.5 instructions a token)
    /// rather than two tokens at a time through the class's subscript.
    private static func memberNames(in tokens: SyntaxTokens, lengths: LengthMask) -> [Int] {
        tokens.tokens.withUnsafeBufferPointer { all in
            var found: [Int] = []
            guard all.count > 1 else { return found }
            var previousIsPeriod = all[0].kind == .period
            for i in 1..<all.count {
                let kind = all[i].kind
                if previousIsPeriod && kind == .identifier && lengths.contains(all[i].length) { found.append(i) }
                previousIsPeriod = kind == .period
            }
            return found
        }
    }

    /// One place a route case is built: in which unit (nil: outside every unit), which case
    /// (index into the candidates), and the type the code names for it, as written.
    private struct Construction: Hashable, Sendable {
        var unit: Int?
        var name: Int
        var qualifier: String?
    }

    /// The type a member access names (`Route` in `Route.settings`, `App.Route.settings`): a
    /// capitalized word before the dot. Nil for `.settings`, `self.settings`, `Self.settings`,
    /// `route?.settings`, `Box<T>.settings`: whose enum is left to inference or not told.
    private static func typeQualifier(ofMemberAt i: Int, _ tokens: SyntaxTokens) -> String? {
        // The first byte is read in place: most members follow `.` or a lowercase value.
        guard i >= 2, tokens[i - 2].kind == .identifier, case let first = tokens.bytes[tokens[i - 2].start],
              first >= UInt8(ascii: "A"), first <= UInt8(ascii: "Z"), !tokens.isWord(i - 2, "Self") else { return nil }
        return tokens.text(i - 2)
    }

    /// FlowStacks' routes that are presented, not pushed: the value of a `FlowLink` whose
    /// `style:` is `.sheet…` or `.cover…`, what `presentSheet(_:)` and `presentCover(_:)` are
    /// given, and a `Route.sheet(_:)` or `.cover(_:)` (SwiftUI's `sheet` modifiers take a
    /// labelled first argument). A case built there is shown in a sheet or cover, so it does
    /// not release a destination closure's `case` onto the stack. Sorted, without overlaps.
    private static let flowStacksPresentingCalls = CallNames(["FlowLink", "presentSheet", "presentCover", "sheet", "cover"])

    private static func presentedValues(in source: SourceFile) -> [ClosedRange<Int>] {
        let outline = source.outline
        let tokens = source.tokens
        var ranges: [ClosedRange<Int>] = []
        // One lookup for the five names: most files call none of them.
        for call in outline.calls(namedAnyOf: flowStacksPresentingCalls) {
            switch outline.calls[call].name {
            case "FlowLink":
                guard let style = outline.argument("style", of: call), tokens.kind(style.value.lowerBound) == .period,
                      tokens.isWord(style.value.lowerBound + 1, "sheet") || tokens.isWord(style.value.lowerBound + 1, "cover"),
                      let value = outline.argument("value", of: call) else { continue }
                ranges.append(value.value)
            case "presentSheet", "presentCover":
                if let list = outline.calls[call].argumentList { ranges.append(list) }
            default:
                if let first = outline.arguments(of: call).first, first.label == nil { ranges.append(first.value) }
            }
        }
        guard ranges.count > 1 else { return ranges }
        ranges.sort { $0.lowerBound < $1.lowerBound }
        var merged: [ClosedRange<Int>] = [ranges[0]]
        for range in ranges.dropFirst() {
            if range.lowerBound <= merged[merged.count - 1].upperBound {
                merged[merged.count - 1] = merged[merged.count - 1].lowerBound...max(range.upperBound, merged[merged.count - 1].upperBound)
            } else {
                merged.append(range)
            }
        }
        return merged
    }

    /// Whether the `.name` at `dot` sits in a pattern: `case .a, .b:`, `case let .a(x)`, `if case .a = route`.
    private static func isPattern(_ dot: Int, _ tokens: SyntaxTokens) -> Bool {
        var j = dot - 1
        var steps = 0
        while j >= 0, steps < 48 {
            if tokens.isWord(j, "case") { return true }
            guard let kind = tokens.kind(j) else { return false }
            switch kind {
            case .comma, .period, .identifier:
                j -= 1
            case .keyword where tokens.isWord(j, "let") || tokens.isWord(j, "var"):
                j -= 1
            case .rightParen:
                guard let open = tokens.partner(of: j) else { return false }
                j = open - 1
            default:
                return false
            }
            steps += 1
        }
        return false
    }
}

/// The innermost builder unit around each of a file's tokens, asked in token
/// order: one sweep over the file's units, not a scan of them all per token
/// (a file of many screens that builds many route values).
struct InnermostUnit {
    private let ranges: [(id: Int, open: Int, close: Int)]
    private var next = 0
    private var open: [Int] = []

    /// `ids`: the file's units, sorted by scope (so by where their bodies open).
    init(_ ids: [Int], units: [BuilderUnit], outline: Outline) {
        ranges = ids.map { id in
            let scope = outline.scopes[units[id].scope]
            return (id, scope.open, scope.close)
        }
    }

    /// The last unit (in scope order) whose body holds token `i`; `i` must not
    /// be less than the token asked before. Bodies nest or are apart, so the
    /// bodies still open form a stack, and its top is the innermost.
    mutating func unit(containing i: Int) -> Int? {
        while next < ranges.count && ranges[next].open < i {
            open.append(next)
            next += 1
        }
        while let top = open.last, ranges[top].close <= i { open.removeLast() }
        return open.last.map { ranges[$0].id }
    }
}
