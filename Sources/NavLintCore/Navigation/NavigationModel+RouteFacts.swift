/// Phase 7, the project-wide facts about routes, presentations and path
/// owners, and how it runs beside phase 6.
extension NavigationModel {
    /// Phases 6 and 7 side by side. Both read only what phases 1–5 settled (and
    /// phase 6 its path writes) and they write disjoint properties. Each is two
    /// parts that do not read each other: the deep links' verdicts and the rest
    /// of phase 6; the facts about route types, one chain of steps, and the facts
    /// that stand alone. With threads to spare the four run on copies of the
    /// model, longest first, and their results are adopted.
    mutating func judgeTrailsAndGatherRouteFacts(jobs: Int) {
        guard jobs > 1 else {
            judgeTrails(jobs: jobs)
            gatherRouteTypeFacts(jobs: jobs)
            gatherStandaloneRouteFacts(jobs: jobs)
            joinRouteFacts()
            return
        }
        // The path writes first, on every thread: the verdicts and the deep links read them.
        findPathWrites(jobs: jobs)
        let settled = self
        // Four parts, the two largest first. A part's own parallel maps run on its
        // thread alone (libdispatch gives a nested concurrentPerform one thread on two
        // cores), so it is the parts that balance the work between the cores.
        let models = parallelMap(count: 4, jobs: jobs) { part -> NavigationModel in
            var model = settled
            switch part {
            case 0: model.judgeTrailsButDeepLinks(jobs: jobs)
            case 1: model.gatherRouteTypeFacts(jobs: jobs)
            case 2: model.judgeDeepLinks(jobs: jobs)
            default: model.gatherStandaloneRouteFacts(jobs: jobs)
            }
            return model
        }
        self = models[1]
        adoptVerdicts(of: models[0])
        adoptDeepLinkVerdicts(of: models[2])
        adoptStandaloneRouteFacts(of: models[3])
        joinRouteFacts()
    }

    /// Phase 7a: the route types and everything worked out from them, in order.
    mutating func gatherRouteTypeFacts(jobs: Int) {
        let model = self
        routeTypes = Self.routeTypes(files: files, trails: trails, facts: facts, options: options,
                                     jobs: jobs) { call, file in
            model.registeredType(call: call, file: file)
        }
        pathDeclarations = Self.pathDeclarations(files: files, facts: facts, routeTypes: routeTypes, jobs: jobs)
        pathPersistence = Self.pathPersistence(files: files, facts: facts, routeTypes: routeTypes,
                                               pathDeclarations: pathDeclarations, jobs: jobs)
        routesOnSavedPaths = computeRoutesOnSavedPaths()
        persistedRoutes = computePersistedRoutes()
        gatherRouteClosures()
        navigationStateHolders = Self.navigationStateHolders(
            files: files, facts: facts, pathDeclarations: pathDeclarations,
            presentationBindings: Self.presentationBindings(files: files, facts: facts, jobs: jobs), jobs: jobs)
        let shared = Self.sharedNavigationStateCandidates(files: files, facts: facts, holders: navigationStateHolders)
        sharedNavigationState = Self.sharedNavigationState(shared, files: files, previewOnly: previewOnlyCode)
    }

    /// Phase 7b: facts that need nothing else of phase 7.
    mutating func gatherStandaloneRouteFacts(jobs: Int) {
        let model = self
        (registeredTypes, registersUnresolvedType) = Self.registeredTypes(files: files, facts: facts) { call, file in
            model.registeredType(call: call, file: file)
        }
        presentationProperties = Self.presentationPropertyNames(files: files, jobs: jobs)
        selectionTypes = selectionTypes(jobs: jobs)
        (sheetItemProperties, sheetItemPresenters) = Self.sheetItemProperties(files: files, facts: facts)
        pendingDeepLinkProperties = Self.pendingDeepLinkProperties(files: files, facts: facts, jobs: jobs)
        presentedStackPaths = Self.presentedStackPaths(files: files, facts: facts, trails: trails)
        backportOptInElsewhere = Self.optsIntoBackportStacksElsewhere(files: files)
    }

    /// What `gatherStandaloneRouteFacts` settles, taken from a model that ran it: keep the two in step.
    private mutating func adoptStandaloneRouteFacts(of gathered: NavigationModel) {
        registeredTypes = gathered.registeredTypes
        registersUnresolvedType = gathered.registersUnresolvedType
        presentationProperties = gathered.presentationProperties
        selectionTypes = gathered.selectionTypes
        sheetItemProperties = gathered.sheetItemProperties
        sheetItemPresenters = gathered.sheetItemPresenters
        pendingDeepLinkProperties = gathered.pendingDeepLinkProperties
        presentedStackPaths = gathered.presentedStackPaths
        backportOptInElsewhere = gathered.backportOptInElsewhere
    }

    /// Phase 7c: what needs both parts.
    private mutating func joinRouteFacts() {
        sheetItemTypes = Set(sheetItemProperties.values)
        sheetRouteTypes = sheetItemTypes.intersection(routeTypes)
    }
}
