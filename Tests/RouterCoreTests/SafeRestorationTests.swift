import Foundation
import RouterCore
import Testing

/// Restoration that is safe by default: a key per stack, a failed save that
/// keeps the last good one, and the selected tab saved with the tabs' paths.
@MainActor
struct SafeRestorationTests {
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func twoTabsRestoreTheirOwnPaths() throws {
        let tabs = TabRouter<AppTab, AppRoute, AppSheet>(selectedTab: .projects) { _ in .projects }
        tabs.router(for: .projects).push(.project(projectA))
        tabs.router(for: .inbox).push(.inbox)
        tabs.router(for: .inbox).push(.page(2))
        // What SceneStorage would hold: one slot per key.
        var storage: [RestorationKey: Data] = [:]
        for tab in [AppTab.projects, .inbox] {
            let key = tabs.restorationKey(for: tab)
            storage[key] = tabs.router(for: tab).dataToSave(replacing: storage[key])
        }
        #expect(storage.count == 2)

        let relaunched = TabRouter<AppTab, AppRoute, AppSheet>(selectedTab: .projects) { _ in .projects }
        for tab in [AppTab.projects, .inbox] {
            relaunched.router(for: tab).restore(from: storage[relaunched.restorationKey(for: tab)])
        }
        #expect(relaunched.router(for: .projects).path == [.project(projectA)])
        #expect(relaunched.router(for: .inbox).path == [.inbox, .page(2)])
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func keysTellTabsAndFlowsApart() {
        let keys: Set<RestorationKey> = [.tab(AppTab.projects), .tab(AppTab.inbox), .flow("compose"), .flow("onboarding"), "main.path"]
        #expect(keys.count == 5)
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func aFailedSaveKeepsThePreviousOneAndSaysWhy() throws {
        let router = Router<MeasuredRoute, AppSheet>(path: [.list])
        var failures: [PathSaveFailure] = []
        router.onSaveFailure = { failures.append($0) }
        let good = try #require(router.dataToSave(replacing: nil))
        router.push(.distance(.nan))
        #expect(router.dataToSave(replacing: good) == good)
        #expect(failures.count == 1)
        #expect(failures.first?.description.contains("the last saved path is kept") == true)

        let relaunched = Router<MeasuredRoute, AppSheet>()
        relaunched.restore(from: good)
        #expect(relaunched.path == [.list])
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func theSelectedTabIsSavedAndRestoredWithoutPopping() throws {
        let tabs = TabRouter<AppTab, AppRoute, AppSheet>(selectedTab: .projects) { _ in .projects }
        tabs.selectedTab = .inbox
        let saved = try tabs.encodeSelection()

        let relaunched = TabRouter<AppTab, AppRoute, AppSheet>(selectedTab: .inbox) { _ in .projects }
        relaunched.router(for: .inbox).restore(from: try Router<AppRoute, AppSheet>(path: [.inbox]).encode())
        #expect(relaunched.restoreSelection(from: saved))
        #expect(relaunched.selectedTab == .inbox)
        // Restoring the tab that is already selected does not pop its restored path.
        #expect(relaunched.router(for: .inbox).path == [.inbox])
        #expect(!relaunched.restoreSelection(from: Data("not json".utf8)))
        #expect(!relaunched.restoreSelection(from: nil))
    }
}

/// A route whose payload can fail to encode: JSON has no NaN.
enum MeasuredRoute: Hashable, Codable {
    case list
    case distance(Double)
}
