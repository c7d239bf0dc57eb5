/// The properties of one name in a type and its extensions: file and index
/// into that file's outline, in the order the files were read.
///
/// Nearly always one, so the first is held inline: an array for each
/// property name of every type was an allocation per property of a project
/// (38,000 on 420k lines of real code). Only a name declared again (the same
/// type name in several modules, each with its `path`) spills into an array.
package struct PropertyMatches: RandomAccessCollection, Sendable {
    private var first = (file: Int32(0), property: Int32(0))
    private var rest: [(file: Int, property: Int)] = []
    private var hasFirst = false

    /// No property yet: what a name's entry starts as before its first `append`.
    init() {}

    mutating func append(_ match: (file: Int, property: Int)) {
        if hasFirst {
            rest.append(match)
        } else {
            first = (Int32(match.file), Int32(match.property))
            hasFirst = true
        }
    }

    package var startIndex: Int { 0 }
    package var endIndex: Int { hasFirst ? 1 + rest.count : 0 }
    package subscript(position: Int) -> (file: Int, property: Int) {
        position == 0 ? (Int(first.file), Int(first.property)) : rest[position - 1]
    }
}

extension TypeFacts.Facts {
    /// Below this many properties a type has no `propertiesByName`: a lookup
    /// scans its properties, a few string comparisons, cheaper than a dictionary
    /// built for every type of a project. The same as `NearestByFolder`'s bar,
    /// so every name that gets a folder index has its table.
    static let indexedPropertyCount = NearestByFolder.minimumCandidates

    /// The properties named `name` declared in the type or its extensions, in
    /// the order the files were read; empty where there are none.
    package func properties(named name: String, in files: [FileNavigation]) -> PropertyMatches {
        if properties.count >= Self.indexedPropertyCount { return propertiesByName[name] ?? PropertyMatches() }
        var matches = PropertyMatches()
        for reference in properties where files[reference.file].source.outline.properties[reference.property].name == name {
            matches.append(reference)
        }
        return matches
    }
}
