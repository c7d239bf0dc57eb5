import SwiftScanner

/// A quick test that a token cannot spell any of a set of names, by its first
/// and last byte and its length, before paying for its text and a hash: most
/// identifiers of a project are not its top-level names.
struct NameFilter {
    private var byFirst = [UInt64](filling: 0, count: 256)
    private var byLast = [UInt64](filling: 0, count: 256)

    init(_ names: Set<String>) {
        for name in names {
            let bytes = Array(name.utf8)
            guard let first = bytes.first, let last = bytes.last else { continue }
            let bit: UInt64 = 1 << UInt64(min(bytes.count, 63))
            byFirst[Int(first)] |= bit
            byLast[Int(last)] |= bit
        }
    }

    /// The identifier tokens that may spell one of the names, in order. Every token of a file is
    /// tested: over the buffers, without a bounds check or a retain of the bytes per token.
    func candidates(in tokens: SyntaxTokens) -> [Int] {
        tokens.tokens.withUnsafeBufferPointer { all in
            tokens.bytes.withUnsafeBufferPointer { bytes in
                var found: [Int] = []
                for j in all.indices where all[j].kind == .identifier && mayMatch(all[j], bytes) { found.append(j) }
                return found
            }
        }
    }

    private func mayMatch(_ token: Token, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard token.length > 0 else { return false }
        let bit: UInt64 = 1 << UInt64(min(Int(token.length), 63))
        return byFirst[Int(bytes[token.start])] & bit != 0 && byLast[Int(bytes[token.end - 1])] & bit != 0
    }
}
