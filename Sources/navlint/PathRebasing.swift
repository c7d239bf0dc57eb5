#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Paths as a report or a baseline states them: relative to one folder, climbing
/// out with `../` where needed, or absolute when that folder is `/`.
///
/// - `--relative-to DIR`: a monorepo job whose reports are read from DIR.
/// - Absolute paths for the `xcode` reporter inside an Xcode build (a Run Script phase
///   or a build tool plugin, where `XCODE_VERSION_ACTUAL` is set), so Xcode can open
///   each issue, as swiftc's own diagnostics do.
/// - A baseline's entries, relative to the baseline file's folder.
struct PathRebasing {
    /// Absolute and normalized; `/` for absolute paths.
    let folder: String
    let discovery: Discovery

    init(folder: String, discovery: Discovery) {
        self.folder = discovery.absolutePath(for: folder)
        self.discovery = discovery
    }

    func callAsFunction(_ path: String) -> String {
        let absolute = discovery.absolutePath(for: path)
        return folder == "/" ? absolute : Self.relative(absolute, to: folder)
    }

    /// `absolute` from `folder`, both absolute and normalized.
    static func relative(_ absolute: String, to folder: String) -> String {
        let target = absolute.split(separator: "/"), base = folder.split(separator: "/")
        var common = 0
        while common < target.count, common < base.count, target[common] == base[common] { common += 1 }
        let climbs = [Substring](repeating: "..", count: base.count - common)
        return (climbs + target[common...]).joined(separator: "/")
    }

    /// How report paths are written for this run: `--relative-to`, else absolute for the
    /// `xcode` reporter inside an Xcode build, else as discovery printed them (nil).
    static func forReport(relativeTo: String?, reporter: String, discovery: Discovery) -> PathRebasing? {
        if let relativeTo { return PathRebasing(folder: relativeTo, discovery: discovery) }
        if reporter == "xcode", getenv("XCODE_VERSION_ACTUAL") != nil {
            return PathRebasing(folder: "/", discovery: discovery)
        }
        return nil
    }
}
