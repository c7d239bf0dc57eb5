import NavLintCore
import SeededRandom
import Testing

/// The name table finds a token's name by its bytes exactly as a dictionary of
/// the names' strings does, on names that share first bytes, lengths and (in a
/// table this small) slots.
@Suite struct TokenNameTableTests {
    @Test func findsExactlyTheNamesADictionaryFinds() {
        var random = SplitMix64(seed: 7)
        let letters = Array("aAbB_\u{E9}1".utf8)
        func word() -> String {
            let length = 1 + Int(random.next() % 12)
            // Never a digit first: every probe lexes as one identifier.
            let bytes = (0..<length).map { _ in letters[Int(random.next() % UInt64(letters.count))] }
            return "n" + String(decoding: bytes, as: UTF8.self)
        }
        let names = Array(Set((0..<300).map { _ in word() }))
        let table = TokenNameTable(names)
        let dictionary = Dictionary(uniqueKeysWithValues: names.enumerated().map { ($1, $0) })
        let probes = names + (0..<2000).map { _ in word() }
        let source = SourceFile(path: "Names.swift", text: probes.map { "let x = \($0)" }.joined(separator: "\n"))
        var checked = 0
        for i in 0..<source.tokens.count where source.tokens[i].kind == .identifier && source.tokens.text(i) != "x" {
            #expect(table.id(of: source.tokens[i], in: source.bytes) == dictionary[source.tokens.text(i)], "\(source.tokens.text(i))")
            checked += 1
        }
        #expect(checked > 2000)
        for (id, name) in names.enumerated() { #expect(table.id(ofName: name) == id) }
        #expect(table.id(ofName: "") == nil && table.id(ofName: "notAName") == nil)
    }

    @Test func aNameGivenTwiceKeepsItsFirstNumber() {
        let table = TokenNameTable(["Router", "Home", "Router"])
        #expect(table.id(ofName: "Router") == 0 && table.id(ofName: "Home") == 1)
    }

    /// Names are hashed eight bytes at a time: ones that share whole words and
    /// differ only in the last byte, in the tail, or in length are still told apart.
    @Test func longNamesThatShareTheirFirstWordsAreToldApart() {
        let names = ["navigationDestination", "navigationDestinationA", "navigationDestinatioN", "navigationDestin",
                     "navigationDestina", "navigati", "navigatio", "navigat"]
        let table = TokenNameTable(names)
        for (id, name) in names.enumerated() { #expect(table.id(ofName: name) == id, "\(name)") }
        for absent in ["navigationDestinationB", "navigationDestinatio", "navigationDestinb", "navigatiX", "navigation"] {
            #expect(table.id(ofName: absent) == nil, "\(absent)")
        }
    }
}
