import SwiftUI

struct TripsHomeView: View {
    @Environment(TripStore.self) private var store
    @State private var isPlanningTrip = false

    private var upcoming: [Trip] {
        store.trips.filter(\.isUpcoming).sorted { $0.startDate < $1.startDate }
    }

    private var past: [Trip] {
        store.trips.filter { !$0.isUpcoming }.sorted { $0.startDate > $1.startDate }
    }

    var body: some View {
        List {
            if !upcoming.isEmpty {
                Section("Upcoming") {
                    ForEach(upcoming) { trip in
                        NavigationLink(value: TripRoute.trip(trip.id)) {
                            TripRow(trip: trip)
                        }
                    }
                }
            }
            Section("Past trips") {
                ForEach(past) { trip in
                    NavigationLink(value: TripRoute.trip(trip.id)) {
                        TripRow(trip: trip)
                    }
                }
            }
        }
        .navigationTitle("Trips")
        .navigationDestination(for: TripRoute.self) { route in
            route.destination
        }
        .toolbar {
            Button("Plan Trip", systemImage: "plus") { isPlanningTrip = true }
        }
        .refreshable { await store.refresh() }
        .sheet(isPresented: $isPlanningTrip) {
            NavigationStack {
                NewTripForm()
            }
        }
    }
}

struct TripRow: View {
    let trip: Trip

    var body: some View {
        VStack(alignment: .leading, spacing: 2) {
            Text(trip.name).font(.headline)
            Text(trip.destination).foregroundStyle(.secondary)
            Text(trip.startDate..<trip.endDate, format: .interval.month(.abbreviated).day())
                .font(.caption)
        }
    }
}

struct NewTripForm: View {
    @Environment(TripStore.self) private var store
    @Environment(\.dismiss) private var dismiss
    @State private var name = ""
    @State private var destination = ""
    @State private var startDate = Date.now
    @State private var endDate = Date.now.addingTimeInterval(7 * 86_400)
    @State private var travellers: Set<String> = []

    var body: some View {
        Form {
            TextField("Trip name", text: $name)
            TextField("Destination", text: $destination)
            DatePicker("Departs", selection: $startDate, displayedComponents: .date)
            DatePicker("Returns", selection: $endDate, in: startDate..., displayedComponents: .date)
            NavigationLink {
                TravellerPicker(selection: $travellers)
            } label: {
                LabeledContent("Travellers", value: travellers.count, format: .number)
            }
        }
        .navigationTitle("New Trip")
        .toolbar {
            ToolbarItem(placement: .cancellationAction) {
                Button("Cancel") { dismiss() }
            }
            ToolbarItem(placement: .confirmationAction) {
                Button("Save", action: save)
                    .disabled(name.isEmpty || destination.isEmpty)
            }
        }
    }

    private func save() {
        store.add(Trip(id: UUID(), name: name, destination: destination, latitude: 0, longitude: 0,
                       startDate: startDate, endDate: endDate, days: [], reservations: []))
        dismiss()
    }
}

struct TravellerPicker: View {
    @Binding var selection: Set<String>

    var body: some View {
        List(["Ana", "Bram", "Chidi", "Dana"], id: \.self, selection: $selection) { Text($0) }
            .environment(\.editMode, .constant(.active))
            .navigationTitle("Travellers")
    }
}
