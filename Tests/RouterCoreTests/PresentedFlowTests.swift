import Foundation
import RouterCore
import Testing

/// Flows presented with their own stack, pushes while a modal is up, several
/// observers, and the tab router's change stream: the review's probes.
@MainActor
struct PresentedFlowTests {
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func aChildFlowsDismissReachesTheParent() throws {
        let parent = AppRouter(path: [.inbox])
        parent.present(.newProject)
        let flow = try #require(parent.presentedFlow)
        #expect(flow.parent === parent)
        flow.push(.settings)
        flow.dismissFlow()
        #expect(parent.sheet == nil)
        #expect(parent.path == [.inbox])
        #expect(parent.presentedFlow == nil)
        parent.present(.newProject)
        #expect(parent.presentedFlow?.path == [], "a new presentation starts a new flow")
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func dismissAllFromTheInnermostFlowUnwindsEveryLayer() throws {
        let parent = AppRouter(path: [.inbox])
        parent.present(.newProject)
        let flow = try #require(parent.presentedFlow)
        flow.presentFullScreen(.editProject(projectA))
        let inner = try #require(flow.presentedFlow)
        inner.push(.settings)
        inner.dismissAll()
        #expect(parent.sheet == nil && parent.fullScreenCover == nil)
        #expect(parent.path == [.inbox])
        #expect(flow.fullScreenCover == nil)
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func aDeepLinkCanLandOnAScreenPushedInsideASheet() {
        let parent = AppRouter(path: [.settings])
        parent.navigate(to: [.project(projectA)], presenting: .editProject(projectA),
                        flow: [.task(projectID: projectA, taskID: taskA1)])
        #expect(parent.path == [.project(projectA)])
        #expect(parent.sheet == .editProject(projectA))
        #expect(parent.presentedFlow?.path == [.task(projectID: projectA, taskID: taskA1)])
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func openingALinkInAnotherTabClearsTheSheetOnTheFirst() {
        let tabs = TabRouter<AppTab, AppRoute, AppSheet>(selectedTab: .projects) { route in
            route == .inbox ? .inbox : .projects
        }
        var changes: [TabChange<AppTab>] = []
        tabs.onTabChange = { changes.append($0) }
        tabs.router(for: .projects).present(.newProject)
        tabs.open([.inbox])
        #expect(tabs.selectedTab == .inbox)
        #expect(tabs.router(for: .projects).sheet == nil, "the sheet covered the tab view, link and all")
        #expect(tabs.router(for: .inbox).path == [.inbox])
        #expect(changes == [TabChange(old: .projects, new: .inbox, cause: .deepLink)])
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func aPushWhileAModalIsUpNeverLandsUnderneathIt() throws {
        let router = AppRouter(path: [.inbox])
        router.present(.newProject)
        router.push(.settings)
        #expect(router.sheet == nil, "dismissFirst: the push is visible")
        #expect(router.path == [.inbox, .settings])

        let flowing = AppRouter(path: [.inbox])
        flowing.pushWhilePresenting = .pushInFlow
        flowing.present(.newProject)
        let flow = try #require(flowing.presentedFlow)
        flowing.push(.settings)
        #expect(flowing.sheet == .newProject)
        #expect(flowing.path == [.inbox])
        #expect(flow.path == [.settings])
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func popToWherePopsToTheLastMatch() {
        let router = AppRouter(path: [.inbox, .page(1), .page(2), .settings])
        #expect(router.popTo { if case .page = $0 { true } else { false } })
        #expect(router.path == [.inbox, .page(1), .page(2)])
        #expect(!router.popTo { $0 == .tag("none") })
        #expect(router.path == [.inbox, .page(1), .page(2)])
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func severalObserversSeeEveryChangeUntilCancelled() {
        let router = AppRouter()
        var first: [RouterChangeCause] = []
        var second: [RouterChangeCause] = []
        let one = router.addObserver { first.append($0.cause) }
        let two = router.addObserver { second.append($0.cause) }
        router.push(.inbox)
        one.cancel()
        router.pop()
        #expect(first == [.push])
        #expect(second == [.push, .pop])
        two.cancel()
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func changesArriveAsAnAsyncSequence() async {
        let router = AppRouter()
        let stream = router.changes()
        router.push(.inbox)
        router.present(.newProject)
        var causes: [RouterChangeCause] = []
        for await change in stream {
            causes.append(change.cause)
            if causes.count == 2 { break }
        }
        #expect(causes == [.push, .present])
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func tappingTheSelectedTabSignalsPopOrScrollToTop() {
        let tabs = TabRouter<AppTab, AppRoute, AppSheet>(selectedTab: .projects) { _ in .projects }
        var causes: [TabChange<AppTab>.Cause] = []
        tabs.onTabChange = { causes.append($0.cause) }
        tabs.router(for: .projects).push(.project(projectA))
        tabs.select(.projects)
        tabs.select(.projects)
        tabs.select(.inbox)
        #expect(causes == [.reselected, .reselectedAtRoot, .selected])
        #expect(tabs.router(for: .projects).path.isEmpty)
    }
}
