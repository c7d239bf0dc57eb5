/// The declarations `PreviewOnlyCode` attributes each read of a name to: a
/// file's top-level types (with their extensions, under the type's name),
/// functions and globals, and the members of an extension of a type the
/// project does not declare.
///
/// Such an extension (`extension EnvironmentValues { var coordinator: … }`)
/// is not one declaration but several, each reached by its own name: were it
/// one span named `EnvironmentValues`, a name no code spells, whatever its
/// members read would count as read from nowhere, and an environment key
/// whose value is a coordinator nothing creates would keep that coordinator
/// alive. An extension that adds a conformance stays whole: the system calls
/// its members through the protocol, not by name.
extension PreviewOnlyCode {
    /// One declaration's tokens.
    struct Span: Sendable {
        var range: ClosedRange<Int>
        var name: String
        var nameToken: Int
        /// The system or another module may start from it without any read in
        /// the project: the `@main` app, a delegate, public API, a class the
        /// Objective-C runtime can name (a storyboard's or `Info.plist`'s).
        var isStart: Bool
        /// The narrower start `PreviewOnlyCode.names` has always used: an entry point or public API.
        var isEntryPoint = false
        /// The `@main` type, or a type conforming to `App` or to an app delegate protocol.
        var isAppEntry = false
    }

    /// A file's spans, in token order. `projectTypes`: every type the project
    /// declares (not extends), by name, at any depth.
    static func topLevelSpans(of outline: Outline, projectTypes: Set<String>) -> [Span] {
        var spans: [Span] = []
        // By index: a `for … in` copies every declaration, retaining all it holds.
        let (types, functions, properties) = (outline.types, outline.functions, outline.properties)
        // By type index; an array, not a set: every member of every type is looked up.
        var opened: [Bool] = []
        for i in types.indices where types[i].parent == nil {
            let type = types[i]
            let name = type.kind == .extension ? Self.extendedName(type.name) : type.name
            if type.kind == .extension && type.inheritance.isEmpty && !projectTypes.contains(name) {
                if opened.isEmpty { opened = [Bool](repeating: false, count: types.count) }
                opened[i] = true
                continue
            }
            // A conformance added to a type from elsewhere is used wherever that type is, which no read here shows.
            let addsConformanceElsewhere = type.kind == .extension && !projectTypes.contains(name)
            spans.append(Span(range: type.range, name: name, nameToken: type.nameToken,
                              isStart: addsConformanceElsewhere || isStart(type, projectTypes: projectTypes),
                              isEntryPoint: isEntryPoint(type),
                              isAppEntry: isAppEntry(type)))
        }
        func isOpenedMember(_ type: Int?) -> Bool { !opened.isEmpty && type.map { opened[$0] } == true }
        for i in types.indices where isOpenedMember(types[i].parent) {
            spans.append(Span(range: types[i].range, name: types[i].name, nameToken: types[i].nameToken,
                              isStart: isStart(types[i], projectTypes: projectTypes)))
        }
        for i in functions.indices where functions[i].enclosingType == nil && functions[i].scope == nil
            || isOpenedMember(functions[i].enclosingType) {
            guard let body = functions[i].bodyScope else { continue }
            let function = functions[i]
            let isStart = function.enclosingType != nil
                && isMemberStart(spelled: function.kind == .function, function.name, function.attributes, function.modifiers)
            spans.append(Span(range: function.nameToken...outline.scopes[body].close, name: function.name,
                              nameToken: function.nameToken, isStart: isStart))
        }
        for i in properties.indices where properties[i].enclosingType == nil && properties[i].scope == nil
            || isOpenedMember(properties[i].enclosingType) {
            let property = properties[i]
            let end = property.accessorScope.map { outline.scopes[$0].close } ?? property.initializer?.upperBound
            guard let end, end >= property.nameToken else { continue }
            let isStart = property.enclosingType != nil
                && isMemberStart(spelled: true, property.name, property.attributes, property.modifiers)
            spans.append(Span(range: property.nameToken...end, name: property.name, nameToken: property.nameToken,
                              isStart: isStart))
        }
        return spans.sorted { $0.range.lowerBound < $1.range.lowerBound }
    }

    /// `Router.Route` extends a type of `Router`'s, which is what code reads by name.
    static func extendedName(_ written: String) -> String {
        written.firstIndex(of: ".").map { String(written[..<$0]) } ?? written
    }

    /// Types the system or another module starts from: the `@main` type, an
    /// app, app or scene delegate, and public API.
    static func isEntryPoint(_ type: TypeDeclaration) -> Bool {
        isAppEntry(type) || type.modifiers.contains("public") || type.modifiers.contains("open")
            || entryPointProtocols.contains { type.inherits($0) }
    }

    /// An app's own entry point: without one in the project, the project may be
    /// part of a module whose other files read what it declares.
    static func isAppEntry(_ type: TypeDeclaration) -> Bool {
        type.hasAttribute("main") || type.hasAttribute("UIApplicationMain") || type.hasAttribute("NSApplicationMain")
            || appProtocols.contains { type.inherits($0) }
    }

    static let appProtocols = ["App", "UIApplicationDelegate", "NSApplicationDelegate", "WKApplicationDelegate"]

    static let entryPointProtocols = ["App", "UIApplicationDelegate", "NSApplicationDelegate", "UIWindowSceneDelegate",
                                      "UISceneDelegate", "WKApplicationDelegate", "WKExtensionDelegate", "Widget",
                                      "WidgetBundle", "AppIntent", "AppShortcutsProvider"]

    /// An entry point, or a type something outside the project's Swift may
    /// create: `@objc`, or inheriting or conforming to a type the project does
    /// not declare, unless that is a protocol only Swift code uses (`View`,
    /// `Hashable`, `ObservableObject`: nothing makes a value of a type for
    /// conforming to one). A `UIViewController` subclass may be named by a
    /// storyboard, an `AppEntity` is found by the system.
    static func isStart(_ type: TypeDeclaration, projectTypes: Set<String>) -> Bool {
        isEntryPoint(type) || type.hasAttribute("objc") || type.hasAttribute("objcMembers")
            || type.inheritance.contains { !projectTypes.contains($0) && !swiftOnlyProtocols.contains($0) }
    }

    /// A member of an extension of a type the project does not declare that
    /// code may reach without spelling its name: an initializer, subscript or
    /// operator (`spelled` false, or a name that is not an identifier), an
    /// override, or one another module or the runtime may call.
    static func isMemberStart(spelled: Bool, _ name: String, _ attributes: [Attribute], _ modifiers: [String]) -> Bool {
        guard spelled, let first = name.utf8.first,
              first == UInt8(ascii: "_") || first >= 0x80 || (0x61...0x7A).contains(first | 0x20) else { return true }
        return modifiers.contains(where: startingModifiers.contains)
            || attributes.contains { startingAttributes.contains($0.name) }
    }

    static let startingModifiers: Set<String> = ["override", "public", "open", "dynamic"]
    static let startingAttributes: Set<String> = ["objc", "_dynamicReplacement", "inlinable", "usableFromInline"]

    static let swiftOnlyProtocols: Set<String> = [
        "View", "ViewModifier", "Scene", "Identifiable", "Hashable", "Equatable", "Comparable", "Codable", "Encodable",
        "Decodable", "CodingKey", "Sendable", "CaseIterable", "RawRepresentable", "CustomStringConvertible",
        "CustomDebugStringConvertible", "Error", "LocalizedError", "ObservableObject", "AnyObject", "EnvironmentKey",
        "PreferenceKey", "Shape", "InsettableShape", "ButtonStyle", "PrimitiveButtonStyle", "LabelStyle",
        "ToggleStyle", "TextFieldStyle", "ListStyle", "PickerStyle", "DynamicProperty", "Transferable",
        "String", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
        "Double", "Float", "Character", "Bool",
    ]

    /// The index of the span that holds token `i`, if any.
    static func spanIndex(containing i: Int, in spans: [Span]) -> Int? {
        var low = 0, high = spans.count - 1, found: Int?
        while low <= high {
            let mid = (low + high) / 2
            if spans[mid].range.lowerBound <= i { found = mid; low = mid + 1 } else { high = mid - 1 }
        }
        guard let found, spans[found].range.contains(i) else { return nil }
        return found
    }
}
