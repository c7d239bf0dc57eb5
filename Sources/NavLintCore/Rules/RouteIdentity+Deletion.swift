/// Where a project deletes stored objects of a type, and whether a deletion can
/// happen while a screen of that type is open.
extension RouteIdentity {
    /// The calls that delete stored objects.
    static let deletingCalls = CallNames(["delete", "deleteAll", "NSBatchDeleteRequest"])

    /// Whether the project deletes objects of a persistence type where one of their screens
    /// can be open: some deletion that is not in the root content of the one stack that shows them.
    func isDeletedUnderItsScreen(_ name: String) -> Bool {
        let sites = deleteSites(name)
        return !sites.isEmpty && !deletedOnlyAtTheRootOfItsStack(sites, type: name)
    }

    /// Each `delete(…)`, `deleteAll(…)` or `NSBatchDeleteRequest(…)` whose argument names
    /// the type (`realm.objects(Thread.self)`) or is declared as holding it.
    func deleteSites(_ name: String) -> [SourceRef] {
        var sites: [SourceRef] = []
        for (index, source) in project.files.enumerated() {
            for call in source.outline.calls(namedAnyOf: Self.deletingCalls) where deletes(name, call, in: index) {
                sites.append(SourceRef(file: index, token: source.outline.calls[call].nameToken))
            }
        }
        return sites
    }

    private func deletes(_ name: String, _ call: Int, in index: Int) -> Bool {
        let source = project.files[index]
        let tokens = source.tokens
        for argument in source.outline.arguments(of: call) {
            for j in argument.value where tokens.kind(j) == .identifier {
                let text = tokens.text(j)
                if text == name { return true }
                guard argument.value.count == 1,
                      let declared = project.navigation.declaredType(of: text, at: j, in: index)
                        ?? elementType(of: text, at: j, in: index) else { continue }
                let words = declared.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") })
                if words.contains(where: { TypeFacts.lastComponent(facts.resolve(String($0))) == name }) { return true }
            }
        }
        return false
    }

    /// FoundationChat's list deletes a conversation by a swipe on its row, in the root content
    /// of the `NavigationStack` that alone registers `Conversation`: that root is on screen only
    /// while the stack's path is empty, so no conversation's screen is open when one is deleted.
    /// True when every deletion lies there (not in a pushed or presented closure) and every
    /// `navigationDestination(for:)` of the type is inside that stack's content.
    private func deletedOnlyAtTheRootOfItsStack(_ sites: [SourceRef], type name: String) -> Bool {
        guard let stack = stackShowingRoot(around: sites[0]),
              sites.dropFirst().allSatisfy({ stackShowingRoot(around: $0) == stack }) else { return false }
        let outline = project.files[stack.file].outline
        guard let content = outline.stackContent(stack.call) else { return false }
        let range = outline.scopes[content].open...outline.scopes[content].close
        return registrations(of: name).allSatisfy { registration in
            registration.file == stack.file && range.contains(outline.calls[registration.call].nameToken)
        }
    }

    /// Every `navigationDestination(for:)` of type `name` in the project: its file and its index among the file's calls.
    func registrations(of name: String) -> [(file: Int, call: Int)] {
        var found: [(file: Int, call: Int)] = []
        for (index, source) in project.files.enumerated() {
            for call in source.outline.calls(named: SwiftUINames.registration)
            where project.navigation.registeredType(call: call, file: index).map(TypeFacts.lastComponent) == name {
                found.append((index, call))
            }
        }
        return found
    }

    /// A stack call: its file and its index among the file's calls.
    private struct StackCall: Equatable {
        var file: Int
        var call: Int
    }

    /// The `NavigationStack` whose root content holds `site`, with no push or presentation between them.
    private func stackShowingRoot(around site: SourceRef) -> StackCall? {
        let outline = project.files[site.file].outline
        for scope in outline.scopeChain(from: outline.innermostScope(containing: site.token)) {
            switch outline.scopes[scope].kind {
            case .closure(let call?, let label):
                let name = outline.calls[call].name
                if name == "NavigationStack" {
                    return outline.stackContent(call) == scope ? StackCall(file: site.file, call: call) : nil
                }
                if name == SwiftUINames.registration || SwiftUINames.presentations.contains(name)
                    || SwiftUINames.isPresentingCall(name) || outline.isLinkDestination(call, label: label, isArgument: false) {
                    return nil
                }
            case .closure(nil, _), .statement:
                continue
            default:
                return nil
            }
        }
        return nil
    }

    /// The row parameter of `List(recipes) { recipe in … }` or `ForEach(items) { item in … }`
    /// is an element of the collection the call is given: its declared type.
    private func elementType(of name: String, at token: Int, in index: Int) -> String? {
        let source = project.files[index]
        guard let collection = NavigationModel.closureBinding(name, at: token, in: source)?.firstArgument?.lowerBound,
              source.tokens.kind(collection) == .identifier else { return nil }
        return project.navigation.declaredType(of: source.tokens.text(collection), at: collection, in: index)
    }
}
