@testable import NavLintCore

/// A navigation model over named in-memory files.
func navigationModel(_ files: [(String, String)]) -> NavigationModel {
    NavigationModel(files: files.map { SourceFile(path: $0.0, text: $0.1) })
}

extension NavigationModel {
    /// "File.swift:line" of a reference, for readable expectations.
    func place(_ reference: SourceRef) -> String {
        let source = files[reference.file].source
        return "\(source.path):\(source.location(ofToken: reference.token).line)"
    }

    func trail(at place: String) -> StackTrail? {
        trails.first { self.place($0.stack) == place }
    }
}
