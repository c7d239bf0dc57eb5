/// The project's own ways of hiding the navigation bar: a `View` helper or a view
/// modifier type that applies `.navigationBarHidden(true)` or
/// `.toolbar(.hidden, for: .navigationBar)`, itself or through another one
/// (TelemetryViewer's `alwaysHideNavigationBar()` applies `WithoutNavigationBarIOS16`,
/// whose body hides it). Nesting reads them as it reads SwiftUI's modifiers.
package struct BarHidingWrappers: Sendable {
    /// Helper names and modifier type names.
    let names: Set<String>
    /// The same names, for finding their calls in a file.
    let calls: CallNames

    init(_ names: Set<String> = []) {
        self.names = names
        calls = CallNames(names)
    }

    /// Whether call `index` of `file` hides the bar by one of these: a helper call, or
    /// `.modifier(WithoutBar())` with one of the modifier types.
    func hides(_ index: Int, in file: SourceFile) -> Bool {
        // Asked of every modifier chained after a view the trails enter: most projects have none.
        guard !names.isEmpty else { return false }
        let call = file.outline.calls[index]
        if names.contains(call.name) { return true }
        guard call.name == "modifier", let first = file.outline.arguments(of: call).first,
              file.tokens.kind(first.value.lowerBound) == .identifier else { return false }
        return names.contains(file.tokens.text(first.value.lowerBound))
    }
}

extension NavigationModel {
    /// The helpers and view modifier types whose body hides the navigation bar, directly
    /// or by calling another one. A wrapper that hides it on one branch only counts too:
    /// what it suppresses is a finding. Worked out from the calls that hide the bar, then
    /// from the calls of what was found, so a project that hides it nowhere pays one
    /// lookup of three names per file.
    static func barHidingWrappers(index: UnitIndex, files: [FileNavigation], facts: TypeFacts) -> BarHidingWrappers {
        var names = Set<String>()
        var sought = SourceFile.barHidingCalls
        for round in 0..<4 {
            var found = Set<String>()
            for file in files.indices {
                let source = files[file].source
                let calls = source.outline.calls(namedAnyOf: sought)
                guard !calls.isEmpty else { continue }
                // The calls come in source order, as `InnermostUnit` asks.
                var around = InnermostUnit(index.unitsByFile[file], units: index.units, outline: source.outline)
                for call in calls {
                    if round == 0 && !source.hidesNavigationBar(source.outline.calls[call]) { continue }
                    guard let unit = around.unit(containing: source.outline.calls[call].nameToken),
                          let name = wrapperName(index.units[unit], facts: facts), !names.contains(name) else { continue }
                    found.insert(name)
                }
            }
            if found.isEmpty { break }
            names.formUnion(found)
            sought = CallNames(found)
        }
        return BarHidingWrappers(names)
    }

    /// What a wrapper unit is called by: a helper by its name, a view modifier's body by its type.
    private static func wrapperName(_ unit: BuilderUnit, facts: TypeFacts) -> String? {
        switch unit.kind {
        case .helper: return unit.name
        case .body: return unit.ownerType.flatMap { facts.conforms($0, to: "ViewModifier") ? $0 : nil }
        case .member: return nil
        }
    }
}
