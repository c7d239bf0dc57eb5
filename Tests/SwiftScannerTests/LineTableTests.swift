import SwiftScanner
import Testing

struct LineTableTests {
    @Test func countsEveryLineBreakForm() {
        let table = LineTable(Array("a\nb\r\nc\rd".utf8))
        #expect(table.lineCount == 4)
        #expect(table.location(of: 0) == (1, 1))
        #expect(table.location(of: 2) == (2, 1))
        #expect(table.location(of: 5) == (3, 1))
        #expect(table.location(of: 7) == (4, 1))
    }

    @Test func columnsCountUTF8Bytes() {
        let table = LineTable(Array("é = x".utf8))
        #expect(table.location(of: 5) == (1, 6)) // é is two bytes
    }

    /// The table skips eight bytes at a time: line breaks at every offset of a
    /// word, and a `\r\n` split across two words, must count as one scan does.
    /// Text with no `\r` at all takes the other path (`\n` by `memchr`).
    @Test func matchesAByteByByteScanOnRandomText() {
        var random = SeededGenerator(seed: 19)
        let mixed: [UInt8] = [0x0A, 0x0D, 0x20, 0x61, 0x80, 0xFF, 0x00, 0x0B, 0x0C, 0x09]
        for alphabet in [mixed, mixed.filter { $0 != 0x0D }] {
            for length in 0..<80 {
                for _ in 0..<20 {
                    let bytes = (0..<length).map { _ in alphabet[Int(random.next() % UInt64(alphabet.count))] }
                    #expect(LineTable(bytes).lineStarts == Self.scannedLineStarts(bytes), "\(bytes)")
                }
            }
        }
    }

    static func scannedLineStarts(_ bytes: [UInt8]) -> [UInt32] {
        var starts: [UInt32] = [0]
        var i = 0
        while i < bytes.count {
            if bytes[i] == 0x0D && i + 1 < bytes.count && bytes[i + 1] == 0x0A { i += 1 }
            if bytes[i] == 0x0A || bytes[i] == 0x0D { starts.append(UInt32(i + 1)) }
            i += 1
        }
        return starts
    }

    @Test func lineRangesExcludeBreaks() {
        let bytes = Array("one\r\ntwo\n".utf8)
        let table = LineTable(bytes)
        bytes.withUnsafeBufferPointer { buffer in
            #expect(table.range(ofLine: 1, in: buffer) == 0..<3)
            #expect(table.range(ofLine: 2, in: buffer) == 5..<8)
        }
    }
}

/// The one binary search over sorted tables, against a linear scan.
struct SortedPrefixTests {
    @Test func findsTheLastIndexOfTheSortedPrefix() {
        let table = [0, 3, 3, 7, 12, 20]
        for probe in -1...22 {
            let linear = table.lastIndex { $0 <= probe }
            #expect(table.lastIndex(inSortedPrefix: { $0 <= probe }) == linear, "probe \(probe)")
        }
        #expect([Int]().lastIndex(inSortedPrefix: { _ in true }) == nil)
        #expect(table[2...].lastIndex(inSortedPrefix: { $0 < 7 }) == 2)
    }
}
