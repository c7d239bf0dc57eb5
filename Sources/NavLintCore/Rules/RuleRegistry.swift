/// Every rule navlint ships, in documentation order.
public enum RuleRegistry {
    public static let all: [any Rule] = [
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

    public static func rule(id: String) -> (any Rule)? {
        all.first { $0.description.id == id }
    }
}
