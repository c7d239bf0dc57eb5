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
    package var scope: Scope
    /// The value tested, normalized: `self.` dropped, an environment property named by its key path.
    package var subject: String
    /// `==` when true, `!=` when false.
    package var isEqual: Bool
    /// `true`, `false`, `nil`, `.caseName`, or a literal as written.
    package var value: String

    package var description: String {
        "\(scope == .global ? "" : "self.")\(subject) \(isEqual ? "==" : "!=") \(value)"
    }

    /// A cheap 64-bit digest of the fact (FNV-1a of its text), for hashing keys
    /// that hold many facts; equal facts have equal digests.
    var digest: UInt64 {
        var subject = subject, value = value
        let text = subject.withUTF8 { FNV1a.hash($0) } &* 0x9e37_79b9_7f4a_7c15 ^ value.withUTF8 { FNV1a.hash($0) }
        return text ^ (isEqual ? 1 : 0) ^ (scope == .global ? 2 : 0)
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
        if a.subject != b.subject { return a.subject < b.subject }
        if a.value != b.value { return a.value < b.value }
        if a.isEqual != b.isEqual { return !a.isEqual }
        return a.scope == .global && b.scope == .instance
    }

    /// Whether this fact and `other` test the same value: most facts a trail holds
    /// test other values, and every case of a big `switch` is compared with every
    /// fact held (a twentieth of a dense run), so the byte counts go first (`spells`).
    @inline(__always) func testsSameSubject(as other: ConditionFact) -> Bool {
        scope == other.scope && subject.spells(other.subject)
    }

    /// Whether this fact and `other` cannot both hold.
    func contradicts(_ other: ConditionFact) -> Bool {
        guard testsSameSubject(as: other) else { return false }
        switch (isEqual, other.isEqual) {
        case (true, true): return value != other.value
        case (true, false), (false, true): return value == other.value
        case (false, false): return false
        }
    }

    /// Whether `other` holding means this fact holds.
    func isImplied(by other: ConditionFact) -> Bool {
        guard testsSameSubject(as: other) else { return false }
        if self == other { return true }
        // `tab == .home` implies `tab != .feed`; `flag == true` implies `flag != false`.
        return !isEqual && other.isEqual && other.value != value
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
    func verdict(on branch: [ConditionFact], exact: Bool) -> FactVerdict {
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
    mutating func add(_ facts: [ConditionFact]) {
        for fact in facts {
            var low = 0, high = count
            while low < high {
                let mid = (low + high) / 2
                if ConditionFact.canonicalOrder(self[mid], fact) { low = mid + 1 } else { high = mid }
            }
            if low < count && self[low] == fact { continue }
            insert(fact, at: low)
        }
    }

    /// Only the facts that outlive the view instance: what a newly built view starts from.
    var globalOnly: [ConditionFact] { filter { $0.scope == .global } }
}
