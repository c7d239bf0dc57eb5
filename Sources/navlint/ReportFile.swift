#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A report written to `--output FILE`: opened before linting (so an
/// unwritable place fails fast, with exit 2, before any work), written to a
/// temporary file beside the target, then renamed over it, so a run that is
/// interrupted never leaves half a report behind.
struct ReportFile {
    let path: String
    let temporaryPath: String
    private let descriptor: Int32

    init(path: String) throws {
        self.path = path
        temporaryPath = path + ".navlint-\(getpid()).tmp"
        descriptor = open(temporaryPath, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw UsageError(message: "cannot write report to \(path): \(String(cString: strerror(errno)))")
        }
    }

    /// Writes the report and moves it into place; on failure removes the temporary file.
    func commit(_ text: String) throws {
        try commit(bytes: Array(text.utf8))
    }

    /// Writes `bytes` and moves them into place (`--fix` rewrites sources this way, keeping `mode`).
    func commit(bytes: [UInt8], mode: mode_t? = nil) throws {
        var failed = false
        if let mode, fchmod(descriptor, mode) != 0 { failed = true }
        bytes.withUnsafeBufferPointer { buffer in
            guard buffer.count > 0 else { return }
            var offset = 0
            while offset < buffer.count {
                let written = posixWrite(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    failed = true
                    return
                }
                offset += written
            }
        }
        if close(descriptor) != 0 { failed = true }
        if failed || rename(temporaryPath, path) != 0 {
            let reason = String(cString: strerror(errno))
            unlink(temporaryPath)
            throw UsageError(message: "cannot write \(path): \(reason)")
        }
    }

    func abandon() {
        close(descriptor)
        unlink(temporaryPath)
    }
}

#if canImport(Glibc)
private let posixWrite = Glibc.write
#elseif canImport(Darwin)
private let posixWrite = Darwin.write
#endif
