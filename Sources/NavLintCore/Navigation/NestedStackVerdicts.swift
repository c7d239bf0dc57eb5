/// Each stack built on another stack's trail, reported once at its site.
public struct NestedStackVerdict: Sendable {
    public var site: SourceRef
    public var inner: SourceRef
    public var outer: SourceRef
    public var pushedBy: SourceRef?
}

extension NavigationModel {
    static func nestedStackVerdicts(_ trails: [StackTrail]) -> [SourceRef: NestedStackVerdict] {
        var verdicts: [SourceRef: NestedStackVerdict] = [:]
        for trail in trails {
            for nested in trail.nestedStacks where verdicts[nested.site] == nil {
                verdicts[nested.site] = NestedStackVerdict(site: nested.site, inner: nested.inner, outer: trail.stack,
                                                           pushedBy: nested.pushedBy)
            }
        }
        return verdicts
    }
}
