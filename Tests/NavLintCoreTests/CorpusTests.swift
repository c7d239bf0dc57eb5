import Foundation
import NavLintCore
import Testing

/// Lints each app under TestCorpus/ as one project and compares the findings
/// with the `// expect: rule_id` annotations, exactly: every annotated line is
/// reported for that rule, and nothing else is reported.
struct CorpusTests {
    static var corpusRoot: URL { packageRoot.appendingPathComponent("TestCorpus") }

    static var apps: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: corpusRoot.path)) ?? []
        return names.filter { !$0.hasPrefix(".") }.sorted()
    }

    struct Expectation: Hashable, Comparable, CustomStringConvertible {
        var file: String
        var line: Int
        var rule: String
        static func < (a: Self, b: Self) -> Bool { (a.file, a.line, a.rule) < (b.file, b.line, b.rule) }
        var description: String { "\(file):\(line) \(rule)" }
    }

    static func swiftFiles(in app: String) throws -> [(path: String, text: String)] {
        let root = corpusRoot.appendingPathComponent(app)
        let enumerator = FileManager.default.enumerator(atPath: root.path)
        var files: [(String, String)] = []
        while let relative = enumerator?.nextObject() as? String {
            guard relative.hasSuffix(".swift") else { continue }
            let text = try String(contentsOf: root.appendingPathComponent(relative), encoding: .utf8)
            files.append(("TestCorpus/\(app)/\(relative)", text))
        }
        return files.sorted { $0.0 < $1.0 }
    }

    /// `// expect: rule_a, rule_b` at the end of a line: each listed rule is reported on it.
    static func expectations(_ files: [(path: String, text: String)]) -> [Expectation] {
        var result: [Expectation] = []
        for file in files {
            for (index, line) in file.text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                guard let range = line.range(of: "// expect: ") else { continue }
                let rules = line[range.upperBound...].split(whereSeparator: { $0 == "," || $0 == " " })
                for rule in rules { result.append(Expectation(file: file.path, line: index + 1, rule: String(rule))) }
            }
        }
        return result.sorted()
    }

    @Test func corpusHasApps() {
        #expect(!Self.apps.isEmpty)
    }

    /// An app's files split into projects the way `navlint lint` splits a
    /// folder: the outermost folder holding a `Package.swift` or an
    /// `.xcodeproj` is a project (its manifests give its deployment target);
    /// files outside any such folder belong to the app.
    static func projects(in app: String) throws -> [ProjectIndex] {
        let root = corpusRoot.appendingPathComponent(app)
        let listed = (FileManager.default.enumerator(atPath: root.path)?.allObjects as? [String] ?? []).sorted()
        let manifests = listed.filter {
            $0.hasSuffix("Package.swift") || $0.hasSuffix(".xcodeproj/project.pbxproj") || $0.hasSuffix("Info.plist")
        }
        let markerFolders = Set(manifests.filter { !$0.hasSuffix("Info.plist") }.map { manifest in
            let folder = manifest.hasSuffix("Package.swift") ? manifest.dropLast("Package.swift".count)
                : manifest.dropLast("project.pbxproj".count).split(separator: "/").dropLast().joined(separator: "/") + "/"
            return folder == "/" ? "" : String(folder)
        })
        func project(of relative: String) -> String {
            markerFolders.filter { relative.hasPrefix($0) }.min { $0.count < $1.count } ?? ""
        }
        var groups: [String: [SourceFile]] = [:]
        for file in try swiftFiles(in: app) {
            let relative = String(file.path.dropFirst("TestCorpus/\(app)/".count))
            groups[project(of: relative), default: []].append(SourceFile(path: file.path, text: file.text))
        }
        return try groups.keys.sorted().map { key in
            let texts = try manifests.filter { project(of: $0) == key }.map { manifest in
                (path: manifest, text: try String(contentsOf: root.appendingPathComponent(manifest), encoding: .utf8))
            }
            return ProjectIndex(files: groups[key] ?? [], manifests: texts)
        }
    }

    /// The app's `.navlint.json` when it has one (to turn on an opt-in rule), else the defaults.
    static func configuration(of app: String) throws -> Configuration {
        let root = corpusRoot.appendingPathComponent(app)
        let file = root.appendingPathComponent(".navlint.json")
        guard let data = FileManager.default.contents(atPath: file.path) else { return Configuration(rootDirectory: root.path) }
        return try ConfigurationLoader.load(path: file.path, bytes: Array(data), rootDirectory: root.path,
                                            rules: RuleRegistry.all.map(\.description), reporters: [])
    }

    static func findings(of app: String) throws -> [Finding] {
        let linter = Linter(configuration: try configuration(of: app))
        return try projects(in: app).flatMap { linter.lint($0) }
    }

    @Test(arguments: apps)
    func appFindingsMatchAnnotations(_ app: String) throws {
        let files = try Self.swiftFiles(in: app)
        let found = try Self.findings(of: app).map { Expectation(file: $0.file, line: $0.line, rule: $0.ruleID) }.sorted()
        let expected = Self.expectations(files)
        let missing = expected.filter { !found.contains($0) }
        let unexpected = found.filter { !expected.contains($0) }
        #expect(missing.isEmpty, "annotated but not reported:\n\(missing.map(\.description).joined(separator: "\n"))")
        #expect(unexpected.isEmpty, "reported but not annotated:\n\(unexpected.map(\.description).joined(separator: "\n"))")
        #expect(found.count == expected.count, "each annotation is reported once")
    }

    /// Two packages that declare the same names are judged by their own
    /// declarations; linted as one project, one package's `Article` would be
    /// taken for the other's.
    @Test func twinPackagesAreLintedApart() throws {
        let projects = try Self.projects(in: "TwinPackages")
        #expect(projects.map { $0.files.count } == [3, 3])
        let mixed = ProjectIndex(files: projects.flatMap(\.files))
        let apart = try Self.findings(of: "TwinPackages")
        #expect(Linter(configuration: try Self.configuration(of: "TwinPackages")).lint(mixed) != apart,
                "the corpus app must hold a name clash that matters, or it tests nothing")
    }

    /// The iOS 15 app gets the message that keeps `NavigationView` as a fallback.
    @Test func deploymentTargetShapesTheNavigationViewMessage() throws {
        let findings = try Self.findings(of: "LegacyLibrary").filter { $0.ruleID == "navigation_view_deprecated" }
        #expect(!findings.isEmpty)
        #expect(findings.allSatisfy { $0.message.contains("still supports iOS 15.0 (Package.swift)") })
    }

    /// Apps linted together find what they find apart: no fact leaks between projects.
    @Test func wholeCorpusEqualsTheSumOfItsApps() throws {
        var all: [SourceFile] = []
        var separately: [Finding] = []
        for app in Self.apps where try Self.projects(in: app).count == 1 {
            let files = try Self.swiftFiles(in: app).map { SourceFile(path: $0.path, text: $0.text) }
            all += files
            separately += Linter().lint(ProjectIndex(files: files))
        }
        let together = Linter().lint(ProjectIndex(files: all))
        #expect(together == separately.sorted(by: Finding.reportOrder))
    }

    /// Every project's files in one pool of threads (as a run lints several projects)
    /// find what each project linted on its own finds, in the projects' order.
    @Test func projectsLintedInOnePoolAnswerAsEachAlone() throws {
        let projects = try Self.apps.flatMap { try Self.projects(in: $0) }
        #expect(projects.count > 2)
        let linter = Linter()
        let alone = projects.map { linter.lint($0) }
        #expect(linter.lint(projects, jobs: 3) == alone)
        #expect(linter.lint(projects, jobs: 1) == alone)
    }
}
