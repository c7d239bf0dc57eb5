import Testing
@testable import navlint

/// The allocator padding the command line sets at start (`MallocTuning`).
struct MallocTuningTests {
    @Test func glibcAcceptsThePadding() {
        #if canImport(Glibc)
        // mallopt answers 1 when it takes the parameter, 0 for one it does not know.
        #expect(MallocTuning.apply())
        #else
        #expect(!MallocTuning.apply())
        #endif
    }
}
