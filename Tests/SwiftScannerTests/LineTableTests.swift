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
