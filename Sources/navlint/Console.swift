#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes to standard output and error with plain `write(2)`, so a closed
/// pipe is an ignorable error, not a crash.
enum Console {
    static func out(_ text: String) { write(text, to: STDOUT_FILENO) }
    static func error(_ text: String) { write(text, to: STDERR_FILENO) }

    static func write(_ text: String, to descriptor: Int32) {
        var text = text
        text.withUTF8 { buffer in
            guard var pointer = buffer.baseAddress else { return }
            var remaining = buffer.count
            while remaining > 0 {
                let written = posixWrite(descriptor, pointer, remaining)
                if written < 0 {
                    if errno == EINTR { continue }
                    return // EPIPE and friends: the reader is gone
                }
                pointer += written
                remaining -= written
            }
        }
    }
}

#if canImport(Glibc)
private let posixWrite = Glibc.write
#elseif canImport(Darwin)
private let posixWrite = Darwin.write
#endif
