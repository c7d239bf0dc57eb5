/// Screens that look before they read: a destination whose view tests the
/// object it was given for deletion in its `body` never reads a deleted one.
extension RouteIdentity {
    /// DragonSync's encounter screen starts its body with `if encounter.modelContext == nil {
    /// ContentUnavailableView(…) }`: once the object is deleted under it, the screen shows the
    /// placeholder instead of reading it. True when the type has a `navigationDestination(for:)`
    /// and every one builds one of the project's views, each of which tests, in its `body`, a
    /// property holding the object: `isDeleted` or `modelContext` against `nil` for SwiftData,
    /// `isInvalidated` for Realm.
    func everyScreenChecksForDeletion(_ name: String, framework: PersistenceFramework) -> Bool {
        let registrations = self.registrations(of: name)
        return !registrations.isEmpty && registrations.allSatisfy { registration in
            let views = viewsBuilt(byDestination: registration.call, in: project.files[registration.file])
            return !views.isEmpty && views.allSatisfy { checksForDeletion($0, holding: name, framework: framework) }
        }
    }

    /// The project's view types a destination closure builds (`EncounterDetailView(encounter: $0)`).
    private func viewsBuilt(byDestination call: Int, in source: SourceFile) -> [String] {
        let outline = source.outline
        guard let closure = outline.trailingClosures(of: call).first?.scope ?? outline.argument("destination", of: call)?.closure
        else { return [] }
        let range = outline.scopes[closure].open...outline.scopes[closure].close
        var views: [String] = []
        var index = UnitItem.firstCall(atOrAfter: range.lowerBound, in: outline)
        while index < outline.calls.count, range.contains(outline.calls[index].nameToken) {
            let built = outline.calls[index]
            if built.receiver == .none, facts.facts(built.name)?.kinds == [.struct], facts.conforms(built.name, to: "View") {
                views.append(built.name)
            }
            index += 1
        }
        return views
    }

    /// Whether view `view`'s `body` tests one of its properties of type `name` for deletion.
    private func checksForDeletion(_ view: String, holding name: String, framework: PersistenceFramework) -> Bool {
        let properties = facts.facts(view)?.properties ?? []
        let holders = Set(properties.compactMap { reference -> String? in
            let property = project.files[reference.file].outline.properties[reference.property]
            guard let type = property.type else { return nil }
            return NavigationModel.namedType(type, facts: facts) == name ? property.name : nil
        })
        guard !holders.isEmpty else { return false }
        for reference in properties {
            let outline = project.files[reference.file].outline
            let property = outline.properties[reference.property]
            guard property.name == "body", let body = property.accessorScope else { continue }
            let tokens = project.files[reference.file].tokens
            for j in outline.scopes[body].open..<outline.scopes[body].close
            where tokens.kind(j) == .identifier && holders.contains(tokens.text(j)) && tokens.isText(j + 1, ".")
                && isDeletionTest(after: j + 2, tokens: tokens, framework: framework) {
                return true
            }
        }
        return false
    }

    /// `isDeleted`, `modelContext == nil` / `!= nil` (SwiftData) or `isInvalidated` (Realm) at token `j`.
    private func isDeletionTest(after j: Int, tokens: SyntaxTokens, framework: PersistenceFramework) -> Bool {
        switch framework {
        case .swiftData:
            if tokens.isWord(j, "isDeleted") { return true }
            return tokens.isWord(j, "modelContext") && (tokens.isText(j + 1, "==") || tokens.isText(j + 1, "!="))
                && tokens.isWord(j + 2, "nil")
        case .realm:
            return tokens.isWord(j, "isInvalidated")
        case .coreData:
            return false
        }
    }
}
