#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Maps byte offsets to 1-based lines and columns. A line ends at `\n`,
/// `\r\n` or a lone `\r`, as swiftc counts them; columns count UTF-8 bytes.
public struct LineTable: Sendable {
    /// Byte offset at which each line starts; `lineStarts[0] == 0`.
    public let lineStarts: [UInt32]

    public init(_ bytes: UnsafeBufferPointer<UInt8>) {
        var starts: [UInt32] = [0]
        starts.reserveCapacity(bytes.count / 32 + 1)
        guard let base = bytes.baseAddress else {
            lineStarts = starts
            return
        }
        let n = bytes.count
        if memchr(base, 0x0D, n) == nil {
            // No `\r` (nearly every file): each line ends at a `\n`, found by the
            // C library a vector at a time.
            var from = base
            while let found = memchr(from, 0x0A, n - (from - base)) {
                let next = UnsafePointer(found.assumingMemoryBound(to: UInt8.self)) + 1
                starts.append(UInt32(truncatingIfNeeded: next - base))
                from = next
            }
        } else {
            Self.scanMixedBreaks(base, n, into: &starts)
        }
        lineStarts = starts.fittedToCount()
    }

    /// Line starts where `\r\n` and lone `\r` may end lines too.
    private static func scanMixedBreaks(_ base: UnsafePointer<UInt8>, _ n: Int, into starts: inout [UInt32]) {
        var i = 0
        while i < n {
            // Eight bytes at a time, straight to the first line break among them
            // (most bytes of every line are none).
            if i + 8 <= n {
                let word = UInt64(littleEndian: UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self))
                let breaks = Self.bytesEqual(word, 0x0A) | Self.bytesEqual(word, 0x0D)
                if breaks == 0 {
                    i += 8
                    continue
                }
                i += breaks.trailingZeroBitCount / 8
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
    }

    /// The high bit of each of the eight bytes of `word` that is `byte`, little-endian,
    /// by the classic zero-byte test on `word ^ byte…`. A byte above a match may be
    /// marked too (the subtraction borrows), so only the lowest mark is exact: the
    /// caller takes that one and tests the bytes after it again.
    @inline(__always) static func bytesEqual(_ word: UInt64, _ byte: UInt8) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let v = word ^ (ones &* UInt64(byte))
        return (v &- ones) & ~v & (ones &* 0x80)
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
