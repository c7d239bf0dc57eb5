/// A readable rendering of the placement model, for `navlint dump-navigation`:
/// every view-building unit with what it places and under which conditions,
/// then every trail (stack, content-taking view's stack per caller, split view)
/// with what lands on it.
extension NavigationModel {
    package func dump() -> String {
        var lines: [String] = []
        for (id, unit) in units.enumerated() {
            lines.append("unit#\(id) \(unit.kind) \(unit.ownerType ?? "View").\(unit.name) at \(at(SourceRef(file: unit.file, token: unit.nameToken)))")
            for item in items[id] {
                var text = "  \(describe(item.kind)) at \(at(SourceRef(file: unit.file, token: item.token)))"
                if !item.path.isEmpty { text += " path: " + item.path.map(describe).joined(separator: " > ") }
                if item.platforms != .all { text += " platforms: \(item.platforms)" }
                lines.append(text)
            }
        }
        for trail in trails {
            var header = "\(describe(trail.kind)) at \(at(trail.stack))"
            if trail.site != trail.stack { header += " used at \(at(trail.site))" }
            if trail.kind != .splitView { header += " path: \(trail.path)" }
            if trail.isExternal { header += " (another package's stack)" }
            lines.append(header)
            for registration in trail.registrations {
                var flags = "depth \(registration.depth)"
                if registration.inLazyContainer { flags += ", lazy" }
                if registration.inBranch { flags += ", branch" }
                if registration.platforms != .all { flags += ", platforms \(registration.platforms)" }
                if !registration.facts.isEmpty { flags += ", when " + registration.facts.map(\.description).joined(separator: " && ") }
                lines.append("  registration at \(at(registration.registration)) site \(at(registration.site)) (\(flags))")
            }
            for link in trail.destinationLinks {
                let kind = link.kind == .link ? "destination link" : "presented destination"
                lines.append("  \(kind) at \(at(link.link))" + (link.valuePushAbove ? " (value push above)" : ""))
            }
            for link in trail.valueLinks { lines.append("  value link at \(at(link))") }
            for nested in trail.nestedStacks {
                let how = nested.pushedBy.map { "pushed at \(at($0))" } ?? "in root content"
                lines.append("  nested stack at \(at(nested.inner)) site \(at(nested.site)) (\(how))")
            }
        }
        return lines.joined(separator: "\n")
    }

    private func at(_ reference: SourceRef) -> String {
        let source = files[reference.file].source
        let (line, column) = source.location(ofToken: reference.token)
        return "\(source.path):\(line):\(column)"
    }

    private func describe(_ kind: StackTrail.Kind) -> String {
        switch kind {
        case .stack: return "stack"
        case .wrapperInstance: return "wrapped stack"
        case .splitView: return "split view"
        }
    }

    private func describe(_ kind: UnitItem.Kind) -> String {
        switch kind {
        case .stack: return "stack"
        case .splitView: return "split view"
        case .registration: return "registration"
        case .destinationLink: return "destination link"
        case .valueLink: return "value link"
        case .reference(let name, let target): return "\(target) \(name)"
        case .slotUse(let name): return "places slot \(name)"
        }
    }

    private func describe(_ step: PathStep) -> String {
        switch step {
        case .stack: return "stack"
        case .push: return "push"
        case .presentation: return "presentation"
        case .action: return "action"
        case .lazyContainer: return "lazy"
        case .branch(let choice, let facts, let exact):
            let conditions = facts.map(\.description).joined(separator: ", ")
            return "branch(\(choice.point):\(choice.choice)" + (facts.isEmpty ? "" : " " + conditions + (exact ? "" : ", …")) + ")"
        case .column(_, let index): return ["sidebar", "content", "detail"][min(index, 2)]
        case .tab: return "tab"
        case .routeCase(let values, _): return "case(" + values.joined(separator: ", ") + ")"
        case .slot(_, let name): return "slot(\(name))"
        }
    }
}
