/// A call: `f(…)`, `Type(…)`, `x.m(…)`, `.m(…)`, `View { … }`, `#Preview { … }`,
/// with its argument list and trailing closures. A modifier chain
/// `x.a(…).b { … }` is a run of calls linked through `receiver`.
///
/// A project holds hundreds of thousands of these at once, so token indices
/// are stored as `Int32` (-1 for none) and read through `Int` properties, and
/// the arguments and trailing closures live in the outline's flat lists
/// (`Outline.arguments(of:)`): 72 bytes a call and no allocation of its own,
/// where it was 152 bytes and two arrays.
package struct CallSite: Sendable {
    package var name: String
    /// Where the call's arguments, and its trailing closures, are in its outline's flat lists.
    var argumentRun = FlatRun()
    var trailingClosureRun = FlatRun()
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

    init(name: String, nameToken: Int, receiver: Receiver, isMacro: Bool, isPattern: Bool, scope: Int?,
         range: ClosedRange<Int>) {
        self.name = name
        storedNameToken = Int32(nameToken)
        storedScope = Int32(scope ?? -1)
        storedNext = -1
        rangeStart = Int32(range.lowerBound)
        rangeEnd = Int32(range.upperBound)
        argumentsOpen = -1
        argumentsClose = -1
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

