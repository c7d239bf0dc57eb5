import SwiftUI

struct SpeciesDetailColumn: View {
    let speciesID: Species.ID?
    @State private var path: [SightingRoute] = []

    var body: some View {
        NavigationStack(path: $path) {
            if let speciesID {
                SpeciesDetail(speciesID: speciesID)
            } else {
                ContentUnavailableView("No species selected", systemImage: "leaf")
            }
        }
        // The detail column is a column of the split view: a registration on its stack is seen there.
        .navigationDestination(for: SightingRoute.self) { route in
            SightingScreen(route: route)
        }
    }
}

struct SpeciesDetail: View {
    @Environment(SpeciesCatalog.self) private var catalog
    let speciesID: Species.ID

    var body: some View {
        if let species = catalog.species(speciesID) {
            List {
                Section("About") { Text(species.summary) }
                Section("Sightings") {
                    ForEach(species.sightings) { sighting in
                        NavigationLink(sighting.place, value: SightingRoute.sighting(sighting.id))
                    }
                }
            }
            .navigationTitle(species.commonName)
        }
    }
}

struct SightingScreen: View {
    let route: SightingRoute
    var body: some View { Text("Sighting") }
}
