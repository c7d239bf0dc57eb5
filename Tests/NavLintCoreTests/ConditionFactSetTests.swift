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

    /// Facts compare and hash by digests of their text first: equal text must still
    /// give equal facts and hashes, other text unequal ones, whatever the digests.
    @Test func factsAreEqualExactlyWhenTheirTextIs() {
        let subjects = ["tab", "tab ", "route", "self.embed", "\u{E9}tat", "e\u{301}tat", ""]
        let values = ["true", "false", ".home", ".home ", "nil", ""]
        var all: [ConditionFact] = []
        for subject in subjects { for value in values { for isEqual in [true, false] {
            for scope in [ConditionFact.Scope.global, .instance] {
                all.append(ConditionFact(scope: scope, subject: subject, isEqual: isEqual, value: value))
            }
        } } }
        for a in all {
            for b in all {
                let sameText = a.subject.utf8.elementsEqual(b.subject.utf8) && a.value.utf8.elementsEqual(b.value.utf8)
                    && a.isEqual == b.isEqual && a.scope == b.scope
                #expect((a == b) == sameText, "\(a) vs \(b)")
                if sameText { #expect(a.hashValue == b.hashValue) }
            }
        }
        // A trail holds many facts: the digests fit in what the strings' alignment left over.
        #expect(MemoryLayout<ConditionFact>.stride == 48)
    }
}
