/// Reading the named types inside a type as written.
extension SourceFile {
    /// The token naming each type in `range`: `Book` in `[Book]`, `Book?` or
    /// `(Book, Int)`; for a qualified name, its last part (`Slot` in
    /// `WeekPlanner.Slot`, `ID` in `Book.ID`).
    func typeNameReferences(in range: ClosedRange<Int>) -> [Int] {
        var names: [Int] = []
        var j = range.lowerBound
        while j <= range.upperBound {
            guard tokens[j].kind == .identifier, !(j > range.lowerBound && tokens.kind(j - 1) == .period) else {
                j += 1
                continue
            }
            var last = j
            while last + 2 <= range.upperBound, tokens.kind(last + 1) == .period, tokens.kind(last + 2) == .identifier {
                last += 2
            }
            names.append(last)
            j = last + 1
        }
        return names
    }
}
