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
        guard let base = bytes.baseAddress else {
            lineStarts = starts
            return
        }
        while i < n {
            // Eight bytes at a time past text with no line break (most of every line).
            if i + 8 <= n {
                let word = UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self)
                if !Self.hasByte(word, 0x0A) && !Self.hasByte(word, 0x0D) {
                    i += 8
                    continue
                }
            }
            let c = base[i]
            if c == 0x0A {
                starts.append(UInt32(truncatingIfNeeded: i + 1))
            } else if c == 0x0D {
                if i + 1 < n && base[i + 1] == 0x0A { i += 1 }
                starts.append(UInt32(truncatingIfNeeded: i + 1))
            }
            i += 1
        }
        lineStarts = starts.fittedToCount()
    }

    /// Whether any of the eight bytes of `word` is `byte` (the classic zero-byte test on `word ^ byte…`).
    @inline(__always) static func hasByte(_ word: UInt64, _ byte: UInt8) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let v = word ^ (ones &* UInt64(byte))
        return (v &- ones) & ~v & (ones &* 0x80) != 0
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
