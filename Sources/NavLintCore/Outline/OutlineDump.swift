/// A readable, stable rendering of an outline: what `navlint dump-outline`
/// prints and what the outline tests compare against.
extension SourceFile {
    package func outlineDump() -> String {
        var lines: [String] = []
        func at(_ token: Int) -> String {
            let (line, column) = location(ofToken: token)
            return "\(line):\(column)"
        }
        func attributes(_ list: [Attribute]) -> String {
            list.map { " @\($0.name)\($0.arguments)" }.joined()
        }
        let o = outline
        for type in o.types {
            var line = "\(at(type.nameToken)) \(type.kind.rawValue) \(type.name)"
            if !type.genericParameters.isEmpty {
                line += "<" + type.genericParameters.map { $0.constraint.isEmpty ? $0.name : "\($0.name): \($0.constraint)" }
                    .joined(separator: ", ") + ">"
            }
            if !type.inheritance.isEmpty { line += " : " + type.inheritance.joined(separator: ", ") }
            line += attributes(type.attributes)
            if !type.modifiers.isEmpty { line += " [" + type.modifiers.joined(separator: " ") + "]" }
            if let parent = type.parent { line += " in \(o.types[parent].name)" }
            lines.append(line)
        }
        for c in o.enumCases {
            var line = "\(at(c.nameToken)) case \(o.types[c.enclosingType].name).\(c.name)"
            if !c.associatedValues.isEmpty {
                line += "(" + c.associatedValues.map { ($0.label.map { "\($0): " } ?? "") + $0.type }.joined(separator: ", ") + ")"
            }
            if c.hasRawValue { line += " = raw" }
            lines.append(line)
        }
        for p in o.properties {
            var line = "\(at(p.nameToken)) \(p.isConstant ? "let" : "var") \(p.name)"
            if let type = p.type { line += ": \(type)" }
            if let initializer = p.initializer {
                line += " = " + tokens.compactText(initializer.lowerBound, initializer.upperBound)
            }
            if p.isComputed { line += " { computed }" }
            line += attributes(p.attributes)
            if !p.modifiers.isEmpty { line += " [" + p.modifiers.joined(separator: " ") + "]" }
            if let type = p.enclosingType { line += " in \(o.types[type].name)" }
            lines.append(line)
        }
        for f in o.functions {
            var line = "\(at(f.nameToken)) \(f.kind.rawValue) \(f.name)("
            line += f.parameters.map { "\($0.label ?? "_") \($0.name): \($0.type)" }.joined(separator: ", ") + ")"
            if let returnType = f.returnType { line += " -> \(returnType)" }
            line += attributes(f.attributes)
            if !f.modifiers.isEmpty { line += " [" + f.modifiers.joined(separator: " ") + "]" }
            if let type = f.enclosingType { line += " in \(o.types[type].name)" }
            if f.bodyScope == nil { line += " (no body)" }
            lines.append(line)
        }
        for a in o.typeAliases {
            lines.append("\(at(a.nameToken)) typealias \(a.name) = \(a.aliased)")
        }
        for (index, call) in o.calls.enumerated() {
            let prefix = call.isMacro ? "#" : call.receiver == .implicitMember ? "." : ""
            var line = "\(at(call.nameToken)) call#\(index) \(prefix)\(call.name)"
            if let generics = o.genericArguments(of: index) { line += "<\(generics)>" }
            switch call.receiver {
            case .none, .implicitMember: break
            case .call(let receiver): line += " on call#\(receiver)"
            case .expression(let range): line += " on " + tokens.compactText(range.lowerBound, range.upperBound)
            }
            if call.argumentList != nil {
                line += "(" + o.arguments(of: call).map { argument in
                    let value = argument.closure != nil ? "{…}" : tokens.compactText(argument.value.lowerBound, argument.value.upperBound)
                    return (argument.label.map { "\($0): " } ?? "") + value
                }.joined(separator: ", ") + ")"
            }
            for closure in o.trailingClosures(of: call) { line += " \(closure.label.map { "\($0): " } ?? ""){…}" }
            if call.isPattern { line += " (pattern)" }
            if let scope = call.scope { line += " in scope#\(scope)" }
            lines.append(line)
        }
        for (index, scope) in o.scopes.enumerated() {
            var line = "\(at(scope.open))-\(at(scope.close)) scope#\(index) "
            switch scope.kind {
            case .typeBody(let type): line += "type \(o.types[type].name)"
            case .functionBody(let function): line += "func \(o.functions[function].name)"
            case .accessor(let property): line += "accessor \(o.properties[property].name)"
            case .closure(let call, let label):
                line += "closure"
                if let call { line += " of call#\(call)" + (label.map { " \($0):" } ?? "") }
            case .statement(let keyword): line += keyword
            }
            if let parent = scope.parent { line += " in scope#\(parent)" }
            lines.append(line)
        }
        return lines.joined(separator: "\n")
    }
}
