import RouterCore
import Testing

/// The planner is pure: these tests need no router and no UI.
struct NavigationPlanTests {
    let project = AppRoute.project(projectA)
    let task = AppRoute.task(projectID: projectA, taskID: taskA1)

    @Test func equalStatesNeedNoSteps() {
        let state = AppState(path: [project, task])
        let plan = AppPlan(from: state, to: state)
        #expect(plan.steps.isEmpty)
        #expect(plan.isEmpty)
        #expect(AppPlan.deepLink(from: state, to: [project, task]).isEmpty, "a link to where the user is does nothing")
        let presenting = AppState(path: [.inbox], presentation: .sheet(.newProject))
        #expect(AppPlan(from: presenting, to: presenting).isEmpty)
    }

    @Test func anUnrelatedTargetReplacesTheTrail() {
        let plan = AppPlan.deepLink(from: AppState(path: [.inbox, .page(2)]), to: [project, task])
        #expect(plan.steps == [.pop(2), .push([project, task])])
    }

    @Test func aTargetFromTheRootOnlyPushes() {
        let plan = AppPlan.deepLink(from: AppState(), to: [project, task])
        #expect(plan.steps == [.push([project, task])])
    }

    @Test func aPrefixOfTheTargetIsKeptAndTheRestAppended() {
        let plan = AppPlan.deepLink(from: AppState(path: [project]), to: [project, task])
        #expect(plan.steps == [.push([task])])
    }

    @Test func aTargetThatIsAPrefixPopsTheExtraRoutes() {
        let plan = AppPlan.deepLink(from: AppState(path: [.inbox, .page(1), .page(2), .page(3)]), to: [.inbox, .page(1)])
        #expect(plan.steps == [.pop(2)])
        #expect(AppPlan.deepLink(from: AppState(path: [.inbox, .page(1)]), to: []).steps == [.pop(2)])
    }

    @Test func sharedRoutesAreKeptWhenTheTrailsDiverge() {
        let plan = AppPlan.deepLink(from: AppState(path: [project, .settings, .inbox]), to: [project, task])
        #expect(plan.steps == [.pop(2), .push([task])])
    }

    @Test func aLinkDismissesASheetOrCoverBeforeNavigating() {
        let sheet = AppState(path: [.inbox], presentation: .sheet(.newProject))
        #expect(AppPlan.deepLink(from: sheet, to: [project, task]).steps == [.dismiss, .pop(1), .push([project, task])])
        let cover = AppState(path: [project], presentation: .fullScreenCover(.editProject(projectA)))
        #expect(AppPlan.deepLink(from: cover, to: [project, task]).steps == [.dismiss, .push([task])])
    }

    @Test func aLinkToTheScreenUnderASheetOnlyDismisses() {
        let state = AppState(path: [project], presentation: .sheet(.newProject))
        #expect(AppPlan.deepLink(from: state, to: [project]).steps == [.dismiss])
    }

    @Test func aTargetModalIsPresentedAfterThePathIsInPlace() {
        let from = AppState(path: [.inbox], presentation: .sheet(.newProject))
        let to = AppState(path: [project], presentation: .sheet(.editProject(projectA)))
        #expect(AppPlan(from: from, to: to).steps == [.dismiss, .pop(1), .push([project]), .present(.sheet(.editProject(projectA)))])
        // The same modal over a changing path is dismissed and shown again, never left up
        // while the trail moves underneath it.
        let moved = AppState(path: [project], presentation: .sheet(.newProject))
        #expect(AppPlan(from: from, to: moved).steps == [.dismiss, .pop(1), .push([project]), .present(.sheet(.newProject))])
        // Only the modal changes: swap it in place.
        let swapped = AppState(path: [.inbox], presentation: .fullScreenCover(.newProject))
        #expect(AppPlan(from: from, to: swapped).steps == [.dismiss, .present(.fullScreenCover(.newProject))])
        #expect(AppPlan(from: AppState(path: [.inbox]), to: swapped).steps == [.present(.fullScreenCover(.newProject))])
    }

    /// Every pair of small states: applying the plan to `from` yields `to`, and
    /// steps are well formed (dismiss first, positive pops, non-empty pushes).
    @Test func applyingAPlanAlwaysReachesItsTarget() {
        let paths: [[AppRoute]] = [[], [.inbox], [.inbox, .page(1)], [.inbox, .page(2)], [.settings], [.inbox, .page(1), .page(2)]]
        let modals: [Presentation<AppSheet>?] = [nil, .sheet(.newProject), .fullScreenCover(.newProject), .sheet(.editProject(projectA))]
        let states = paths.flatMap { path in modals.map { AppState(path: path, presentation: $0) } }
        for from in states {
            for to in states {
                let plan = AppPlan(from: from, to: to)
                #expect(plan.apply(to: from) == to, "\(from) → \(to): \(plan.steps)")
                #expect(plan.isEmpty == (from == to))
                for (index, step) in plan.steps.enumerated() {
                    switch step {
                    case .dismiss: #expect(index == 0)
                    case .pop(let count): #expect(count > 0)
                    case .push(let routes): #expect(!routes.isEmpty)
                    case .present: #expect(index == plan.steps.count - 1)
                    }
                }
            }
        }
    }

    @Test func applyingToAStateThatMovedOnClampsPops() {
        let plan = AppPlan.deepLink(from: AppState(path: [.inbox, .page(1), .page(2)]), to: [.settings])
        #expect(plan.apply(to: AppState(path: [.inbox])) == AppState(path: [.settings]))
    }
}

@MainActor
struct RouterPlanApplicationTests {
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func navigateAppliesThePlanAsOneDeepLinkChange() {
        let router = AppRouter(path: [.inbox, .page(2)])
        router.present(.newProject)
        let log = ChangeLog(router)
        let plan = router.navigate(to: [.project(projectA)])
        #expect(plan.steps == [.dismiss, .pop(2), .push([.project(projectA)])])
        #expect(router.state == AppState(path: [.project(projectA)]))
        #expect(log.causes == [.deepLink])
        #expect(log.changes.first?.old == AppState(path: [.inbox, .page(2)], presentation: .sheet(.newProject)))
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func navigatingToTheCurrentPathReportsNothing() {
        let router = AppRouter(path: [.settings])
        let log = ChangeLog(router)
        #expect(router.navigate(to: [.settings]).isEmpty)
        #expect(log.changes.isEmpty)
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func applyTakesACause() {
        let router = AppRouter()
        let log = ChangeLog(router)
        router.apply(AppPlan.deepLink(from: router.state, to: [.inbox]), cause: .replace)
        #expect(router.path == [.inbox])
        #expect(log.causes == [.replace])
    }
}
