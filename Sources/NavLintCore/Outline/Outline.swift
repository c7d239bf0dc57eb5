/// What one file declares and calls, read from its tokens without a full
/// parser. Every position is an index into the file's `SyntaxTokens`.
/// Records are stored flat, in source order, and refer to each other by index.
///
/// A class of constants, not a struct: passes hold a file's outline in a
/// local many times per unit and per call, and copying a struct of eight
/// arrays retained each of them every time. `OutlineBuilder` fills an
/// `OutlineParts` and the outline takes it over.
package final class Outline: Sendable {
    package let types: [TypeDeclaration]
    package let enumCases: [EnumCaseDeclaration]
    package let properties: [PropertyDeclaration]
    package let functions: [FunctionDeclaration]
    package let typeAliases: [TypeAliasDeclaration]
    package let calls: [CallSite]
    /// Every `{ … }` pair, in order of its opening brace.
    package let scopes: [Scope]
    /// Indices into `calls` by callee name.
    private let callNames: CallNameIndex

    init(_ parts: OutlineParts) {
        types = parts.types.fittedToCount()
        enumCases = parts.enumCases
        properties = parts.properties.fittedToCount()
        functions = parts.functions.fittedToCount()
        typeAliases = parts.typeAliases
        calls = parts.calls.fittedToCount()
        scopes = parts.scopes.fittedToCount()
        callNames = CallNameIndex(calls)
    }

    /// An outline of nothing.
    package convenience init() { self.init(OutlineParts()) }

    /// The indices of the calls named `name`, in source order.
    package func calls(named name: String) -> CallList { callNames.calls(named: name, in: calls) }

    /// The calls with any of these names, in source order.
    package func calls(namedAnyOf names: some Sequence<String>) -> [Int] {
        var found: [Int] = []
        for name in names { found += calls(named: name) }
        return found.sorted()
    }

    /// Every name the file calls, with its calls in source order; names in no particular order.
    package var callsByName: [(name: String, calls: CallList)] { callNames.groups(in: calls) }
}

/// An outline while `OutlineBuilder` fills it in.
struct OutlineParts {
    var types: [TypeDeclaration] = []
    var enumCases: [EnumCaseDeclaration] = []
    var properties: [PropertyDeclaration] = []
    var functions: [FunctionDeclaration] = []
    var typeAliases: [TypeAliasDeclaration] = []
    var calls: [CallSite] = []
    var scopes: [Scope] = []
}

package struct Attribute: Equatable, Sendable {
    /// Name without the `@`: `State`, `Observable`, `Environment`.
    package var name: String
    /// Argument text without spaces, e.g. `(\.dismiss)`; empty when none.
    package var arguments: String
}

package struct TypeDeclaration: Sendable {
    package enum Kind: String, Sendable { case `struct`, `class`, `enum`, `actor`, `protocol`, `extension` }
    package var kind: Kind
    /// The declared name; for an extension, the extended type as written (`Foo.Bar`).
    package var name: String
    package var nameToken: Int
    package var genericParameters: [GenericParameter]
    /// Inherited types and conformances, `&` compositions split apart.
    package var inheritance: [String]
    package var attributes: [Attribute]
    package var modifiers: [String]
    /// The scope of the `{ … }` body, when there is one.
    package var bodyScope: Int?
    /// The type this one is nested in (or extends), by index into `types`.
    package var parent: Int?
    /// From the first attribute or modifier to the closing brace.
    package var range: ClosedRange<Int>

    package func inherits(_ name: String) -> Bool { inheritance.contains(name) }
    package func hasAttribute(_ name: String) -> Bool { attributes.contains { $0.name == name } }
}

package struct GenericParameter: Equatable, Sendable {
    package var name: String
    /// The constraint after `:`, spaces removed; empty when none.
    package var constraint: String
}

package struct EnumCaseDeclaration: Sendable {
    package var name: String
    package var nameToken: Int
    package var associatedValues: [AssociatedValue]
    /// The enum (or extension of one) it is declared in, by index into `types`.
    package var enclosingType: Int
    package var hasRawValue: Bool
}

package struct AssociatedValue: Equatable, Sendable {
    package var label: String?
    /// The type as written, spaces removed: `UUID`, `[Book.ID]`, `() -> Void`.
    package var type: String
    package var typeRange: ClosedRange<Int>
}

package struct PropertyDeclaration: Sendable {
    package var name: String
    package var nameToken: Int
    package var isConstant: Bool
    package var isStatic: Bool
    package var attributes: [Attribute]
    package var modifiers: [String]
    /// The declared type, spaces removed, or nil when inferred.
    package var type: String?
    package var typeRange: ClosedRange<Int>?
    /// The initializer expression after `=`, when present.
    package var initializer: ClosedRange<Int>?
    /// The body of a computed property (or its `get`), when it has one.
    package var accessorScope: Int?
    /// The type it is a member of, by index into `types`; nil at file level or in a function.
    package var enclosingType: Int?
    /// The innermost scope it is declared in; nil at file level.
    package var scope: Int?

    package var isComputed: Bool { accessorScope != nil }
    package func hasAttribute(_ name: String) -> Bool { attributes.contains { $0.name == name } }
}

package struct FunctionDeclaration: Sendable {
    package enum Kind: String, Sendable { case function, initializer, `subscript` }
    package var kind: Kind
    package var name: String
    package var nameToken: Int
    package var genericParameters: [GenericParameter]
    package var parameters: [Parameter]
    /// The return type as written, spaces removed, or nil.
    package var returnType: String?
    package var attributes: [Attribute]
    package var modifiers: [String]
    package var bodyScope: Int?
    package var enclosingType: Int?
    package var scope: Int?

    package func hasAttribute(_ name: String) -> Bool { attributes.contains { $0.name == name } }
}

package struct Parameter: Equatable, Sendable {
    /// The argument label callers write; nil for `_`.
    package var label: String?
    package var name: String
    package var type: String
    /// Whether it has a default value, so callers may leave it out.
    package var hasDefault = false
    /// The default value's tokens, when it has one.
    package var defaultValue: ClosedRange<Int>?
}

package struct TypeAliasDeclaration: Sendable {
    package var name: String
    package var nameToken: Int
    package var aliased: String
    package var enclosingType: Int?
}

/// A call: `f(…)`, `Type(…)`, `x.m(…)`, `.m(…)`, `View { … }`, `#Preview { … }`,
/// with its argument list and trailing closures. A modifier chain
/// `x.a(…).b { … }` is a run of calls linked through `receiver`.
///
/// A project holds hundreds of thousands of these at once, so token indices
/// are stored as `Int32` (-1 for none) and read through `Int` properties:
/// 88 bytes a call instead of 152.
package struct CallSite: Sendable {
    package var name: String
    /// `Foo<Bar>(…)`: the generic arguments, spaces removed.
    package var genericArguments: String?
    package var arguments: [Argument]
    package var trailingClosures: [TrailingClosure]
    private var storedNameToken: Int32
    private var storedScope: Int32
    private var storedNext: Int32
    private var rangeStart: Int32
    private var rangeEnd: Int32
    private var argumentsOpen: Int32
    private var argumentsClose: Int32
    private var storedReceiver: CompactReceiver
    package var isMacro: Bool
    /// Spelled inside a `case` pattern (`case .book(let id):`): it binds, it does not call.
    package var isPattern: Bool

    package init(name: String, nameToken: Int, genericArguments: String?, receiver: Receiver, isMacro: Bool,
                 isPattern: Bool, argumentList: ClosedRange<Int>?, arguments: [Argument],
                 trailingClosures: [TrailingClosure], scope: Int?, next: Int?, range: ClosedRange<Int>) {
        self.name = name
        self.genericArguments = genericArguments
        self.arguments = arguments
        self.trailingClosures = trailingClosures
        storedNameToken = Int32(nameToken)
        storedScope = Int32(scope ?? -1)
        storedNext = Int32(next ?? -1)
        rangeStart = Int32(range.lowerBound)
        rangeEnd = Int32(range.upperBound)
        argumentsOpen = Int32(argumentList?.lowerBound ?? -1)
        argumentsClose = Int32(argumentList?.upperBound ?? -1)
        storedReceiver = CompactReceiver(receiver)
        self.isMacro = isMacro
        self.isPattern = isPattern
    }

    package var nameToken: Int {
        get { Int(storedNameToken) }
        set { storedNameToken = Int32(newValue) }
    }
    package var receiver: Receiver {
        get { storedReceiver.receiver }
        set { storedReceiver = CompactReceiver(newValue) }
    }
    /// The `(` and `)` of the argument list, when there is one.
    package var argumentList: ClosedRange<Int>? {
        get { argumentsOpen < 0 ? nil : Int(argumentsOpen)...Int(argumentsClose) }
        set {
            argumentsOpen = Int32(newValue?.lowerBound ?? -1)
            argumentsClose = Int32(newValue?.upperBound ?? -1)
        }
    }
    /// The innermost scope the call sits in; nil at file level.
    package var scope: Int? {
        get { storedScope < 0 ? nil : Int(storedScope) }
        set { storedScope = Int32(newValue ?? -1) }
    }
    /// The call this one is applied to next in a chain (`a().b()`: a's `next` is b).
    package var next: Int? {
        get { storedNext < 0 ? nil : Int(storedNext) }
        set { storedNext = Int32(newValue ?? -1) }
    }
    /// From the callee name to the end of the last argument list or closure.
    package var range: ClosedRange<Int> {
        get { Int(rangeStart)...Int(rangeEnd) }
        set {
            rangeStart = Int32(newValue.lowerBound)
            rangeEnd = Int32(newValue.upperBound)
        }
    }

    package func argument(_ label: String) -> Argument? { arguments.first { $0.label == label } }
    package var labels: [String?] { arguments.map(\.label) }
}

package enum Receiver: Equatable, Sendable {
    /// `f(…)`, `Type(…)`: nothing before the name.
    case none
    /// `.f(…)` where no expression precedes the dot.
    case implicitMember
    /// `a(…).f(…)`: applied to another call, by index into `calls`.
    case call(Int)
    /// `path.append(…)`, `self.router.push(…)`: applied to an expression, by token range.
    case expression(ClosedRange<Int>)
}

/// A `Receiver` in nine bytes.
private struct CompactReceiver: Sendable {
    private var first: Int32
    private var second: Int32
    private var kind: UInt8

    init(_ receiver: Receiver) {
        switch receiver {
        case .none: (kind, first, second) = (0, 0, 0)
        case .implicitMember: (kind, first, second) = (1, 0, 0)
        case .call(let call): (kind, first, second) = (2, Int32(call), 0)
        case .expression(let range): (kind, first, second) = (3, Int32(range.lowerBound), Int32(range.upperBound))
        }
    }

    var receiver: Receiver {
        switch kind {
        case 0: return .none
        case 1: return .implicitMember
        case 2: return .call(Int(first))
        default: return .expression(Int(first)...Int(second))
        }
    }
}

package struct Argument: Sendable {
    package var label: String?
    private var valueStart: Int32
    private var valueEnd: Int32
    private var storedClosure: Int32

    package init(label: String?, value: ClosedRange<Int>, closure: Int?) {
        self.label = label
        valueStart = Int32(value.lowerBound)
        valueEnd = Int32(value.upperBound)
        storedClosure = Int32(closure ?? -1)
    }

    package var value: ClosedRange<Int> {
        get { Int(valueStart)...Int(valueEnd) }
        set {
            valueStart = Int32(newValue.lowerBound)
            valueEnd = Int32(newValue.upperBound)
        }
    }
    /// The scope of the value when it is a closure literal.
    package var closure: Int? {
        get { storedClosure < 0 ? nil : Int(storedClosure) }
        set { storedClosure = Int32(newValue ?? -1) }
    }
}

package struct TrailingClosure: Sendable {
    /// nil for the first trailing closure, the label for the ones after it.
    package var label: String?
    package var scope: Int
}

package struct Scope: Sendable {
    package enum Kind: Sendable, Equatable {
        case typeBody(type: Int)
        case functionBody(function: Int)
        /// A computed property's body or one of its accessors.
        case accessor(property: Int)
        /// A closure literal; `call` owns it as a trailing closure or argument.
        case closure(call: Int?, label: String?)
        /// The body of `if`, `else`, `switch`, `for`, `while`, `repeat`, `do`, `catch`, `defer`, `guard`.
        case statement(keyword: String)
    }
    package var kind: Kind
    private var storedOpen: Int32
    private var storedClose: Int32
    private var storedParent: Int32

    package init(kind: Kind, open: Int, close: Int, parent: Int?) {
        self.kind = kind
        storedOpen = Int32(open)
        storedClose = Int32(close)
        storedParent = Int32(parent ?? -1)
    }

    package var open: Int {
        get { Int(storedOpen) }
        set { storedOpen = Int32(newValue) }
    }
    /// The closing brace; the last token of the file when unterminated.
    package var close: Int {
        get { Int(storedClose) }
        set { storedClose = Int32(newValue) }
    }
    package var parent: Int? {
        get { storedParent < 0 ? nil : Int(storedParent) }
        set { storedParent = Int32(newValue ?? -1) }
    }

    package var isClosure: Bool { if case .closure = kind { return true } else { return false } }
}
