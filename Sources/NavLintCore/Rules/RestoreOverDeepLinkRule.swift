/// A saved path restored after an `await` at startup, over whatever a cold-start link set.
package struct RestoreOverDeepLinkRule: Rule {
    package init() {}

    package let description = RuleDescription(
        id: "restore_over_deep_link",
        name: "Restore over a deep link",
        summary: "Finds a saved path restored after an `await` in work the first appearance starts, replacing the whole path without looking at it, on a path a URL handler also sets: on a cold start from a link, the restore can overwrite the link.",
        rationale: """
            When a link launches the app, SwiftUI hands the URL to the scene's `onOpenURL` (or \
            `onContinueUserActivity`) handler \
            ([Apple: onOpenURL(perform:)](https://developer.apple.com/documentation/swiftui/view/onopenurl(perform:))), \
            while a `.task` is "an asynchronous task to perform before this view appears" \
            ([Apple: task(priority:_:)](https://developer.apple.com/documentation/swiftui/view/task(priority:_:))). \
            Apple does not document which of the two runs first. A restore that first awaits something \
            (reading the saved data, a store, the network) and then assigns the whole path can finish after \
            the link has set the path, and replaces it: the user taps a link to order 42 and lands on \
            yesterday's screen instead, or sees the linked screen flash and disappear. The same race, \
            between a cold-start deep link and an awaited restore of the last session in `.task`, was \
            reported and fixed in a shipping SwiftUI app \
            ([uzairansaruzi/hermex#192](https://github.com/uzairansaruzi/hermex/issues/192)). It is a \
            warning because the outcome depends on timing.

            navlint reports an assignment to a stack's path that decodes a saved path (`decode`, \
            `NavigationPath(representation)`) in the same function or closure, runs after an `await` there \
            (or after one before the call that runs it), in work the first appearance starts (a `.task` or \
            `onAppear` closure, a `Task` started from one or from an initializer, or a function one of those \
            calls), does not read the path before assigning it, and is on a path some URL handler also \
            writes. A restore that checks the path first (`guard path.isEmpty else { return }`) is silent, \
            and so is one that runs synchronously before the first frame.
            """,
        fix: """
            Restore before the first frame, synchronously (decode in the router's initializer, or from \
            `@SceneStorage`), or restore only a path that is still empty (`guard path.isEmpty else { \
            return }`) so a link that arrived first wins. RouterCore's `restore(from:)` is synchronous and \
            a deep link applied after it replaces the restored trail.
            """,
        severity: .warning,
        triggeringExamples: [
            """
            @Observable @MainActor final class LibraryRouter {
                var path: [BookRoute] = []
                func restore(from store: SessionStore) async {
                    guard let data = await store.savedPath(),
                          let saved = try? JSONDecoder().decode([BookRoute].self, from: data) else { return }
                    ↓path = saved
                }
                func open(_ url: URL) {
                    if let route = BookRoute(url: url) { path = [route] }
                }
            }
            struct LibraryRoot: View {
                @State private var router = LibraryRouter()
                let store: SessionStore
                var body: some View {
                    NavigationStack(path: $router.path) {
                        Shelf().navigationDestination(for: BookRoute.self) { $0.screen }
                    }
                    .task { await router.restore(from: store) }
                    .onOpenURL { router.open($0) }
                }
            }
            """,
        ],
        nonTriggeringExamples: [
            """
            @Observable @MainActor final class LibraryRouter {
                var path: [BookRoute] = []
                func restore(from store: SessionStore) async {
                    guard let data = await store.savedPath(),
                          let saved = try? JSONDecoder().decode([BookRoute].self, from: data) else { return }
                    // A link that arrived while we were loading wins.
                    guard path.isEmpty else { return }
                    path = saved
                }
                func open(_ url: URL) {
                    if let route = BookRoute(url: url) { path = [route] }
                }
            }
            struct LibraryRoot: View {
                @State private var router = LibraryRouter()
                let store: SessionStore
                var body: some View {
                    NavigationStack(path: $router.path) {
                        Shelf().navigationDestination(for: BookRoute.self) { $0.screen }
                    }
                    .task { await router.restore(from: store) }
                    .onOpenURL { router.open($0) }
                }
            }
            """,
            """
            struct LibraryRoot: View {
                @SceneStorage("library.path") private var savedPath: Data?
                @State private var path: [BookRoute] = []
                var body: some View {
                    NavigationStack(path: $path) {
                        Shelf().navigationDestination(for: BookRoute.self) { $0.screen }
                    }
                    .onAppear {
                        if let savedPath, let saved = try? JSONDecoder().decode([BookRoute].self, from: savedPath) {
                            path = saved
                        }
                    }
                    .onOpenURL { url in
                        if let route = BookRoute(url: url) { path = [route] }
                    }
                }
            }
            """,
        ])

    package func check(_ context: RuleContext) -> [RuleViolation] {
        context.navigation.perFile.restoresOverDeepLinks[context.fileIndex].map { restore in
            RuleViolation(
                token: restore.restore.token,
                message: "This restores the saved path after an `await` and replaces the whole path, which a URL "
                    + "handler also sets: launched by a link, the app applies the link first and this restore then "
                    + "overwrites it; restore before the first frame, or only while the path is still empty.",
                related: [context.related(restore.await, "the restore waits here"),
                          context.related(restore.link, "a deep link sets the same path here")])
        }
    }
}
