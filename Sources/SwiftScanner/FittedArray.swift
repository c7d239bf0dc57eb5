extension Array {
    /// The array in a buffer of its own size, when growing it by appending (or
    /// reserving for the most it could hold) left much of its capacity unused.
    /// For what a file keeps for the whole run (its tokens, line table, outline):
    /// the slack was a fifth of the peak memory on a large project.
    @inlinable public func fittedToCount() -> [Element] {
        guard capacity - count > count / 8 + 4 else { return self }
        return withUnsafeBufferPointer { Array($0) }
    }
}
