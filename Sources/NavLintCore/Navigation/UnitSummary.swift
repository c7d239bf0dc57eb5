/// What the model gathers from each unit's items as they are collected (in
/// parallel), so no later phase walks every item of the project again.
struct UnitSummary: Sendable {
    /// Case names (without the dot) that the unit's `routeCase` steps name.
    var routeCases: Set<String> = []
    /// Properties of the unit's own type that its branches test directly (`if embed`, `switch style`).
    var conditionSubjects: Set<String> = []
    /// View types the unit places directly in a split view's column.
    var columnViews: Set<String> = []
    /// Items (by index) that are stacks or split views.
    var stackItems: [Int] = []
    /// Items (by index) that use a view type taking content.
    var contentTakingUses: [Int] = []

    init(_ items: [UnitItem], unit: BuilderUnit) {
        let testsOwnProperties = unit.ownerType != nil && unit.kind != .helper
        for (index, item) in items.enumerated() {
            switch item.kind {
            case .stack, .splitView: stackItems.append(index)
            case .reference(_, .type) where item.handsContent && item.callIndex != nil: contentTakingUses.append(index)
            default: break
            }
            for step in item.path {
                switch step {
                case .routeCase(let values, _):
                    for value in values where value.hasPrefix(".") { routeCases.insert(String(value.dropFirst())) }
                case .branch(_, let facts, _) where testsOwnProperties:
                    // A plain property (`embed`), not a chain: its root is the whole subject.
                    for fact in facts where fact.scope == .instance && fact.root.endIndex == fact.subject.endIndex {
                        conditionSubjects.insert(fact.subject)
                    }
                case .column:
                    if case .reference(let name, .type) = item.kind { columnViews.insert(name) }
                default:
                    continue
                }
            }
        }
    }
}
