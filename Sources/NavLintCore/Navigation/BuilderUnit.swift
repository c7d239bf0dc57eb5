/// A declaration body that builds views: a view's `body`, another member that
/// returns a view (`@ViewBuilder`, `some View`), a `View` extension helper, a
/// `ViewModifier`'s `body(content:)`, an `App`'s or `Scene`'s `body`.
package struct BuilderUnit: Sendable {
    package enum Kind: Sendable, Equatable {
        /// `body` of a view, app, scene or view modifier: what using the type builds.
        case body
        /// Another view-building member of a type, reached by name from its siblings.
        case member
        /// A function in `extension View`, applied as a modifier anywhere.
        case helper
    }
    package var kind: Kind
    package var file: Int
    /// The body scope in the file's outline.
    package var scope: Int
    /// The type it belongs to; nil for `View` extension helpers.
    package var ownerType: String?
    package var name: String
    /// The token that names it (for related locations).
    package var nameToken: Int
    /// A helper with a closure parameter: it may take content to present.
    package var takesContent = false
}

extension BuilderUnit {
    /// What a type conforms to when its `body` builds views.
    static let builderProtocols = ["View", "App", "Scene", "ViewModifier"]

    /// Finds the builder units of one file.
    static func discover(in file: SourceFile, fileIndex: Int, facts: TypeFacts) -> [BuilderUnit] {
        let outline = file.outline
        var units: [BuilderUnit] = []
        // What each type of the file is, worked out once per type rather than per member.
        // By index: a closure over each declaration copied it, retaining every array it holds.
        let types = outline.types
        let owners: [(name: String, builds: Bool, isViewExtension: Bool)] = types.indices.map { index in
            let name = TypeFacts.lastComponent(types[index].name)
            if types[index].kind == .extension && name == "View" { return (name, true, true) }
            let builds = facts.conformsToAny(name, of: Self.builderProtocols)
            return (name, builds, false)
        }
        func owner(_ typeIndex: Int?) -> (name: String, builds: Bool, isViewExtension: Bool)? {
            typeIndex.map { owners[$0] }
        }
        // Fields read in place: a copy of a declaration retains (and releases) every string and array it holds.
        let properties = outline.properties
        for index in properties.indices {
            guard let scope = properties[index].accessorScope,
                  let type = owner(properties[index].enclosingType), !type.isViewExtension else { continue }
            let name = properties[index].name
            let isBody = name == "body" && type.builds
            guard isBody || Self.returnsView(properties[index].type, properties[index].attributes) else { continue }
            units.append(BuilderUnit(kind: isBody ? .body : .member, file: fileIndex, scope: scope,
                                     ownerType: type.name, name: name, nameToken: properties[index].nameToken))
        }
        let functions = outline.functions
        for index in functions.indices {
            guard let scope = functions[index].bodyScope, functions[index].kind == .function,
                  let type = owner(functions[index].enclosingType) else { continue }
            let name = functions[index].name
            if type.isViewExtension {
                var unit = BuilderUnit(kind: .helper, file: fileIndex, scope: scope, ownerType: nil,
                                       name: name, nameToken: functions[index].nameToken)
                unit.takesContent = functions[index].parameters.contains { $0.type.containsText("->") }
                units.append(unit)
                continue
            }
            // A view modifier's `body(content:)` is what `.modifier(X())` builds.
            let isModifierBody = name == "body" && facts.conforms(type.name, to: "ViewModifier")
            guard isModifierBody || Self.returnsView(functions[index].returnType, functions[index].attributes) else {
                continue
            }
            units.append(BuilderUnit(kind: isModifierBody ? .body : .member, file: fileIndex, scope: scope,
                                     ownerType: type.name, name: name, nameToken: functions[index].nameToken))
        }
        return units.sorted { $0.scope < $1.scope }
    }

    static func returnsView(_ type: String?, _ attributes: [Attribute]) -> Bool {
        if attributes.contains(where: { $0.name == "ViewBuilder" }) { return true }
        guard let type else { return false }
        return type == "some View" || type == "AnyView" || type == "any View" || type.hasSuffix("View")
            || type == "some Scene"
    }
}
