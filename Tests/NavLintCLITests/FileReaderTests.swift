import Foundation
import Testing
@testable import navlint

/// `FileReader` reads a file's bytes as they are: sized by `fstat`, with no
/// second read for end of file, and pseudo-files (which report no size) read to their end.
struct FileReaderTests {
    @Test func readsEveryByteOfFilesOfManySizes() throws {
        var generator = SystemRandomNumberGenerator()
        for size in [0, 1, 4095, 4096, 4097, 300_000] {
            let bytes = (0..<size).map { _ in UInt8.random(in: 0...255, using: &generator) }
            let root = try temporaryTree(["f.swift": ""])
            defer { try? FileManager.default.removeItem(at: root) }
            let path = root.appendingPathComponent("f.swift").path
            try Data(bytes).write(to: URL(fileURLWithPath: path))
            guard case .success(let read) = FileReader.read(path) else {
                Issue.record("could not read a \(size)-byte file"); continue
            }
            #expect(read == bytes, "a \(size)-byte file")
        }
    }

    @Test func readsAPseudoFileThatReportsNoSizeToItsEnd() throws {
        // /proc files report a size of 0 but have content.
        guard FileManager.default.fileExists(atPath: "/proc/self/status") else { return }
        guard case .success(let read) = FileReader.read("/proc/self/status") else {
            Issue.record("could not read /proc/self/status"); return
        }
        #expect(String(decoding: read, as: UTF8.self).hasPrefix("Name:"))
    }

    @Test func refusesWhatIsNotARegularFile() throws {
        let root = try temporaryTree(["x.swift/inner.swift": ""])
        defer { try? FileManager.default.removeItem(at: root) }
        guard case .failure(let failure) = FileReader.read(root.appendingPathComponent("x.swift").path) else {
            Issue.record("a directory was read as a file"); return
        }
        #expect(failure.reason == "not a regular file")
        guard case .failure = FileReader.read(root.appendingPathComponent("missing.swift").path) else {
            Issue.record("a missing file was read"); return
        }
    }
}
