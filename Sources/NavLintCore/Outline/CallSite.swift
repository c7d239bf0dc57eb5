/// A call: `f(…)`, `Type(…)`, `x.m(…)`, `.m(…)`, `View { … }`, `#Preview { … }`,
/// with its argument list and trailing closures. A modifier chain
/// `x.a(…).b { … }` is a run of calls linked through `receiver`.
///
/// A project holds hundreds of thousands of these at once, so they are packed
/// into 64 bytes, the name and fifteen small fields: token indices as `Int32`
/// (-1 for none) read through `Int` properties, the arguments and trailing
/// closures in the outline's flat lists (`Outline.arguments(of:)`), the
/// receiver and the two flags in a few bytes. It was 152 bytes and two arrays.
package struct CallSite: Sendable {
    package let name: String
    /// Where the call's arguments are in its outline's flat list of them.
    var argumentRun = FlatRun()
    private var trailingClosuresStart: Int32 = 0
    private let storedNameToken: Int32
    private let storedScope: Int32
    private var storedNext: Int32 = -1
    /// The range starts at the name token; only its end is stored.
    private var rangeEnd: Int32
    private var argumentsOpen: Int32 = -1
    private var argumentsClose: Int32 = -1
    private let receiverFirst: Int32
    private let receiverSecond: Int32
    /// A call has far fewer than 65,536 trailing closures (each is `label: { … }` after the last).
    private var trailingClosureCount: UInt16 = 0
    private let receiverKind: UInt8
    private let flags: UInt8

    init(name: String, nameToken: Int, receiver: Receiver, isMacro: Bool, isPattern: Bool, scope: Int?) {
        self.name = name
        storedNameToken = Int32(nameToken)
        storedScope = Int32(scope ?? -1)
        rangeEnd = Int32(nameToken)
        switch receiver {
        case .none: (receiverKind, receiverFirst, receiverSecond) = (0, 0, 0)
        case .implicitMember: (receiverKind, receiverFirst, receiverSecond) = (1, 0, 0)
        case .call(let call): (receiverKind, receiverFirst, receiverSecond) = (2, Int32(call), 0)
        case .expression(let range):
            (receiverKind, receiverFirst, receiverSecond) = (3, Int32(range.lowerBound), Int32(range.upperBound))
        }
        flags = (isMacro ? 1 : 0) | (isPattern ? 2 : 0)
    }

    package var nameToken: Int { Int(storedNameToken) }
    package var isMacro: Bool { flags & 1 != 0 }
    /// Spelled inside a `case` pattern (`case .book(let id):`): it binds, it does not call.
    package var isPattern: Bool { flags & 2 != 0 }
    package var receiver: Receiver {
        switch receiverKind {
        case 0: return .none
        case 1: return .implicitMember
        case 2: return .call(Int(receiverFirst))
        default: return .expression(Int(receiverFirst)...Int(receiverSecond))
        }
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
    package var scope: Int? { storedScope < 0 ? nil : Int(storedScope) }
    /// The call this one is applied to next in a chain (`a().b()`: a's `next` is b).
    package var next: Int? {
        get { storedNext < 0 ? nil : Int(storedNext) }
        set { storedNext = Int32(newValue ?? -1) }
    }
    /// From the callee name to the end of the last argument list or closure.
    package var range: ClosedRange<Int> { Int(storedNameToken)...Int(rangeEnd) }

    /// Extends the range to token `end`, when that is further.
    mutating func extend(to end: Int) {
        if end > Int(rangeEnd) { rangeEnd = Int32(end) }
    }

    /// Where the call's trailing closures are in its outline's flat list of them.
    var trailingClosureRun: FlatRun {
        get { FlatRun(start: trailingClosuresStart, count: Int32(trailingClosureCount)) }
        set {
            trailingClosuresStart = newValue.start
            trailingClosureCount = UInt16(clamping: newValue.count)
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

