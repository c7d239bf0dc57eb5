/// Every rule navlint ships, in documentation order.
public enum RuleRegistry {
    package static let all: [any Rule] = [
        NestedNavigationStack(),
        DestinationClosureLink(),
        PresentedDestinationOnValueStack(),
        DuplicateNavigationDestination(),
        LeafOnlyDestination(),
        DestinationOutsideStack(),
        ModelAsRoute(),
        RouteNotCodable(),
        MissingNavigationDestination(),
        PathMultipleOwners(),
        SharedPathAcrossTabs(),
        DeepLinkBlindAppend(),
        DeepLinkOutOfView(),
        RestoreOverDeepLinkRule(),
        UnguardedRemoveLast(),
        ForceDecodedPath(),
        SheetRouteOnStack(),
        GlobalRouterSingleton(),
        UnownedRouter(),
        AppWidePathStorage(),
        NavigationViewDeprecated(),
        SuperfluousDisable(),
        InvalidNavlintCommand(),
    ]

    package static func rule(id: String) -> (any Rule)? {
        all.first { $0.description.id == id }
    }

    /// What every rule is, says and shows, in documentation order: the catalogue
    /// behind `navlint rules`, the docs and the configuration schema.
    public static var descriptions: [RuleDescription] { all.map(\.description) }
}
