import Foundation
import NavLintCore

let packageRoot: URL = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

/// One file of a rule example, with its `↓` markers taken out.
struct ExampleFile {
    var name: String
    var source: String
    /// (line, column) of each marker, in the marker-free source.
    var markers: [Marker]
}

struct Marker: Hashable, Comparable, CustomStringConvertible {
    var file: String
    var line: Int
    var column: Int
    static func < (a: Marker, b: Marker) -> Bool { (a.file, a.line, a.column) < (b.file, b.line, b.column) }
    var description: String { "\(file):\(line):\(column)" }
}

/// Splits an example into files at `// file: Name.swift` lines (one file,
/// `Example.swift`, when there are none) and strips the `↓` markers.
func exampleFiles(_ example: String) -> [ExampleFile] {
    var files: [(name: String, lines: [Substring])] = []
    for line in example.split(separator: "\n", omittingEmptySubsequences: false) {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        if trimmed.hasPrefix("// file: ") {
            files.append((String(trimmed.dropFirst("// file: ".count)), []))
        } else {
            if files.isEmpty { files.append(("Example.swift", [])) }
            files[files.count - 1].lines.append(line)
        }
    }
    return files.map { file in
        var markers: [Marker] = []
        var lines: [String] = []
        for (index, line) in file.lines.enumerated() {
            var clean = ""
            var column = 1
            for character in line {
                if character == "↓" {
                    markers.append(Marker(file: file.name, line: index + 1, column: column))
                } else {
                    clean.append(character)
                    column += String(character).utf8.count
                }
            }
            lines.append(clean)
        }
        return ExampleFile(name: file.name, source: lines.joined(separator: "\n"), markers: markers)
    }
}

/// Lints source files as one project with every rule.
func lint(_ sources: [(name: String, source: String)], rules: [any Rule] = RuleRegistry.all) -> [Finding] {
    let files = sources.map { SourceFile(path: $0.name, text: $0.source) }
    return Linter(rules: rules).lint(ProjectIndex(files: files))
}

func outline(_ source: String) -> (SourceFile, Outline) {
    let file = SourceFile(path: "Test.swift", text: source)
    return (file, file.outline)
}
