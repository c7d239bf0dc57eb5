/// One example of a rule: Swift code (several files when it has `// file:`
/// lines), shown on the rule's page and run as a test. A triggering example
/// marks each expected finding with `↓`.
///
/// A plain string literal is an example. Write `RuleExample(…)` to add what a
/// test should also check: the rule's options for this example (JSON text of
/// the options object, as `.navlint.json` writes it) or a phrase every
/// finding's message must contain (where a rule has several reasons). The
/// initializer records where the example is written, so a failing example
/// points at itself.
public struct RuleExample: Sendable, Equatable, ExpressibleByStringLiteral {
    public var code: String
    /// The rule's options for this example: `{"assumePathsSaved": true}`.
    public var configuration: String?
    /// A phrase each of this rule's findings on the example must contain.
    public var message: String?
    /// Where the example is written, when `RuleExample(…)` recorded it.
    public var file: String?
    public var line: Int?

    public init(_ code: String, configuration: String? = nil, message: String? = nil,
                file: String = #filePath, line: Int = #line) {
        self.code = code
        self.configuration = configuration
        self.message = message
        self.file = file
        self.line = line
    }

    public init(stringLiteral code: String) {
        self.code = code
    }
}
