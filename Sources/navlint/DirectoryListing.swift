#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A folder discovery lists, kept open while the folders under it are walked,
/// so they are opened relative to it (`openat`): opened by its whole path,
/// each folder cost the kernel a lookup of every component above it (`open`
/// was 39% of the walk's `perf` samples on the ten bench apps). The descriptor
/// closes when the last folder under it no longer holds it, so a depth-first
/// walk keeps open only the folders above the one it lists.
final class DirectoryListing {
    #if canImport(Glibc)
    typealias DirectoryStream = OpaquePointer
    #else
    typealias DirectoryStream = UnsafeMutablePointer<DIR>
    #endif
    enum EntryType { case directory, file, special, link, other }
    typealias Entry = (name: [UInt8], type: EntryType)

    /// What the folder holds but `.` and `..`, sorted byte-wise by name.
    let entries: [Entry]
    /// The folder's stream, kept open for its descriptor (`dirfd`): reading the
    /// listing through a `dup` of the descriptor, so the stream could close it,
    /// cost two system calls a folder (`dup` and a second `close`).
    private let stream: DirectoryStream

    /// Lists `path`; `name` in `parent` when it was found there. Nil when it cannot be opened.
    init?(path: [UInt8], name: [UInt8], in parent: DirectoryListing?) {
        var descriptor: Int32 = -1
        if let parent {
            descriptor = Self.withCString(name) { openat(dirfd(parent.stream), $0, O_RDONLY | O_DIRECTORY | O_CLOEXEC) }
        }
        // The whole path when there is no parent, or opening relative to it failed (too many open files).
        if descriptor < 0 {
            descriptor = Self.withCString(path) { open($0, O_RDONLY | O_DIRECTORY | O_CLOEXEC) }
        }
        guard descriptor >= 0 else { return nil }
        // The stream owns the descriptor from here: `closedir` closes it.
        guard let stream = fdopendir(descriptor) else {
            close(descriptor)
            return nil
        }
        self.stream = stream
        entries = Self.read(stream)
    }

    deinit { closedir(stream) }

    /// The entries of an open folder.
    private static func read(_ stream: DirectoryStream) -> [Entry] {
        let descriptor = dirfd(stream)
        var result: [Entry] = []
        while let entry = readdir(stream) {
            let name: [UInt8] = withUnsafePointer(to: entry.pointee.d_name) { pointer in
                pointer.withMemoryRebound(to: UInt8.self, capacity: 256) { bytes in
                    var length = 0
                    while length < 256 && bytes[length] != 0 { length += 1 }
                    return Array(UnsafeBufferPointer(start: bytes, count: length))
                }
            }
            if name == [UInt8(ascii: ".")] || name == [UInt8(ascii: "."), UInt8(ascii: ".")] { continue }
            var type: EntryType
            switch Int32(entry.pointee.d_type) {
            case Int32(DT_DIR): type = .directory
            case Int32(DT_REG): type = .file
            case Int32(DT_LNK): type = .link
            case Int32(DT_UNKNOWN):
                // File systems that do not say an entry's type in the listing.
                var info = stat()
                guard withCString(name, { fstatat(descriptor, $0, &info, AT_SYMLINK_NOFOLLOW) }) == 0 else { continue }
                let mode = info.st_mode & S_IFMT
                type = mode == S_IFDIR ? .directory : mode == S_IFREG ? .file : mode == S_IFLNK ? .link : .special
            default: type = .special
            }
            result.append((name, type))
        }
        return result.sorted { $0.name.lexicographicallyPrecedes($1.name) }
    }

    private static func withCString<T>(_ bytes: [UInt8], _ body: (UnsafePointer<CChar>) -> T) -> T {
        (bytes + [0]).withUnsafeBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count, body)
        }
    }
}
