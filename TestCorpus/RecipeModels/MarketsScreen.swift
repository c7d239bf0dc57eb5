import SwiftUI
import SwiftData
import MapKit

struct FarmersMarket: Identifiable {
    /// A vendor's stand; opening status and specials change through the day.
    struct Stall: Identifiable, Hashable {
        let id: UUID
        var vendor: String
        var todaysSpecial: String?
        var isOpen: Bool
    }

    let id: UUID
    let name: String
    let openDays: String
    let coordinate: CLLocationCoordinate2D
    let stalls: [Stall]
    let recipeOfTheWeek: PersistentIdentifier?
}

struct MarketsTab: View {
    @State private var markets: [FarmersMarket] = []

    var body: some View {
        NavigationStack {
            List(markets) { market in
                NavigationLink(value: MarketRoute.market(id: market.id)) {
                    LabeledContent(market.name, value: market.openDays)
                }
            }
            .navigationTitle("Markets")
            .navigationDestination(for: MarketRoute.self) { route in
                switch route {
                case .market(let id):
                    if let market = markets.first(where: { $0.id == id }) {
                        MarketDetailScreen(market: market)
                    }
                case .directions(let coordinate, let name):
                    Map(initialPosition: .region(MKCoordinateRegion(center: coordinate, latitudinalMeters: 800,
                                                                    longitudinalMeters: 800))) {
                        Marker(name, coordinate: coordinate)
                    }
                    .navigationTitle(name)
                case .stall(let stall):
                    LabeledContent(stall.vendor, value: stall.todaysSpecial ?? "No special today")
                        .padding()
                        .navigationTitle(stall.vendor)
                case .place(let mapItem):
                    Map {
                        Marker(item: mapItem)
                    }
                    .navigationTitle(mapItem.name ?? "Market")
                case .importedRecipe(let recipeID):
                    ImportedRecipeScreen(recipeID: recipeID)
                }
            }
        }
    }
}

struct MarketDetailScreen: View {
    let market: FarmersMarket

    var body: some View {
        List {
            LabeledContent("Open", value: market.openDays)
            NavigationLink("Directions", value: MarketRoute.directions(to: market.coordinate, name: market.name))
            Section("Stalls") {
                ForEach(market.stalls.filter(\.isOpen)) { stall in
                    NavigationLink(stall.vendor, value: MarketRoute.stall(stall))
                }
            }
            if let recipeID = market.recipeOfTheWeek {
                NavigationLink("Recipe of the week", value: MarketRoute.importedRecipe(recipeID))
            }
        }
        .navigationTitle(market.name)
    }
}

struct ImportedRecipeScreen: View {
    let recipeID: PersistentIdentifier
    @Environment(\.modelContext) private var context

    var body: some View {
        if let recipe = context.model(for: recipeID) as? Recipe {
            RecipeCardScreen(recipe: recipe)
        } else {
            ContentUnavailableView("Not in your recipe box yet", systemImage: "square.and.arrow.down")
        }
    }
}
