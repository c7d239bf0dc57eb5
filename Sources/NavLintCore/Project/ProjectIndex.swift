/// Facts gathered across every file of a run, built once after all files are
/// outlined and shared read-only by the rules.
public struct ProjectIndex: Sendable {
    public let files: [SourceFile]
    /// Type declarations (not extensions) by name, with the file they are in.
    public let typesByName: [String: [TypeReference]]

    public init(files: [SourceFile]) {
        self.files = files
        var types: [String: [TypeReference]] = [:]
        for (fileIndex, file) in files.enumerated() {
            for (typeIndex, type) in file.outline.types.enumerated() where type.kind != .extension {
                types[type.name, default: []].append(TypeReference(file: fileIndex, type: typeIndex))
            }
        }
        typesByName = types
    }

    /// Whether the scanned sources declare a type of this name.
    public func declaresType(_ name: String) -> Bool { typesByName[name] != nil }

    public func type(_ reference: TypeReference) -> TypeDeclaration {
        files[reference.file].outline.types[reference.type]
    }
}

public struct TypeReference: Hashable, Sendable {
    public var file: Int
    public var type: Int
}
