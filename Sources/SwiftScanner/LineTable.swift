/// Maps byte offsets to 1-based lines and columns. A line ends at `\n`,
/// `\r\n` or a lone `\r`, as swiftc counts them; columns count UTF-8 bytes.
public struct LineTable: Sendable {
    /// Byte offset at which each line starts; `lineStarts[0] == 0`.
    public let lineStarts: [UInt32]

    public init(_ bytes: UnsafeBufferPointer<UInt8>) {
        var starts: [UInt32] = [0]
        starts.reserveCapacity(bytes.count / 32 + 1)
        var i = 0
        let n = bytes.count
        while i < n {
            let c = bytes[i]
            if c == 0x0A {
                starts.append(UInt32(truncatingIfNeeded: i + 1))
            } else if c == 0x0D {
                if i + 1 < n && bytes[i + 1] == 0x0A { i += 1 }
                starts.append(UInt32(truncatingIfNeeded: i + 1))
            }
            i += 1
        }
        lineStarts = starts
    }

    public init(_ bytes: [UInt8]) {
        self = bytes.withUnsafeBufferPointer { LineTable($0) }
    }

    public var lineCount: Int { lineStarts.count }

    /// 1-based line and UTF-8 column of `offset`.
    public func location(of offset: Int) -> (line: Int, column: Int) {
        let line = lineStarts.lastIndex(inSortedPrefix: { Int($0) <= offset }) ?? 0
        return (line + 1, offset - Int(lineStarts[line]) + 1)
    }

    /// Byte range of 1-based `line`, without its line break.
    public func range(ofLine line: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Range<Int> {
        let start = Int(lineStarts[line - 1])
        var stop = line < lineStarts.count ? Int(lineStarts[line]) : bytes.count
        while stop > start && (bytes[stop - 1] == 0x0A || bytes[stop - 1] == 0x0D) { stop -= 1 }
        return start..<stop
    }
}
