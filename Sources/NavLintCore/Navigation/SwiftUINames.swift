/// The SwiftUI names navigation analysis keys on.
enum SwiftUINames {
    /// Containers that own a navigation trail.
    static let stacks: Set<String> = ["NavigationStack", "NavigationView"]
    /// Modifiers whose content starts a new presentation, and so a new trail.
    static let presentations: Set<String> = ["sheet", "fullScreenCover", "popover", "inspector"]
    /// Containers that build their rows lazily: a registration inside a row
    /// does not exist until the row is on screen.
    static let lazyContainers: Set<String> = ["List", "ForEach", "LazyVStack", "LazyHStack", "LazyVGrid", "LazyHGrid",
                                              "Section", "OutlineGroup", "Table"]
    static let registration = "navigationDestination"
    static let link = "NavigationLink"
    /// Types whose `body` builds views.
    static let viewProtocols: Set<String> = ["View", "App", "Scene"]
}

/// The container names a run treats as presenting or lazy: SwiftUI's own, the
/// configuration's, and the project's own presentation wrappers.
public struct NavigationVocabulary: Sendable {
    public var presentations: Set<String>
    public var lazyContainers: Set<String>
}
