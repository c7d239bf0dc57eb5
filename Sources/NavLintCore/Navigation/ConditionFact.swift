/// One thing a branch tells about a value while the branch is shown:
/// `embed == true`, `style != .sheet`, `tab == .home`, `item != nil`.
/// Facts let the model see that two branches can never be shown together
/// (a push under `if isCatalyst`, the stack under its `else`) or always are
/// (the stack and the registration chosen by one `switch tab`).
package struct ConditionFact: Hashable, Sendable, CustomStringConvertible {
    package enum Scope: Hashable, Sendable {
        /// A value the whole app shares: a type member (`UIDevice.current.userInterfaceIdiom`),
        /// a global, or an environment value (`\.horizontalSizeClass`).
        case global
        /// A property of the view instance that holds the branch (`embedInNavigation`, `selectedTab`).
        case instance
    }
    /// The value tested, normalized: `self.` dropped, an environment property named by its key path.
    package let subject: String
    /// `true`, `false`, `nil`, `.caseName`, or a literal as written.
    package let value: String
    /// FNV-1a digests of `subject` and `value` (folded to 32 bits), made once with
    /// the fact. Unequal digests mean unequal text, so most comparisons of two facts
    /// (a trail holds many, and each branch's are checked against them all: half a
    /// million string comparisons on a dense corpus of 100 modules) never read the
    /// strings. Declared after the strings and as 32 bits, so the fact stays 48 bytes,
    /// as it was without them (two 64-bit digests first made it 64).
    private let subjectDigest: UInt32
    private let valueDigest: UInt32
    package var scope: Scope
    /// `==` when true, `!=` when false.
    package var isEqual: Bool

    package init(scope: Scope, subject: String, isEqual: Bool, value: String) {
        var (subject, value) = (subject, value)
        subjectDigest = UInt32(truncatingIfNeeded: subject.withUTF8 { FNV1a.hash($0) })
        valueDigest = UInt32(truncatingIfNeeded: value.withUTF8 { FNV1a.hash($0) })
        self.scope = scope
        self.subject = subject
        self.isEqual = isEqual
        self.value = value
    }

    package var description: String {
        "\(scope == .global ? "" : "self.")\(subject) \(isEqual ? "==" : "!=") \(value)"
    }

    /// A cheap 64-bit digest of the fact (from the FNV-1a digests of its text), for
    /// hashing keys that hold many facts; equal facts have equal digests.
    var digest: UInt64 {
        (UInt64(subjectDigest) << 32 | UInt64(valueDigest)) ^ (isEqual ? 1 : 0) ^ (scope == .global ? 2 : 0)
    }

    /// The digests first: two facts with other text nearly always differ there. Text that
    /// differs in its bytes differs in its digests (canonically equal spellings too, as
    /// the compiler tells names apart), so the strings are compared only when the digests
    /// agree, where they are nearly always the same bytes.
    package static func == (a: ConditionFact, b: ConditionFact) -> Bool {
        a.subjectDigest == b.subjectDigest && a.valueDigest == b.valueDigest && a.isEqual == b.isEqual
            && a.scope == b.scope && a.subject == b.subject && a.value == b.value
    }

    /// The digests stand for the text: equal facts have equal digests, so this agrees with `==`.
    package func hash(into hasher: inout Hasher) {
        hasher.combine(digest)
    }

    /// Whether the two values are the same text: by digest first.
    @inline(__always) private func hasSameValue(as other: ConditionFact) -> Bool {
        valueDigest == other.valueDigest && value == other.value
    }

    /// The first name of the subject: the property it reads (`router` in `router.isCompact`).
    /// Found over the UTF-8 (the three marks are ASCII, so their index is a
    /// character boundary): walking characters here was a twentieth of a dense run.
    var root: Substring {
        let end = subject.utf8.firstIndex { $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "(") || $0 == UInt8(ascii: "[") }
        return subject[..<(end ?? subject.endIndex)]
    }

    /// A total order, so equal sets of facts are equal arrays.
    static func canonicalOrder(_ a: ConditionFact, _ b: ConditionFact) -> Bool {
        if a.subjectDigest != b.subjectDigest || a.subject != b.subject { return a.subject < b.subject }
        if !a.hasSameValue(as: b) { return a.value < b.value }
        if a.isEqual != b.isEqual { return !a.isEqual }
        return a.scope == .global && b.scope == .instance
    }

    /// Whether this fact and `other` test the same value: most facts a trail holds
    /// test other values, and every case of a big `switch` is compared with every
    /// fact held (a twentieth of a dense run), so the digests go first.
    @inline(__always) func testsSameSubject(as other: ConditionFact) -> Bool {
        scope == other.scope && subjectDigest == other.subjectDigest && subject == other.subject
    }

    /// Whether this fact and `other` cannot both hold.
    func contradicts(_ other: ConditionFact) -> Bool {
        guard testsSameSubject(as: other) else { return false }
        switch (isEqual, other.isEqual) {
        case (true, true): return !hasSameValue(as: other)
        case (true, false), (false, true): return hasSameValue(as: other)
        case (false, false): return false
        }
    }

    /// Whether `other` holding means this fact holds.
    func isImplied(by other: ConditionFact) -> Bool {
        guard testsSameSubject(as: other) else { return false }
        if self == other { return true }
        // `tab == .home` implies `tab != .feed`; `flag == true` implies `flag != false`.
        return !isEqual && other.isEqual && !hasSameValue(as: other)
    }
}

/// What a set of facts says about a branch's own facts.
enum FactVerdict {
    /// Some fact of the branch cannot hold: the branch is never shown here.
    case contradicts
    /// Every fact of the branch already holds: it is always shown here.
    case implied
    /// The branch may or may not be shown.
    case open
}

extension Array where Element == ConditionFact {
    /// What these facts say about a branch with `branch` facts; only an exact
    /// branch (every part of its condition read) can be implied.
    @inline(__always) func verdict(on branch: [ConditionFact], exact: Bool) -> FactVerdict {
        var allImplied = exact && !branch.isEmpty
        for fact in branch {
            if contains(where: { $0.contradicts(fact) }) { return .contradicts }
            if allImplied && !contains(where: { fact.isImplied(by: $0) }) { allImplied = false }
        }
        return allImplied ? .implied : .open
    }

    /// Adds facts not already known, keeping the array sorted so equal sets compare equal.
    /// Every fact array starts empty and grows only here (or is a filtered copy of one
    /// that did), so each new fact is put in its place instead of sorting the whole array.
    /// The search for its place also tells whether it is known (a scan of every fact
    /// for each one added was a tenth of a dense run's trail walk: a `switch` of twenty
    /// cases gives each branch twenty facts).
    ///
    /// The array is usually a visit's copy, shared until the first insert: room for
    /// every fact left is made then, in one allocation, where inserting one at a time
    /// copied it and then regrew it (26,000 allocations on a dense corpus of 100 modules).
    @inline(__always) mutating func add(_ facts: [ConditionFact]) {
        var roomMade = false
        for (position, fact) in facts.enumerated() {
            var low = 0, high = count
            while low < high {
                let mid = (low + high) / 2
                if ConditionFact.canonicalOrder(self[mid], fact) { low = mid + 1 } else { high = mid }
            }
            if low < count && self[low] == fact { continue }
            if !roomMade {
                reserveCapacity(count + facts.count - position)
                roomMade = true
            }
            insert(fact, at: low)
        }
    }

    /// Only the facts that outlive the view instance: what a newly built view starts from.
    var globalOnly: [ConditionFact] { filter { $0.scope == .global } }
}
