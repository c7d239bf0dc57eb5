/// Each stack built on another stack's trail, reported once at its site,
/// against the closest outer stack that reaches it.
package struct NestedStackVerdict: Sendable {
    package var site: SourceRef
    package var inner: SourceRef
    /// The outer stack (or the use of the content-taking view that holds it).
    package var outer: SourceRef
    package var pushedBy: SourceRef?
    package var placedAt: SourceRef?
    /// The outer one is a split view whose sidebar pushed it: nested once the columns collapse.
    package var onCompactWidth: Bool
    /// The view builds the stack only because of the arguments passed at the site.
    package var isConditional: Bool
    /// A `NavigationView` whose bar is hidden, reported because links inside it push onto it.
    package var barHidden: Bool
    var closeness: (Int, Int)
}

extension NavigationModel {
    /// `neverRuns` says whether a trail's outer stack never exists: its stack (or the use of the
    /// view holding it) is in code only previews and tests read, or that the app never reaches
    /// (`PreviewOnlyCode`): a `FeedSettingsTester` that only a `PreviewProvider` shows, or a
    /// `LegacyRoot` nothing shows; or it is a split view built only on regular width, whose columns
    /// never collapse into one stack (`isBuiltOnlyOnRegularWidth`). Its trail nests nothing. Asked
    /// only of trails with a nested stack to report (not a bar-hidden `NavigationView` that nothing
    /// pushes inside), so a project with none never works the preview-only set out.
    ///
    /// `usePlatforms` says on which platforms the view holding a trail's outer stack is used (a
    /// tab view used only under `#if os(iOS)`): a stack nested only on other platforms never meets it.
    ///
    /// `bindsPath` says whether a trail's stack is bound to a path (`NavigationStack(path:)`, a
    /// `FlowStack($routes)`). `pushesUnregisteredValue` says whether a value link on the trail (by
    /// index) pushes a value the trail's own registrations may not map.
    static func nestedStackVerdicts(_ trails: [StackTrail], neverRuns: (StackTrail) -> Bool,
                                    usePlatforms: (StackTrail) -> PlatformSet,
                                    bindsPath: (StackTrail) -> Bool,
                                    pushesUnregisteredValue: (Int) -> Bool) -> [SourceRef: NestedStackVerdict] {
        // Stacks inside which something pushes (a link, or a destination for one), those inside which a
        // value link pushes what they do not register themselves, and stacks bound to a path.
        var pushesInside = Set<SourceRef>()
        var pushesValueInside = Set<SourceRef>()
        var boundToPath = Set<SourceRef>()
        // Types are read only for stacks met inside another: most trails nest nothing.
        let innerStacks = Set(trails.lazy.flatMap(\.nestedStacks).map(\.inner))
        for (index, trail) in trails.enumerated() {
            if !(trail.valueLinks.isEmpty && trail.destinationLinks.isEmpty && trail.registrations.isEmpty) {
                pushesInside.insert(trail.stack)
            }
            if !trail.valueLinks.isEmpty, innerStacks.contains(trail.stack), !pushesValueInside.contains(trail.stack),
               pushesUnregisteredValue(index) {
                pushesValueInside.insert(trail.stack)
            }
            if bindsPath(trail) { boundToPath.insert(trail.stack) }
        }
        let underPath = stacksUnderAPath(trails, boundToPath: boundToPath)
        var verdicts: [SourceRef: NestedStackVerdict] = [:]
        for trail in trails {
            let counted = trail.nestedStacks.filter { nested in
                // With no path on either stack, what can break is a value link inside the inner stack
                // looking for a destination the outer one owns: a view link or a destination shown by
                // state carries its screen, a value the inner stack registers itself finds its screen
                // whichever stack takes the push, and nothing can write a path.
                let navigatesInside = underPath.contains(trail.stack)
                    ? pushesInside.contains(nested.inner) : pushesValueInside.contains(nested.inner)
                switch nested.hazard {
                case .always: return true
                case .whenItPushes: return pushesInside.contains(nested.inner)
                case .whenItNavigates: return navigatesInside || boundToPath.contains(nested.inner)
                case .whenItOrTheOuterNavigates:
                    return underPath.contains(trail.stack) || navigatesInside || boundToPath.contains(nested.inner)
                }
            }
            // Asked last: the first answer works out the preview-only code of the whole project.
            guard !counted.isEmpty, !neverRuns(trail) else { continue }
            let uses = usePlatforms(trail)
            for nested in counted where !uses.intersection(nested.platforms).isEmpty {
                // A split view's trail counts only where no stack nests it outright.
                let closeness = (trail.kind == .splitView ? 1 : 0, nested.depth + nested.treeDepth)
                if let existing = verdicts[nested.site], existing.closeness <= closeness { continue }
                verdicts[nested.site] = NestedStackVerdict(
                    site: nested.site, inner: nested.inner, outer: trail.site, pushedBy: nested.pushedBy,
                    placedAt: nested.placedAt, onCompactWidth: trail.kind == .splitView,
                    isConditional: nested.isConditional, barHidden: nested.hazard == .whenItPushes, closeness: closeness)
            }
        }
        return verdicts
    }

    /// The stacks bound to a path, and those on the trail of one, at any depth (a stack pushed onto a
    /// stack that is itself pushed onto a path-bound one): SwiftUI's navigation state compares a
    /// path-bound stack's elements with what the stacks under it hold.
    static func stacksUnderAPath(_ trails: [StackTrail], boundToPath: Set<SourceRef>) -> Set<SourceRef> {
        var innerStacks: [SourceRef: [SourceRef]] = [:]
        for trail in trails where !trail.nestedStacks.isEmpty {
            innerStacks[trail.stack, default: []].append(contentsOf: trail.nestedStacks.map(\.inner))
        }
        var underPath = boundToPath
        var pending = Array(boundToPath)
        while let stack = pending.popLast() {
            for inner in innerStacks[stack] ?? [] where underPath.insert(inner).inserted { pending.append(inner) }
        }
        return underPath
    }
}

extension NavigationModel {
    /// The platforms on which the view whose body holds a trail's stack is used: the union of its
    /// uses' `#if os(…)` (previews and tests aside), or all of them when the sources never build it.
    func platformsOfUses(ofViewHolding trail: StackTrail, callSites: CallSiteIndex) -> PlatformSet {
        guard trail.kind == .stack,
              let owner = files[trail.stack.file].source.enclosingTypeName(of: trail.stack.token) else { return .all }
        var platforms = PlatformSet()
        for use in callSites.calls(named: owner) {
            let source = files[use.file].source
            guard !source.isTestCode, !source.outline.isInPreview(use.token) else { continue }
            platforms.formUnion(source.tokens.platforms(at: use.token))
        }
        return platforms.isEmpty ? .all : platforms
    }
}

extension NavigationModel {
    /// Whether a value link on trail `index` pushes a value its own registrations may not map: a type
    /// navlint cannot tell, or one no registration on the trail is for. Registrations whose types
    /// cannot all be told (a generic helper, a stored view) are taken to map it.
    func pushesUnregisteredValue(onTrail index: Int) -> Bool {
        guard let registered = destinations.registered[index] else { return false }
        return trails[index].valueLinks.contains { link in
            guard let type = valueLinkType(link) else { return true }
            return !registered.contains(type)
        }
    }

    /// The type a value link pushes (its `value:` by declaration or as the element of the
    /// `ForEach` or `List` row it is in, else the element of the typed path of a stack it is
    /// on), its last component; nil when the code does not say.
    func valueLinkType(_ link: SourceRef) -> String? {
        let outline = files[link.file].source.outline
        guard let index = UnitItem.call(namedAt: link.token, in: outline),
              let value = outline.argument("value", of: index) else { return nil }
        // A row's parameter first: it shadows any property of the same name.
        let type = rowElementType(of: value.value, inFile: link.file) ?? pushedType(of: value.value, inFile: link.file)
        return type.map(TypeFacts.lastComponent) ?? valueLinkElements[link]
    }
}
