import Foundation
import RouterCore
import Testing

@MainActor
struct RouterChangeTests {
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func everyVerbReportsItsCauseWithOldAndNewState() throws {
        let router = AppRouter()
        let log = ChangeLog(router)
        router.push(.inbox)
        router.push(.page(1), policy: .ignoreIfTop)
        router.pop()
        router.replace(with: [.settings])
        router.present(.newProject)
        router.presentFullScreen(.editProject(projectA))
        router.dismiss()
        router.open(url("myapp://projects/\(projectA.uuidString)"), with: appLinks)
        router.restore(from: try PathRestoration<AppRoute>().encode([.inbox]))
        router.popToRoot()
        #expect(log.causes == [.push, .push, .pop, .replace, .present, .present, .dismiss, .deepLink, .restore, .pop])
        #expect(log.changes[0] == RouterChange(old: AppState(), new: AppState(path: [.inbox]), cause: .push))
        #expect(log.changes[4].new == AppState(path: [.settings], presentation: .sheet(.newProject)))
        #expect(log.changes[7].old == AppState(path: [.settings]))
        #expect(log.changes[7].new == AppState(path: [.project(projectA)]))
        // Each change starts where the previous one ended: nothing is skipped.
        for (earlier, later) in zip(log.changes, log.changes.dropFirst()) {
            #expect(earlier.new == later.old)
        }
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func aPathWrittenFromOutsideTheVerbsIsExternal() {
        let router = AppRouter(path: [.inbox, .page(1), .page(2)])
        let log = ChangeLog(router)
        // What NavigationStack's binding does when the user taps Back or swipes.
        router.path = [.inbox, .page(1)]
        router.path.removeLast()
        #expect(log.causes == [.external, .external])
        #expect(log.changes.map(\.new.path) == [[.inbox, .page(1)], [.inbox]])
        #expect(log.changes.first?.old.path == [.inbox, .page(1), .page(2)])
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func presentationBindingWritesAreExternal() {
        let router = AppRouter()
        router.present(.newProject)
        let log = ChangeLog(router)
        router.sheet = nil  // swiped down
        router.fullScreenCover = .newProject
        router.fullScreenCover = nil
        #expect(log.causes == [.external, .external, .external])
        #expect(router.isRoot)
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func writesThatChangeNothingAreNotReported() {
        let router = AppRouter(path: [.inbox])
        let log = ChangeLog(router)
        router.path = [.inbox]
        router.sheet = nil
        router.pop(count: 0)
        router.replace(with: [.inbox])
        router.open(url("myapp://inbox"), with: appLinks)
        #expect(!router.open(url("myapp://nowhere"), with: appLinks))
        #expect(log.changes.isEmpty)
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func theObserverCanBeReplacedOrRemoved() {
        let router = AppRouter()
        let first = ChangeLog(router)
        router.push(.inbox)
        let second = ChangeLog(router)
        router.push(.settings)
        router.onChange = nil
        router.pop()
        #expect(first.causes == [.push])
        #expect(second.causes == [.push])
        #expect(router.path == [.inbox])
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func anObserverMayNavigateAndItsChangeFollows() {
        let router = AppRouter()
        var causes: [RouterChangeCause] = []
        router.onChange = { [unowned router] change in
            causes.append(change.cause)
            // A guard that sends signed-out users back to the root.
            if change.new.path.contains(.settings) { router.popToRoot() }
        }
        router.push(.settings)
        #expect(causes == [.push, .pop])
        #expect(router.isRoot)
    }
}
