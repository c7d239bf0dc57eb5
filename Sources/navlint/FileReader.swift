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
        // Sized from fstat and read into uninitialized storage: zero-filling first
        // would write every byte of a large tree once more. Reading stops once the
        // fstat size is in (a further read to see end of file is a system call per
        // file); a file that reports no size (a pseudo-file) is read to its end.
        let size = max(Int(info.st_size), 0)
        var failure: Failure?
        var bytes = [UInt8](unsafeUninitializedCapacity: size) { buffer, count in
            count = 0
            while count < size {
                let read = posixRead(descriptor, buffer.baseAddress! + count, size - count)
                if read < 0 {
                    if errno == EINTR || errno == EAGAIN { continue }
                    failure = .readFailed(String(cString: strerror(errno)))
                    return
                }
                if read == 0 { return } // shrank while we read it
                count += read
            }
        }
        if let failure { return .failure(failure) }
        if size == 0 { return readToEnd(descriptor, into: &bytes) }
        return .success(bytes)
    }

    /// Reads what is left of a file whose size was not known up front.
    private static func readToEnd(_ descriptor: Int32, into bytes: inout [UInt8]) -> Result<[UInt8], Failure> {
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = chunk.withUnsafeMutableBytes { posixRead(descriptor, $0.baseAddress!, $0.count) }
            if count < 0 {
                if errno == EINTR || errno == EAGAIN { continue }
                return .failure(.readFailed(String(cString: strerror(errno))))
            }
            if count == 0 { return .success(bytes) }
            bytes.append(contentsOf: chunk[..<count])
        }
    }
}

#if canImport(Glibc)
private let posixRead = Glibc.read
#elseif canImport(Darwin)
private let posixRead = Darwin.read
#endif
