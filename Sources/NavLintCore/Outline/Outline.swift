import SwiftScanner

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
    /// Every call's arguments, and every call's trailing closures, back to back
    /// in call order; a call knows its run of each.
    private let flatArguments: [Argument]
    private let flatTrailingClosures: [TrailingClosure]
    /// `Foo<Bar>(…)`: the generic arguments of the calls that have them, by call, spaces removed.
    private let genericArgumentsByCall: [Int: String]

    /// The outline `parts` make of `tokens`, the tokens they were read from.
    init(_ parts: OutlineParts, of tokens: SyntaxTokens) {
        types = parts.types.fittedToCount()
        enumCases = parts.enumCases
        properties = parts.properties.fittedToCount()
        functions = parts.functions.fittedToCount()
        typeAliases = parts.typeAliases
        calls = parts.calls.fittedToCount()
        scopes = parts.scopes.fittedToCount()
        callNames = CallNameIndex(calls, spelledIn: tokens)
        flatArguments = parts.arguments
        flatTrailingClosures = parts.trailingClosures
        genericArgumentsByCall = parts.genericArguments
    }

    /// An outline of nothing.
    package convenience init() { self.init(OutlineParts(), of: SyntaxTokens(bytes: [], lexed: [])) }

    /// The arguments of a call, in order.
    package func arguments(of call: CallSite) -> FlatRunView<Argument> { FlatRunView(flatArguments, call.argumentRun) }
    package func arguments(of call: Int) -> FlatRunView<Argument> { arguments(of: calls[call]) }

    /// The argument of a call with this label.
    package func argument(_ label: String, of call: CallSite) -> Argument? {
        arguments(of: call).first { $0.label == label }
    }
    package func argument(_ label: String, of call: Int) -> Argument? { argument(label, of: calls[call]) }

    /// The trailing closures of a call, in order.
    package func trailingClosures(of call: CallSite) -> FlatRunView<TrailingClosure> {
        FlatRunView(flatTrailingClosures, call.trailingClosureRun)
    }
    package func trailingClosures(of call: Int) -> FlatRunView<TrailingClosure> { trailingClosures(of: calls[call]) }

    /// `Foo<Bar>(…)`: the generic arguments of call `call`, spaces removed.
    package func genericArguments(of call: Int) -> String? { genericArgumentsByCall[call] }

    /// The indices of the calls named `name`, in source order.
    package func calls(named name: String) -> CallList { callNames.calls(named: name, in: calls) }

    /// The calls with any of these names, in source order.
    ///
    /// Asked for every file with names most files never call: each name is
    /// looked up once by its hash made for the run, and with none or one name
    /// called, nothing is merged or sorted and a miss allocates nothing.
    package func calls(namedAnyOf names: CallNames) -> [Int] {
        var first: CallList?
        var others: [CallList] = []
        for entry in names.entries {
            let list = callNames.calls(named: entry.name, hash: entry.hash, in: calls)
            guard !list.isEmpty else { continue }
            if first == nil { first = list } else { others.append(list) }
        }
        guard let first else { return [] }
        guard !others.isEmpty else { return Array(first) }
        var found = Array(first)
        found.reserveCapacity(others.reduce(first.count) { $0 + $1.count })
        for list in others { found += list }
        return found.sorted()
    }

    /// The file's calls grouped by name, each list in source order, the lists in
    /// no particular order; a list's name is its first call's.
    package var callGroups: LazyMapSequence<Range<Int>, CallList> { callNames.groups }

    /// How many distinct names the file calls: `callGroups.count`.
    package var calledNameCount: Int { callNames.groupCount }
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
    var arguments: [Argument] = []
    var trailingClosures: [TrailingClosure] = []
    var genericArguments: [Int: String] = [:]
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

/// Token and record indices are stored as `Int32` (-1 for none) and read
/// through `Int` properties: a large project holds tens of thousands of these
/// for the whole run, at 88 bytes each instead of 152.
package struct PropertyDeclaration: Sendable {
    package let name: String
    /// The declared type, spaces removed, or nil when inferred.
    package let type: String?
    package let attributes: [Attribute]
    package let modifiers: [String]
    private let storedNameToken: Int32
    private let typeStart: Int32, typeEnd: Int32
    private let initializerStart: Int32, initializerEnd: Int32
    private var storedAccessorScope: Int32 = -1
    private let storedEnclosingType: Int32
    private let storedScope: Int32
    package let isConstant: Bool
    package let isStatic: Bool

    init(name: String, nameToken: Int, isConstant: Bool, isStatic: Bool, attributes: [Attribute], modifiers: [String],
         type: String?, typeRange: ClosedRange<Int>?, initializer: ClosedRange<Int>?, enclosingType: Int?, scope: Int?) {
        self.name = name
        self.type = type
        self.attributes = attributes
        self.modifiers = modifiers
        storedNameToken = Int32(nameToken)
        (typeStart, typeEnd) = typeRange.map { (Int32($0.lowerBound), Int32($0.upperBound)) } ?? (-1, -1)
        (initializerStart, initializerEnd) = initializer.map { (Int32($0.lowerBound), Int32($0.upperBound)) } ?? (-1, -1)
        storedEnclosingType = Int32(enclosingType ?? -1)
        storedScope = Int32(scope ?? -1)
        self.isConstant = isConstant
        self.isStatic = isStatic
    }

    package var nameToken: Int { Int(storedNameToken) }
    package var typeRange: ClosedRange<Int>? { typeStart < 0 ? nil : Int(typeStart)...Int(typeEnd) }
    /// The initializer expression after `=`, when present.
    package var initializer: ClosedRange<Int>? {
        initializerStart < 0 ? nil : Int(initializerStart)...Int(initializerEnd)
    }
    /// The body of a computed property (or its `get`), when it has one.
    package var accessorScope: Int? {
        get { storedAccessorScope < 0 ? nil : Int(storedAccessorScope) }
        set { storedAccessorScope = Int32(newValue ?? -1) }
    }
    /// The type it is a member of, by index into `types`; nil at file level or in a function.
    package var enclosingType: Int? { storedEnclosingType < 0 ? nil : Int(storedEnclosingType) }
    /// The innermost scope it is declared in; nil at file level.
    package var scope: Int? { storedScope < 0 ? nil : Int(storedScope) }

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
    /// The closure's label or the statement's keyword.
    private let text: String?
    /// The kind in the top four bits, its index (plus one for a closure's
    /// optional call) below: a project holds hundreds of thousands of scopes,
    /// at 32 bytes each this way and 40 with the enum stored.
    private let packedKind: UInt32
    private let storedOpen: Int32
    private var storedClose: Int32
    private let storedParent: Int32

    package init(kind: Kind, open: Int, close: Int, parent: Int?) {
        func pack(_ tag: UInt32, _ index: Int) -> UInt32 { tag << 28 | UInt32(truncatingIfNeeded: index) & 0x0FFF_FFFF }
        switch kind {
        case .typeBody(let type): (packedKind, text) = (pack(0, type), nil)
        case .functionBody(let function): (packedKind, text) = (pack(1, function), nil)
        case .accessor(let property): (packedKind, text) = (pack(2, property), nil)
        case .closure(let call, let label): (packedKind, text) = (pack(3, call.map { $0 + 1 } ?? 0), label)
        case .statement(let keyword): (packedKind, text) = (pack(4, 0), keyword)
        }
        storedOpen = Int32(open)
        storedClose = Int32(close)
        storedParent = Int32(parent ?? -1)
    }

    package var kind: Kind {
        let index = Int(packedKind & 0x0FFF_FFFF)
        switch packedKind >> 28 {
        case 0: return .typeBody(type: index)
        case 1: return .functionBody(function: index)
        case 2: return .accessor(property: index)
        case 3: return .closure(call: index == 0 ? nil : index - 1, label: text)
        default: return .statement(keyword: text ?? "")
        }
    }

    package var open: Int { Int(storedOpen) }
    /// The closing brace; the last token of the file when unterminated.
    package var close: Int {
        get { Int(storedClose) }
        set { storedClose = Int32(newValue) }
    }
    package var parent: Int? { storedParent < 0 ? nil : Int(storedParent) }

    package var isClosure: Bool { packedKind >> 28 == 3 }
}
