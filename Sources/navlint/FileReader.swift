#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads a whole file with POSIX calls. Anything that is not a regular file
/// (a FIFO, a socket, a directory named `x.swift`) is refused without
/// blocking: the file is opened non-blocking and checked before any read.
enum FileReader {
    enum Failure: Error {
        case cannotOpen(String)
        case notARegularFile
        case readFailed(String)

        var reason: String {
            switch self {
            case .cannotOpen(let reason): return reason
            case .notARegularFile: return "not a regular file"
            case .readFailed(let reason): return "read failed: \(reason)"
            }
        }
    }

    static func read(_ path: String) -> Result<[UInt8], Failure> {
        read(Array(path.utf8))
    }

    /// Reads a file named by the exact bytes of its path (which need not be UTF-8).
    static func read(_ path: [UInt8]) -> Result<[UInt8], Failure> {
        let descriptor = (path + [0]).withUnsafeBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) {
                open($0, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
            }
        }
        guard descriptor >= 0 else { return .failure(.cannotOpen(String(cString: strerror(errno)))) }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return .failure(.cannotOpen(String(cString: strerror(errno)))) }
        guard info.st_mode & S_IFMT == S_IFREG else { return .failure(.notARegularFile) }
        // Sized from fstat, grown if the file grows while we read it.
        var bytes = [UInt8](repeating: 0, count: max(Int(info.st_size), 0) + 1)
        var filled = 0
        while true {
            if filled == bytes.count { bytes.append(contentsOf: repeatElement(0, count: bytes.count)) }
            let count = bytes.withUnsafeMutableBytes { buffer in
                posixRead(descriptor, buffer.baseAddress! + filled, buffer.count - filled)
            }
            if count < 0 {
                if errno == EINTR || errno == EAGAIN { continue }
                return .failure(.readFailed(String(cString: strerror(errno))))
            }
            if count == 0 { break }
            filled += count
        }
        bytes.removeSubrange(filled...)
        return .success(bytes)
    }
}

#if canImport(Glibc)
private let posixRead = Glibc.read
#elseif canImport(Darwin)
private let posixRead = Darwin.read
#endif
