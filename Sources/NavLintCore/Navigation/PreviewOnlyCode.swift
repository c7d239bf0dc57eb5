import SwiftScanner

/// Code that exists only for previews and tests: the top-level functions,
/// globals and types (extensions included) that only `#Preview` and
/// `PreviewProvider` code, test files, and other such code read. A
/// `make_preview_state()` helper or a `PreviewShell` view ships in the
/// binary, but no user ever reaches it.
///
/// Worked out in one pass over the identifiers of the project: each read of a
/// top-level name is attributed to the top-level declaration around it (or
/// to a preview or a test). Names read from code that ships are shipping,
/// and so is everything they read, transitively; declarations nothing reads
/// (the `@main` app, system entry points, dead code) count as shipping too,
/// so only code that is read, and only by previews and tests, is left.
package struct PreviewOnlyCode: Sendable {
    /// One top-level declaration's tokens.
    struct Span: Sendable {
        var range: ClosedRange<Int>
        var name: String
    }

    /// Names of the top-level declarations read only by previews, tests and each other.
    package let names: Set<String>
    /// Per file: its top-level declarations in token order.
    let spans: [[Span]]

    private init(names: Set<String>, spans: [[Span]]) {
        self.names = names
        self.spans = spans
    }

    /// Whether token `i` of file `file` is inside a preview-only declaration.
    package func contains(token i: Int, inFile file: Int) -> Bool {
        guard !names.isEmpty, let span = Self.span(containing: i, in: spans[file]) else { return false }
        return names.contains(span.name)
    }

    package init(files: [FileNavigation], jobs: Int) {
        let spans = files.map { Self.topLevelSpans(of: $0.source.outline) }
        // Names become numbers once, so the reads are merged without hashing strings.
        // In no particular order: the numbers never reach the result, a set of names.
        let unique = Set(spans.joined().map(\.name))
        let declared = Array(unique)
        let ids = TokenNameTable(declared)
        let filter = NameFilter(unique)
        let perFile = parallelMap(count: files.count, jobs: jobs) { index in
            Self.reads(in: files[index].source, spans: spans[index], ids: ids, filter: filter)
        }
        var readAtAll = [Bool](filling: false, count: declared.count)
        var readers = [[Int32]](filling: [], count: declared.count)
        var shipping = [Bool](filling: false, count: declared.count)
        var pending: [Int32] = []
        for file in perFile {
            for name in file.read { readAtAll[Int(name)] = true }
            for edge in file.edges {
                let (reader, name) = (Int32(truncatingIfNeeded: edge >> 32) - 1, Int32(truncatingIfNeeded: edge))
                if reader >= 0 { readers[Int(reader)].append(name) } else { pending.append(name) }
            }
        }
        // Declarations nothing reads ship (entry points, dead code), and so does all that shipping code reads.
        for id in declared.indices where !readAtAll[id] { pending.append(Int32(id)) }
        // So do the entry points and public API, even when something reads them:
        // an `@main` app and its `ContentView` that reads `App.version` read each other.
        for file in files {
            let types = file.source.outline.types
            for i in types.indices where types[i].parent == nil && Self.isEntryPoint(types[i]) {
                if let id = ids.id(ofName: types[i].name) { pending.append(Int32(id)) }
            }
        }
        while let next = pending.popLast() {
            guard !shipping[Int(next)] else { continue }
            shipping[Int(next)] = true
            pending += readers[Int(next)]
        }
        names = Set(declared.indices.lazy.filter { !shipping[$0] }.map { declared[$0] })
        self.spans = spans
    }

    /// Types the system or another module starts from: the `@main` type, an
    /// app, app or scene delegate, and public API.
    static func isEntryPoint(_ type: TypeDeclaration) -> Bool {
        type.hasAttribute("main") || type.hasAttribute("UIApplicationMain") || type.hasAttribute("NSApplicationMain")
            || type.modifiers.contains("public") || type.modifiers.contains("open")
            || entryPointProtocols.contains { type.inherits($0) }
    }

    static let entryPointProtocols = ["App", "UIApplicationDelegate", "NSApplicationDelegate", "UIWindowSceneDelegate",
                                      "UISceneDelegate", "WKApplicationDelegate", "WKExtensionDelegate", "Widget",
                                      "WidgetBundle", "AppIntent", "AppShortcutsProvider"]

    /// The reads of top-level names in one file, as (reader id + 1, or 0 for
    /// code outside any declaration) << 32 | read name id. Previews and test
    /// files only count as having read the name. Lists, not sets: a read
    /// repeated is harmless where they are merged, and hashing every read
    /// cost more than the repeats (a read twice in a row is kept once).
    static func reads(in source: SourceFile, spans: [Span], ids: TokenNameTable, filter: NameFilter)
        -> (edges: [UInt64], read: [Int32]) {
        let tokens = source.tokens
        let outline = source.outline
        // By index: filtering the declarations copied each one kept, retaining all it holds.
        let (types, functions, properties) = (outline.types, outline.functions, outline.properties)
        var declarationTokens = Set<Int>()
        for i in types.indices where types[i].parent == nil { declarationTokens.insert(types[i].nameToken) }
        for i in functions.indices where functions[i].enclosingType == nil && functions[i].scope == nil {
            declarationTokens.insert(functions[i].nameToken)
        }
        for i in properties.indices where properties[i].enclosingType == nil && properties[i].scope == nil {
            declarationTokens.insert(properties[i].nameToken)
        }
        let isTest = source.isTestCode
        let hasPreviews = outline.hasPreviews
        let spanIDs = spans.map { ids.id(ofName: $0.name).map(Int32.init) }
        var edges: [UInt64] = []
        var read: [Int32] = []
        for j in filter.candidates(in: tokens) {
            guard let found = ids.id(of: tokens[j], in: tokens.bytes), !declarationTokens.contains(j) else { continue }
            let name = Int32(found)
            let reader = spanIndex(containing: j, in: spans).flatMap { spanIDs[$0] }
            if reader == name { continue }
            if read.last != name { read.append(name) }
            if isTest || (hasPreviews && outline.isInPreview(j)) { continue }
            let edge = UInt64(UInt32(reader.map { $0 + 1 } ?? 0)) << 32 | UInt64(UInt32(name))
            if edges.last != edge { edges.append(edge) }
        }
        return (edges, read)
    }

    /// Top-level types and extensions, functions and globals, by token range, in order.
    static func topLevelSpans(of outline: Outline) -> [Span] {
        var spans: [Span] = []
        // By index, as in `reads`: a `for … in` copies every declaration, top-level or not.
        let (types, functions, properties) = (outline.types, outline.functions, outline.properties)
        for i in types.indices where types[i].parent == nil {
            spans.append(Span(range: types[i].range, name: types[i].name))
        }
        for i in functions.indices where functions[i].enclosingType == nil && functions[i].scope == nil {
            guard let body = functions[i].bodyScope else { continue }
            spans.append(Span(range: functions[i].nameToken...outline.scopes[body].close, name: functions[i].name))
        }
        for i in properties.indices where properties[i].enclosingType == nil && properties[i].scope == nil {
            let end = properties[i].accessorScope.map { outline.scopes[$0].close } ?? properties[i].initializer?.upperBound
            guard let end, end >= properties[i].nameToken else { continue }
            spans.append(Span(range: properties[i].nameToken...end, name: properties[i].name))
        }
        return spans.sorted { $0.range.lowerBound < $1.range.lowerBound }
    }

    /// The span that holds token `i`: the last one starting at or before it, if it also ends after it.
    static func span(containing i: Int, in spans: [Span]) -> Span? {
        spanIndex(containing: i, in: spans).map { spans[$0] }
    }

    /// The index of the span that holds token `i`, if any.
    static func spanIndex(containing i: Int, in spans: [Span]) -> Int? {
        var low = 0, high = spans.count - 1, found: Int?
        while low <= high {
            let mid = (low + high) / 2
            if spans[mid].range.lowerBound <= i { found = mid; low = mid + 1 } else { high = mid - 1 }
        }
        guard let found, spans[found].range.contains(i) else { return nil }
        return found
    }
}

/// A quick test that a token cannot spell any of a set of names, by its first
/// and last byte and its length, before paying for its text and a hash: most
/// identifiers of a project are not its top-level names.
struct NameFilter {
    private var byFirst = [UInt64](filling: 0, count: 256)
    private var byLast = [UInt64](filling: 0, count: 256)

    init(_ names: Set<String>) {
        for name in names {
            let bytes = Array(name.utf8)
            guard let first = bytes.first, let last = bytes.last else { continue }
            let bit: UInt64 = 1 << UInt64(min(bytes.count, 63))
            byFirst[Int(first)] |= bit
            byLast[Int(last)] |= bit
        }
    }

    /// The identifier tokens that may spell one of the names, in order. Every token of a file is
    /// tested: over the buffers, without a bounds check or a retain of the bytes per token.
    func candidates(in tokens: SyntaxTokens) -> [Int] {
        tokens.tokens.withUnsafeBufferPointer { all in
            tokens.bytes.withUnsafeBufferPointer { bytes in
                var found: [Int] = []
                for j in all.indices where all[j].kind == .identifier && mayMatch(all[j], bytes) { found.append(j) }
                return found
            }
        }
    }

    private func mayMatch(_ token: Token, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard token.length > 0 else { return false }
        let bit: UInt64 = 1 << UInt64(min(Int(token.length), 63))
        return byFirst[Int(bytes[token.start])] & bit != 0 && byLast[Int(bytes[token.end - 1])] & bit != 0
    }
}
