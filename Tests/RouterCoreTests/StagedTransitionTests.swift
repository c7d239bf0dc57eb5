import Foundation
import RouterCore
import Testing

/// A plan performed step by step: a change per step, in order, with a pause
/// between steps that a test can replace, observe and cancel.
@MainActor
struct StagedTransitionTests {
    /// Records the pauses it is asked for.
    final class PauseLog: @unchecked Sendable {
        private let lock = NSLock()
        private var recorded: [TransitionStep] = []
        var steps: [TransitionStep] { lock.withLock { recorded } }
        func add(_ step: TransitionStep) { lock.withLock { recorded.append(step) } }
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func dismissPopAndPushArriveAsThreeChangesWithPausesBetween() async {
        let router = AppRouter(path: [.inbox, .page(1), .page(2)])
        router.present(.newProject)
        let log = ChangeLog(router)
        let pauses = PauseLog()
        await router.navigate(to: [.inbox, .settings], pacing: TransitionPacing { pauses.add($0) })
        #expect(log.changes.map(\.new) == [
            AppState(path: [.inbox, .page(1), .page(2)]),
            AppState(path: [.inbox]),
            AppState(path: [.inbox, .settings]),
        ])
        #expect(log.causes == [.deepLink, .deepLink, .deepLink])
        #expect(pauses.steps == [.dismiss, .pop], "a pause after every step but the last")
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func theStagedPlanEndsWhereTheOneShotPlanDoes() async {
        let staged = AppRouter(path: [.project(projectA), .settings])
        let oneShot = AppRouter(path: [.project(projectA), .settings])
        await staged.navigate(to: [.project(projectA), .task(projectID: projectA, taskID: taskA1)], pacing: .immediate)
        oneShot.navigate(to: [.project(projectA), .task(projectID: projectA, taskID: taskA1)])
        #expect(staged.state == oneShot.state)
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func aCancelledTransitionStopsBetweenSteps() async {
        let router = AppRouter(path: [.inbox, .page(1)])
        router.present(.newProject)
        // The pause cancels the task it runs in, as a newer link would.
        let task = Task { @MainActor in
            await router.navigate(to: [.settings], pacing: TransitionPacing { _ in
                withUnsafeCurrentTask { $0?.cancel() }
            })
        }
        _ = await task.value   // the plan it returns is not what this test checks
        #expect(router.sheet == nil, "the first step ran")
        #expect(router.path == [.inbox, .page(1)], "nothing after the cancelled pause")
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func aStagedLinkThatTheTableDoesNotKnowChangesNothing() async {
        let router = AppRouter(path: [.inbox])
        #expect(await !router.open(url("myapp://nowhere"), with: appLinks, pacing: .immediate))
        #expect(await router.open(url("myapp://settings"), with: appLinks, pacing: .immediate))
        #expect(router.path == [.settings])
    }
}
