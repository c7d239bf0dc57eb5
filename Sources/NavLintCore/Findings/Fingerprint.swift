/// Stable identities for findings that do not depend on line numbers: the
/// rule, the file, the trimmed text of the offending line, and which
/// occurrence of that triple it is. Baselines match on it; SARIF and GitLab
/// reports carry it so code-scanning services can follow a finding across edits.
package enum Fingerprint {
    package struct Key: Hashable, Sendable {
        package var ruleID: String
        package var file: String
        package var lineText: String
        /// 0 for the first finding with this rule, file and line text (in report order), 1 for the next, …
        package var occurrence: Int
    }

    /// The key of each finding, in the order given (which must be report order).
    package static func keys(_ findings: [Finding]) -> [Key] {
        var seen: [Key: Int] = [:]
        return findings.map { finding in
            var key = Key(ruleID: finding.ruleID, file: finding.file, lineText: finding.lineText, occurrence: 0)
            let occurrence = seen[key, default: 0]
            seen[key] = occurrence + 1
            key.occurrence = occurrence
            return key
        }
    }

    /// A 64-bit FNV-1a hash of the key, as 16 hex digits.
    package static func hash(_ key: Key) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in "\(key.ruleID)\u{1F}\(key.file)\u{1F}\(key.lineText)\u{1F}\(key.occurrence)".utf8 {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01b3
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
