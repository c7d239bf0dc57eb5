/// Two `navigationDestination(for:)` registrations for one type on one stack.
package struct DuplicateNavigationDestination: Rule {
    package init() {}

    package let description = RuleDescription(
        id: "duplicate_navigation_destination",
        name: "Duplicate navigation destination",
        summary: "Finds a second `navigationDestination(for:)` for a type that the same stack already registers closer to its root.",
        rationale: """
            A stack maps each pushed value to a view by its type \
            ([Apple: NavigationStack](https://developer.apple.com/documentation/swiftui/navigationstack)), and \
            when two registrations for one type are active, SwiftUI uses the one closest to the root and logs \
            "A navigationDestination for “…” was declared earlier on the stack. Only the destination declared \
            closest to the root view of the stack will be used." (quoted in \
            [Team-ShortcutsZip/MacC-Team-HappyAnding#310](https://github.com/Team-ShortcutsZip/MacC-Team-HappyAnding/issues/310)). \
            The other one is dead code that looks alive: someone edits it, nothing changes, and the screen a \
            value opens depends on which views happen to be on the stack. It is an error because the \
            registration it reports never takes effect.

            navlint collects the registrations of each stack's root content and of every view pushed onto it, \
            across files, including those inside `View` extension helpers and view modifiers (where the \
            finding is on the helper call). Closest to the root means: fewer pushes, then fewer views down \
            from the stack's root, then fewer closures in; of two modifiers in one chain, navlint takes the \
            later one, which wraps the earlier, as the closer to the root (SwiftUI does not document this \
            case). Registrations that never coexist are not duplicates: mutually exclusive branches of one \
            `if` or `switch` at the root (each is a `leaf_only_destination` instead), branches of `#if` for \
            different platforms, and branches whose conditions rule each other out. Stacks in different tabs \
            or different branches are different stacks. One helper applied twice with the same arguments \
            (`.withRoutes()` at the root and again in a pushed screen) is not reported either: SwiftUI warns \
            about the second copy, but whichever it keeps maps every value to the same screen.
            """,
        fix: """
            Register each route type once, on the stack's root view, and switch over the route inside that \
            one closure. If two screens need different destinations for the same kind of thing, make them \
            two cases of the route enum instead of two registrations. RouterCore's `RoutedNavigationStack` \
            registers its destination builder exactly once, at the root.
            """,
        severity: .error,
        triggeringExamples: [
            """
            // file: RecipesRoot.swift
            struct RecipesRoot: View {
                var body: some View {
                    NavigationStack {
                        RecipeList()
                            .navigationDestination(for: RecipeRoute.self) { route in route.screen }
                    }
                }
            }
            // file: RecipeList.swift
            struct RecipeList: View {
                var body: some View {
                    List(recipes) { recipe in
                        NavigationLink(recipe.title, value: RecipeRoute.recipe(recipe.id))
                    }
                    .↓navigationDestination(for: RecipeRoute.self) { route in route.screen }
                }
            }
            """,
            """
            struct Dashboard: View {
                var body: some View {
                    NavigationStack {
                        Overview()
                            .↓navigationDestination(for: Metric.ID.self) { MetricScreen(id: $0) }
                            .navigationTitle("Dashboard")
                            .navigationDestination(for: Metric.ID.self) { MetricHistory(id: $0) }
                    }
                }
            }
            """,
            """
            // file: Router.swift
            extension View {
                func withTripRoutes() -> some View {
                    navigationDestination(for: TripRoute.self) { route in route.screen }
                }
            }
            // file: TripsRoot.swift
            struct TripsRoot: View {
                var body: some View {
                    NavigationStack {
                        TripList()
                            .withTripRoutes()
                            .navigationDestination(for: Booking.ID.self) { BookingScreen(id: $0) }
                    }
                }
            }
            // file: TripList.swift
            struct TripList: View {
                var body: some View {
                    NavigationLink("Next trip", value: TripRoute.next)
                        .↓navigationDestination(for: TripRoute.self) { TripPreview(route: $0) }
                }
            }
            """,
        ],
        nonTriggeringExamples: [
            """
            // One helper applied twice with the same arguments: whichever copy SwiftUI keeps, every
            // route maps to the same screen.
            extension View {
                func withTripRoutes() -> some View {
                    navigationDestination(for: TripRoute.self) { route in route.screen }
                }
            }
            struct TripsRoot: View {
                var body: some View {
                    NavigationStack {
                        TripList().withTripRoutes()
                    }
                }
            }
            struct TripList: View {
                var body: some View {
                    NavigationLink("Next trip", value: TripRoute.next).withTripRoutes()
                }
            }
            """,
            """
            // Each screen's own nested `Destination` is a type of its own.
            struct OptionsView: View {
                enum Destination: Hashable { case infrared }
                var body: some View {
                    NavigationStack {
                        NavigationLink("Infrared", value: Destination.infrared)
                            .navigationDestination(for: Destination.self) { _ in InfraredView() }
                    }
                }
            }
            struct InfraredView: View {
                enum Destination: Hashable { case brands }
                var body: some View {
                    NavigationLink("Brands", value: Destination.brands)
                        .navigationDestination(for: Destination.self) { _ in BrandList() }
                }
            }
            """,
            """
            struct AdaptiveRoot: View {
                @Environment(\\.horizontalSizeClass) private var sizeClass
                var body: some View {
                    if sizeClass == .compact {
                        NavigationStack {
                            CompactHome()
                                .navigationDestination(for: HomeRoute.self) { CompactScreen(route: $0) }
                        }
                    } else {
                        NavigationStack {
                            RegularHome()
                                .navigationDestination(for: HomeRoute.self) { RegularScreen(route: $0) }
                        }
                    }
                }
            }
            """,
            """
            struct Tabs: View {
                var body: some View {
                    TabView {
                        NavigationStack {
                            Feed().navigationDestination(for: PostRoute.self) { PostScreen(route: $0) }
                        }
                        NavigationStack {
                            Saved().navigationDestination(for: PostRoute.self) { PostScreen(route: $0) }
                        }
                    }
                }
            }
            """,
            """
            struct Store: View {
                var body: some View {
                    NavigationStack {
                        Shelf()
                            .navigationDestination(for: Product.ID.self) { ProductScreen(id: $0) }
                            .navigationDestination(for: Order.ID.self) { OrderScreen(id: $0) }
                    }
                }
            }
            """,
        ])

    package func check(_ context: RuleContext) -> [RuleViolation] {
        context.navigation.perFile.duplicateRegistrations[context.fileIndex].map { site, duplicate in
            RuleViolation(
                token: site.token,
                message: "`\(duplicate.type)` already has a destination registered closer to the root of this stack, so "
                    + "this one never takes effect; register each type once, on the stack's root view.",
                related: [context.related(duplicate.winner, "the registration that wins"),
                          context.related(duplicate.stack, "the stack")])
        }
    }
}
