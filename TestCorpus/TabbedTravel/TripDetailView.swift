import SwiftUI
import MapKit

struct TripDetailView: View {
    let tripID: Trip.ID
    @Environment(TripStore.self) private var store
    @State private var editingReservation: Reservation?
    @State private var showingWeather = false
    @State private var isCheckingIn = false

    private var trip: Trip? { store.trip(tripID) }

    var body: some View {
        List {
            if let trip {
                Section("Itinerary") {
                    ForEach(trip.days.indices, id: \.self) { index in
                        NavigationLink("Day \(index + 1)", destination: .day(tripID: trip.id, index: index))
                    }
                }
                Section("Reservations") {
                    ForEach(trip.reservations) { reservation in
                        NavigationLink(value: TripRoute.reservation(reservation.id)) {
                            LabeledContent(reservation.provider, value: reservation.confirmationCode)
                        }
                        .swipeActions {
                            Button("Edit") { editingReservation = reservation }
                        }
                    }
                }
            }
            Section("Documents") {
                ForEach(store.documents) { document in
                    NavigationLink(document.title, value: document.id)
                }
                NavigationLink(destination: PackingListView(tripID: tripID)) { // expect: destination_closure_link
                    Label("Packing list", systemImage: "checklist")
                }
            }
        }
        .navigationTitle(trip?.name ?? "Trip")
        .navigationDestination(for: TravelDocument.ID.self) { documentID in // expect: leaf_only_destination
            DocumentViewer(documentID: documentID)
        }
        .navigationDestination(isPresented: $showingWeather) {
            ContentUnavailableView("Forecast for \(trip?.destination ?? "")", systemImage: "cloud.sun",
                                   description: Text("The outlook appears a week before departure."))
        }
        .toolbar {
            Button("Weather", systemImage: "cloud.sun") { showingWeather = true }
            Button("Check In", systemImage: "airplane.departure") { isCheckingIn = true }
            if let trip {
                NavigationLink(value: TripRoute.map(MapRegion(latitude: trip.latitude,
                                                              longitude: trip.longitude,
                                                              spanMeters: 25_000))) {
                    Label("Map", systemImage: "map")
                }
            }
        }
        .sheet(item: $editingReservation) { reservation in
            NavigationStack {
                ReservationEditor(reservation: reservation)
            }
        }
        .fullScreenCover(isPresented: $isCheckingIn, content: makeCheckInFlow)
    }

    private func makeCheckInFlow() -> some View {
        NavigationStack {
            Form {
                NavigationLink("Passenger details") { PersonalDetailsForm() }
                NavigationLink("Seat selection") { Text("Seat maps load at T-24h.") }
                Button("Close") { isCheckingIn = false }
            }
            .navigationTitle("Check In")
        }
    }
}

struct ItineraryDayView: View {
    let tripID: Trip.ID
    let dayIndex: Int
    @Environment(TripStore.self) private var store

    private var day: ItineraryDay? {
        guard let trip = store.trip(tripID), trip.days.indices.contains(dayIndex) else { return nil }
        return trip.days[dayIndex]
    }

    var body: some View {
        NavigationStack { // expect: nested_navigation_stack
            List(day?.activities ?? []) { activity in
                VStack(alignment: .leading) {
                    Text(activity.time, style: .time)
                        .font(.caption)
                        .foregroundStyle(.secondary)
                    Text(activity.title)
                    if let location = activity.location {
                        Text(location).font(.footnote)
                    }
                }
            }
            .navigationTitle("Day \(dayIndex + 1)")
        }
    }
}

struct ReservationDetailView: View {
    let reservationID: Reservation.ID
    @Environment(TripStore.self) private var store
    @State private var showingFareRules = false

    var body: some View {
        Form {
            if let reservation = store.reservation(reservationID) {
                LabeledContent("Provider", value: reservation.provider)
                LabeledContent("Confirmation", value: reservation.confirmationCode)
                LabeledContent("Check-in") { Text(reservation.checkIn, style: .date) }
                ShareLink(item: reservation.confirmationCode)
            }
        }
        .navigationTitle("Reservation")
        .toolbar {
            Button("Fare Rules", systemImage: "doc.text") { showingFareRules = true }
                .popover(isPresented: $showingFareRules) {
                    NavigationStack {
                        List {
                            NavigationLink("Changes") { Text("Changes are free up to 24 hours before departure.") }
                            NavigationLink("Refunds") { Text("Refunds are issued as travel credit.") }
                        }
                        .navigationTitle("Fare Rules")
                    }
                    .frame(minWidth: 320, minHeight: 280)
                }
        }
    }
}

struct ReservationEditor: View {
    @State var reservation: Reservation
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        Form {
            TextField("Provider", text: $reservation.provider)
            TextField("Confirmation code", text: $reservation.confirmationCode)
            DatePicker("Check-in", selection: $reservation.checkIn)
        }
        .navigationTitle("Edit Reservation")
        .toolbar { Button("Done") { dismiss() } }
    }
}

struct TripMapView: View {
    let region: MapRegion

    var body: some View {
        Map(initialPosition: .region(MKCoordinateRegion(
            center: CLLocationCoordinate2D(latitude: region.latitude, longitude: region.longitude),
            latitudinalMeters: region.spanMeters,
            longitudinalMeters: region.spanMeters)))
            .navigationTitle("Map")
    }
}

struct PackingListView: View {
    let tripID: Trip.ID
    @State private var packed: Set<String> = []

    var body: some View {
        List(["Passport", "Chargers", "Adapter", "Medication"], id: \.self) { item in
            Button { packed.formSymmetricDifference([item]) } label: {
                Label(item, systemImage: packed.contains(item) ? "checkmark.circle.fill" : "circle")
            }
        }
        .navigationTitle("Packing List")
    }
}

struct DocumentViewer: View {
    let documentID: TravelDocument.ID
    @Environment(TripStore.self) private var store

    var body: some View {
        if let document = store.documents.first(where: { $0.id == documentID }) {
            ShareLink(item: document.fileURL) { Label(document.title, systemImage: "doc") }
        } else {
            ContentUnavailableView("Document Missing", systemImage: "doc.questionmark")
        }
    }
}

#Preview("Itinerary day") {
    NavigationStack {
        NavigationLink("Day 1") {
            ItineraryDayView(tripID: UUID(), dayIndex: 0)
        }
    }
    .environment(TripStore())
}
