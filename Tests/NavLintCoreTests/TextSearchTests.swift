@testable import NavLintCore
import Testing

/// `containsText` stands in for Foundation's `contains(_:)` on hot paths: it
/// must answer the same for what the model asks (types, constraints, URLs).
struct TextSearchTests {
    @Test func findsWhatFoundationWould() {
        #expect("(Route) -> Void".containsText("->"))
        #expect(!"Route".containsText("->") && !"-".containsText("->"))
        #expect("some View".containsText("View") && "View".containsText("View"))
        #expect("myapp://open".containsText("://") && "x".containsText(""))
        #expect("Café -> Thé".containsText("-> Th") && !"Café".containsText("Cafe"))
        let line = "let a = 1; -> Substring"
        #expect(line.dropFirst(8).containsText("->") && !line.dropLast(12).containsText("->"))
    }
}

/// `firstOffset(of:from:)` searches whole files (a rule's `try!`) and project
/// manifests by their last byte: every answer must be a plain scan's.
struct ByteSearchTests {
    private func plainScan(_ text: [UInt8], _ needle: [UInt8], from start: Int) -> Int? {
        guard start <= text.count else { return nil }
        guard !needle.isEmpty else { return start }
        guard text.count >= needle.count, start <= text.count - needle.count else { return nil }
        return (start...(text.count - needle.count)).first { Array(text[$0..<$0 + needle.count]) == needle }
    }

    @Test func answersAsAPlainScan() {
        let texts = ["", "!", "try!", "xtry!", "try try! try!", "tr!y!try!", "aaa", "abab", "T;T_T = 1;"]
        let needles = ["", "!", "try!", "y!", "aa", "ab", "T", "T_T", "abab", "longer than any text here"]
        for text in texts {
            let bytes = Array(text.utf8)
            for needle in needles {
                let pattern = Array(needle.utf8)
                for start in 0...(bytes.count + 1) {
                    let found = bytes.withUnsafeBufferPointer { $0.firstOffset(of: pattern, from: start) }
                    #expect(found == plainScan(bytes, pattern, from: start), "\(needle) in \(text) from \(start)")
                }
            }
        }
    }

    @Test func listsOverlappingOccurrences() {
        let offsets = Array("aaaa".utf8).withUnsafeBufferPointer { $0.offsets(of: Array("aa".utf8)) }
        #expect(offsets == [0, 1, 2])
        #expect(Array("abc".utf8).withUnsafeBufferPointer { $0.offsets(of: Array("d".utf8)) }.isEmpty)
    }
}
