#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import SwiftScanner

/// Seconds on a monotonic clock: wall time that NTP adjustments cannot bend.
func monotonicSeconds() -> Double {
    var now = timespec()
    clock_gettime(CLOCK_MONOTONIC, &now)
    return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
}

/// The lexer alone, single-threaded, on files already in memory: what the
/// scanner costs without disk, discovery, the outline or the rules.
enum LexerBench {
    static func run(paths: [String], repeats: Int) {
        var files: [[UInt8]] = []
        for path in paths {
            var info = stat()
            guard stat(path, &info) == 0 else { fail("lexer: no such file or directory: \(path)") }
            if info.st_mode & S_IFMT == S_IFDIR {
                for file in SwiftFiles.under(path) { files.append(readFile(file)) }
            } else {
                files.append(readFile(path))
            }
        }
        guard !files.isEmpty else { fail("lexer: no .swift files under \(paths.joined(separator: " "))") }

        let bytes = files.reduce(0) { $0 + $1.count }
        // Lines as `wc -l` counts them: newline bytes.
        let lines = files.reduce(0) { total, file in total + file.reduce(0) { $0 + ($1 == 10 ? 1 : 0) } }

        // One unmeasured pass first: it faults in the lexer's code and sizes
        // the allocator's free lists, which every later pass would find warm.
        var tokens = lexAll(files)
        var times: [Double] = []
        for _ in 0..<repeats {
            let start = monotonicSeconds()
            let count = lexAll(files)
            times.append(monotonicSeconds() - start)
            // Every pass must see the same tokens; also keeps the work observable.
            if count != tokens { fail("lexer: token count changed between passes (\(tokens) then \(count))") }
            tokens = count
        }
        times.sort()
        let best = times[0]
        let median = times.count % 2 == 1 ? times[times.count / 2] : (times[times.count / 2 - 1] + times[times.count / 2]) / 2
        let megabytes = Double(bytes) / 1e6

        // Plain numbers (no thousands separators) so Scripts/bench can read them with awk.
        func row(_ label: String, _ value: String) { print(label.padding(to: 14) + value) }
        row("files", "\(files.count)")
        row("lines", "\(lines)")
        row("MB", fixed(megabytes, 2))
        row("tokens/pass", "\(tokens)")
        row("passes", "\(repeats) (+1 warm-up), 1 thread, trivia: commentsOnly")
        row("seconds", "best \(fixed(best, 4))  median \(fixed(median, 4))")
        row("MB/s", "best \(fixed(megabytes / best, 1))  median \(fixed(megabytes / median, 1))")
        row("tokens/s", "best \(fixed(Double(tokens) / best, 0))  median \(fixed(Double(tokens) / median, 0))")
        row("lines/s", "best \(fixed(Double(lines) / best, 0))  median \(fixed(Double(lines) / median, 0))")
    }

    /// Lexes every file once and returns the number of tokens (trivia not counted).
    @inline(never)
    static func lexAll(_ files: [[UInt8]]) -> Int {
        var tokens = 0
        for file in files {
            tokens += Lexer.lex(file, trivia: .commentsOnly).tokens.count
        }
        return tokens
    }

    static func readFile(_ path: String) -> [UInt8] {
        guard let bytes = readFileIfPresent(path) else { fail("navlint-bench: cannot read \(path)") }
        return bytes
    }

    /// The file's bytes, or nil when it cannot be opened or read.
    static func readFileIfPresent(_ path: String) -> [UInt8]? {
        let fd = open(path, O_RDONLY)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var result: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if n < 0 { return nil }
            if n == 0 { break }
            result.append(contentsOf: chunk[0..<n])
        }
        return result
    }
}

/// The `.swift` files `navlint lint` would find under a folder: the same
/// skipped folders (hidden ones, build products, dependency checkouts), no
/// symbolic links followed, in byte-wise name order.
enum SwiftFiles {
    static let skipped: Set<String> = [".build", "DerivedData", "Pods", "Carthage", ".git"]

    static func under(_ root: String) -> [String] {
        var found: [String] = []
        var pending = [root]
        while let directory = pending.popLast() {
            guard let handle = opendir(directory) else { continue }
            var names: [(String, Bool)] = []
            while let entry = readdir(handle) {
                let name = withUnsafePointer(to: entry.pointee.d_name) { pointer in
                    pointer.withMemoryRebound(to: CChar.self, capacity: 256) { String(cString: $0) }
                }
                if name == "." || name == ".." { continue }
                // lstat, not d_type: some file systems report DT_UNKNOWN, and symlinks must not be followed.
                var info = stat()
                guard lstat(directory + "/" + name, &info) == 0 else { continue }
                let mode = info.st_mode & S_IFMT
                if mode == S_IFDIR, !name.hasPrefix("."), !skipped.contains(name) {
                    names.append((name, true))
                } else if mode == S_IFREG, name.hasSuffix(".swift") {
                    names.append((name, false))
                }
            }
            closedir(handle)
            names.sort { $0.0.utf8.lexicographicallyPrecedes($1.0.utf8) }
            let prefix = directory.hasSuffix("/") ? directory : directory + "/"
            for (name, isDirectory) in names where !isDirectory { found.append(prefix + name) }
            pending.append(contentsOf: names.filter(\.1).map { prefix + $0.0 }.reversed())
        }
        return found
    }
}

/// `value` with exactly `digits` decimals, without Foundation's String(format:).
func fixed(_ value: Double, _ digits: Int) -> String {
    guard value.isFinite else { return "\(value)" }
    var scale = 1.0
    for _ in 0..<digits { scale *= 10 }
    let scaled = (abs(value) * scale).rounded()
    let whole = Int(scaled / scale)
    var text = (value < 0 && scaled > 0 ? "-" : "") + "\(whole)"
    if digits > 0 {
        let fraction = String(Int(scaled - Double(whole) * scale))
        text += "." + String(repeating: "0", count: digits - fraction.count) + fraction
    }
    return text
}

extension String {
    func padding(to width: Int) -> String {
        count >= width ? self + " " : self + String(repeating: " ", count: width - count)
    }
}
