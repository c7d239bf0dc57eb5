import Foundation
import Testing
@testable import navlint

/// Files are read while discovery walks; what the run reads and reports is
/// still discovery's final list, in its order.
struct StreamedReadingTests {
    @Test func resultsFollowTheFinalListNotTheStream() throws {
        let root = try temporaryTree(["A.swift": oneWarningView("A"), "B.swift": oneWarningView("B"),
                                      "C.swift": oneWarningView("C")])
        defer { try? FileManager.default.removeItem(at: root) }
        func file(_ name: String) -> DiscoveredFile {
            let path = root.appendingPathComponent(name).path
            return DiscoveredFile(openPath: Array(path.utf8), displayPath: path)
        }
        let streamed = StreamedReading(workers: 2)
        // Handed over: A, B and B again (a path named twice), and a file that is gone.
        for name in ["A.swift", "B.swift", "B.swift", "Gone.swift"] { streamed.add(file(name)) }
        // The final list drops the gone file, keeps B once, and has C, which the stream never saw.
        let results = streamed.results(for: [file("C.swift"), file("B.swift"), file("A.swift")])
        let names = results.map { result -> String in
            switch result {
            case .success(let source): return URL(fileURLWithPath: source.path).lastPathComponent
            case .failure(let problem): return "problem: \(problem.path)"
            }
        }
        #expect(names == ["C.swift", "B.swift", "A.swift"])
        streamed.finish() // a second finish returns at once
    }

    /// Nested configurations and paths named twice filter discovery's list after the
    /// walk has streamed it; the report at several jobs is the one at one job.
    @Test func aStreamedRunReportsWhatASerialOneDoes() throws {
        var tree: [String: String] = ["Legacy/.navlint.json": #"{"exclude": ["Old"]}"#]
        for index in 0..<40 { tree["App/Feature\(index)/V\(index).swift"] = oneWarningView("V\(index)") }
        for index in 0..<5 { tree["Legacy/Old/O\(index).swift"] = oneWarningView("O\(index)") }
        let root = try temporaryTree(tree)
        defer { try? FileManager.default.removeItem(at: root) }
        let arguments = ["lint", "--reporter", "json", ".", "App/Feature3/V3.swift", "Legacy"]
        let serial = try navlint(arguments + ["--jobs", "1"], in: root)
        #expect(serial.status == 0)
        #expect(serial.stdout.contains("V39.swift") && !serial.stdout.contains("O0.swift"))
        for jobs in ["2", "3"] {
            let streamed = try navlint(arguments + ["--jobs", jobs], in: root)
            #expect(streamed.stdout == serial.stdout && streamed.status == serial.status)
        }
    }
}
