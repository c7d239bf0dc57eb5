/// The `KEY = value;` build settings of a `project.pbxproj`, read as bytes:
/// project files run to megabytes, and only a few keys matter.
enum BuildSettings {
    /// Each setting named in `keys`, in order of appearance, its value unquoted.
    static func values(of keys: Set<String>, in text: String) -> [(key: String, value: String)] {
        // A key is decoded only when its length is one of the keys' lengths: most are not.
        var keyLength = [Bool](repeating: false, count: (keys.map(\.utf8.count).max() ?? 0) + 1)
        for key in keys { keyLength[key.utf8.count] = true }
        var text = text
        return text.withUTF8 { bytes in
            var found: [(key: String, value: String)] = []
            var i = 0
            while i < bytes.count {
                // At a setting's start: skip indentation, read a key made of letters, digits and `_`.
                while i < bytes.count, bytes[i] == UInt8(ascii: " ") || bytes[i] == UInt8(ascii: "\t") { i += 1 }
                let start = i
                while i < bytes.count, isKeyByte(bytes[i]) { i += 1 }
                let keyEnd = i
                while i < bytes.count, bytes[i] == UInt8(ascii: " ") { i += 1 }
                if keyEnd > start, keyEnd - start < keyLength.count, keyLength[keyEnd - start], i < bytes.count,
                   bytes[i] == UInt8(ascii: "="),
                   case let key = String(decoding: bytes[start..<keyEnd], as: UTF8.self), keys.contains(key) {
                    i += 1
                    let valueStart = i
                    while i < bytes.count, bytes[i] != UInt8(ascii: ";"), bytes[i] != UInt8(ascii: "\n") { i += 1 }
                    let value = bytes[valueStart..<i].drop { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\"") }
                    let trimmed = value.reversed().drop { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\"") }.reversed()
                    found.append((key, String(decoding: Array(trimmed), as: UTF8.self)))
                }
                // On to the next setting: after a line break, a `;` or a `{` (`buildSettings = { A = 1; B = 2; };`).
                while i < bytes.count, !isSettingEnd(bytes[i]) { i += 1 }
                i += 1
            }
            return found
        }
    }

    private static func isSettingEnd(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "\n") || byte == UInt8(ascii: ";") || byte == UInt8(ascii: "{")
    }

    private static func isKeyByte(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")) || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_")
    }
}
