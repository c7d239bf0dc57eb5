@testable import NavLintCore
import SeededRandom
import Testing

/// A trail's facts are a sorted array with each fact once, so equal sets are
/// equal arrays (visits are told apart by them). `add` keeps that however the
/// facts come: one at a time, several in any order, repeated, already known.
@Suite struct ConditionFactSetTests {
    @Test func addingGivesTheSortedUnionEachFactOnce() {
        var random = SplitMix64(seed: 30)
        let subjects = ["tab", "route", "isCompact", "self.embed", "router.path", "\u{E9}tat"]
        let values = ["true", "false", "nil", ".home", ".feed", ".settings", "0"]
        func fact() -> ConditionFact {
            ConditionFact(scope: random.bool() ? .global : .instance, subject: random.element(of: subjects),
                          isEqual: random.bool(), value: random.element(of: values))
        }
        for _ in 0..<2_000 {
            var facts: [ConditionFact] = []
            var expected: [ConditionFact] = []
            for _ in 0..<random.int(in: 1...5) {
                let added = (0..<random.int(in: 0...6)).map { _ in fact() }
                // Sometimes the batch repeats facts known already.
                let batch = random.bool() && !facts.isEmpty ? added + [random.element(of: facts)] : added
                facts.add(batch)
                for fact in batch where !expected.contains(fact) { expected.append(fact) }
                expected.sort(by: ConditionFact.canonicalOrder)
                #expect(facts == expected)
            }
        }
    }
}
