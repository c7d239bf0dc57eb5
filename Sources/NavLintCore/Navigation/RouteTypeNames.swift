/// Reading the named types inside a type as written.
extension SourceFile {
    /// The identifiers of `range` that name a type in their own right: `Book`
    /// in `[Book]`, `Book?` or `(Book, Int)`, but neither part of `Book.ID`.
    func standaloneTypeNames(in range: ClosedRange<Int>) -> [Int] {
        range.filter { j in
            tokens[j].kind == .identifier
                && !(j > range.lowerBound && tokens.kind(j - 1) == .period)
                && !(j < range.upperBound && tokens.kind(j + 1) == .period)
        }
    }
}
