/// A split view built only where the horizontal size class is regular never
/// collapses its columns into one stack: when the size class turns compact,
/// the branch that chose it is no longer taken and SwiftUI replaces the split
/// view with the compact layout (`if horizontalSizeClass == .compact { Tabs() }
/// else { Sidebar() }`, the usual adaptive root). So a stack pushed from its
/// sidebar never nests in the collapsed stack.
extension NavigationModel {
    /// Whether split view `trail` is built only under a branch that says the width is regular:
    /// its own branches, or those at every use of the view whose body holds it (previews
    /// and tests aside). False when any use is not a placement the model read.
    func isBuiltOnlyOnRegularWidth(_ trail: StackTrail, callSites: CallSiteIndex) -> Bool {
        guard trail.kind == .splitView,
              let (unit, item) = placement(at: trail.stack) else { return false }
        if Self.saysRegularWidth(Self.facts(on: item.path)) { return true }
        guard units[unit].kind == .body, let owner = units[unit].ownerType else { return false }
        var uses = 0
        for use in callSites.calls(named: owner) {
            let source = files[use.file].source
            guard !source.isTestCode, !source.outline.isInPreview(use.token) else { continue }
            guard let (_, placed) = placement(at: use), Self.saysRegularWidth(Self.facts(on: placed.path)) else {
                return false
            }
            uses += 1
        }
        return uses > 0
    }

    /// The unit and item that place what token `ref` names, when a unit of its file does.
    private func placement(at ref: SourceRef) -> (unit: Int, item: UnitItem)? {
        for unit in unitsByFile[ref.file] {
            if let item = items[unit].first(where: { $0.token == ref.token }) { return (unit, item) }
        }
        return nil
    }

    /// `horizontalSizeClass == .regular`, or `!= .compact`, read from the environment.
    static func saysRegularWidth(_ facts: [ConditionFact]) -> Bool {
        facts.contains { fact in
            fact.scope == .global && fact.subject == "\\.horizontalSizeClass"
                && (fact.isEqual ? fact.value == ".regular" : fact.value == ".compact")
        }
    }
}
