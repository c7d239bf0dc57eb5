import Foundation
import RouterCore
import Testing

struct DeepLinkPatternTests {
    @Test func parsesLiteralsAndParameters() throws {
        let pattern = try DeepLinkPattern("/projects/:projectID/tasks/:taskID/")
        #expect(pattern.segments == [.literal("projects"), .parameter("projectID"), .literal("tasks"), .parameter("taskID")])
        #expect(pattern.parameterNames == ["projectID", "taskID"])
        #expect(pattern.description == "projects/:projectID/tasks/:taskID")
        #expect(try DeepLinkPattern("").segments.isEmpty)
        #expect(try DeepLinkPattern("/").segments.isEmpty)
    }

    @Test func rejectsMalformedPatterns() {
        #expect(throws: DeepLinkPatternError.invalidLiteral(pattern: "projects//tasks", segment: "")) {
            try DeepLinkPattern("projects//tasks")
        }
        #expect(throws: DeepLinkPatternError.invalidLiteral(pattern: "my projects", segment: "my projects")) {
            try DeepLinkPattern("my projects")
        }
        #expect(throws: DeepLinkPatternError.invalidParameterName(pattern: "projects/:", name: "")) {
            try DeepLinkPattern("projects/:")
        }
        #expect(throws: DeepLinkPatternError.invalidParameterName(pattern: "projects/:project-id", name: "project-id")) {
            try DeepLinkPattern("projects/:project-id")
        }
        #expect(throws: DeepLinkPatternError.duplicateParameter(pattern: "a/:id/b/:id", name: "id")) {
            try DeepLinkPattern("a/:id/b/:id")
        }
        #expect(throws: DeepLinkPatternError.leadingParameter(pattern: ":user/posts")) {
            try DeepLinkPattern(":user/posts")
        }
    }

    @Test func parametersConvertBothWays() throws {
        let parameters: DeepLinkParameters = ["id": projectA, "page": 3, "name": "a b", "filter": TaskFilter.done]
        #expect(parameters.texts == ["id": projectA.uuidString, "page": "3", "name": "a b", "filter": "done"])
        #expect(try parameters.uuid("id") == projectA)
        #expect(try parameters.int("page") == 3)
        #expect(try parameters.string("name") == "a b")
        #expect(try parameters.value("filter", as: TaskFilter.self) == .done)
        #expect(throws: DeepLinkParameterError.missing(name: "nope")) { try parameters.string("nope") }
        #expect(throws: DeepLinkParameterError.invalid(name: "name", text: "a b", expected: "Int")) { try parameters.int("name") }
        #expect(throws: DeepLinkParameterError.invalid(name: "page", text: "3", expected: "UUID")) { try parameters.uuid("page") }
    }

    @Test(arguments: ["-0", "-12", "0", "12", "9223372036854775807"])
    func intAcceptsPlainDecimals(text: String) {
        #expect(Int(deepLinkText: text) == Int(text))
    }

    @Test(arguments: ["", "-", "+1", " 1", "1 ", "1e3", "0x10", "١٢", "9223372036854775808"])
    func intRejectsOtherSpellings(text: String) {
        #expect(Int(deepLinkText: text) == nil)
    }

    @Test func uuidAcceptsEitherCaseAndWritesUppercase() {
        #expect(UUID(deepLinkText: projectA.uuidString.lowercased()) == projectA)
        #expect(UUID(deepLinkText: "AAAAAAAA-0000-4000-8000") == nil)
        #expect(projectA.deepLinkText == projectA.uuidString)
    }
}
