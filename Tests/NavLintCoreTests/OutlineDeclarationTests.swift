@testable import NavLintCore
import Testing

struct OutlineDeclarationTests {
    /// Scopes and properties live for the whole run, packed: each kind of scope
    /// and each optional field of a property reads back as it was built.
    @Test func packedScopesAndPropertiesRoundTrip() {
        #expect(MemoryLayout<Scope>.stride == 32)
        #expect(MemoryLayout<PropertyDeclaration>.stride <= 88)
        let kinds: [Scope.Kind] = [.typeBody(type: 3), .functionBody(function: 0), .accessor(property: 9),
                                   .closure(call: nil, label: nil), .closure(call: 0, label: "label"),
                                   .closure(call: 41, label: nil), .statement(keyword: "guard")]
        for kind in kinds {
            var scope = Scope(kind: kind, open: 10, close: 20, parent: kind == kinds[0] ? nil : 2)
            scope.close = 30
            #expect(scope.kind == kind && scope.open == 10 && scope.close == 30)
            #expect(scope.parent == (kind == kinds[0] ? nil : 2))
            #expect(scope.isClosure == { if case .closure = kind { return true } else { return false } }())
        }
        var stored = PropertyDeclaration(name: "path", nameToken: 5, isConstant: false, isStatic: true, attributes: [],
                                         modifiers: ["static"], type: "NavigationPath", typeRange: 7...7,
                                         initializer: 9...11, enclosingType: 0, scope: 1)
        #expect(stored.typeRange == 7...7 && stored.initializer == 9...11 && stored.enclosingType == 0)
        #expect(stored.scope == 1 && stored.nameToken == 5 && stored.isStatic && !stored.isConstant && !stored.isComputed)
        stored.accessorScope = 4
        #expect(stored.accessorScope == 4 && stored.isComputed)
        let global = PropertyDeclaration(name: "x", nameToken: 0, isConstant: true, isStatic: false, attributes: [],
                                         modifiers: [], type: nil, typeRange: nil, initializer: nil,
                                         enclosingType: nil, scope: nil)
        #expect(global.typeRange == nil && global.initializer == nil && global.enclosingType == nil && global.scope == nil)
    }

    @Test func typeDeclarations() throws {
        let (_, o) = outline("""
            @MainActor @Observable
            public final class Router<D: Hashable, P: Hashable & Identifiable>: ObservableObject, @unchecked Sendable where D: Codable {
                struct Inner {}
            }
            actor Cache {}
            protocol Routing: AnyObject { func push() }
            extension Router.Inner: Equatable {}
            indirect enum Tree { case leaf }
            class func notAType() {}
            """)
        #expect(o.types.map(\.name) == ["Router", "Inner", "Cache", "Routing", "Router.Inner", "Tree"])
        #expect(o.types.map(\.kind) == [.class, .struct, .actor, .protocol, .extension, .enum])
        let router = o.types[0]
        #expect(router.genericParameters == [GenericParameter(name: "D", constraint: "Hashable"),
                                             GenericParameter(name: "P", constraint: "Hashable & Identifiable")])
        #expect(router.inheritance == ["ObservableObject", "Sendable"])
        #expect(router.attributes.map(\.name) == ["MainActor", "Observable"])
        #expect(router.modifiers == ["public", "final"])
        #expect(o.types[1].parent == 0)
        #expect(o.types[4].inheritance == ["Equatable"])
        #expect(o.types[5].modifiers == ["indirect"])
        let body = try #require(router.bodyScope)
        #expect(o.scopes[body].kind == .typeBody(type: 0))
    }

    @Test func enumCasesWithAssociatedValues() {
        let (_, o) = outline("""
            enum Route: Hashable, Codable {
                case book(Book.ID), chapter(bookID: Int, number: Int = 1)
                case help
                case search(_ query: String, filters: [Filter: Bool])
                case onTap(() -> Void)
            }
            enum Tab: String { case home = "home", settings }
            """)
        #expect(o.enumCases.map(\.name) == ["book", "chapter", "help", "search", "onTap", "home", "settings"])
        #expect(o.enumCases[0].associatedValues == [AssociatedValue(label: nil, type: "Book.ID", typeRange: 10...12)])
        #expect(o.enumCases[1].associatedValues.map(\.label) == ["bookID", "number"])
        #expect(o.enumCases[1].associatedValues.map(\.type) == ["Int", "Int"])
        #expect(o.enumCases[3].associatedValues.map(\.label) == ["query", "filters"])
        #expect(o.enumCases[3].associatedValues[1].type == "[Filter: Bool]")
        #expect(o.enumCases[4].associatedValues[0].type == "() -> Void")
        #expect(o.enumCases[5].hasRawValue && !o.enumCases[6].hasRawValue)
        #expect(o.enumCases[5].enclosingType == 1)
    }

    @Test func propertiesWithAttributesAndTypes() {
        let (_, o) = outline("""
            struct Screen: View {
                @State private var path: [Route] = []
                @State private var erased = NavigationPath()
                @Binding var selection: Tab
                @SceneStorage("nav") private var stored: Data?
                @Environment(\\.dismiss) private var dismiss
                @Published private(set) var count = 0
                static let shared = Screen()
                var total: Int = 0 { didSet { print(total) } }
                var body: some View {
                    if let first = items.first { Text(first) }
                    let local = 1
                    return Text("\\(local)")
                }
            }
            """)
        #expect(o.properties.map(\.name) == ["path", "erased", "selection", "stored", "dismiss", "count", "shared", "total", "body", "local"])
        #expect(o.properties[0].type == "[Route]")
        #expect(o.properties[0].attributes == [Attribute(name: "State", arguments: "")])
        #expect(o.properties[0].modifiers == ["private"])
        #expect(o.properties[1].type == nil)
        #expect(o.properties[3].attributes == [Attribute(name: "SceneStorage", arguments: "(\"nav\")")])
        #expect(o.properties[3].type == "Data?")
        #expect(o.properties[4].attributes[0].arguments == "(\\.dismiss)")
        #expect(o.properties[5].modifiers == ["private"])
        #expect(o.properties[6].isStatic && o.properties[6].isConstant)
        #expect(!o.properties[7].isComputed, "observers do not make a property computed")
        #expect(o.properties[8].isComputed && o.properties[8].type == "some View")
        #expect(o.properties[8].enclosingType == 0)
        #expect(o.properties[9].enclosingType == nil, "a local is not a member")
    }

    @Test func computedPropertyAccessors() throws {
        let (_, o) = outline("""
            struct S {
                var value: Int {
                    get { storage }
                    set(newValue) { storage = newValue }
                }
            }
            """)
        #expect(o.calls.isEmpty, "get/set are not trailing-closure calls")
        let accessors = o.scopes.filter { if case .accessor = $0.kind { return true } else { return false } }
        #expect(accessors.count == 3)
    }

    @Test func functionsAndViewHelpers() {
        let (f, o) = outline("""
            extension View {
                @ViewBuilder
                func withRouter<R: Routing>(_ router: R, animated: Bool = true) -> some View {
                    navigationDestination(for: Route.self) { route in route.view }
                }
            }
            struct Model {
                init?(id: String) throws {}
                subscript(index: Int) -> Item { items[index] }
                deinit {}
            }
            protocol P { func required() -> Int
                var x: Int { get } }
            func global(@ViewBuilder content: () -> Content) async throws -> [String: Int] where Content: View { [:] }
            """)
        #expect(o.functions.map(\.name) == ["withRouter", "init", "subscript", "deinit", "required", "global"])
        let helper = o.functions[0]
        #expect(helper.attributes.map(\.name) == ["ViewBuilder"])
        #expect(helper.genericParameters == [GenericParameter(name: "R", constraint: "Routing")])
        #expect(helper.parameters.map(\.label) == [nil, "animated"])
        #expect(helper.parameters.map(\.name) == ["router", "animated"])
        #expect(helper.parameters.map(\.type) == ["R", "Bool"])
        #expect(helper.parameters.map(\.hasDefault) == [false, true])
        // The default's tokens are kept, so a call site that leaves it out can be evaluated.
        #expect(helper.parameters[1].defaultValue.map { f.tokens.compactText($0.lowerBound, $0.upperBound) } == "true")
        #expect(helper.returnType == "some View")
        #expect(helper.enclosingType == 0)
        #expect(o.functions[1].kind == .initializer && o.functions[2].kind == .subscript)
        #expect(o.functions[2].returnType == "Item")
        #expect(o.functions[4].bodyScope == nil && o.functions[4].returnType == "Int")
        #expect(o.properties.map(\.name) == ["x"])
        #expect(o.functions[5].returnType == "[String: Int]")
        #expect(o.functions[5].parameters[0].type == "() -> Content")
    }

    @Test func typeAliases() {
        let (_, o) = outline("enum Nav { typealias Path = [Route] }\ntypealias AppRouter = Router<Route, Sheet>")
        #expect(o.typeAliases.map(\.name) == ["Path", "AppRouter"])
        #expect(o.typeAliases.map(\.aliased) == ["[Route]", "Router<Route, Sheet>"])
        #expect(o.typeAliases[0].enclosingType == 0)
    }
}
