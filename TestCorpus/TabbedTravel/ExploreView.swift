import SwiftUI

struct City: Identifiable, Hashable, Codable {
    let id: String
    let name: String
    let country: String
    let summary: String
}

struct Attraction: Identifiable, Hashable, Codable {
    let id: Int
    let name: String
    let rating: Double
}

struct LocalGuide: Identifiable, Hashable, Codable {
    let id: String
    let displayName: String
    let bio: String
}

/// A user-curated list of places; edited in place from the collection screen.
@Observable
final class SavedCollection: Identifiable, Hashable {
    let id = UUID()
    var name: String
    var cityIDs: [City.ID] = []

    init(name: String) { self.name = name }

    static func == (lhs: SavedCollection, rhs: SavedCollection) -> Bool { lhs.id == rhs.id }
    func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

@Observable
final class ExploreViewModel {
    private(set) var trending: [City] = []
    private(set) var guides: [LocalGuide] = []
    var collections = [SavedCollection(name: "Food weekends"), SavedCollection(name: "Hikes")]

    static func fetch<T: Decodable>(_ path: String) async throws -> T {
        let url = URL(string: "https://api.example-travel.com/v2")!.appending(path: path)
        let (data, _) = try await URLSession.shared.data(from: url)
        return try JSONDecoder().decode(T.self, from: data)
    }

    func load() async {
        trending = (try? await Self.fetch("cities/trending")) ?? []
        guides = (try? await Self.fetch("guides/featured")) ?? []
    }
}

struct ExploreView: View {
    @State private var model = ExploreViewModel()

    var body: some View {
        List {
            Section("Trending destinations") {
                ForEach(model.trending) { city in
                    NavigationLink(value: city) {
                        LabeledContent(city.name, value: city.country)
                    }
                }
            }
            Section("Local guides") {
                ForEach(model.guides) { guide in
                    GuideRow(guide: guide)
                }
            }
            Section("Your collections") {
                ForEach(model.collections) { collection in
                    NavigationLink(collection.name, value: collection)
                }
            }
        }
        .navigationTitle("Explore")
        .navigationDestination(for: City.self) { city in
            CityGuideView(city: city)
        }
        .navigationDestination(for: SavedCollection.self) { collection in
            CollectionEditor(collection: collection)
        }
        .task { await model.load() }
    }
}

struct GuideRow: View {
    let guide: LocalGuide

    var body: some View {
        NavigationLink(value: guide.id) {
            VStack(alignment: .leading) {
                Text(guide.displayName).font(.headline)
                Text(guide.bio).lineLimit(2).foregroundStyle(.secondary)
            }
        }
        .navigationDestination(for: LocalGuide.ID.self) { guideID in // expect: leaf_only_destination
            ContentUnavailableView("@\(guideID)", systemImage: "person.fill.questionmark",
                                   description: Text("Guide profiles are coming soon."))
        }
    }
}

struct CityGuideView: View {
    let city: City
    @State private var attractions: [Attraction] = []

    var body: some View {
        List {
            Text(city.summary)
            Section("Top attractions") {
                ForEach(attractions) { attraction in
                    NavigationLink(value: attraction) {
                        LabeledContent(attraction.name, value: attraction.rating, format: .number.precision(.fractionLength(1)))
                    }
                }
            }
        }
        .navigationTitle(city.name)
        .navigationDestination(for: Attraction.self) { attraction in
            Text(attraction.name).font(.largeTitle).navigationTitle(attraction.name)
        }
        .task { attractions = (try? await ExploreViewModel.fetch("cities/\(city.id)/attractions")) ?? [] }
    }
}

struct CollectionEditor: View {
    @Bindable var collection: SavedCollection

    var body: some View {
        Form {
            TextField("Name", text: $collection.name)
            ForEach(collection.cityIDs, id: \.self) { Text($0) }
                .onDelete { collection.cityIDs.remove(atOffsets: $0) }
        }
        .navigationTitle(collection.name)
    }
}
