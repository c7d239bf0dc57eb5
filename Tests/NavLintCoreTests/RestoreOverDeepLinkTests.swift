import NavLintCore
import Testing

/// A restore races a cold-start link only when it is startup work that
/// awaits before assigning the whole path, and a URL handler sets that path.
struct RestoreOverDeepLinkTests {
    func findings(_ source: String) -> [String] {
        lint([("Library.swift", source)]).filter { $0.ruleID == "restore_over_deep_link" }.map { "\($0.file):\($0.line)" }
    }

    /// A view that restores `path` in `restore`, placed as `startup`, and opens links with `link`.
    static func library(startup: String, link: String = "if let route = BookRoute(url: url) { path = [route] }") -> String {
        """
        struct Library: View {
            @State private var path: [BookRoute] = []
            let store: SessionStore
            var body: some View {
                NavigationStack(path: $path) {
                    Shelf().navigationDestination(for: BookRoute.self) { $0.screen }
                }
                \(startup)
                .onOpenURL { url in
                    \(link)
                }
            }
            func restore(_ data: Data) {
                if let saved = try? JSONDecoder().decode([BookRoute].self, from: data) {
                    path = saved
                }
            }
        }
        """
    }

    @Test func aTaskStartedOnAppearThatAwaitsIsReported() {
        let source = Self.library(startup: ".onAppear { Task { let data = await store.load(); restore(data) } }")
        #expect(findings(source) == ["Library.swift:15"])
    }

    @Test func aRestoreWithNoLinkOnThePathIsSilent() {
        let source = Self.library(startup: ".task { let data = await store.load(); restore(data) }",
                                  link: "print(url)")
        #expect(findings(source).isEmpty)
    }

    @Test func aRestoreTheUserAsksForIsNotStartupWork() {
        let source = Self.library(
            startup: ".toolbar { Button(\"Resume\") { Task { let data = await store.load(); restore(data) } } }")
        #expect(findings(source).isEmpty)
    }

    @Test func aRestoreThatDoesNotWaitIsSilent() {
        let source = Self.library(startup: ".task { restore(store.cached) }")
        #expect(findings(source).isEmpty)
    }
}
