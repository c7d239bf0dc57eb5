/// What one file declares and calls, read from its tokens without a full
/// parser. Every position is an index into the file's `SyntaxTokens`.
/// Records are stored flat, in source order, and refer to each other by index.
public struct Outline: Sendable {
    public var types: [TypeDeclaration] = []
    public var enumCases: [EnumCaseDeclaration] = []
    public var properties: [PropertyDeclaration] = []
    public var functions: [FunctionDeclaration] = []
    public var typeAliases: [TypeAliasDeclaration] = []
    public var calls: [CallSite] = []
    /// Every `{ … }` pair, in order of its opening brace.
    public var scopes: [Scope] = []
    /// Indices into `calls` by callee name, in source order: rules look up the
    /// few names they care about instead of walking every call.
    public var callsByName: [String: [Int]] = [:]

    public init() {}

    /// The indices of the calls named `name`, in source order.
    public func calls(named name: String) -> [Int] { callsByName[name] ?? [] }

    /// The calls with any of these names, in source order.
    public func calls(namedAnyOf names: some Sequence<String>) -> [Int] {
        var found: [Int] = []
        for name in names { found += callsByName[name] ?? [] }
        return found.sorted()
    }
}

public struct Attribute: Equatable, Sendable {
    /// Name without the `@`: `State`, `Observable`, `Environment`.
    public var name: String
    /// Argument text without spaces, e.g. `(\.dismiss)`; empty when none.
    public var arguments: String
}

public struct TypeDeclaration: Sendable {
    public enum Kind: String, Sendable { case `struct`, `class`, `enum`, `actor`, `protocol`, `extension` }
    public var kind: Kind
    /// The declared name; for an extension, the extended type as written (`Foo.Bar`).
    public var name: String
    public var nameToken: Int
    public var genericParameters: [GenericParameter]
    /// Inherited types and conformances, `&` compositions split apart.
    public var inheritance: [String]
    public var attributes: [Attribute]
    public var modifiers: [String]
    /// The scope of the `{ … }` body, when there is one.
    public var bodyScope: Int?
    /// The type this one is nested in (or extends), by index into `types`.
    public var parent: Int?
    /// From the first attribute or modifier to the closing brace.
    public var range: ClosedRange<Int>

    public func inherits(_ name: String) -> Bool { inheritance.contains(name) }
    public func hasAttribute(_ name: String) -> Bool { attributes.contains { $0.name == name } }
}

public struct GenericParameter: Equatable, Sendable {
    public var name: String
    /// The constraint after `:`, spaces removed; empty when none.
    public var constraint: String
}

public struct EnumCaseDeclaration: Sendable {
    public var name: String
    public var nameToken: Int
    public var associatedValues: [AssociatedValue]
    /// The enum (or extension of one) it is declared in, by index into `types`.
    public var enclosingType: Int
    public var hasRawValue: Bool
}

public struct AssociatedValue: Equatable, Sendable {
    public var label: String?
    /// The type as written, spaces removed: `UUID`, `[Book.ID]`, `() -> Void`.
    public var type: String
    public var typeRange: ClosedRange<Int>
}

public struct PropertyDeclaration: Sendable {
    public var name: String
    public var nameToken: Int
    public var isConstant: Bool
    public var isStatic: Bool
    public var attributes: [Attribute]
    public var modifiers: [String]
    /// The declared type, spaces removed, or nil when inferred.
    public var type: String?
    public var typeRange: ClosedRange<Int>?
    /// The initializer expression after `=`, when present.
    public var initializer: ClosedRange<Int>?
    /// The body of a computed property (or its `get`), when it has one.
    public var accessorScope: Int?
    /// The type it is a member of, by index into `types`; nil at file level or in a function.
    public var enclosingType: Int?
    /// The innermost scope it is declared in; nil at file level.
    public var scope: Int?

    public var isComputed: Bool { accessorScope != nil }
    public func hasAttribute(_ name: String) -> Bool { attributes.contains { $0.name == name } }
}

public struct FunctionDeclaration: Sendable {
    public enum Kind: String, Sendable { case function, initializer, `subscript` }
    public var kind: Kind
    public var name: String
    public var nameToken: Int
    public var genericParameters: [GenericParameter]
    public var parameters: [Parameter]
    /// The return type as written, spaces removed, or nil.
    public var returnType: String?
    public var attributes: [Attribute]
    public var modifiers: [String]
    public var bodyScope: Int?
    public var enclosingType: Int?
    public var scope: Int?

    public func hasAttribute(_ name: String) -> Bool { attributes.contains { $0.name == name } }
}

public struct Parameter: Equatable, Sendable {
    /// The argument label callers write; nil for `_`.
    public var label: String?
    public var name: String
    public var type: String
    /// Whether it has a default value, so callers may leave it out.
    public var hasDefault = false
    /// The default value's tokens, when it has one.
    public var defaultValue: ClosedRange<Int>?
}

public struct TypeAliasDeclaration: Sendable {
    public var name: String
    public var nameToken: Int
    public var aliased: String
    public var enclosingType: Int?
}

/// A call: `f(…)`, `Type(…)`, `x.m(…)`, `.m(…)`, `View { … }`, `#Preview { … }`,
/// with its argument list and trailing closures. A modifier chain
/// `x.a(…).b { … }` is a run of calls linked through `receiver`.
public struct CallSite: Sendable {
    public var name: String
    public var nameToken: Int
    /// `Foo<Bar>(…)`: the generic arguments, spaces removed.
    public var genericArguments: String?
    public var receiver: Receiver
    public var isMacro: Bool
    /// Spelled inside a `case` pattern (`case .book(let id):`): it binds, it does not call.
    public var isPattern: Bool
    /// The `(` and `)` of the argument list, when there is one.
    public var argumentList: ClosedRange<Int>?
    public var arguments: [Argument]
    public var trailingClosures: [TrailingClosure]
    /// The innermost scope the call sits in; nil at file level.
    public var scope: Int?
    /// The call this one is applied to next in a chain (`a().b()`: a's `next` is b).
    public var next: Int?
    /// From the callee name to the end of the last argument list or closure.
    public var range: ClosedRange<Int>

    public func argument(_ label: String) -> Argument? { arguments.first { $0.label == label } }
    public var labels: [String?] { arguments.map(\.label) }
}

public enum Receiver: Equatable, Sendable {
    /// `f(…)`, `Type(…)`: nothing before the name.
    case none
    /// `.f(…)` where no expression precedes the dot.
    case implicitMember
    /// `a(…).f(…)`: applied to another call, by index into `calls`.
    case call(Int)
    /// `path.append(…)`, `self.router.push(…)`: applied to an expression, by token range.
    case expression(ClosedRange<Int>)
}

public struct Argument: Sendable {
    public var label: String?
    public var value: ClosedRange<Int>
    /// The scope of the value when it is a closure literal.
    public var closure: Int?
}

public struct TrailingClosure: Sendable {
    /// nil for the first trailing closure, the label for the ones after it.
    public var label: String?
    public var scope: Int
}

public struct Scope: Sendable {
    public enum Kind: Sendable, Equatable {
        case typeBody(type: Int)
        case functionBody(function: Int)
        /// A computed property's body or one of its accessors.
        case accessor(property: Int)
        /// A closure literal; `call` owns it as a trailing closure or argument.
        case closure(call: Int?, label: String?)
        /// The body of `if`, `else`, `switch`, `for`, `while`, `repeat`, `do`, `catch`, `defer`, `guard`.
        case statement(keyword: String)
    }
    public var kind: Kind
    public var open: Int
    /// The closing brace; the last token of the file when unterminated.
    public var close: Int
    public var parent: Int?

    public var isClosure: Bool { if case .closure = kind { return true } else { return false } }
}
