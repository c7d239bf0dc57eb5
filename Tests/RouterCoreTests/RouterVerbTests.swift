import Foundation
import RouterCore
import Testing

@MainActor
struct RouterVerbTests {
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func startsAtTheRootOrTheGivenPath() {
        #expect(AppRouter().isRoot)
        let router = AppRouter(path: [.settings])
        #expect(router.path == [.settings])
        #expect(!router.isRoot)
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func pushAppendsInOrder() {
        let router = AppRouter()
        router.push(.project(projectA))
        router.push(.task(projectID: projectA, taskID: taskA1))
        #expect(router.path == [.project(projectA), .task(projectID: projectA, taskID: taskA1)])
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func popRemovesTheTopAndIsANoOpAtTheRoot() {
        let router = AppRouter(path: [.inbox, .page(1)])
        let log = ChangeLog(router)
        router.pop()
        #expect(router.path == [.inbox])
        router.pop()
        #expect(router.path.isEmpty)
        router.pop()
        #expect(router.path.isEmpty)
        #expect(log.changes.count == 2, "the pop at the root reports nothing")
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test(arguments: [(-1, 3), (0, 3), (1, 2), (2, 1), (3, 0), (4, 0), (Int.max, 0)])
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    func popCountIsClamped(count: Int, remaining: Int) {
        let router = AppRouter(path: [.inbox, .page(1), .page(2)])
        router.pop(count: count)
        #expect(router.path.count == remaining)
        #expect(router.path == Array([AppRoute.inbox, .page(1), .page(2)].prefix(remaining)))
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func popToGoesToTheLastOccurrence() {
        let router = AppRouter(path: [.inbox, .page(1), .inbox, .page(2), .settings])
        #expect(router.pop(to: .inbox))
        #expect(router.path == [.inbox, .page(1), .inbox])
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func popToTheTopKeepsThePath() {
        let router = AppRouter(path: [.inbox, .page(1)])
        let log = ChangeLog(router)
        #expect(router.pop(to: .page(1)))
        #expect(router.path == [.inbox, .page(1)])
        #expect(log.changes.isEmpty)
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func popToAnAbsentRouteReturnsFalseAndChangesNothing() {
        let router = AppRouter(path: [.inbox, .page(1)])
        router.present(.newProject)
        let log = ChangeLog(router)
        #expect(!router.pop(to: .settings))
        #expect(router.path == [.inbox, .page(1)])
        #expect(router.sheet == .newProject)
        #expect(log.changes.isEmpty)
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func popToRootEmptiesThePathButKeepsAModal() {
        let router = AppRouter(path: [.inbox, .page(1)])
        router.present(.newProject)
        router.popToRoot()
        #expect(router.path.isEmpty)
        #expect(router.sheet == .newProject, "popping is about the stack; the modal is dismissed separately")
        #expect(!router.isRoot)
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func replaceSetsThePathAndDismissesPresentations() {
        let router = AppRouter(path: [.inbox])
        router.presentFullScreen(.editProject(projectA))
        router.replace(with: [.project(projectB), .settings])
        #expect(router.path == [.project(projectB), .settings])
        #expect(router.sheet == nil && router.fullScreenCover == nil)
        router.present(.newProject)
        router.replace(with: [])
        #expect(router.isRoot)
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func presentAndPresentFullScreenShowOneModalAtATime() {
        let router = AppRouter()
        router.present(.newProject)
        #expect(router.sheet == .newProject)
        #expect(router.fullScreenCover == nil)
        #expect(router.state.presentation == .sheet(.newProject))
        router.presentFullScreen(.editProject(projectA))
        #expect(router.sheet == nil, "a cover replaces the sheet")
        #expect(router.fullScreenCover == .editProject(projectA))
        router.present(.newProject)
        #expect(router.fullScreenCover == nil)
        #expect(router.sheet == .newProject)
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func dismissClearsEitherStyleAndKeepsThePath() {
        let router = AppRouter(path: [.settings])
        router.present(.newProject)
        router.dismiss()
        #expect(router.sheet == nil)
        router.presentFullScreen(.newProject)
        router.dismiss()
        #expect(router.fullScreenCover == nil)
        #expect(router.path == [.settings])
        let log = ChangeLog(router)
        router.dismiss()
        #expect(log.changes.isEmpty, "dismissing nothing is not a change")
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func isRootNeedsAnEmptyPathAndNoModal() {
        let router = AppRouter()
        router.present(.newProject)
        #expect(!router.isRoot)
        router.dismiss()
        #expect(router.isRoot)
        router.push(.settings)
        #expect(!router.isRoot)
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func bindingWritesNilClearOnlyTheirOwnStyle() {
        let router = AppRouter()
        router.presentFullScreen(.newProject)
        router.sheet = nil
        #expect(router.fullScreenCover == .newProject, "a sheet binding cannot dismiss a cover")
        router.fullScreenCover = nil
        #expect(router.state.presentation == nil)
        router.sheet = .editProject(projectB)
        #expect(router.state.presentation == .sheet(.editProject(projectB)))
        router.fullScreenCover = nil
        #expect(router.sheet == .editProject(projectB))
    }
}
