extension Array where Element: Equatable {
    /// Appends `element` unless the list holds it already: a set for lists
    /// of a few names (a type's conformances, its attributes), where a scan
    /// costs less than hashing and needs no table of its own.
    mutating func appendIfAbsent(_ element: Element) {
        if !contains(element) { append(element) }
    }
}
