import SwiftUI

@main
struct FieldGuideApp: App {
    @State private var catalog = SpeciesCatalog()

    var body: some Scene {
        WindowGroup {
            GuideSplitView()
                .environment(catalog)
        }
    }
}

/// Three columns on iPad and Mac; on iPhone (compact width) SwiftUI collapses
/// them into one stack, and whatever the sidebar and list push lands on it.
struct GuideSplitView: View {
    @Environment(SpeciesCatalog.self) private var catalog
    @State private var habitat: Habitat?
    @State private var species: Species.ID?

    var body: some View {
        NavigationSplitView {
            List(Habitat.allCases, selection: $habitat) { habitat in
                NavigationLink(habitat.title, value: habitat)
            }
            .navigationTitle("Habitats")
            .toolbar {
                NavigationLink { // fine: pushes a plain screen into the collapsed stack
                    FieldNotesScreen()
                } label: {
                    Label("Field notes", systemImage: "book")
                }
                NavigationLink {
                    MapExplorer()
                } label: {
                    Label("Map", systemImage: "map")
                }
            }
        } content: {
            if let habitat {
                SpeciesList(habitat: habitat, selection: $species)
            } else {
                Text("Pick a habitat")
            }
        } detail: {
            // A stack as the detail column's root is how split views are meant to be used.
            SpeciesDetailColumn(speciesID: species)
        }
    }
}

struct SpeciesList: View {
    @Environment(SpeciesCatalog.self) private var catalog
    let habitat: Habitat
    @Binding var selection: Species.ID?

    var body: some View {
        List(catalog.species(in: habitat), selection: $selection) { species in
            NavigationLink(species.commonName, value: species.id)
        }
        .navigationTitle(habitat.title)
    }
}

struct FieldNotesScreen: View {
    var body: some View {
        List {
            Text("Dawn chorus, north ridge")
            Text("Heron at the reservoir")
        }
        .navigationTitle("Field notes")
    }
}
