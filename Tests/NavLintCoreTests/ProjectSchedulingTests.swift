import Synchronization
import Testing
import NavLintCore

/// How a run's projects share the threads: a project that is most of the run
/// gets every thread, the rest share what is left, and the results come back
/// in the projects' order whichever way they were built.
@Suite struct ProjectSchedulingTests {
    /// A project of `views` files, each one view with a stack nested in another (a finding
    /// each); its size in tokens grows with `views`.
    private func project(_ name: String, views: Int) -> ProjectSources {
        ProjectSources(files: (0..<views).map { k in
            SourceFile(path: "\(name)/View\(k).swift", text: """
            import SwiftUI
            struct \(name)View\(k): View {
                var body: some View { NavigationStack { NavigationStack { NavigationLink("\(k)", value: \(k)) } } }
            }
            """)
        })
    }

    @Test func aProjectLargerThanItsShareGetsEveryThread() {
        let projects = [project("Small", views: 2), project("App", views: 10), project("Kit", views: 3)]
        let schedule = ProjectScheduling(projects: projects, jobs: 2)
        #expect(schedule.order == [1, 2, 0])
        #expect(schedule.dominant == 1)
        let threads = schedule.run { project, jobs in (project.files[0].path, jobs) }
        #expect(threads.map(\.0) == ["Small/View0.swift", "App/View0.swift", "Kit/View0.swift"])
        #expect(threads.map(\.1) == [1, 2, 1])
    }

    @Test func projectsOfTheirShareAreModelledSideBySide() {
        let even = [project("A", views: 4), project("B", views: 4), project("C", views: 3)]
        #expect(ProjectScheduling(projects: even, jobs: 2).dominant == nil)
        let threads = ProjectScheduling(projects: even, jobs: 2).run { project, jobs in (project.files.count, jobs) }
        #expect(threads.map(\.0) == [4, 4, 3])
        #expect(threads.map(\.1) == [1, 1, 1])
        // One thread, or one project: nothing to share out.
        let uneven = [project("App", views: 10), project("Kit", views: 1)]
        #expect(ProjectScheduling(projects: uneven, jobs: 1).dominant == nil)
        #expect(ProjectScheduling(projects: [uneven[0]], jobs: 2).dominant == nil)
        #expect(ProjectScheduling(projects: [uneven[0]], jobs: 2).run { _, jobs in jobs } == [2])
    }

    @Test func everyProjectIsBuiltOnceWhicheverWay() {
        let projects = [project("App", views: 12), project("Kit", views: 2), project("Core", views: 1)]
        for jobs in [1, 2, 4] {
            let built = Mutex([String]())
            let names = ProjectScheduling(projects: projects, jobs: jobs).run { project, _ in
                let name = String(project.files[0].path.prefix { $0 != "/" })
                built.withLock { $0.append(name) }
                return name
            }
            #expect(names == ["App", "Kit", "Core"])
            #expect(built.withLock { $0.sorted() } == ["App", "Core", "Kit"])
        }
    }

    @Test func aDominantProjectsFindingsAreThoseOfOneThread() {
        let projects = [project("App", views: 12), project("Kit", views: 2)]
        let findings = [1, 2].map { jobs in
            let session = LintSession(configuration: Configuration(rootDirectory: "/app"), jobs: jobs)
            return session.findings(session.index(projects)).map { "\($0.file):\($0.line) \($0.ruleID)" }
        }
        #expect(findings[0].count == 14)
        #expect(findings[0] == findings[1])
    }
}
