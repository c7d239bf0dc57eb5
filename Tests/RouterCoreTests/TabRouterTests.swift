import Foundation
import RouterCore
import Testing

@MainActor
struct TabRouterTests {
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    typealias Tabs = TabRouter<AppTab, AppRoute, AppSheet>

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    static func tab(for route: AppRoute) -> AppTab {
        switch route {
        case .project, .task, .tag: .projects
        case .inbox, .page, .filter: .inbox
        case .settings: .settings
        }
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    func makeTabs() -> Tabs {
        Tabs(selectedTab: .projects, tabFor: Self.tab(for:))
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func eachTabHasItsOwnStableRouter() {
        let tabs = makeTabs()
        #expect(tabs.router(for: .inbox) === tabs.router(for: .inbox))
        #expect(tabs.router(for: .inbox) !== tabs.router(for: .projects))
        tabs.router(for: .inbox).push(.page(1))
        #expect(tabs.router(for: .projects).path.isEmpty, "tabs do not share a path")
        #expect(tabs.selectedRouter === tabs.router(for: .projects))
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func selectingAnotherTabKeepsItsStack() {
        let tabs = makeTabs()
        tabs.router(for: .inbox).push(.page(1))
        tabs.router(for: .projects).push(.project(projectA))
        tabs.select(.inbox)
        #expect(tabs.selectedTab == .inbox)
        #expect(tabs.router(for: .inbox).path == [.page(1)])
        #expect(tabs.router(for: .projects).path == [.project(projectA)], "the tab left behind keeps its place")
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func reselectingTheSelectedTabPopsItToRoot() {
        let tabs = makeTabs()
        tabs.router(for: .projects).push(.project(projectA))
        tabs.router(for: .projects).push(.task(projectID: projectA, taskID: taskA1))
        tabs.router(for: .inbox).push(.page(1))
        let log = ChangeLog(tabs.router(for: .projects))
        tabs.select(.projects)
        #expect(tabs.selectedTab == .projects)
        #expect(tabs.router(for: .projects).path.isEmpty)
        #expect(tabs.router(for: .inbox).path == [.page(1)], "only the re-tapped tab pops")
        #expect(log.causes == [.pop])
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func aTabViewBindingWriteOfTheSameTabAlsoPops() {
        let tabs = makeTabs()
        tabs.router(for: .projects).push(.project(projectA))
        tabs.selectedTab = .inbox
        #expect(tabs.router(for: .projects).path == [.project(projectA)])
        tabs.selectedTab = .projects
        #expect(tabs.router(for: .projects).path == [.project(projectA)])
        tabs.selectedTab = .projects
        #expect(tabs.router(for: .projects).path.isEmpty)
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func openPicksTheTabSelectsItAndSetsItsPath() {
        let tabs = makeTabs()
        tabs.router(for: .inbox).push(.page(9))
        tabs.open(.settings)
        #expect(tabs.selectedTab == .settings)
        #expect(tabs.router(for: .settings).path == [.settings])
        tabs.open(.page(2))
        #expect(tabs.selectedTab == .inbox)
        #expect(tabs.router(for: .inbox).path == [.page(2)], "replaced, not appended to the old trail")
        #expect(tabs.router(for: .settings).path == [.settings])
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func openingTheSelectedTabsOwnStackKeepsItsPrefix() {
        let tabs = makeTabs()
        let projects = tabs.router(for: .projects)
        projects.push(.project(projectA))
        projects.present(.newProject)
        let log = ChangeLog(projects)
        tabs.open([.project(projectA), .task(projectID: projectA, taskID: taskA1)])
        #expect(projects.path == [.project(projectA), .task(projectID: projectA, taskID: taskA1)])
        #expect(projects.sheet == nil, "the link dismissed the sheet")
        #expect(log.changes.count == 1)
        #expect(log.causes == [.deepLink])
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func openURLUsesTheTableAndIgnoresUnknownLinks() {
        let tabs = makeTabs()
        #expect(tabs.open(url("https://example.com/inbox/page/4"), with: appLinks))
        #expect(tabs.selectedTab == .inbox)
        #expect(tabs.router(for: .inbox).path == [.inbox, .page(4)])
        #expect(!tabs.open(url("myapp://nowhere"), with: appLinks))
        #expect(tabs.selectedTab == .inbox)
        tabs.open([])
        #expect(tabs.selectedTab == .inbox, "an empty stack names no tab")
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func theFactoryConfiguresEachTabsRouter() {
        var made: [AppTab] = []
        let tabs = Tabs(selectedTab: .inbox, tabFor: Self.tab(for:)) { tab in
            made.append(tab)
            return AppRouter(path: tab == .inbox ? [.inbox] : [])
        }
        #expect(tabs.selectedRouter.path == [.inbox])
        _ = tabs.router(for: .inbox)
        _ = tabs.router(for: .settings)
        #expect(made == [.inbox, .settings], "built once per tab, on first use")
    }
}
