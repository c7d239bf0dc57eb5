/// The kinds a type name is declared as across the sources (`struct`, `class`,
/// …), as bits: a name is nearly always one kind, and a `Set` of them cost an
/// allocation per declared type (5,000 on the ten bench apps) for what fits in
/// a byte. `TypeFacts` records declarations only, never `.extension`.
package struct TypeKinds: OptionSet, Sendable {
    package let rawValue: UInt8
    package init(rawValue: UInt8) { self.rawValue = rawValue }

    package static let `struct` = TypeKinds(rawValue: 1 << 0)
    package static let `class` = TypeKinds(rawValue: 1 << 1)
    package static let `enum` = TypeKinds(rawValue: 1 << 2)
    package static let actor = TypeKinds(rawValue: 1 << 3)
    package static let `protocol` = TypeKinds(rawValue: 1 << 4)
    package static let `extension` = TypeKinds(rawValue: 1 << 5)

    /// The one kind a declaration has.
    package init(_ kind: TypeDeclaration.Kind) {
        switch kind {
        case .struct: self = .struct
        case .class: self = .class
        case .enum: self = .enum
        case .actor: self = .actor
        case .protocol: self = .protocol
        case .extension: self = .extension
        }
    }
}
