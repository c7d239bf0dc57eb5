import Foundation
import Testing
@testable import navlint

/// The allocator settings the command line makes at start (`MallocTuning`).
struct MallocTuningTests {
    @Test func glibcAcceptsThePadding() {
        #if canImport(Glibc)
        // mallopt answers 1 when it takes the parameter, 0 for one it does not know.
        #expect(MallocTuning.apply())
        #else
        #expect(!MallocTuning.apply())
        #endif
    }

    /// A worker's allocations land in memory the kernel marks for huge pages
    /// (`hg` among the mapping's flags in `/proc/self/smaps`).
    @Test func aWorkersHeapAsksForHugePages() throws {
        #if canImport(Glibc)
        // Asked for even where the host takes free memory back, and the run would not ask.
        MallocTuning.apply(adviseHugePages: MallocTuning.kernelGivesHugePagesOnRequest)
        guard MallocTuning.advisesHugePages else { return } // the kernel gives huge pages always, or never
        // Earlier tests in this process may have advised a heap glibc has since
        // unmapped and mapped again at the same address.
        MallocTuning.forgetThreadHeaps()
        MallocTuning.adviseThreadHeap()
        let block = try #require(malloc(4096))
        defer { free(block) }
        let flags = try #require(mappingFlags(containing: Int(bitPattern: block)))
        #expect(flags.contains("hg"))
        #endif
    }

    /// A balloon reports free pages when feature bit 5 (`VIRTIO_BALLOON_F_REPORTING`)
    /// is set in its sysfs `features`, bit 0 first.
    @Test func aBalloonThatReportsFreePagesIsRecognized() {
        #expect(FreePageReporting.reportsFreePages(features: "0110010100000000000000000000000010000000000000000000000000000000\n"))
        #expect(!FreePageReporting.reportsFreePages(features: "0110000100000000\n"))
        #expect(!FreePageReporting.reportsFreePages(features: "01100"))
        #expect(!FreePageReporting.reportsFreePages(features: ""))
    }

    /// The `VmFlags` of the mapping that holds `address`.
    private func mappingFlags(containing address: Int) -> [Substring]? {
        // Read to the end: the file reports no size, and Foundation reads a kernel file's first page only.
        guard let handle = FileHandle(forReadingAtPath: "/proc/self/smaps"),
              let smaps = try? String(decoding: handle.readToEnd() ?? Data(), as: UTF8.self) else { return nil }
        var inside = false
        for line in smaps.split(separator: "\n") {
            let fields = line.split(separator: " ")
            if let range = fields.first, range.contains("-"), !range.hasSuffix(":") {
                let bounds = range.split(separator: "-").compactMap { Int($0, radix: 16) }
                inside = bounds.count == 2 && bounds[0] <= address && address < bounds[1]
            } else if inside, fields.first == "VmFlags:" {
                return Array(fields.dropFirst())
            }
        }
        return nil
    }
}
