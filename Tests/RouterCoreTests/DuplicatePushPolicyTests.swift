import RouterCore
import Testing

@MainActor
struct DuplicatePushPolicyTests {
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func alwaysIsTheDefaultAndPushesDuplicates() {
        let router = AppRouter(path: [.inbox])
        router.push(.inbox)
        router.push(.inbox, policy: .always)
        #expect(router.path == [.inbox, .inbox, .inbox])
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func ignoreIfTopSkipsOnlyTheTop() {
        let router = AppRouter(path: [.inbox, .settings])
        let log = ChangeLog(router)
        router.push(.settings, policy: .ignoreIfTop)
        #expect(router.path == [.inbox, .settings])
        #expect(log.changes.isEmpty, "a double tap reports nothing")
        router.push(.inbox, policy: .ignoreIfTop)
        #expect(router.path == [.inbox, .settings, .inbox], "a duplicate below the top is still pushed")
        let empty = AppRouter()
        empty.push(.inbox, policy: .ignoreIfTop)
        #expect(empty.path == [.inbox])
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func popToExistingPopsBackToTheLastOccurrence() {
        let router = AppRouter(path: [.inbox, .page(1), .inbox, .page(2), .settings])
        let log = ChangeLog(router)
        router.push(.inbox, policy: .popToExisting)
        #expect(router.path == [.inbox, .page(1), .inbox])
        #expect(log.causes == [.push], "reported as the push that was asked for")
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func popToExistingPushesAnAbsentRoute() {
        let router = AppRouter(path: [.inbox])
        router.push(.settings, policy: .popToExisting)
        #expect(router.path == [.inbox, .settings])
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func popToExistingOnTheTopChangesNothing() {
        let router = AppRouter(path: [.inbox, .settings])
        let log = ChangeLog(router)
        router.push(.settings, policy: .popToExisting)
        #expect(router.path == [.inbox, .settings])
        #expect(log.changes.isEmpty)
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test(arguments: DuplicatePushPolicy.allCases)
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    func everyPolicyPushesOntoAnEmptyPath(policy: DuplicatePushPolicy) {
        let router = AppRouter()
        router.push(.page(7), policy: policy)
        #expect(router.path == [.page(7)])
    }
}
