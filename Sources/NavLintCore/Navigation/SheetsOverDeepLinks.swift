/// Sheets a deep link leaves up: a URL handler pushes onto a path while a
/// sheet or full-screen cover, bound to state held next to that path (the
/// same router, or the same view), can be showing over the stack, and nothing
/// on the way dismisses it. The screen is pushed behind the sheet.
extension NavigationModel {
    /// The presentations that cover the stack.
    static let modalPresentations = CallNames(["sheet", "fullScreenCover"])

    /// The modal presentations bound to a property (`.sheet(item: $router.sheet)`,
    /// `.fullScreenCover(isPresented: $showsOnboarding)`), by the property's declaration.
    func modalBindings() -> [PropertyRef: SourceRef] {
        var found: [PropertyRef: SourceRef] = [:]
        for (index, file) in files.enumerated() {
            let source = file.source
            for call in source.outline.calls(namedAnyOf: Self.modalPresentations) {
                let site = source.outline.calls[call]
                guard let owner = source.enclosingTypeName(of: site.nameToken) else { continue }
                for argument in source.outline.arguments(of: site) where argument.label == "item" || argument.label == "isPresented" {
                    guard let names = Self.bindingChain(source.tokens, argument.value),
                          let property = Self.propertyChainDeclaration(names, from: owner, files: files, facts: facts,
                                                                       near: index),
                          found[property] == nil else { continue }
                    found[property] = SourceRef(file: index, token: site.nameToken)
                }
            }
        }
        return found
    }

    /// Each URL handler's first push onto a path whose holder (router or view) also holds sheet
    /// state that neither the handler, nor a function it calls, nor the code that calls it names.
    func sheetsLeftUpLinks(_ pushes: [DeepLinkPush], modals: [PropertyRef: SourceRef], assigning: [String: Set<String>],
                           callSites: CallSiteIndex) -> [OutOfViewLink] {
        guard !pushes.isEmpty, !modals.isEmpty else { return [] }
        var byHolder: [Holder: [(name: String, presentation: SourceRef)]] = [:]
        for (property, presentation) in modals.sorted(by: { $0.value < $1.value }) {
            guard let holder = holderName(of: property) else { continue }
            byHolder[holder, default: []].append((propertyName(property), presentation))
        }
        var seenHandlers = Set<[Int]>()
        var links: [OutOfViewLink] = []
        for push in pushes {
            guard let holder = holderName(of: push.declaration), let sheets = byHolder[holder] else { continue }
            let leftUp = sheets.filter { !handlerReaches($0.name, push, assigning: assigning[$0.name] ?? [], callSites: callSites) }
            guard let first = leftUp.first, seenHandlers.insert([push.write.file, push.handler]).inserted else { continue }
            links.append(OutOfViewLink(write: push.write,
                                       reason: .sheetsLeftUp(names: leftUp.map(\.name), presentation: first.presentation)))
        }
        return links
    }

    /// The type declaration that stores a property. Stored properties live in a type's own
    /// declaration, so this tells apart two types of one name in different modules.
    private struct Holder: Hashable {
        var file: Int
        var type: Int
    }

    private func holderName(of property: PropertyRef) -> Holder? {
        files[property.file].source.outline.properties[property.property].enclosingType.map {
            Holder(file: property.file, type: $0)
        }
    }

    private func propertyName(_ property: PropertyRef) -> String {
        files[property.file].source.outline.properties[property.property].name
    }
}
