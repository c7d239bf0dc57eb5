/// The `KEY = value;` build settings of a `project.pbxproj`, read as bytes:
/// project files run to megabytes, and only a few keys matter.
///
/// Each key is searched for with the byte search (`offsets(of:)`: `memchr`
/// for its rarest byte, then `memcmp`), and a hit counts only where a
/// setting can start: at the start of the text, or after a line break, a `;`
/// or a `{` (`buildSettings = { A = 1; B = 2; };`) and any indentation, and not
/// inside the value of a setting already read. Reading every setting's key
/// cost 26 instructions a byte, a fifth of a project's model on real apps.
enum BuildSettings {
    /// Each setting named in `keys`, in order of appearance, its value unquoted.
    static func values(of keys: Set<String>, in text: String) -> [(key: String, value: String)] {
        located(keys, in: text).map { ($0.key, $0.value) }
    }

    /// The same, with the byte offset where each setting's key starts.
    static func located(_ keys: Set<String>, in text: String) -> [(key: String, value: String, offset: Int)] {
        var text = text
        return text.withUTF8 { bytes in
            let hits = keys.flatMap { key in bytes.offsets(of: Array(key.utf8)).map { (offset: $0, key: key) } }
                .sorted { $0.offset < $1.offset }
            var found: [(key: String, value: String, offset: Int)] = []
            // Where the value of the last setting read ends: a key before it is part of that value.
            var consumedUpTo = 0
            for hit in hits where hit.offset >= consumedUpTo && startsSetting(at: hit.offset, in: bytes) {
                var i = hit.offset + hit.key.utf8.count
                guard i >= bytes.count || !isKeyByte(bytes[i]) else { continue }
                while i < bytes.count, bytes[i] == UInt8(ascii: " ") { i += 1 }
                guard i < bytes.count, bytes[i] == UInt8(ascii: "=") else { continue }
                i += 1
                let valueStart = i
                while i < bytes.count, bytes[i] != UInt8(ascii: ";"), bytes[i] != UInt8(ascii: "\n") { i += 1 }
                consumedUpTo = i
                let value = bytes[valueStart..<i].drop { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\"") }
                let trimmed = value.reversed().drop { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\"") }.reversed()
                found.append((hit.key, String(decoding: Array(trimmed), as: UTF8.self), hit.offset))
            }
            return found
        }
    }

    /// Whether a setting can start at `offset`: only indentation since the text's
    /// start or since a line break, `;` or `{`.
    private static func startsSetting(at offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var j = offset - 1
        while j >= 0, bytes[j] == UInt8(ascii: " ") || bytes[j] == UInt8(ascii: "\t") { j -= 1 }
        return j < 0 || isSettingEnd(bytes[j])
    }

    private static func isSettingEnd(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "\n") || byte == UInt8(ascii: ";") || byte == UInt8(ascii: "{")
    }

    private static func isKeyByte(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")) || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_")
    }
}
