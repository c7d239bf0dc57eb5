import NavLintCore
import SwiftScanner
import Testing

/// Inputs that crashed navlint, minimized, each run through what the fuzz
/// targets run (Tools/Fuzz): the lossless lexer, `SourceFile`, a project of the
/// file, every rule. Before its fix each of these trapped the process.
/// Add new ones as `(origin, bytes)`; `Scripts/fuzz TARGET 0 FILE` replays a
/// saved input, `-minimize_crash=1` shrinks it first.
struct FuzzRegressionTests {
    @Test(arguments: [
        // LintProject, minimized from a mutated GenericRouterKit file:
        // `readParameters` built `colon + 1...end` for a parameter list part
        // that ends at its colon, as in the name reference `init(d:)`.
        ("parameter part ending at its colon", Array("init(d:)".utf8)),
        ("parameter part ending at its colon, in a declaration", Array("func f(a:, b: Int) {}".utf8)),
        // Found reading the code after the first crash: `readProperty` built
        // `equals + 1...end` when `=` is the file's last token, the state of
        // every file while its author types a property.
        ("property initializer cut off by the end of the file", Array("let x =".utf8)),
        ("property initializer cut off, typed", Array("struct A { var path: NavigationPath =".utf8)),
    ])
    func crashInputNoLongerCrashes(_ origin: String, _ bytes: [UInt8]) {
        #expect(losslessProblem(bytes) == nil, "\(origin)")
        lintChecked([("Regression.swift", bytes)], origin)
        // And as one file of a project, where the project-wide model reads it too.
        lintChecked([("Regression.swift", bytes), ("Other.swift", Array("struct B: View { var body: some View { Text(\"b\") } }".utf8))], origin)
    }

    /// The fixed declarations still outline: the parameter and the property are
    /// read, only the missing parts are missing.
    @Test func fixedDeclarationsStillOutline() {
        let function = SourceFile(path: "F.swift", text: "func f(a:, b: Int) {}").outline.functions
        #expect(function.first?.parameters.map(\.name) == ["a", "b"])
        #expect(function.first?.parameters.map(\.type) == ["", "Int"])
        let property = SourceFile(path: "P.swift", text: "let x =").outline.properties
        #expect(property.map(\.name) == ["x"])
        #expect(property.first?.initializer == nil)
    }
}
