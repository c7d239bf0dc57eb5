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
///
/// The same reads say which code the app never reaches (`unreached`): what
/// no path of reads leads to from where the app starts (its `@main` type,
/// delegates, public API, classes a storyboard may name, code outside any
/// declaration). A coordinator nothing creates never pushes; a screen
/// nothing shows never nests a stack.
package struct PreviewOnlyCode: Sendable {
    /// Names of the top-level declarations read only by previews, tests and each other.
    package let names: Set<String>
    /// Names of the top-level declarations the app never reaches; empty
    /// unless the project holds the app's entry point (`@main`, an `App`, an
    /// app delegate, a `main.swift`), since a part of an app may be read by
    /// files outside it.
    package let unreached: Set<String>
    /// Per file: its top-level declarations in token order.
    let spans: [[Span]]

    /// Whether token `i` of file `file` is inside a preview-only declaration.
    package func contains(token i: Int, inFile file: Int) -> Bool {
        guard !names.isEmpty, let span = Self.spanIndex(containing: i, in: spans[file]) else { return false }
        return names.contains(spans[file][span].name)
    }

    /// Whether token `i` of file `file` is inside a declaration the app never reaches.
    package func isUnreached(token i: Int, inFile file: Int) -> Bool {
        guard !unreached.isEmpty, let span = Self.spanIndex(containing: i, in: spans[file]) else { return false }
        return unreached.contains(spans[file][span].name)
    }

    package init(files: [FileNavigation], jobs: Int) {
        var projectTypes = Set<String>()
        for file in files {
            let types = file.source.outline.types
            for i in types.indices where types[i].kind != .extension { projectTypes.insert(types[i].name) }
        }
        let spans = files.map { Self.topLevelSpans(of: $0.source.outline, projectTypes: projectTypes) }
        // Names become numbers once, so the reads are merged without hashing strings.
        // In no particular order: the numbers never reach the result, a set of names.
        let unique = Set(spans.joined().map(\.name))
        let declared = Array(unique)
        let ids = TokenNameTable(declared)
        let filter = NameFilter(unique)
        let isTest = files.map(\.source.isTestCode)
        let perFile = parallelMap(count: files.count, jobs: jobs) { index in
            Self.reads(in: files[index].source, isTest: isTest[index], spans: spans[index], ids: ids, filter: filter)
        }
        var readAtAll = [Bool](filling: false, count: declared.count)
        var readers = [[Int32]](filling: [], count: declared.count)
        var readOutside: [Int32] = []
        for file in perFile {
            for name in file.read { readAtAll[Int(name)] = true }
            for edge in file.edges {
                let (reader, name) = (Int32(truncatingIfNeeded: edge >> 32) - 1, Int32(truncatingIfNeeded: edge))
                if reader >= 0 { readers[Int(reader)].append(name) } else { readOutside.append(name) }
            }
        }
        // Entry points and public API ship even when something reads them: an
        // `@main` app and its `ContentView` that reads `App.version` read each other.
        var starts: [Int32] = [], entryPoints: [Int32] = []
        var hasAppEntry = files.contains { $0.source.path == "main.swift" || $0.source.path.hasSuffix("/main.swift") }
        for (file, fileSpans) in spans.enumerated() {
            for span in fileSpans where span.isStart {
                guard let id = ids.id(ofName: span.name).map(Int32.init) else { continue }
                if span.isEntryPoint { entryPoints.append(id) }
                if !isTest[file] { starts.append(id) }
                hasAppEntry = hasAppEntry || span.isAppEntry && !isTest[file]
            }
        }
        // Declarations nothing reads ship too (system entry points, dead code), and all that shipping code reads.
        let unread = declared.indices.lazy.filter { !readAtAll[$0] }.map(Int32.init)
        let shipping = Self.reached(from: readOutside + entryPoints + unread, readers: readers)
        names = Set(declared.indices.lazy.filter { !shipping[$0] }.map { declared[$0] })
        if hasAppEntry {
            let reached = Self.reached(from: readOutside + starts, readers: readers)
            unreached = Set(declared.indices.lazy.filter { !reached[$0] }.map { declared[$0] })
        } else {
            unreached = []
        }
        self.spans = spans
    }

    /// Which names the reads lead to from `seeds`, by name id.
    static func reached(from seeds: [Int32], readers: [[Int32]]) -> [Bool] {
        var reached = [Bool](filling: false, count: readers.count)
        var pending = seeds
        while let next = pending.popLast() {
            guard !reached[Int(next)] else { continue }
            reached[Int(next)] = true
            pending += readers[Int(next)]
        }
        return reached
    }

    /// The reads of top-level names in one file, as (reader id + 1, or 0 for
    /// code outside any declaration) << 32 | read name id. Previews and test
    /// files only count as having read the name. Lists, not sets: a read
    /// repeated is harmless where they are merged, and hashing every read
    /// cost more than the repeats (a read twice in a row is kept once).
    static func reads(in source: SourceFile, isTest: Bool, spans: [Span], ids: TokenNameTable, filter: NameFilter)
        -> (edges: [UInt64], read: [Int32]) {
        let tokens = source.tokens
        let outline = source.outline
        // A span's own name is skipped as a read of itself; a top-level function or global
        // with no span (no body, no initializer: `let x: Int` in a `main.swift`) is skipped here.
        let unspanned = unspannedDeclarations(in: outline)
        let hasPreviews = outline.hasPreviews
        let spanIDs = spans.map { ids.id(ofName: $0.name).map(Int32.init) }
        var edges: [UInt64] = []
        var read: [Int32] = []
        for j in filter.candidates(in: tokens) {
            guard let found = ids.id(of: tokens[j], in: tokens.bytes), unspanned.isEmpty || !unspanned.contains(j) else {
                continue
            }
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

    /// The name tokens of the top-level functions and globals `topLevelSpans` gives no span.
    static func unspannedDeclarations(in outline: Outline) -> [Int] {
        // By index: filtering the declarations copied each one kept, retaining all it holds.
        let (functions, properties) = (outline.functions, outline.properties)
        var found: [Int] = []
        for i in functions.indices where functions[i].enclosingType == nil && functions[i].scope == nil
            && functions[i].bodyScope == nil {
            found.append(functions[i].nameToken)
        }
        for i in properties.indices where properties[i].enclosingType == nil && properties[i].scope == nil
            && properties[i].accessorScope == nil && properties[i].initializer == nil {
            found.append(properties[i].nameToken)
        }
        return found
    }
}
