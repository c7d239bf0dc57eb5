/// A project-wide list split by file once. Rules run per file; each filtering
/// the whole project's list for its own file made them quadratic in files.
/// Within a file, elements keep the order of the list they came from.
package struct ByFile<Element: Sendable>: Sendable {
    private var lists: [Int: [Element]] = [:]

    package init() {}

    package init(_ elements: some Sequence<Element>, file: (Element) -> Int) {
        for element in elements { lists[file(element), default: []].append(element) }
    }

    package subscript(file: Int) -> [Element] { lists[file] ?? [] }
}

/// The model's verdicts and facts that rules read file by file, split by file.
package struct PerFileFacts: Sendable {
    package var closureLinks = ByFile<ClosureLinkVerdict>()
    package var nestedStacks = ByFile<NestedStackVerdict>()
    package var presentedDestinations = ByFile<PresentedDestinationVerdict>()
    package var outOfViewLinks = ByFile<OutOfViewLink>()
    package var restoresOverDeepLinks = ByFile<RestoreOverDeepLink>()
    package var pathEncodings = ByFile<SourceRef>()
    package var sharedNavigationState = ByFile<(reference: PropertyRef, type: String)>()
    package var sheetItemProperties = ByFile<(property: PropertyRef, type: String)>()
    package var duplicateRegistrations = ByFile<(site: SourceRef, duplicate: RegistrationVerdicts.Duplicate)>()
    package var leafRegistrations = ByFile<(site: SourceRef, reason: RegistrationVerdicts.LeafReason)>()

    init() {}

    init(_ model: NavigationModel) {
        closureLinks = ByFile(model.closureLinks.values) { $0.link.file }
        nestedStacks = ByFile(model.nestedStacks.values) { $0.site.file }
        presentedDestinations = ByFile(model.presentedDestinations.values) { $0.registration.file }
        outOfViewLinks = ByFile(model.outOfViewLinks) { $0.write.file }
        restoresOverDeepLinks = ByFile(model.restoresOverDeepLinks) { $0.restore.file }
        pathEncodings = ByFile(model.pathPersistence.encodings) { $0.file }
        sharedNavigationState = ByFile(model.sharedNavigationState.map { ($0.key, $0.value) }) { $0.reference.file }
        sheetItemProperties = ByFile(model.sheetItemProperties.map { ($0.key, $0.value) }) { $0.property.file }
        duplicateRegistrations = ByFile(model.registrationVerdicts.duplicates.map { ($0.key, $0.value) }) { $0.site.file }
        leafRegistrations = ByFile(model.registrationVerdicts.leaves.map { ($0.key, $0.value) }) { $0.site.file }
    }
}
