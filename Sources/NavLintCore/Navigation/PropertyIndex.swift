/// The properties of a type with many (every feature module's `Router`
/// together), by name, and for a name many same-named types share (a `path` in
/// each module's `Router`), by folder: so a lookup by name does not scan them
/// all. Built the first time the type is asked for a property by name: a
/// project has hundreds of types with a dozen properties or more and asks a few
/// of them, and building the tables for all of them was 0.8% of a run.
struct PropertyIndex: Sendable {
    let byName: [String: PropertyMatches]
    let byFolder: [String: NearestByFolder]

    init(_ properties: [(file: Int, property: Int)], files: [SourceFile], prefixes: FolderPrefixes) {
        var byName: [String: PropertyMatches] = [:]
        for reference in properties {
            byName[files[reference.file].outline.properties[reference.property].name, default: PropertyMatches()]
                .append(reference)
        }
        var byFolder: [String: NearestByFolder] = [:]
        for (property, matches) in byName where matches.count >= NearestByFolder.minimumCandidates {
            byFolder[property] = NearestByFolder(files: matches.map(\.file), prefixes: prefixes)
        }
        self.byName = byName
        self.byFolder = byFolder
    }
}
