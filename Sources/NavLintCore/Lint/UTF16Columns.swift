/// UTF-16 columns for SARIF, worked out once per line: each line with
/// non-ASCII text is read once, however many findings or related locations
/// sit on it (a generated one-line file can hold thousands).
struct UTF16Columns: Sendable {
    private let files: [SourceFile]
    /// Each file's position by its path (the first file of a path): a table over the
    /// paths' bytes, built on the main thread before the rules run, where a
    /// dictionary hashed every path with SipHash.
    private let indexByPath: TokenNameTable
    private var offsets: [Int: [Int: [Int32]?]] = [:]

    init(project: ProjectIndex) {
        files = project.files
        indexByPath = TokenNameTable(project.files.map(\.path))
    }

    /// The UTF-16 column of UTF-8 `column` on `line` of `path`, or nil where they agree.
    mutating func column(_ path: String, line: Int, column: Int) -> Int? {
        guard column > 1, let file = indexByPath.id(ofName: path) else { return nil }
        let lineOffsets: [Int32]?
        if let known = offsets[file]?[line] {
            lineOffsets = known
        } else {
            lineOffsets = files[file].utf16Offsets(ofLine: line)
            offsets[file, default: [:]][line] = .some(lineOffsets)
        }
        guard let lineOffsets else { return nil }
        let utf16 = Int(lineOffsets[min(column - 1, lineOffsets.count - 1)]) + 1
        return utf16 == column ? nil : utf16
    }

    /// `finding` with the UTF-16 columns of it and its related locations filled in.
    mutating func annotate(_ finding: Finding) -> Finding {
        var finding = finding
        finding.utf16Column = column(finding.file, line: finding.line, column: finding.column)
        for index in finding.related.indices {
            let note = finding.related[index]
            finding.related[index].utf16Column = column(note.file, line: note.line, column: note.column)
        }
        return finding
    }
}
