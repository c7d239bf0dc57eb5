#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where a path lies under a folder, compared byte for byte as the file system
/// compares names. `hasPrefix` and `dropFirst` on strings step through
/// characters: asked for every file a walk finds (its display path, the include
/// and exclude globs), that was about 4,000 instructions a file.
package enum PathPrefix {
    /// `path` relative to `folder` (`Sources/App.swift` of `/repo/Sources/App.swift`
    /// under `/repo`), or nil when it is not under it. The folder may end in `/`.
    package static func relative(_ path: String, under folder: String) -> String? {
        var path = path, folder = folder
        return folder.withUTF8 { folder in
            path.withUTF8 { path -> String? in
                let endsInSlash = folder.last == UInt8(ascii: "/")
                let prefixLength = endsInSlash ? folder.count : folder.count + 1
                guard path.count >= prefixLength,
                      folder.isEmpty || memcmp(folder.baseAddress!, path.baseAddress!, folder.count) == 0,
                      endsInSlash || path[folder.count] == UInt8(ascii: "/")
                else { return nil }
                return String(decoding: UnsafeBufferPointer(rebasing: path[prefixLength...]), as: UTF8.self)
            }
        }
    }
}
