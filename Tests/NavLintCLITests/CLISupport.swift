import Foundation

let packageRoot: URL = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

/// The navlint binary that `swift test` built next to the test bundle.
let navlintBinary: URL = {
    let besideTests = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        .appendingPathComponent("navlint")
    if FileManager.default.isExecutableFile(atPath: besideTests.path) { return besideTests }
    return packageRoot.appendingPathComponent(".build/debug/navlint")
}()

struct RunResult {
    var status: Int32
    var stdout: String
    var stderr: String
    var stdoutBytes: Data
}

/// Runs the built binary with `arguments` in `directory` (default: the package root), with
/// `environment` added to this process's (less Xcode's build variables, which change paths).
func navlint(_ arguments: [String], in directory: URL = packageRoot,
             environment: [String: String] = [:]) throws -> RunResult {
    let process = Process()
    process.executableURL = navlintBinary
    process.arguments = arguments
    process.currentDirectoryURL = directory
    var inherited = ProcessInfo.processInfo.environment
    inherited["XCODE_VERSION_ACTUAL"] = nil
    process.environment = inherited.merging(environment) { $1 }
    let out = Pipe(), err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    // Drain both pipes while it runs so a large report cannot fill one and stall it.
    let errData = readInBackground(err)
    let outData = out.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return RunResult(status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
                     stderr: String(decoding: errData(), as: UTF8.self), stdoutBytes: outData)
}

/// Reads `pipe` to its end on another thread; the returned function waits for
/// the bytes. A semaphore hands them over, which orders the reader's write
/// before the caller's read (polling `Thread.isFinished` does not: TSan saw
/// that race).
func readInBackground(_ pipe: Pipe) -> () -> Data {
    let box = HandOver()
    let done = DispatchSemaphore(value: 0)
    Thread {
        box.value = pipe.fileHandleForReading.readDataToEndOfFile()
        done.signal()
    }.start()
    return {
        done.wait()
        return box.value
    }
}

/// Bytes written by one thread and read by another after a semaphore wait.
private final class HandOver: @unchecked Sendable {
    var value = Data()
}

/// A fresh temporary directory, removed by the caller.
func temporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("navlint-test-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

/// A fresh temporary directory holding `files` (relative path → text), removed by the caller.
func temporaryTree(_ files: [String: String]) throws -> URL {
    let root = try temporaryDirectory()
    for (path, text) in files {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }
    return root
}

/// A one-line view with exactly one finding, from a rule that is on by
/// default (`unguarded_remove_last`): for tests about everything but rules.
func oneWarningView(_ name: String = "A") -> String {
    "struct \(name): View { @State var path = NavigationPath(); var body: some View { "
        + "NavigationStack(path: $path) { Button(\"Back\") { path.removeLast() } } } }\n"
}
