import Foundation
@testable import NavLintCore
import Testing

/// Each thread outlines its files in tables it keeps from one file to the
/// next: a file outlined after others is outlined exactly as on its own.
@Suite struct OutlineScratchTests {
    /// A file of `screens` views, each with calls, trailing closures, accessors and a nested type.
    func source(screens: Int) -> String {
        (0..<screens).map { n in
            """
            struct Screen\(n): View {
                @State private var path = NavigationPath()
                var title: String { get { "t\(n)" } set { } }
                var body: some View {
                    NavigationStack(path: $path) {
                        List(items, id: \\.self) { item in
                            NavigationLink(value: Route.detail(item)) { Text(item) }
                        }
                        .navigationDestination(for: Route.self) { route in route.view }
                        .sheet(isPresented: .constant(false)) { Text("s") }
                    }
                }
                enum Route: Hashable { case detail(String), edit(id: Int) }
            }

            """
        }.joined()
    }

    /// The dump of `text` outlined on a thread that has outlined nothing before.
    func dumpOnAFreshThread(_ text: String) -> String {
        final class Box: @unchecked Sendable { var dump = "" }
        let box = Box(), done = DispatchSemaphore(value: 0)
        let thread = Thread {
            box.dump = SourceFile(path: "F.swift", text: text).outlineDump()
            done.signal()
        }
        thread.start()
        done.wait()
        return box.dump
    }

    @Test func aFileOutlinedAfterOthersIsOutlinedAsAlone() {
        let texts = [source(screens: 40), source(screens: 2), "", "let x = 1", source(screens: 9),
                     "struct A { var b: Int { didSet { } } }", source(screens: 40)]
        let fresh = texts.map(dumpOnAFreshThread)
        for (k, text) in texts.enumerated() {
            #expect(SourceFile(path: "F.swift", text: text).outlineDump() == fresh[k], "file \(k)")
        }
        // And in the other order, small files first: the tables grow as they are recycled.
        for (k, text) in texts.enumerated().reversed() {
            #expect(SourceFile(path: "F.swift", text: text).outlineDump() == fresh[k], "file \(k), reversed")
        }
    }

    /// A file past the limit is outlined as well, and its tables are not kept by the thread.
    @Test func aHugeFilesTablesAreNotKept() {
        final class Box: @unchecked Sendable { var capacity = 0; var calls = 0 }
        let box = Box(), done = DispatchSemaphore(value: 0)
        let thread = Thread {
            let huge = String(repeating: "f(a, b)\n", count: OutlineScratch.keptTokenLimit / 4)
            box.calls = SourceFile(path: "Huge.swift", text: huge).outline.calls.count
            box.capacity = OutlineScratch.forThisThread.braceRoles.capacity
            done.signal()
        }
        thread.start()
        done.wait()
        #expect(box.calls == OutlineScratch.keptTokenLimit / 4)
        #expect(box.capacity < OutlineScratch.keptTokenLimit)
    }
}
