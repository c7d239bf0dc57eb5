/// A readable rendering of the navigation model, for `navlint dump-navigation`.
extension NavigationModel {
    public func dump() -> String {
        var lines: [String] = []
        func at(_ reference: SourceRef) -> String {
            let source = files[reference.file].source
            let (line, column) = source.location(ofToken: reference.token)
            return "\(source.path):\(line):\(column)"
        }
        for (id, unit) in units.enumerated() {
            lines.append("unit#\(id) \(unit.kind) \(unit.ownerType ?? "View").\(unit.name) at \(at(SourceRef(file: unit.file, token: unit.nameToken)))")
            for item in items[id] {
                var text = "  \(item.kind) at \(at(SourceRef(file: unit.file, token: item.token)))"
                if !item.path.isEmpty { text += " path: " + item.path.map(describe).joined(separator: " > ") }
                lines.append(text)
            }
        }
        for trail in trails {
            lines.append("stack at \(at(trail.stack)) path: \(trail.path)")
            for registration in trail.registrations {
                var flags = "depth \(registration.depth)"
                if registration.inLazyContainer { flags += ", lazy" }
                if registration.inBranch { flags += ", branch" }
                lines.append("  registration at \(at(registration.registration)) site \(at(registration.site)) (\(flags))")
            }
            for link in trail.destinationLinks { lines.append("  destination link at \(at(link.link))" + (link.valuePushAbove ? " (value push above)" : "")) }
            for link in trail.valueLinks { lines.append("  value link at \(at(link))") }
            for nested in trail.nestedStacks { lines.append("  nested stack at \(at(nested.inner)) site \(at(nested.site))") }
        }
        return lines.joined(separator: "\n")
    }

    private func describe(_ step: PathStep) -> String {
        switch step {
        case .stack: return "stack"
        case .push: return "push"
        case .presentation: return "presentation"
        case .lazyContainer: return "lazy"
        case .action: return "action"
        case .branch(let choice, let facts, _):
            return "branch(\(choice.point):\(choice.choice)" + (facts.isEmpty ? "" : " " + facts.map(\.description).joined(separator: ", ")) + ")"
        case .column(_, let index): return ["sidebar", "content", "detail"][min(index, 2)]
        case .tab: return "tab"
        case .slot(_, let name): return "slot(\(name))"
        }
    }
}
