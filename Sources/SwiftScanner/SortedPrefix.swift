extension RandomAccessCollection where Index == Int {
    /// The last index whose element satisfies `predicate`, where the elements that do form a
    /// prefix of the collection (line starts at or before an offset, scopes opening before a
    /// token); nil when none does. One binary search for every sorted table navlint keeps.
    @inlinable
    public func lastIndex(inSortedPrefix predicate: (Element) -> Bool) -> Int? {
        var low = startIndex, high = endIndex  // the first failing index is in low...high
        while low < high {
            let mid = low + (high - low) / 2
            if predicate(self[mid]) { low = mid + 1 } else { high = mid }
        }
        return low > startIndex ? low - 1 : nil
    }
}
