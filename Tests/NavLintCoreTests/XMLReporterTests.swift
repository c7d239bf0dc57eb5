import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import NavLintCore
import Testing

/// Checkstyle and JUnit reports must parse as XML whatever the messages hold.
struct XMLReporterTests {
    static func document(_ text: String) throws -> XMLDocument {
        try XMLDocument(xmlString: text, options: [])
    }

    static func attribute(_ node: XMLNode, _ name: String) -> String? {
        (node as? XMLElement)?.attribute(forName: name)?.stringValue
    }

    /// What a message reads as after the trip through XML: the scalars XML
    /// 1.0 cannot hold are U+FFFD, everything else is unchanged.
    static func roundTripped(_ message: String) -> String { XMLText.sanitized(message) }

    @Test func checkstyleParsesAndRoundTrips() throws {
        let xml = try Self.document(CheckstyleReporter().report(ReportFixtures.tricky))
        #expect(xml.rootElement()?.name == "checkstyle")
        #expect(Self.attribute(try #require(xml.rootElement()), "version") == "4.3")
        let files = try xml.nodes(forXPath: "/checkstyle/file")
        #expect(files.map { Self.attribute($0, "name") } == [ReportFixtures.trickyFile, ReportFixtures.plainFile])
        let errors = try xml.nodes(forXPath: "/checkstyle/file/error")
        #expect(errors.count == ReportFixtures.findings.count)
        #expect(try xml.nodes(forXPath: "/checkstyle/file[1]/error").count == 3)
        #expect(errors.map { Self.attribute($0, "message") } == ReportFixtures.findings.map { Self.roundTripped($0.message) })
        #expect(Self.attribute(errors[0], "message")?.contains("\t") == true, "tabs survive attribute normalization")
        #expect(Self.attribute(errors[0], "source") == "navlint.rules.nested_navigation_stack")
        #expect(errors.map { Self.attribute($0, "severity") } == ["error", "error", "warning", "warning"])
        #expect(Self.attribute(errors[1], "line") == "3" && Self.attribute(errors[1], "column") == "27")
    }

    @Test func emptyCheckstyleIsAnEmptyRoot() throws {
        let xml = try Self.document(CheckstyleReporter().report(ReportFixtures.empty))
        #expect(xml.rootElement()?.name == "checkstyle")
        #expect(try xml.nodes(forXPath: "/checkstyle/*").isEmpty)
    }

    @Test func junitParsesWithASuitePerFileAndAFailurePerFinding() throws {
        let xml = try Self.document(JUnitReporter().report(ReportFixtures.tricky))
        let root = try #require(xml.rootElement())
        #expect(root.name == "testsuites")
        #expect(Self.attribute(root, "tests") == "4" && Self.attribute(root, "failures") == "4" && Self.attribute(root, "errors") == "0")
        let suites = try xml.nodes(forXPath: "/testsuites/testsuite")
        #expect(suites.map { Self.attribute($0, "name") } == [ReportFixtures.trickyFile, ReportFixtures.plainFile])
        #expect(suites.map { Self.attribute($0, "tests") } == ["3", "1"])
        #expect(suites.map { Self.attribute($0, "failures") } == ["3", "1"])
        let cases = try xml.nodes(forXPath: "/testsuites/testsuite/testcase")
        #expect(cases.count == 4)
        #expect(Self.attribute(cases[0], "classname") == ReportFixtures.trickyFile)
        #expect(Self.attribute(cases[1], "name") == "nested_navigation_stack at 3:27")
        let failures = try xml.nodes(forXPath: "//testcase/failure")
        #expect(failures.count == 4)
        #expect(failures.map { Self.attribute($0, "message") } == ReportFixtures.findings.map { Self.roundTripped($0.message) })
        #expect(failures.map { Self.attribute($0, "type") } == ["error", "error", "warning", "warning"])
        let first = ReportFixtures.findings[0]
        #expect(failures[0].stringValue == Self.roundTripped(
            "\(first.file):3:9: \(first.message)\nSources/App/Root.swift:1:2: note: outer stack <here> & \"there\""))
    }

    @Test func emptyJUnitIsOnePassingTest() throws {
        let xml = try Self.document(JUnitReporter().report(ReportFixtures.empty))
        let root = try #require(xml.rootElement())
        #expect(Self.attribute(root, "tests") == "1" && Self.attribute(root, "failures") == "0")
        let cases = try xml.nodes(forXPath: "//testcase")
        #expect(cases.count == 1 && (cases[0] as? XMLElement)?.childCount == 0)
        #expect(try xml.nodes(forXPath: "//failure").isEmpty)
    }

    @Test func everyScalarXMLCannotHoldIsReplaced() throws {
        let message = "nul\u{0} bell\u{7} vt\u{B} ff\u{C} esc\u{1B} fffe\u{FFFE} cr\r ok\u{85}\u{10FFFF}"
        let finding = Finding(ruleID: "r", severity: .error, file: "a<b>&'\".swift", line: 1, column: 1, message: message)
        let context = ReportContext(findings: [finding], summary: RunSummary(files: 1, findings: [finding]))
        for text in [CheckstyleReporter().report(context), JUnitReporter().report(context)] {
            let xml = try Self.document(text)
            let messages = try xml.nodes(forXPath: "//*[@message]").map { Self.attribute($0, "message") }
            #expect(messages == [Self.roundTripped(message)])
            #expect(Self.roundTripped(message) == "nul\u{FFFD} bell\u{FFFD} vt\u{FFFD} ff\u{FFFD} esc\u{FFFD} fffe\u{FFFD} cr\r ok\u{85}\u{10FFFF}")
            let names = try xml.nodes(forXPath: "//file | //testsuite").map { Self.attribute($0, "name") }
            #expect(names == [finding.file], "the path round-trips too")
        }
    }
}
