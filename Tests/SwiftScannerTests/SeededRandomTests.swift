import SeededRandom
import Testing

/// The seeded stream and its draws give the same values on every toolchain:
/// they are written out here, not borrowed from the standard library.
struct SeededRandomTests {
    @Test func aSeedGivesTheSameDrawsEverywhere() {
        var random = SplitMix64(seed: 1)
        // SplitMix64's published first outputs for seed 1.
        #expect(random.next() == 0x910A_2DEC_8902_5CC1)
        #expect(random.next() == 0xBEEB_8DA1_658E_EC67)
        var again = SplitMix64(seed: 7)
        var other = SplitMix64(seed: 7)
        #expect((0..<32).map { _ in again.int(in: -5...5) } == (0..<32).map { _ in other.int(in: -5...5) })
    }

    @Test func drawsStayInTheirRange() {
        var random = SplitMix64(seed: 0x5EED)
        for _ in 0..<2_000 {
            #expect((3...9).contains(random.int(in: 3...9)))
            #expect((0..<4).contains(random.int(in: 0..<4)))
            #expect((0x80...0xFF).contains(random.byte(in: 0x80...0xFF)))
        }
        #expect(Set((0..<200).map { _ in random.element(of: ["a", "b", "c"]) }) == ["a", "b", "c"])
        #expect(Set((0..<200).map { _ in random.bool() }) == [true, false])
    }
}
