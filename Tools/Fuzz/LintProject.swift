// libFuzzer target over the project phase: one input is up to four files,
// separated by the line `// file`, linted together so the cross-file model
// (views pushed from other files, types declared elsewhere, extensions merged
// across files) sees fuzzed facts from several sources at once.
// Build and run it with `Scripts/fuzz LintProject`.
import NavLintCore
import SwiftScanner

/// Splits at the first three occurrences of `separator`; the rest of the input
/// (later separators included) is the last file.
func splitFiles(_ bytes: [UInt8], separator: [UInt8], maxFiles: Int) -> [[UInt8]] {
    var files: [[UInt8]] = []
    var start = 0
    var i = 0
    while i + separator.count <= bytes.count && files.count < maxFiles - 1 {
        if bytes[i] == separator[0] && bytes[i..<i + separator.count].elementsEqual(separator) {
            files.append(Array(bytes[start..<i]))
            i += separator.count
            start = i
        } else {
            i += 1
        }
    }
    files.append(Array(bytes[start...]))
    return files
}

let fileSeparator = Array("\n// file\n".utf8)

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let parts = splitFiles(bytes, separator: fileSeparator, maxFiles: 4)
    let files = parts.enumerated().map { index, part in
        checkLexerContract(part)
        return SourceFile(path: "Fuzz\(index).swift", bytes: part)
    }
    lintAndCheck(files)
    return 0
}
