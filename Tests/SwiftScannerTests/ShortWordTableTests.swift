import SwiftScanner
import Testing

/// Words looked up by their bytes (`ShortWordTable`), as the lexer and the outline ask.
struct ShortWordTableTests {
    /// Several words share a length and a first byte (`struct`, `static`, `switch`);
    /// each answers with its index in the list, and nothing else matches.
    @Test func answersEachWordsIndexAndNothingElse() {
        let words = ["switch", "do", "static", "struct", "s", "stat", "statics", "_", "precedencegroup"]
        let table = ShortWordTable(words)
        for (index, word) in words.enumerated() {
            #expect(lookUp(word, in: table) == index, "\(word)")
        }
        for other in ["swatch", "structs", "d", "dO", "Do", "sta", "", "precedencegroupX", "é", "stati"] {
            #expect(lookUp(other, in: table) == nil, "\(other)")
        }
    }

    /// A name in the middle of a text: only its own bytes are compared.
    @Test func readsOnlyTheGivenLength() {
        let table = ShortWordTable(["let", "letter"])
        let text = Array("letter".utf8)
        text.withUnsafeBufferPointer { bytes in
            #expect(table.index(of: bytes.baseAddress!, length: 3) == 0)
            #expect(table.index(of: bytes.baseAddress!, length: 6) == 1)
            #expect(table.index(of: bytes.baseAddress!, length: 4) == nil)
        }
    }

    private func lookUp(_ word: String, in table: ShortWordTable) -> Int? {
        let bytes = Array(word.utf8)
        guard !bytes.isEmpty else { return nil }
        return bytes.withUnsafeBufferPointer { table.index(of: $0.baseAddress!, length: $0.count) }
    }
}
