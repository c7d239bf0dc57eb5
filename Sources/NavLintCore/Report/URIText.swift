/// URI references for file paths, as SARIF's `artifactLocation.uri` and rule
/// links need them.
enum URIText {
    /// `path` as a URI path: every UTF-8 byte other than an unreserved
    /// character or `/` is percent-encoded. That is stricter than RFC 3986
    /// requires (`&`, `+`, `:` may stand bare in a path), on purpose: `+` is
    /// read as a space by form decoders, and a `:` in the first segment would
    /// make a relative reference look like a scheme. `%XX` means the same to
    /// every consumer.
    static func percentEncodedPath(_ path: String) -> String {
        var out = ""
        out.reserveCapacity(path.utf8.count)
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
                out.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = String(byte, radix: 16, uppercase: true)
                out += "%" + (hex.count == 1 ? "0" : "") + hex
            }
        }
        return out
    }

    /// A `file:` URI for an absolute path, or nil when `path` is not absolute
    /// (a relative path has no file URI).
    static func fileURI(_ path: String) -> String? {
        guard path.hasPrefix("/") else { return nil }
        return "file://" + percentEncodedPath(path)
    }

    /// A `file:` URI for an absolute directory, ending in `/` so that relative
    /// references resolve inside it rather than beside it.
    static func directoryURI(_ path: String) -> String? {
        guard let uri = fileURI(path) else { return nil }
        return uri.hasSuffix("/") ? uri : uri + "/"
    }
}
