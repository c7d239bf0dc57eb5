/// Byte and Unicode scalar classes of the Swift lexical grammar.
enum CharacterClass {
    static let identifierHead: UInt8 = 1 << 0      // A-Z a-z _
    static let identifierBody: UInt8 = 1 << 1      // identifierHead + 0-9 + $
    static let operatorChar: UInt8 = 1 << 2        // / = - + ! * % < > & | ^ ~ ?
    static let digit: UInt8 = 1 << 3
    static let hexDigit: UInt8 = 1 << 4
    static let horizontalSpace: UInt8 = 1 << 5     // space, tab, VT, FF, NUL

    /// One flag byte per byte value; bytes >= 0x80 have no flags here and go
    /// through `scalarClass`. A pointer, read a byte per lookup: an array's
    /// bounds check and the reload of its storage cost more than the lookup
    /// itself. Made once, never written again, kept for the life of the process.
    nonisolated(unsafe) static let ascii: UnsafePointer<UInt8> = {
        let table = UnsafeMutablePointer<UInt8>.allocate(capacity: 256)
        table.initialize(repeating: 0, count: 256)
        for b in UInt8(ascii: "a")...UInt8(ascii: "z") { table[Int(b)] |= identifierHead | identifierBody }
        for b in UInt8(ascii: "A")...UInt8(ascii: "Z") { table[Int(b)] |= identifierHead | identifierBody }
        table[Int(UInt8(ascii: "_"))] |= identifierHead | identifierBody
        for b in UInt8(ascii: "0")...UInt8(ascii: "9") { table[Int(b)] |= identifierBody | digit | hexDigit }
        for b in UInt8(ascii: "a")...UInt8(ascii: "f") { table[Int(b)] |= hexDigit }
        for b in UInt8(ascii: "A")...UInt8(ascii: "F") { table[Int(b)] |= hexDigit }
        // `$` continues a name (`_$id`, compiler-synthesised storage) but
        // starts one only in `$0`/`$name`, which the lexer handles itself.
        table[Int(UInt8(ascii: "$"))] |= identifierBody
        for b in "/=-+!*%<>&|^~?".utf8 { table[Int(b)] |= operatorChar }
        for b: UInt8 in [0x20, 0x09, 0x0B, 0x0C, 0x00] { table[Int(b)] |= horizontalSpace }
        return UnsafePointer(table)
    }()

    enum ScalarClass {
        case identifierHead, identifierBody, operatorHead, operatorBody, byteOrderMark, other
    }

    /// Classifies a non-ASCII scalar following the Swift reference's
    /// operator-head / operator-character / identifier-head lists. Anything that
    /// is not an operator, not whitespace-like and not a control character may
    /// start an identifier: that is what swiftc accepts in practice (emoji included).
    static func scalarClass(_ v: UInt32) -> ScalarClass {
        if v == 0xFEFF { return .byteOrderMark }
        if isOperatorHead(v) { return .operatorHead }
        if (0x0300...0x036F).contains(v) || (0x1DC0...0x1DFF).contains(v) || (0x20D0...0x20FF).contains(v)
            || (0xFE00...0xFE0F).contains(v) || (0xFE20...0xFE2F).contains(v) || (0xE0100...0xE01EF).contains(v) {
            // Combining marks continue both identifiers and operators; as a
            // head they cannot start either, and we let them join an identifier.
            return .identifierBody
        }
        if v < 0xA0 || v == 0x2028 || v == 0x2029 || (0xD800...0xDFFF).contains(v) || v > 0x10FFFF { return .other }
        if v == 0x00A0 { return .other }
        return .identifierHead
    }

    static func isOperatorHead(_ v: UInt32) -> Bool {
        switch v {
        case 0x00A1...0x00A7, 0x00A9, 0x00AB, 0x00AC, 0x00AE, 0x00B0...0x00B1, 0x00B6, 0x00BB, 0x00BF, 0x00D7, 0x00F7,
             0x2016...0x2017, 0x2020...0x2027, 0x2030...0x203E, 0x2041...0x2053, 0x2055...0x205E,
             0x2190...0x23FF, 0x2500...0x2775, 0x2794...0x2BFF, 0x2E00...0x2E7F,
             0x3001...0x3003, 0x3008...0x3020, 0x3030:
            return true
        default:
            return false
        }
    }

    static func isOperatorBody(_ v: UInt32) -> Bool {
        if isOperatorHead(v) { return true }
        switch v {
        case 0x0300...0x036F, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE00...0xFE0F, 0xFE20...0xFE2F, 0xE0100...0xE01EF:
            return true
        default:
            return false
        }
    }
}

/// Decodes one UTF-8 scalar at `p` (which must hold a byte >= 0x80).
/// Returns the scalar and its length, or nil for an invalid, overlong,
/// surrogate or truncated sequence.
@inline(__always)
func decodeScalar(_ p: UnsafePointer<UInt8>, _ available: Int) -> (value: UInt32, length: Int)? {
    let b0 = UInt32(p[0])
    if b0 < 0xC2 { return nil }          // continuation byte or overlong 2-byte lead
    if b0 < 0xE0 {
        guard available >= 2, p[1] & 0xC0 == 0x80 else { return nil }
        return ((b0 & 0x1F) << 6 | UInt32(p[1] & 0x3F), 2)
    }
    if b0 < 0xF0 {
        guard available >= 3, p[1] & 0xC0 == 0x80, p[2] & 0xC0 == 0x80 else { return nil }
        let v = (b0 & 0x0F) << 12 | UInt32(p[1] & 0x3F) << 6 | UInt32(p[2] & 0x3F)
        if v < 0x800 || (0xD800...0xDFFF).contains(v) { return nil }
        return (v, 3)
    }
    if b0 < 0xF5 {
        guard available >= 4, p[1] & 0xC0 == 0x80, p[2] & 0xC0 == 0x80, p[3] & 0xC0 == 0x80 else { return nil }
        let v = (b0 & 0x07) << 18 | UInt32(p[1] & 0x3F) << 12 | UInt32(p[2] & 0x3F) << 6 | UInt32(p[3] & 0x3F)
        if v < 0x10000 || v > 0x10FFFF { return nil }
        return (v, 4)
    }
    return nil
}
